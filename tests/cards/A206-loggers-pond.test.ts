import { describe, expect, it } from "vitest";
import { pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, giveElders, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

function owner(elders: Parameters<typeof giveElders>[2] = []) {
  return setGoods(seatToMove(giveElders(withBuilding(cardGame({ deck: "mackerel" }), 0, "A206", [0, 1]), 0, elders), 0), 0, { supply: { wood: 0, fish: 3, gold: 0 } });
}

describe("A206 Logger’s Pond", () => {
  it('"After each turn in which you remove 1 or 2 Forests from your Harbor board, take 2 fish": a Deforest', () => {
    const s = play(owner(), 0, "place:deforest", "forest:0");
    expect(player(s, 0).supply).toEqual({ wood: 5, fish: 5, gold: 0 });
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"(Even if you remove 2 Forests, you only get 2 fish.) It does not matter whether or not you take a “Deforest” action": the Forest Manager removes 2', () => {
    const s = play(owner(["forest-manager"]), 0, "elder:forest-manager", "forest:0", "forest:0");
    expect(player(s, 0).supply.fish).toBe(3 + 2);
  });

  it("a turn without a removed Forest gives nothing", () => {
    const s = play(owner(), 0, "place:gold");
    expect(player(s, 0).supply.fish).toBe(3);
  });

  it('"If you remove more than 2 Forests on the same turn (e.g., via a Building like the “Hideaway”...), you cannot apply the effect"', () => {
    // 4 Forests at the start: the Hideaway keeps one and removes 3
    const s = play(buildWithSpace(withBuilding(cardGame({ deck: "mixed" }), 0, "A206", [2, 0]), 0, "A314", [0, 1], { wood: 0, fish: 0, gold: 1 }), 0, "keep-forest:2");
    expect(player(s, 0).forests).toEqual([0, 0, 1, 0, 0]);
    expect(player(s, 0).supply).toEqual({ wood: 3, fish: 3, gold: 0 });
  });

  it("a Logger's Pond built in a turn counts the Forests removed earlier in that turn (ruling A5): the Builder removes one, then builds it", () => {
    let s = setGoods(seatToMove(giveElders(cardGame({ deck: "mackerel" }), 0, ["builder"]), 0), 0, { supply: { wood: 0, fish: 0, gold: 0 } });
    s = play(s, 0, "elder:builder", "forest:0");
    // the Logger's Pond costs nothing ("N/A")
    if (s.queues[0]?.steps[0]?.k === "choose-building") s = play(s, 0, "building:A206");
    if (s.queues[0]?.steps[0]?.k === "choose-building-space") s = play(s, 0, "space:0-1");
    expect(player(s, 0).buildings.map((b) => b.id)).toContain("A206");
    expect(player(s, 0).supply.fish).toBe(2);
  });
});
