import { describe, expect, it } from "vitest";
import { currentScores, type GameState, type ShipType } from "../../src/engine/index.ts";
import { cardGame, setShips, withBuilding } from "./helpers.ts";

/** The Dock's Ships line: seat 0 owns the Dock and these Ships (3-player game: 4 Ships of each type). */
function dockVp(ships: ShipType[]): number | undefined {
  const s: GameState = setShips(withBuilding(cardGame({ players: 3 }), 0, "C345"), 0, ships);
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C345")?.vp;
}

describe("C345 Dock", () => {
  it('scores 7 VP with exactly 3 sloops: "scores 7 VP if there are 3 (or more) sloops"', () => {
    expect(dockVp(["sloop", "sloop", "sloop"])).toBe(7);
  });

  it('scores 7 VP with 4 sloops: "3 (or more) sloops"', () => {
    expect(dockVp(["sloop", "sloop", "sloop", "sloop", "cutter"])).toBe(7);
  });

  it('scores 7 VP with 3 cutters: "or 3 (or 4) cutters"', () => {
    expect(dockVp(["cutter", "cutter", "cutter", "sloop"])).toBe(7);
  });

  it('scores 7 VP with 4 cutters: "or 3 (or 4) cutters"', () => {
    expect(dockVp(["cutter", "cutter", "cutter", "cutter"])).toBe(7);
  });

  it('scores 7 VP with 3 schooners: "or 3 schooners on your Fishing track"', () => {
    expect(dockVp(["schooner", "schooner", "schooner"])).toBe(7);
  });

  it('scores nothing with 2 of each type: "The Dock scores nothing if you have 2 or fewer Ships of each type."', () => {
    expect(dockVp(["sloop", "sloop", "cutter", "cutter", "schooner"])).toBe(0);
  });
});
