import { describe, expect, it } from "vitest";
import { currentScores, type GameState } from "../../src/engine/index.ts";
import { cardGame, setShips, withBuilding } from "./helpers.ts";

/** The Administration's line on seat 0's score sheet. */
function administrationVp(s: GameState): number | undefined {
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C354")?.vp;
}

describe("C354 Administration", () => {
  const base = withBuilding(cardGame(), 0, "C354");

  it('scores 6 VP with 3 Buildings and 2 Ships plus the catboat: "scores 6 VP if there is an equal number of Buildings and Ships on your Harbor board, including the preprinted starting catboat"', () => {
    let s = withBuilding(base, 0, "A103");
    s = withBuilding(s, 0, "A104");
    expect(administrationVp(setShips(s, 0, ["sloop", "cutter"]))).toBe(6);
  });

  it('scores 6 VP as the only Building, with the catboat as the only Ship: "an equal number of Buildings and Ships on your Harbor board, including the preprinted starting catboat"', () => {
    expect(administrationVp(base)).toBe(6);
  });

  it('scores nothing with 1 Building more than Ships: "an equal number of Buildings and Ships"', () => {
    expect(administrationVp(withBuilding(base, 0, "A103"))).toBe(0);
  });

  it('scores nothing with 1 Ship more than Buildings: "an equal number of Buildings and Ships"', () => {
    expect(administrationVp(setShips(base, 0, ["sloop"]))).toBe(0);
  });

  it('counts a Building off the Building spaces: "(Buildings like the “Stilt House” from the Mackerel deck that are not placed on Building spaces still count as Buildings.)"', () => {
    const s = withBuilding(base, 0, "B228", "off-board");
    expect(administrationVp(s)).toBe(0);
    expect(administrationVp(setShips(s, 0, ["sloop"]))).toBe(6);
  });
});
