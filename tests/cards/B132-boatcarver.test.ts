import { describe, expect, it } from "vitest";
import { currentScores, type GameState } from "../../src/engine/index.ts";
import { cardGame, setShips, withBuilding } from "./helpers.ts";

/** The Boatcarver's line on seat 0's score sheet. */
function boatcarverVp(s: GameState): number | undefined {
  return currentScores(s)[0]?.buildings.find((b) => b.id === "B132")?.vp;
}

describe("B132 Boatcarver", () => {
  const base = withBuilding(cardGame(), 0, "B132");

  it('scores 4 VP with 5 built Ships and the catboat: "scores 4 VP if you have at least 6 Ships, including the preprinted starting catboat"', () => {
    const s = setShips(base, 0, ["sloop", "sloop", "sloop", "cutter", "cutter"]);
    expect(boatcarverVp(s)).toBe(4);
  });

  it('scores nothing with 4 built Ships and the catboat: "The Boatcarver scores nothing if you have 5 or fewer Ships."', () => {
    const s = setShips(base, 0, ["sloop", "sloop", "cutter", "cutter"]);
    expect(boatcarverVp(s)).toBe(0);
  });

  it('scores nothing with the catboat alone: "The Boatcarver scores nothing if you have 5 or fewer Ships."', () => {
    expect(boatcarverVp(base)).toBe(0);
  });

  it('counts only its owner\'s Ships: "if you have at least 6 Ships"', () => {
    const s = setShips(base, 1, ["sloop", "sloop", "sloop", "cutter", "cutter"]);
    expect(boatcarverVp(s)).toBe(0);
  });
});
