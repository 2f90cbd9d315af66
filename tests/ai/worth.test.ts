// The hard AI's evaluation (src/ai/worth.ts) on constructed positions: what the catches to come
// are worth when the seat has nothing on offer to spend them on yet.
import { describe, expect, it } from "vitest";
import { mediumAi } from "../../src/ai/index.ts";
import { margin } from "../../src/ai/worth.ts";
import { applyChoice, currentScore, haulSize, newGame, pendingSeats, type GameState } from "../../src/engine/index.ts";
import { seatToMove, setGoods, setShips } from "../cards/helpers.ts";

/** A 2-player herring game played by medium AIs to `round`'s Work phase, seat 0 to move with no goods and no Ship. */
function emptyHanded(round: number, seed: string): GameState {
  let s = newGame({ players: 2, seed, deck: "herring" });
  while (!(s.round === round && s.phase === "work")) {
    const seat = pendingSeats(s)[0] ?? 0;
    s = applyChoice(s, seat, mediumAi.choose(s, seat));
  }
  s = seatToMove(s, 0, { round, workerTurn: 1 });
  s = setGoods(s, 0, { supply: { wood: 0, fish: 0, gold: 0 }, reserve: { wood: 0, fish: 0, gold: 0 } });
  return setShips(s, 0, []);
}

describe("the hard AI's evaluation of the catches to come", () => {
  it("counts a sloop's larger haul beyond its 1 VP even when the seat has no goods to spend the fish with yet", () => {
    // A sloop covers 2 spaces of the Fishing track: haul 3 -> 5, 2 more fish at each of round 3-7's
    // Fishing phases. Before, fish still to come that no purchase of the plan used were worth
    // nothing, so the sloop counted for its 1 VP alone and the AI rarely built Ships.
    for (const seed of ["worth-1", "worth-2"]) {
      const without = emptyHanded(2, seed);
      const withSloop = setShips(without, 0, ["sloop"]);
      expect(haulSize(without, 0)).toBe(3);
      expect(haulSize(withSloop, 0)).toBe(5);
      expect(currentScore(withSloop, 0) - currentScore(without, 0)).toBe(1);
      expect(margin(withSloop, 0) - margin(without, 0)).toBeGreaterThan(2);
    }
  });

  it("counts the larger haul for less as the Fishing phases run out", () => {
    const gain = (round: number) => {
      const without = emptyHanded(round, "worth-1");
      return margin(setShips(without, 0, ["sloop"]), 0) - margin(without, 0);
    };
    expect(gain(2)).toBeGreaterThan(gain(4));
    expect(gain(4)).toBeGreaterThan(gain(6));
  });
});
