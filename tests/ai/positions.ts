// Positions for timing the AI players (tests/bot/ai-pool.test.ts, tests/bench/ai.ts): every
// Work-phase turn from round 3 on of a seeded 4-player game played by easy AIs, where the
// medium AI thinks hardest (most choices, most follow-ups to value).
import { easyAi } from "../../src/ai/index.ts";
import { applyChoice, isTurnDecision, newGame, pendingSeats, type GameState } from "../../src/engine/index.ts";

export function midGameTurns(seed: string): { state: GameState; seat: number }[] {
  let s = newGame({ players: 4, seed, deck: "mixed" });
  const out: { state: GameState; seat: number }[] = [];
  while (s.phase !== "over") {
    const seat = pendingSeats(s)[0];
    if (seat === undefined) throw new Error("nobody to move before the end");
    if (isTurnDecision(s, seat) && s.round >= 3) out.push({ state: s, seat });
    s = applyChoice(s, seat, easyAi.choose(s, seat));
  }
  return out;
}
