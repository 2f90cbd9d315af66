import { describe, expect, it } from "vitest";
import { legalChoices } from "../../src/engine/index.ts";
import type { GameState, Goods } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, edit, onDisplay, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

function withForests(forests: number[]): GameState {
  return edit(cardGame({ deck: "codfish" }), (d) => {
    player(d, 0).forests = forests;
  });
}

/** The Buildings offered after placing a Worker on Build a Building with this supply. */
function buildMenu(s: GameState, supply: Goods): { id: string; label: string }[] {
  let t = seatToMove(onDisplay(s, "B330"), 0);
  t = setGoods(t, 0, { supply });
  return legalChoices(play(t, 0, "place:build-building"), 0);
}

describe("B330 Forest Admin.", () => {
  it('costs 1 wood and 1 fish per Building space without Forest: "equal to the number of Building spaces on your Harbor board that are not covered with Forest"', () => {
    // The starting harbor: Forests on 3 double spaces cover 6 of the 11 Building spaces.
    const start = withForests([2, 0, 1, 0, 1]);
    const menu = buildMenu(start, { wood: 12, fish: 30, gold: 20 });
    expect(menu.find((c) => c.id === "building:B330")?.label).toBe("Forest Admin. (B330; 5 wood, 5 fish; 5 VP)");
    const s = buildWithSpace(start, 0, "B330", [1, 0], { wood: 6, fish: 7, gold: 1 });
    expect(player(s, 0).supply).toEqual({ wood: 1, fish: 2, gold: 1 });
  });

  it('spaces with a Building count too: "(i.e., either free Building spaces or containing a Building)"', () => {
    const start = withBuilding(withBuilding(withForests([2, 0, 1, 0, 1]), 0, "C148", [0, 1]), 0, "A118", [1, 1]);
    const s = buildWithSpace(start, 0, "B330", [1, 0], { wood: 5, fish: 5, gold: 0 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
  });

  it('the number of Forests on a double space does not matter, only whether it is covered: "not covered with Forest"', () => {
    const s = buildWithSpace(withForests([3, 0, 0, 0, 0]), 0, "B330", [1, 0], { wood: 9, fish: 9, gold: 0 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
  });

  it('without any Forest it costs 11 wood and 11 fish: "Building spaces on your Harbor board that are not covered with Forest"', () => {
    const menu = buildMenu(withForests([0, 0, 0, 0, 0]), { wood: 12, fish: 30, gold: 20 });
    expect(menu.find((c) => c.id === "building:B330")?.label).toBe("Forest Admin. (B330; 11 wood, 11 fish; 5 VP)");
  });

  it('is not offered with 1 wood or 1 fish too few: "The amount of wood and fish that you must pay"', () => {
    for (const supply of [{ wood: 4, fish: 30, gold: 20 }, { wood: 12, fish: 4, gold: 20 }]) {
      const menu = buildMenu(withForests([2, 0, 1, 0, 1]), supply);
      expect(menu.length).toBeGreaterThan(1);
      expect(menu.map((c) => c.id)).not.toContain("building:B330");
    }
  });
});
