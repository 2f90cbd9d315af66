// The AI levels as players see them: the choices of the `ai_level` / `level` options, the
// takeover buttons and the words for each. Built from AI_LEVELS, so a new level shows up by itself.
import { AI_LEVELS, DEFAULT_HARD_BUDGET_MS } from "../../ai/index.ts";
import { named } from "../../i18n/discord.ts";

/** What each level plays like, in a few words (for the takeover question). */
const PLAYS: Readonly<Record<string, string>> = {
  easy: "picks among the legal moves, preferring to act over passing",
  medium: "looks one move ahead and takes what serves its own position best",
  hard: "plays its best few moves out to the end of the game, guessing the cards it cannot see: the strongest",
};

/**
 * "Easy", "Medium", "Hard (thinks ~1 s a move)": a level as the takeover question offers it, with how long the hard AI
 * thinks (AI_HARD_BUDGET_MS).
 */
export function levelLabel(level: string, hardBudgetMs = DEFAULT_HARD_BUDGET_MS): string {
  const name = `${level.charAt(0).toUpperCase()}${level.slice(1)}`;
  const time = hardBudgetMs >= 1000 ? `${Math.round(hardBudgetMs / 100) / 10} s` : `${hardBudgetMs} ms`;
  return level === "hard" ? `${name} (thinks ~${time} a move)` : name;
}

/** "**Hard (thinks ~1 s a move)**: plays its best few moves out …" for each level, one line each. */
export function levelLines(hardBudgetMs?: number): string[] {
  return AI_LEVELS.map((l) => `**${levelLabel(l, hardBudgetMs)}**${PLAYS[l] ? `: ${PLAYS[l]}` : ""}`);
}

/**
 * The choices of a slash-command option that picks a level. Discord keeps them as registered,
 * whatever AI_HARD_BUDGET_MS is later, so they name no thinking time: "Hard (strongest, slowest)".
 */
export function levelChoices(): { name: string; name_localizations: Partial<Record<"de" | "ja", string>>; value: string }[] {
  return AI_LEVELS.map((l) => ({ ...named(`commands.common.level.${l}`), value: l }));
}
