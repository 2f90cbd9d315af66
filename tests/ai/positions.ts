// Positions for the AI players: for timing them (tests/bot/ai-pool.test.ts, tests/bench/ai.ts),
// every Work-phase turn from round 3 on of a seeded 4-player game played by easy AIs, where the
// medium AI thinks hardest (most choices, most follow-ups to value); for the hard AI's position
// tests (tests/ai/hard-positions.test.ts), a game played to a round and a harbor set as wanted.
import { easyAi, mediumAi } from "../../src/ai/index.ts";
import { applyChoice, isTurnDecision, newGame, pendingSeats, type DeckOption, type GameState } from "../../src/engine/index.ts";

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

/** A 2-player game of `deck` played by medium AIs up to the start of `round`'s Work phase (the hard AI's position tests start there, then edit). */
export function gameAt(round: number, seed: string, deck: DeckOption = "herring"): GameState {
  let s = newGame({ players: 2, seed, deck });
  while (!(s.round === round && s.phase === "work")) {
    const seat = pendingSeats(s)[0] ?? 0;
    s = applyChoice(s, seat, mediumAi.choose(s, seat));
  }
  return s;
}

/**
 * Seat `seat`'s harbor as given: these Buildings (by id, on these cells) and Forests stacked per
 * double space (the engine's order: (0,2)-(0,3), (1,0)-(1,1), (1,2)-(1,3), (2,0)-(2,1),
 * (2,2)-(2,3)); every other Building space free. The Buildings leave the displays, piles and
 * hands, as if built earlier (no Immediately effect runs).
 */
export function harbor(s: GameState, seat: number, buildings: readonly { id: string; cell: [number, number] }[], forests: readonly number[]): GameState {
  const d = structuredClone(s);
  const ids = buildings.map((b) => b.id);
  const p = d.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  // The seat's Buildings before leave the game; the new ones come out of wherever they lay.
  d.displayA = d.displayA.map((x) => (x !== null && ids.includes(x) ? null : x));
  d.displayB = d.displayB.map((x) => (x !== null && ids.includes(x) ? null : x));
  d.displayC = d.displayC.filter((x) => !ids.includes(x));
  d.pileA = d.pileA.filter((x) => !ids.includes(x));
  d.pileB = d.pileB.filter((x) => !ids.includes(x));
  d.pileC = d.pileC.filter((x) => !ids.includes(x));
  for (const q of d.players) q.hand = q.hand.filter((x) => !ids.includes(x));
  for (const q of d.players) if (q !== p) q.buildings = q.buildings.filter((b) => !ids.includes(b.id));
  p.buildings = buildings.map((b) => ({ id: b.id, row: b.cell[0], col: b.cell[1] }));
  p.forests = [...forests];
  return d;
}
