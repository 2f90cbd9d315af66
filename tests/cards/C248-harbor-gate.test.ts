import { describe, expect, it } from "vitest";
import { currentScores, type GameState } from "../../src/engine/index.ts";
import { cardGame, setShips, withBuilding } from "./helpers.ts";

/** The Harbor Gate's line on seat 0's score sheet. */
function harborGateVp(s: GameState): number | undefined {
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C248")?.vp;
}

describe("C248 Harbor Gate", () => {
  const base = withBuilding(cardGame(), 0, "C248");

  it('scores 6 VP when Ships cover all 14 track spaces: "scores 6 VP if no space on your Fishing track remains free"', () => {
    // 2 + 2 + 3 + 3 + 4 = 14 spaces.
    expect(harborGateVp(setShips(base, 0, ["sloop", "sloop", "cutter", "cutter", "schooner"]))).toBe(6);
  });

  it('scores nothing with one track space free: "The Harbor Gate scores nothing if there is at least one free space left on your Fishing track."', () => {
    // 2 + 2 + 2 + 3 + 4 = 13 spaces.
    expect(harborGateVp(setShips(base, 0, ["sloop", "sloop", "sloop", "cutter", "schooner"]))).toBe(0);
  });

  it('scores nothing with an empty track: "if there is at least one free space left on your Fishing track"', () => {
    expect(harborGateVp(base)).toBe(0);
  });

  it('"The spaces do not necessarily have to be covered by Ships (e.g., they can be covered by Buildings like the “Stilt House”)"', () => {
    const stilts = withBuilding(setShips(base, 0, ["cutter", "cutter", "sloop", "sloop"]), 0, "B228", "off-board");
    expect(harborGateVp(stilts)).toBe(6);
  });
});
