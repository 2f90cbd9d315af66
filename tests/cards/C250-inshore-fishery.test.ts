import { describe, expect, it } from "vitest";
import { currentScores, type GameState } from "../../src/engine/index.ts";
import { cardGame, setShips, withBuilding } from "./helpers.ts";

/** The Inshore Fishery's line on seat 0's score sheet. */
function inshoreFisheryVp(s: GameState): number | undefined {
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C250")?.vp;
}

describe("C250 Inshore Fishery", () => {
  const base = withBuilding(cardGame(), 0, "C250");

  it('scores 5 VP with 2 sloops and 2 cutters: "scores 5 VP if there are at least 4 Ships on your Fishing track that are called sloop or cutter"', () => {
    expect(inshoreFisheryVp(setShips(base, 0, ["sloop", "sloop", "cutter", "cutter"]))).toBe(5);
  });

  it('scores 5 VP with 3 sloops and 2 cutters: "at least 4 Ships ... that are called sloop or cutter"', () => {
    expect(inshoreFisheryVp(setShips(base, 0, ["sloop", "sloop", "sloop", "cutter", "cutter"]))).toBe(5);
  });

  it('does not count the schooner nor the catboat: "(Your schooners and the preprinted starting catboat do not count.)"', () => {
    expect(inshoreFisheryVp(setShips(base, 0, ["sloop", "sloop", "cutter", "schooner"]))).toBe(0);
  });

  it('scores nothing with 3 sloops and cutters: "The Inshore Fishery scores nothing if you have 3 or fewer sloops and cutters combined."', () => {
    expect(inshoreFisheryVp(setShips(base, 0, ["sloop", "sloop", "sloop"]))).toBe(0);
  });
});
