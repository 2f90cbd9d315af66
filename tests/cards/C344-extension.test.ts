import { describe, expect, it } from "vitest";
import { currentScores, type GameState } from "../../src/engine/index.ts";
import { cardGame, withBuilding } from "./helpers.ts";

/** The Extension's line on seat 0's score sheet. */
function extensionVp(s: GameState): number | undefined {
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C344")?.vp;
}

/** The starting harbor (Forests on the right half) with the Extension at (1,1) and others at `cells`. */
function extensionWith(cells: [number, number][]): GameState {
  let s = withBuilding(cardGame(), 0, "C344", [1, 1]);
  const others = ["A103", "A104", "A107", "A109"];
  cells.forEach((cell, i) => {
    s = withBuilding(s, 0, others[i] ?? "A111", cell);
  });
  return s;
}

describe("C344 Extension", () => {
  it('scores 3 VP with exactly 3 Buildings beside it: "scores 3 VP if it is orthogonally adjacent to at least 3 other Buildings"', () => {
    expect(extensionVp(extensionWith([[0, 1], [1, 0], [2, 1]]))).toBe(3);
  });

  it('does not count a diagonal Building: "(Diagonally adjacent Buildings do not count.) The Extension scores nothing if it is orthogonally adjacent to 2 or fewer Buildings."', () => {
    expect(extensionVp(extensionWith([[0, 1], [1, 0], [2, 0]]))).toBe(0);
  });

  it('does not count a Forest beside it: "orthogonally adjacent to at least 3 other Buildings"', () => {
    // (1,2) holds the starting Forest of the middle right double space.
    expect(extensionVp(extensionWith([[0, 1], [1, 0]]))).toBe(0);
  });
});
