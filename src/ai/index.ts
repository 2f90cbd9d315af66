// AI players, over the engine's public API only. Every AI answers the same question: given a
// state and a seat that must decide, which of the legal choices does it take? Stronger players
// come later behind this same interface.
import { legalChoices, type GameState } from "../engine/index.ts";

export type AiLevel = "simple";
export const AI_LEVELS: readonly AiLevel[] = ["simple"];

export interface AiPlayer {
  choose(state: GameState, seat: number): string;
}

/** FNV-1a: a small stable hash so the same position always gets the same answer (replayable, testable). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The simple AI: prefers placing a Worker over passing and taking something over declining,
 * and picks among the rest by a hash of the game's seed and position, so its games vary but
 * replay identically.
 */
export const simpleAi: AiPlayer = {
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

/** The AI for a seat's stored level; unknown levels (from a newer version) play simply. */
export function aiPlayer(level: string | null): AiPlayer {
  return level === "simple" ? simpleAi : simpleAi;
}
