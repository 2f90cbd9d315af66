import { describe, expect, it } from "vitest";
import { currentScores, type GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, withBuilding } from "./helpers.ts";

/** The Villa's line on seat 0's score sheet. */
function villaVp(s: GameState): number | undefined {
  return currentScores(s)[0]?.buildings.find((b) => b.id === "B332")?.vp;
}

/** Seat 0 with these Forests per double space and the Villa at `cell`. */
function villaAt(cell: [number, number], forests: number[]): GameState {
  const s = edit(cardGame(), (d) => {
    player(d, 0).forests = forests;
  });
  return withBuilding(s, 0, "B332", cell);
}

// Double spaces: 0 = (0,2)-(0,3), 1 = (1,0)-(1,1), 2 = (1,2)-(1,3), 3 = (2,0)-(2,1), 4 = (2,2)-(2,3).
// The Villa at (1,1) touches (1,2) of double space 2 and (2,1) of double space 3.
describe("B332 Villa", () => {
  it('scores 5 VP next to a stack of 2 Forests: "(Every single Forest counts, even if stacked together. ...) If there are 2 such Forests, the Villa scores 5 VP."', () => {
    // The starting harbor: (0,1) touches the 2 stacked Forests on (0,2)-(0,3).
    expect(villaVp(villaAt([0, 1], [2, 0, 1, 0, 1]))).toBe(5);
  });

  it('scores 7 VP next to 3 Forests: "If there are 3 or 4 such Forests, the Villa scores 7 VP."', () => {
    expect(villaVp(villaAt([1, 1], [0, 0, 2, 1, 0]))).toBe(7);
  });

  it('scores 7 VP next to 4 Forests: "If there are 3 or 4 such Forests, the Villa scores 7 VP."', () => {
    expect(villaVp(villaAt([1, 1], [0, 0, 2, 2, 0]))).toBe(7);
  });

  it('scores 9 VP next to 5 Forests: "If there are 5 or more such Forests, the Villa scores 9 VP."', () => {
    expect(villaVp(villaAt([1, 1], [0, 0, 3, 2, 0]))).toBe(9);
  });

  it('scores 9 VP next to 6 Forests: "If there are 5 or more such Forests, the Villa scores 9 VP."', () => {
    expect(villaVp(villaAt([1, 1], [0, 0, 3, 3, 0]))).toBe(9);
  });

  it('scores nothing next to 1 Forest: "The Villa scores nothing if it is orthogonally adjacent to 1 Forest or no Forest at all."', () => {
    expect(villaVp(villaAt([1, 1], [0, 0, 1, 0, 0]))).toBe(0);
  });

  it('does not count diagonal Forests: "Forests that are merely diagonally adjacent to the Villa do not count."', () => {
    // (0,2) and (2,2) are diagonal to (1,1); (1,2) is free.
    expect(villaVp(villaAt([1, 1], [3, 0, 0, 0, 3]))).toBe(0);
  });

  it('counts only the Forests around the Villa: "count the number of Forests that are orthogonally adjacent to the Villa"', () => {
    // 1 Forest next to (1,1), 4 more elsewhere.
    expect(villaVp(villaAt([1, 1], [4, 0, 1, 0, 0]))).toBe(0);
  });
});
