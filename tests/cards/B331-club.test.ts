import { describe, expect, it } from "vitest";
import { currentScores, type GameState } from "../../src/engine/index.ts";
import { cardGame, withBuilding } from "./helpers.ts";

/** The Club's line on seat 0's score sheet. */
function clubVp(s: GameState): number | undefined {
  return currentScores(s)[0]?.buildings.find((b) => b.id === "B331")?.vp;
}

function harborWith(ids: string[]): GameState {
  let s = withBuilding(cardGame({ deck: "mixed" }), 0, "B331");
  for (const id of ids) s = withBuilding(s, 0, id);
  return s;
}

describe("B331 Club", () => {
  it('scores 2 VP per C Building: "scores a number of VP equal to double the number of “C” Buildings on your Harbor board"', () => {
    expect(clubVp(harborWith(["C148", "C246", "C344"]))).toBe(6);
  });

  it('does not count A and B Buildings, itself included: "double the number of “C” Buildings"', () => {
    expect(clubVp(harborWith(["A103", "B121", "C148"]))).toBe(2);
  });

  it('scores nothing without C Buildings: "double the number of “C” Buildings on your Harbor board"', () => {
    expect(clubVp(harborWith(["A103", "B121"]))).toBe(0);
  });
});
