import { describe, expect, it } from "vitest";
import { currentScores, type ShipType } from "../../src/engine/index.ts";
import { cardGame, setShips, withBuilding } from "./helpers.ts";

/** The Fishery's VP when seat 0 owns it and these Ships (3-player game: 4 Ships of each type). */
function fisheryVp(ships: ShipType[]): number | undefined {
  const s = setShips(withBuilding(cardGame({ players: 3 }), 0, "C348"), 0, ships);
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C348")?.vp;
}

describe("C348 Fishery", () => {
  it('scores 7 VP with 2 sloops, 2 cutters and 1 schooner: "scores 7 VP if there are exactly 2 sloops, 2 cutters, and 1 schooner on your Fishing track"', () => {
    expect(fisheryVp(["sloop", "sloop", "cutter", "cutter", "schooner"])).toBe(7);
  });

  it('ignores the order of the Ships: "(The order of the Ships on the Fishing track does not matter.)"', () => {
    expect(fisheryVp(["cutter", "schooner", "sloop", "cutter", "sloop"])).toBe(7);
  });

  it('scores nothing with 1 sloop too few: "The Fishery scores nothing if you do not have these exact Ships on your Fishing track."', () => {
    expect(fisheryVp(["sloop", "cutter", "cutter", "schooner"])).toBe(0);
  });

  it('scores nothing with 3 sloops and 2 cutters but no schooner: "exactly 2 sloops, 2 cutters, and 1 schooner"', () => {
    expect(fisheryVp(["sloop", "sloop", "sloop", "cutter", "cutter"])).toBe(0);
  });

  it('scores nothing with 2 schooners instead of the cutters: "exactly 2 sloops, 2 cutters, and 1 schooner"', () => {
    expect(fisheryVp(["sloop", "sloop", "schooner", "schooner"])).toBe(0);
  });
});
