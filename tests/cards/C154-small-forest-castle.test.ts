import { describe, expect, it } from "vitest";
import { currentScores, type GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, withBuilding } from "./helpers.ts";

/** The Small Forest Castle's line on seat 0's score sheet. */
function castleVp(s: GameState): number | undefined {
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C154")?.vp;
}

function withForests(forests: number[]): GameState {
  return edit(withBuilding(cardGame(), 0, "C154", [1, 0]), (d) => {
    player(d, 0).forests = forests;
  });
}

describe("C154 Small Forest Castle", () => {
  it('scores 1 VP per Forest, stacked ones each: "scores a number of VP equal to the number of Forests on your Harbor board. (Every single Forest counts, even if stacked together.)"', () => {
    // The starting harbor: 2 stacked Forests top right, 1 middle right, 1 bottom right.
    expect(castleVp(withForests([2, 0, 1, 0, 1]))).toBe(4);
  });

  it('counts a stack of three as 3: "Every single Forest counts, even if stacked together."', () => {
    expect(castleVp(withForests([3, 0, 0, 0, 0]))).toBe(3);
  });

  it('scores nothing without Forests: "The Small Forest Castle scores nothing if you have no Forests left."', () => {
    expect(castleVp(withForests([0, 0, 0, 0, 0]))).toBe(0);
  });
});
