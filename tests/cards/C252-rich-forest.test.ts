import { describe, expect, it } from "vitest";
import { currentScores, type GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, withBuilding } from "./helpers.ts";

/** The Rich Forest's line on seat 0's score sheet. */
function richForestVp(s: GameState): number | undefined {
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C252")?.vp;
}

/** Seat 0 with these Forests (per double space) and these Buildings at these cells. */
function harbor(forests: number[], buildings: [string, [number, number]][]): GameState {
  let s = edit(cardGame(), (d) => {
    player(d, 0).forests = forests;
  });
  for (const [id, cell] of buildings) s = withBuilding(s, 0, id, cell);
  return s;
}

// Double spaces: 0 = (0,2)-(0,3), 1 = (1,0)-(1,1), 2 = (1,2)-(1,3), 3 = (2,0)-(2,1), 4 = (2,2)-(2,3).
describe("C252 Rich Forest", () => {
  it('counts each Building next to a Forest, itself included: "scores a number of VP equal to the number of Buildings on your Harbor board that are orthogonally adjacent to one or more Forests"', () => {
    // The starting Forests (top right, middle right, bottom right).
    const s = harbor([2, 0, 1, 0, 1], [
      ["C252", [2, 1]], // next to (2,2)
      ["A103", [0, 1]], // next to (0,2)
      ["A104", [1, 1]], // next to (1,2)
      ["A107", [1, 0]], // no Forest beside it
      ["A109", [2, 0]], // no Forest beside it
    ]);
    expect(richForestVp(s)).toBe(3);
  });

  it('counts a Building next to two Forests once: "(Each such Building is only counted once, even if it is adjacent to multiple Forests.)"', () => {
    // Forests on the top right and the middle left double spaces.
    const s = harbor([2, 1, 0, 0, 0], [
      ["A103", [0, 1]], // next to (0,2) and (1,1): two Forest stacks
      ["A104", [1, 2]], // next to (0,2) and (1,1): two Forest stacks
      ["C252", [2, 0]], // next to (1,0)
    ]);
    expect(richForestVp(s)).toBe(3);
  });

  it('does not count diagonal Forests: "(Buildings that are only diagonally adjacent to Forest do not count.)"', () => {
    // The only Forests are on the top right double space; (1,1) touches (0,2) only at a corner.
    const s = harbor([2, 0, 0, 0, 0], [["C252", [1, 1]], ["A103", [2, 3]]]);
    expect(richForestVp(s)).toBe(0);
  });

  it('scores nothing without Forests: "The Rich Forest scores nothing if you do not have any Buildings that are orthogonally adjacent to Forest."', () => {
    const s = harbor([0, 0, 0, 0, 0], [["C252", [1, 1]], ["A103", [1, 2]], ["A104", [0, 2]]]);
    expect(richForestVp(s)).toBe(0);
  });

  it('does not count a Building off the Building spaces: "Buildings on your Harbor board that are orthogonally adjacent to one or more Forests"', () => {
    const s = withBuilding(harbor([2, 0, 1, 0, 1], [["C252", [2, 1]]]), 0, "B228", "off-board");
    expect(richForestVp(s)).toBe(1);
  });
});
