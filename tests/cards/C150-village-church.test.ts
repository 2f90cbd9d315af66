import { describe, expect, it } from "vitest";
import { currentScores, type GameState } from "../../src/engine/index.ts";
import { freeSpaces, player } from "../../src/engine/state.ts";
import { cardGame, edit, withBuilding } from "./helpers.ts";

/** The Village Church's line on seat 0's score sheet. */
function villageChurchVp(s: GameState): number | undefined {
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C150")?.vp;
}

/** Seat 0 without Forests, the Village Church and `others` on free Building spaces. */
function churchWith(others: string[]): GameState {
  let s = edit(cardGame(), (d) => {
    player(d, 0).forests = [0, 0, 0, 0, 0];
  });
  for (const id of ["C150", ...others]) s = withBuilding(s, 0, id, freeSpaces(player(s, 0))[0]);
  return s;
}

const EIGHT_OTHERS = ["A103", "A104", "A107", "A109", "A111", "A114", "B121", "B124"];

describe("C150 Village Church", () => {
  it('scores 7 VP with 9 Buildings counting itself: "scores 7 VP if you have at least 9 Buildings (including the Village Church)"', () => {
    const s = churchWith(EIGHT_OTHERS);
    expect(player(s, 0).buildings).toHaveLength(9);
    expect(villageChurchVp(s)).toBe(7);
  });

  it('scores nothing with 8 Buildings: "The Village Church scores nothing if you have 8 or fewer Buildings."', () => {
    expect(villageChurchVp(churchWith(EIGHT_OTHERS.slice(1)))).toBe(0);
  });

  it('counts a Building off the Building spaces: "All of your Buildings count, including ones that you did not build on Building spaces (like the “Stilt House” from the Mackerel deck)."', () => {
    const s = withBuilding(churchWith(EIGHT_OTHERS.slice(1)), 0, "B228", "off-board");
    expect(villageChurchVp(s)).toBe(7);
  });

  it('scores 7 VP with 10 Buildings: "at least 9 Buildings"', () => {
    expect(villageChurchVp(churchWith([...EIGHT_OTHERS, "B125"]))).toBe(7);
  });
});
