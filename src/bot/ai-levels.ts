// The AI levels as players see them: the choices of the `ai_level` / `level` options, the
// takeover buttons and the words for each. Built from AI_LEVELS, so a new level shows up by itself.
import { AI_LEVELS } from "../ai/index.ts";

/** How each level is offered; a level not named here is offered by its name, capitalised. */
const LABELS: Readonly<Record<string, string>> = {
  easy: "Easy",
  medium: "Medium",
  hard: "Hard (thinks ~1 s a move)",
};

/** What each level plays like, in a few words (for the takeover question). */
const PLAYS: Readonly<Record<string, string>> = {
  easy: "picks among the legal moves, preferring to act over passing",
  medium: "looks one move ahead and takes what serves its own position best",
  hard: "thinks ahead for about a second a move: the strongest",
};

export function levelLabel(level: string): string {
  return LABELS[level] ?? `${level.charAt(0).toUpperCase()}${level.slice(1)}`;
}

/** "Hard (thinks ~1 s a move): thinks ahead …" for each level, one line each. */
export function levelLines(): string[] {
  return AI_LEVELS.map((l) => `**${levelLabel(l)}**${PLAYS[l] ? `: ${PLAYS[l]}` : ""}`);
}

/** The choices of a slash-command option that picks a level. */
export function levelChoices(): { name: string; value: string }[] {
  return AI_LEVELS.map((l) => ({ name: levelLabel(l), value: l }));
}
