import { describe, expect, it } from "vitest";
import { currentScores, type GameState } from "../../src/engine/index.ts";
import { cardGame, setShips, withBuilding } from "./helpers.ts";

/** The Harbor Installation's line on seat 0's score sheet. */
function harborInstallationVp(s: GameState): number | undefined {
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C151")?.vp;
}

describe("C151 Harbor Installation", () => {
  it('scores 2 VP with only the catboat: "double the number of Ships on your Fishing track, including the preprinted starting catboat"', () => {
    expect(harborInstallationVp(withBuilding(cardGame(), 0, "C151"))).toBe(2);
  });

  it('scores double the Ships with three built Ships: "double the number of Ships on your Fishing track, including the preprinted starting catboat"', () => {
    const s = setShips(withBuilding(cardGame(), 0, "C151"), 0, ["sloop", "cutter", "schooner"]);
    expect(harborInstallationVp(s)).toBe(8);
  });

  it('reaches 14 VP with six built Ships in a 3-player game: "The Harbor Installation can score at most 14 VP"', () => {
    const s = setShips(withBuilding(cardGame({ players: 3 }), 0, "C151"), 0, ["sloop", "sloop", "sloop", "sloop", "cutter", "cutter"]);
    expect(harborInstallationVp(s)).toBe(14);
  });

  it('reaches 12 VP with five built Ships in a 2-player game: "in 1- and 2-player games only 12 VP"', () => {
    const s = setShips(withBuilding(cardGame(), 0, "C151"), 0, ["sloop", "sloop", "sloop", "cutter", "cutter"]);
    expect(harborInstallationVp(s)).toBe(12);
  });

  it('adds its VP to the score total: "During scoring at the end of the game, the Harbor Installation scores a number of VP"', () => {
    const base = cardGame();
    const s = setShips(withBuilding(base, 0, "C151", [1, 0]), 0, ["sloop"]);
    const before = currentScores(base)[0]?.total ?? NaN;
    // +4 Harbor Installation, +1 sloop, and one free Building space fewer (+1).
    expect(currentScores(s)[0]?.total).toBe(before + 4 + 1 + 1);
  });
});
