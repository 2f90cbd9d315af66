import { describe, expect, it } from "vitest";
import type { GameState, ShipType } from "../../src/engine/index.ts";
import { haulSize } from "../../src/engine/triggers.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, edit, play, seatToMove, setGoods, setShips, withBuilding } from "./helpers.ts";

/** Seat 0 owns the Wood Shipping Co., these Ships, exactly `supply` and an empty Reserve; its turn. */
function owner(ships: ShipType[], supply: { wood: number; fish: number; gold: number }): GameState {
  const s = setShips(withBuilding(cardGame(), 0, "B329", [0, 1]), 0, ships);
  return seatToMove(setGoods(s, 0, { supply, reserve: { wood: 0, fish: 0, gold: 0 } }), 0);
}

// Two cutters cover 6 track spaces: haul 8. A sloop more: haul 9. The only Ship seat 0 can afford is taken by the engine.
const HAUL_8: ShipType[] = ["cutter", "cutter"];

/** The Workers came home (the Build a Ship space is free again). */
function homeAgain(s: GameState): GameState {
  return edit(s, (d) => {
    d.placements = [];
    for (const p of d.players) p.workersLeft = 3;
  });
}

describe("B329 Wood Shipping Co.", () => {
  it("reaching haul 9 pays: \"As soon as your haul size is 9 or greater, immediately ... take 5 wood ... in your personal supply ... Additionally ... take another 5 wood ... in your Reserve\"", () => {
    const before = owner(HAUL_8, { wood: 2, fish: 2, gold: 0 });
    expect(haulSize(before, 0)).toBe(8);
    const s = play(before, 0, "place:build-ship");
    expect(haulSize(s, 0)).toBe(9);
    expect(player(s, 0).supply).toEqual({ wood: 5, fish: 0, gold: 0 });
    expect(player(s, 0).reserve).toEqual({ wood: 5, fish: 0, gold: 0 });
    const lines = s.log.map((l) => l.text);
    expect(lines).toContain("Player 1 takes 5 wood (Wood Shipping Co.).");
    expect(lines).toContain("Player 1 places 5 wood in their Reserve (Wood Shipping Co.).");
  });

  it("the supply keeps at most 12 wood, the Reserve gets its 5 all the same: \"(Observe the 12 wood limit in your personal supply.)\"", () => {
    const s = play(owner(HAUL_8, { wood: 10, fish: 2, gold: 0 }), 0, "place:build-ship");
    expect(player(s, 0).supply).toEqual({ wood: 12, fish: 0, gold: 0 });
    expect(player(s, 0).reserve).toEqual({ wood: 5, fish: 0, gold: 0 });
  });

  it("built at haul 9 or more it pays at once: \"If your haul size is already 9 or greater when you build the Wood Shipping Co., you get the wood right away.\"", () => {
    const s = buildWithSpace(setShips(cardGame(), 0, [...HAUL_8, "sloop"]), 0, "B329", [0, 1], { wood: 0, fish: 3, gold: 2 });
    expect(player(s, 0).supply).toEqual({ wood: 5, fish: 0, gold: 0 });
    expect(player(s, 0).reserve.wood).toBe(5);
  });

  it("built at haul 8 it pays nothing: \"As soon as your haul size is 9 or greater\"", () => {
    const s = buildWithSpace(setShips(cardGame(), 0, HAUL_8), 0, "B329", [0, 1], { wood: 0, fish: 3, gold: 2 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(player(s, 0).reserve.wood).toBe(0);
  });

  it("regaining haul 9 pays nothing more: \"If it does and you regain a haul size of 9 or greater later, you do not get additional wood from the Wood Shipping Co.\"", () => {
    let s = play(owner(HAUL_8, { wood: 2, fish: 2, gold: 0 }), 0, "place:build-ship");
    // The sloop leaves the track again (as a Ship Broker sale would make it): haul 8.
    s = setShips(s, 0, HAUL_8);
    s = setGoods(seatToMove(homeAgain(s), 0, { round: 2 }), 0, { supply: { wood: 2, fish: 2 } });
    s = play(s, 0, "place:build-ship");
    expect(haulSize(s, 0)).toBe(9);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(player(s, 0).reserve).toEqual({ wood: 5, fish: 0, gold: 0 });
  });
});
