import { describe, expect, it } from "vitest";
import { currentScores, type GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, withBuilding } from "./helpers.ts";

/** The Church's VP: seat 0 without Forests, the Church at `at` and other Buildings at `cells`. */
function churchVp(at: [number, number], cells: [number, number][], forests = [0, 0, 0, 0, 0]): number | undefined {
  let s: GameState = edit(cardGame(), (d) => {
    player(d, 0).forests = forests;
  });
  s = withBuilding(s, 0, "C349", at);
  const others = ["A103", "A104", "A107", "A109", "A111", "A114", "B121", "B124"];
  cells.forEach((cell, i) => {
    s = withBuilding(s, 0, others[i] ?? "B125", cell);
  });
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C349")?.vp;
}

describe("C349 Church", () => {
  it('scores 9 VP with 5 Buildings around it, diagonals included: "scores 9 VP if it is orthogonally and/or diagonally adjacent to at least 5 other Buildings"', () => {
    // Around (1,1): (0,1) and (1,0) orthogonal; (0,2), (2,0), (2,2) diagonal.
    expect(churchVp([1, 1], [[0, 1], [1, 0], [0, 2], [2, 0], [2, 2]])).toBe(9);
  });

  it('scores 9 VP with 7 Buildings around it: "at least 5 other Buildings"', () => {
    expect(churchVp([1, 1], [[0, 1], [0, 2], [1, 0], [1, 2], [2, 0], [2, 1], [2, 2]])).toBe(9);
  });

  it('scores nothing with 4 Buildings around it: "The Church scores nothing if it is surrounded by 4 or fewer Buildings."', () => {
    expect(churchVp([1, 1], [[0, 1], [1, 0], [0, 2], [2, 0]])).toBe(0);
  });

  it('does not count Buildings further away: "orthogonally and/or diagonally adjacent to at least 5 other Buildings"', () => {
    // Around (1,1): 4 Buildings; (0,3), (1,3) and (2,3) are two columns away.
    expect(churchVp([1, 1], [[0, 1], [1, 0], [2, 0], [2, 1], [0, 3], [1, 3], [2, 3]])).toBe(0);
  });

  it('does not count the Reserve nor Forests: "(Note that only 6 out of the 11 Building spaces are viable spots for the Church if you want to score 9 VP for it.)"', () => {
    // (0,1) has the Reserve (0,0) beside it and only 4 other Building spaces around it.
    expect(churchVp([0, 1], [[1, 0], [1, 1], [1, 2], [0, 2]])).toBe(0);
    // Forests on (2,0)-(2,1) and (2,2)-(2,3) do not count for a Church at (1,1).
    expect(churchVp([1, 1], [[0, 1], [0, 2], [1, 0], [1, 2]], [0, 0, 0, 1, 1])).toBe(0);
  });
});
