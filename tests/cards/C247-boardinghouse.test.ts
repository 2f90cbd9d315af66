import { describe, expect, it } from "vitest";
import { currentScores, type GameState } from "../../src/engine/index.ts";
import { cardGame, withBuilding } from "./helpers.ts";

/** The Boardinghouse's line on seat 0's score sheet. */
function boardinghouseVp(s: GameState): number | undefined {
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C247")?.vp;
}

function harborWith(ids: string[]): GameState {
  let s = withBuilding(cardGame({ deck: "mixed" }), 0, "C247");
  for (const id of ids) s = withBuilding(s, 0, id);
  return s;
}

describe("C247 Boardinghouse", () => {
  it('scores 5 VP with exactly 3 B Buildings: "scores 5 VP if there are at least 3 “B” Buildings on your Harbor board"', () => {
    expect(boardinghouseVp(harborWith(["B121", "B224", "B325"]))).toBe(5);
  });

  it('scores nothing with 2 B Buildings beside A and C ones: "(Your “A” and “C” Buildings do not count.) The Boardinghouse scores nothing if you have 2 or fewer “B” Buildings."', () => {
    expect(boardinghouseVp(harborWith(["B121", "B224", "A103", "C148"]))).toBe(0);
  });

  it('counts a B Building lying on the Fishing track, which is part of the Harbor board: "at least 3 “B” Buildings on your Harbor board"', () => {
    const s = withBuilding(harborWith(["B121", "B224"]), 0, "B228", "off-board");
    expect(boardinghouseVp(s)).toBe(5);
  });
});
