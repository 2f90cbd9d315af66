// AI players, over the engine's public API only. Every AI answers the same question: given a
// state and a seat that must decide, which of the legal choices does it take?
//
// Levels: `easy` (a seeded pick among the legal choices, preferring placing over passing),
// `medium` (one-step lookahead on an evaluation of the seat's own position, see ./medium.ts) and
// `hard` (playouts of its best few choices, as far ahead as its thinking budget affords, in worlds
// sampled from what the seat sees, see ./hard.ts).
// Stored games may carry the old level name "simple": it plays as easy.
import { legalChoices, type GameState } from "../engine/index.ts";
import { hint, type Hint } from "./hint.ts";
import { mediumAi, mediumValues } from "./medium.ts";
import { hash } from "./hash.ts";
import { DEFAULT_HARD_BUDGET_MS, hardAi, type HardOptions, type SeatModel } from "./hard.ts";
import type { AiPlayer } from "./player.ts";

export type AiLevel = "easy" | "medium" | "hard";
/** The levels a table may choose, weakest first. */
export const AI_LEVELS: readonly AiLevel[] = ["easy", "medium", "hard"];
/** Level names from older versions, and what they play as now. */
const AI_LEVEL_ALIASES: Readonly<Record<string, AiLevel>> = { simple: "easy" };

export type { AiPlayer } from "./player.ts";

/** Tuning for the AI players; each level reads only what concerns it (easy and medium none). */
export interface AiOptions {
  /** How long the hard AI may think about one decision, in milliseconds. */
  readonly hardBudgetMs?: number;
  /**
   * Who sits at each seat of the table: an AI's level, or null for a person (public: the table
   * shows it). The hard AI's playouts play an easy or medium AI as the medium AI plays, everyone
   * else as strongly as itself. Without it every other seat is played as strong.
   */
  readonly seatLevels?: readonly (AiLevel | null)[];
}

/** The hard AI's options from the table's: its budget, and how its playouts play each seat. */
function hardOptions(options: AiOptions): HardOptions {
  return {
    ...(options.hardBudgetMs !== undefined ? { budgetMs: options.hardBudgetMs } : {}),
    ...(options.seatLevels ? { models: options.seatLevels.map((l): SeatModel => (l === "easy" || l === "medium" ? "medium" : "strong")) } : {}),
  };
}

/** Whether a text names one of the levels a table may choose (not an old alias such as "simple"). */
export function isAiLevel(level: string): level is AiLevel {
  return AI_LEVELS.some((l) => l === level);
}

/**
 * The easy AI: prefers placing a Worker over passing and taking something over declining,
 * and picks among the rest by a hash of the game's seed and position, so its games vary but
 * replay identically.
 */
export const easyAi: AiPlayer = {
  choose(state, seat) {
    const all = legalChoices(state, seat);
    if (all.length === 0) throw new Error(`Seat ${seat} has nothing to decide.`);
    const preferred = all.filter((c) => c.id !== "pass" && c.id !== "decline" && !c.id.startsWith("anytime:"));
    const pool = preferred.length > 0 ? preferred : all;
    const pick = pool[hash(`${state.options.seed}:${state.choices}:${seat}`) % pool.length];
    if (!pick) throw new Error("unreachable: empty pool");
    return pick.id;
  },
};

export { mediumAi, mediumValues, hardAi, DEFAULT_HARD_BUDGET_MS };
export type { Hint, HintChoice } from "./hint.ts";

/** The hint for a seat's decision (`/hint`): the hard AI's best choices at the hard budget of `options`. */
export function hintFor(state: GameState, seat: number, options: AiOptions = {}): Hint {
  return hint(state, seat, hardOptions(options));
}

/** The level a stored value plays as: known levels as themselves, "simple" as easy, anything else (null, a newer version's level) as easy. */
export function aiLevelOf(level: string | null): AiLevel {
  if (level === null) return "easy";
  const known = AI_LEVELS.find((l) => l === level);
  return known ?? AI_LEVEL_ALIASES[level] ?? "easy";
}

/**
 * The AI for a seat's stored level; unknown levels (from a newer version) play easy. `options`
 * tunes the levels that read them (easy and medium ignore them).
 */
export function aiPlayer(level: string | null, options: AiOptions = {}): AiPlayer {
  switch (aiLevelOf(level)) {
    case "easy": return easyAi;
    case "medium": return mediumAi;
    case "hard": return hardAi(hardOptions(options));
  }
}
