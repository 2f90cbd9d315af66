import { describe, expect, it } from "vitest";
import { currentScores, type GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, withBuilding } from "./helpers.ts";

/** The Beach Hostel's line on seat 0's score sheet. */
function beachHostelVp(s: GameState): number | undefined {
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C352")?.vp;
}

function withForests(s: GameState, forests: number[]): GameState {
  return edit(s, (d) => {
    player(d, 0).forests = forests;
  });
}

// The bottom row is row 2: (2,0) and (2,1) are free at the start, (2,2)-(2,3) hold a Forest.
describe("C352 Beach Hostel", () => {
  it('scores 2 VP per free bottom-row space: "scores a number of VP equal to double the number of free Building spaces in the bottom row of your Harbor board"', () => {
    expect(beachHostelVp(withBuilding(cardGame(), 0, "C352", [0, 1]))).toBe(4);
  });

  it('scores 8 VP with the whole bottom row free: "(These are the four Building spaces right above your Fishing track.)"', () => {
    const s = withBuilding(withForests(cardGame(), [2, 0, 1, 0, 0]), 0, "C352", [0, 1]);
    expect(beachHostelVp(s)).toBe(8);
  });

  it('does not count its own space when it stands in the bottom row: "free Building spaces in the bottom row"', () => {
    expect(beachHostelVp(withBuilding(cardGame(), 0, "C352", [2, 0]))).toBe(2);
  });

  it('does not count free spaces of the other rows: "the four Building spaces right above your Fishing track"', () => {
    const s = withBuilding(withForests(cardGame(), [0, 0, 0, 1, 1]), 0, "C352", [0, 1]);
    // (0,2), (0,3), (1,0) ... (1,3) are free, the bottom row is all Forest.
    expect(beachHostelVp(s)).toBe(0);
  });

  it('keeps the -1 VP of those free spaces: "You still score the negative VP from those Building spaces"', () => {
    const sheet = currentScores(withBuilding(cardGame(), 0, "C352", [0, 1]))[0];
    // (1,0), (1,1), (2,0), (2,1) are free.
    expect(sheet?.freeSpaces).toBe(4);
    expect(sheet?.buildingsTotal).toBe(4);
  });

  it('scores nothing when Buildings and Forests fill the bottom row: "The Beach Hostel scores nothing if all Building spaces in the bottom row contain Buildings and/or Forests."', () => {
    let s = withBuilding(cardGame(), 0, "C352", [2, 0]);
    s = withBuilding(s, 0, "A103", [2, 1]);
    expect(beachHostelVp(s)).toBe(0);
  });
});
