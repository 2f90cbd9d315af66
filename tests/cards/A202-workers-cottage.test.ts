import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/** Seat 0 owns the Worker's Cottage on C1 (blocking C1-C2), so a Reforest can only go on B1-B2. */
function owner(extra?: [string, [number, number]]) {
  let s = withBuilding(cardGame({ deck: "mackerel" }), 0, "A202", [2, 0]);
  if (extra) s = withBuilding(s, 0, extra[0], extra[1]);
  return setGoods(seatToMove(s, 0), 0, { supply: { wood: 0, fish: 0, gold: 0 } });
}

describe("A202 Worker's Cottage", () => {
  it('"Each time after you complete a “Reforest” action, you may take an additional “Deforest” action, without placing a Worker" — "you may remove a Forest gained from the “Reforest” action"', () => {
    let s = play(owner(), 0, "place:reforest");
    expect(player(s, 0).forests).toEqual([2, 2, 1, 0, 1]);
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["forest:0", "forest:1", "forest:2", "forest:4", "decline"]);
    s = play(s, 0, "forest:1");
    expect(player(s, 0).forests).toEqual([2, 1, 1, 0, 1]);
    expect(player(s, 0).supply.wood).toBe(5);
    expect(player(s, 0).workersLeft).toBe(2);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"you may": declining keeps the Forests and takes no wood', () => {
    const s = play(owner(), 0, "place:reforest", "decline");
    expect(player(s, 0).forests).toEqual([2, 2, 1, 0, 1]);
    expect(player(s, 0).supply.wood).toBe(0);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('only "after you complete a “Reforest” action": a Deforest or a Thin Out does not set it off', () => {
    const d = play(owner(), 0, "place:deforest", "forest:0");
    expect(player(d, 0).supply.wood).toBe(5);
    expect(pendingSeats(d)).toEqual([1]);
    const t = play(owner(), 0, "place:thin-out");
    expect(pendingSeats(t)).toEqual([1]);
  });

  it('"This “Deforest” action may trigger other Buildings like the “Sawmill”": the Sawmill follows the Cottage\'s Deforest', () => {
    let s = play(owner(["B127", [0, 1]]), 0, "place:reforest", "forest:1");
    expect(player(s, 0).supply.wood).toBe(5);
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["forest:0", "forest:1", "forest:2", "forest:4", "decline"]);
    s = play(s, 0, "forest:1");
    expect(player(s, 0).forests).toEqual([2, 0, 1, 0, 1]);
    expect(player(s, 0).supply.wood).toBe(8);
    expect(pendingSeats(s)).toEqual([1]);
  });
});
