// The AI levels as players see them: the choices of the `ai_level` / `level` options, the
// takeover buttons and the words for each. Built from AI_LEVELS, so a new level shows up by itself.
import { AI_LEVELS, DEFAULT_HARD_BUDGET_MS, isAiLevel } from "../../ai/index.ts";
import { named } from "../../i18n/discord.ts";
import { translator, type Locale } from "../../i18n/index.ts";

/**
 * "Easy", "Medium", "Hard (thinks ~1 s a move)": a level as the takeover question offers it, with how long the hard AI
 * thinks (AI_HARD_BUDGET_MS).
 */
export function levelLabel(level: string, hardBudgetMs = DEFAULT_HARD_BUDGET_MS, locale: Locale = "en"): string {
  const t = translator(locale);
  const word = isAiLevel(level) ? t(`settings.level.${level}`) : level;
  const name = `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
  const time = hardBudgetMs >= 1000 ? `${Math.round(hardBudgetMs / 100) / 10} s` : `${hardBudgetMs} ms`;
  return level === "hard" ? t("replies.takeover.thinks", { name, time }) : name;
}

/** "**Hard (thinks ~1 s a move)**: plays its best few moves out …" for each level, one line each. */
export function levelLines(hardBudgetMs?: number, locale: Locale = "en"): string[] {
  const t = translator(locale);
  return AI_LEVELS.map((l) => `**${levelLabel(l, hardBudgetMs, locale)}**: ${t(`replies.takeover.plays.${l}`)}`);
}

/**
 * The choices of a slash-command option that picks a level. Discord keeps them as registered,
 * whatever AI_HARD_BUDGET_MS is later, so they name no thinking time: "Hard (strongest, slowest)".
 */
export function levelChoices(): { name: string; name_localizations: Partial<Record<"de" | "ja", string>>; value: string }[] {
  return AI_LEVELS.map((l) => ({ ...named(`commands.common.level.${l}`), value: l }));
}
