import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

function owner(wood: number) {
  return setGoods(seatToMove(withBuilding(cardGame({ deck: "mackerel" }), 0, "B227", [0, 1]), 0), 0, { supply: { wood, fish: 0, gold: 0 } });
}

describe("B227 Ranger’s Office", () => {
  it('"Each time before you take a “Thin Out” action, you may add a Forest to a double space that already contains one or more Forests ... The newly added Forest counts towards the “Thin Out” action"', () => {
    let s = play(owner(0), 0, "place:thin-out");
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["forest-space:0", "forest-space:2", "forest-space:4", "decline"]);
    s = play(s, 0, "forest-space:2");
    expect(player(s, 0).forests).toEqual([2, 0, 2, 0, 1]);
    // 5 Forests now: 5 wood
    expect(player(s, 0).supply.wood).toBe(5);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"you may": declining thins out the 4 Forests', () => {
    const s = play(owner(0), 0, "place:thin-out", "decline");
    expect(player(s, 0).supply.wood).toBe(4);
  });

  it("it does not make a Thin Out possible at 12 wood (ruling A11)", () => {
    expect(legalChoices(owner(12), 0).map((c) => c.id)).not.toContain("place:thin-out");
  });

  it('"(The effect of the Ranger’s Office is not considered a “Reforest” action.)": the Forest Lake Hut pays nothing', () => {
    const s = play(withBuilding(owner(0), 0, "A106", [2, 0]), 0, "place:thin-out", "forest-space:0");
    expect(player(s, 0).supply).toEqual({ wood: 5, fish: 0, gold: 0 });
  });
});
