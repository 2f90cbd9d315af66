import { describe, expect, it } from "vitest";
import { currentScores } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, withBuilding } from "./helpers.ts";

/** The Forest Home's VP with these Forests per double space. */
function forestHomeVp(forests: number[]): number | undefined {
  const s = edit(withBuilding(cardGame(), 0, "C351", [1, 0]), (d) => {
    player(d, 0).forests = forests;
  });
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C351")?.vp;
}

describe("C351 Forest Home", () => {
  it('scores 3 VP with exactly 3 Forests on two double spaces: "scores 3 VP if you have at least 3 Forests on your Harbor board"', () => {
    expect(forestHomeVp([2, 0, 1, 0, 0])).toBe(3);
  });

  it('scores 3 VP with 3 Forests stacked on one double space: "(It does not matter how many different double spaces they occupy. Every single Forest counts, even if stacked together.)"', () => {
    expect(forestHomeVp([3, 0, 0, 0, 0])).toBe(3);
  });

  it('scores 3 VP, not more, with the 4 starting Forests: "scores 3 VP if you have at least 3 Forests"', () => {
    expect(forestHomeVp([2, 0, 1, 0, 1])).toBe(3);
  });

  it('scores nothing with 2 Forests on two double spaces: "The Forest Home scores nothing if you have 2 or fewer Forests."', () => {
    expect(forestHomeVp([1, 0, 1, 0, 0])).toBe(0);
  });
});
