import { describe, expect, it } from "vitest";
import { applyChoice, pendingSeats } from "../../src/engine/index.ts";
import type { GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/** `owners`' Shares lie issued on the Action board (taken from their unissued ones). */
function withNewShares(s: GameState, owners: number[]): GameState {
  return edit(s, (d) => {
    for (const o of owners) {
      d.newShares.push(o);
      const p = d.players[o];
      if (p) p.unissued -= 1;
    }
  });
}

/** Seat 0 owns the Holding Company (unless `build` is false), has 5 gold, and is to move in `round`. */
function position(owners: number[], round = 1, build = true): GameState {
  let s = cardGame();
  if (build) s = withBuilding(s, 0, "A316", [0, 1]);
  s = setGoods(s, 0, { supply: { wood: 0, fish: 0, gold: 5 }, reserve: { wood: 0, fish: 0, gold: 0 } });
  return seatToMove(withNewShares(s, owners), 0, { round });
}

describe("A316 Holding Company", () => {
  it('"Each time after you buy Shares (regardless of color), place the gold that you used to pay for the Shares in your Reserve (instead of the general supply)"', () => {
    const s = play(position([1, 1, 0]), 0, "place:buy-shares");
    expect(player(s, 0).supply.gold).toBe(2);
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 3 });
    expect(s.log.map((l) => l.text)).toContain("Player 1 places 3 gold in their Reserve (Holding Company).");
    expect(pendingSeats(s)).toEqual([1]);
  });

  it("the price after the round's discount is what goes to the Reserve: 3 Shares in round 4 cost 2 gold, so 2 gold", () => {
    const s = play(position([1, 1, 1], 4), 0, "place:buy-shares");
    expect(player(s, 0).supply.gold).toBe(3);
    expect(player(s, 0).reserve.gold).toBe(2);
  });

  it('"If you get the Shares at no cost (e.g., due to the discount on the “Buy All Shares” action space in Round 4 and later), you do not get any gold into your Reserve via the Holding Company"', () => {
    const s = play(position([1], 4), 0, "place:buy-shares");
    expect(player(s, 0).supply.gold).toBe(5);
    expect(player(s, 0).reserve.gold).toBe(0);
    expect(s.log.at(-1)?.text).toBe("Player 1's Holding Company has no effect: the Shares cost no gold.");
  });

  it("without the Holding Company the gold paid goes to the general supply", () => {
    const s = play(position([1, 1, 0], 1, false), 0, "place:buy-shares");
    expect(player(s, 0).supply.gold).toBe(2);
    expect(player(s, 0).reserve.gold).toBe(0);
  });

  it("other actions do not set it off, and a garbage answer is refused and changes nothing", () => {
    const s = position([1, 1, 0]);
    const frozen = JSON.stringify(s);
    expect(() => applyChoice(s, 0, "use:A316")).toThrow(/is not one of your choices right now/);
    expect(JSON.stringify(s)).toBe(frozen);
    const t = play(s, 0, "place:gold");
    expect(player(t, 0).reserve.gold).toBe(0);
  });
});
