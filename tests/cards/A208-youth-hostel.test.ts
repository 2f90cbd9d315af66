import { describe, expect, it } from "vitest";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

describe("A208 Youth Hostel", () => {
  it('"After each Round in which you did not build a single Building, take 1 gold"', () => {
    let s = setGoods(seatToMove(withBuilding(cardGame({ deck: "mackerel" }), 0, "A208", [0, 1]), 1, { workerTurn: 3 }), 0, { supply: { wood: 0, fish: 0, gold: 0 } });
    s = play(s, 1, "pass");
    expect(s.round).toBe(2);
    expect(player(s, 0).supply.gold).toBe(1);
  });

  it("building the Youth Hostel is building that round (ruling A5): no gold at the end of it", () => {
    let s = buildWithSpace(cardGame({ deck: "mackerel" }), 0, "A208", [0, 1], { wood: 3, fish: 0, gold: 0 });
    s = setGoods(seatToMove(s, 1, { workerTurn: 3 }), 0, { supply: { wood: 0, fish: 0, gold: 0 } });
    s = play(s, 1, "pass");
    expect(s.round).toBe(2);
    expect(player(s, 0).supply.gold).toBe(0);
  });
});
