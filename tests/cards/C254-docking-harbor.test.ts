import { describe, expect, it } from "vitest";
import { currentScores, type GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, ids, onDisplay, play, seatToMove, setGoods, setShips, withBuilding } from "./helpers.ts";

/** The Docking Harbor's line on seat 0's score sheet. */
function dockingHarborVp(s: GameState): number | undefined {
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C254")?.vp;
}

/** The Buildings seat 0 is offered after placing a Worker on Build a Building with this supply. */
function offeredWith(s: GameState, wood: number): string[] {
  let t = setGoods(seatToMove(onDisplay(s, "C254"), 0), 0, { supply: { wood, fish: 30, gold: 20 } });
  t = play(t, 0, "place:build-building");
  return ids(t, 0).filter((id) => id.startsWith("building:"));
}

describe("C254 Docking Harbor", () => {
  it('costs as much wood and fish as Ships incl. the catboat: "The amount of wood and fish that you must pay for the Docking Harbor is equal to the number of Ships on your Fishing track, including the preprinted starting catboat."', () => {
    const s = setShips(cardGame(), 0, ["sloop", "cutter"]);
    const built = buildWithSpace(s, 0, "C254", [1, 0], { wood: 5, fish: 6, gold: 2 });
    expect(player(built, 0).supply).toEqual({ wood: 2, fish: 3, gold: 2 });
  });

  it('costs 1 wood and 1 fish with only the catboat: "including the preprinted starting catboat"', () => {
    const built = buildWithSpace(cardGame(), 0, "C254", [1, 0], { wood: 4, fish: 4, gold: 0 });
    expect(player(built, 0).supply).toEqual({ wood: 3, fish: 3, gold: 0 });
  });

  it('cannot be built with 1 wood less than its cost: "The amount of wood and fish that you must pay ... is equal to the number of Ships"', () => {
    const s = setShips(cardGame(), 0, ["sloop", "cutter"]);
    expect(offeredWith(s, 3)).toContain("building:C254");
    const short = offeredWith(s, 2);
    expect(short.length).toBeGreaterThan(0);
    expect(short).not.toContain("building:C254");
  });

  it('scores 1 VP per Ship incl. the catboat: "scores a number of VP equal to the number of Ships on your Fishing track, including the catboat"', () => {
    const s = setShips(withBuilding(cardGame(), 0, "C254"), 0, ["sloop", "sloop", "cutter"]);
    expect(dockingHarborVp(s)).toBe(4);
  });

  it('scores by the Ships at the end, not by what was paid: "(Note that the VP value can differ from the amount of wood and fish you paid.)"', () => {
    const built = buildWithSpace(cardGame(), 0, "C254", [1, 0], { wood: 1, fish: 1, gold: 0 });
    expect(player(built, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(dockingHarborVp(built)).toBe(1);
    expect(dockingHarborVp(setShips(built, 0, ["sloop", "cutter", "schooner"]))).toBe(4);
  });

  it('scores 7 VP with six built Ships in a 3-player game: "Note that 7 VP are only possible in games with 3 or more players."', () => {
    const s = setShips(withBuilding(cardGame({ players: 3 }), 0, "C254"), 0, ["sloop", "sloop", "sloop", "sloop", "cutter", "cutter"]);
    expect(dockingHarborVp(s)).toBe(7);
  });
});
