import { describe, expect, it } from "vitest";
import { currentScores, type ShipType } from "../../src/engine/index.ts";
import { cardGame, setShips, withBuilding } from "./helpers.ts";

/** The Fish Oil Cookery's VP when seat 0 owns it and these Ships. */
function cookeryVp(ships: ShipType[]): number | undefined {
  const s = setShips(withBuilding(cardGame(), 0, "C353"), 0, ships);
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C353")?.vp;
}

describe("C353 Fish Oil Cookery", () => {
  it('scores 1 VP per cutter and 2 per schooner: "the number of cutters on your Fishing track plus double the number of schooners on your Fishing track"', () => {
    expect(cookeryVp(["sloop", "cutter", "cutter", "schooner"])).toBe(4);
  });

  it('scores 6 VP with three schooners: "The Fish Oil Cookery can score at most 6 VP."', () => {
    expect(cookeryVp(["schooner", "schooner", "schooner"])).toBe(6);
  });

  it('does not count sloops: "The Fish Oil Cookery scores nothing if you have no cutters or schooners."', () => {
    expect(cookeryVp(["sloop", "sloop", "sloop"])).toBe(0);
  });
});
