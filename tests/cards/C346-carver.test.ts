import { describe, expect, it } from "vitest";
import { currentScores, type GameState } from "../../src/engine/index.ts";
import { cardGame, withBuilding } from "./helpers.ts";

/** The Carver's VP when seat 0 owns it and these Buildings. */
function carverVp(ids: string[]): number | undefined {
  let s: GameState = withBuilding(cardGame({ deck: "mixed" }), 0, "C346");
  for (const id of ids) s = withBuilding(s, 0, id);
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C346")?.vp;
}

describe("C346 Carver", () => {
  it('counts Buildings with wood in their printed cost: "the number of Buildings on your Harbor board with a printed wood cost"', () => {
    // Fish Stand "1 wood", Joinery "2 wood, 2 fish", Shipping Office "1 wood, 1 fish, 1 gold"; Yard "2 fish" does not count.
    expect(carverVp(["A103", "A114", "A117", "A104"])).toBe(3);
  });

  it('does not count itself: "(The Carver does not count because it is built with fish and gold.)"', () => {
    expect(carverVp([])).toBe(0);
  });

  it('counts variable wood costs: "Buildings showing a variable wood cost (like the “Forest Admin.” and the “Pond Hut”) do count."', () => {
    // Forest Admin. "1-11 wood, 1-11 fish", Pond Hut "3-12 wood".
    expect(carverVp(["B330", "B326"])).toBe(2);
  });

  it('counts a choice of wood or fish, our ruling A9: "with a printed wood cost in the Building cost section on the left side of the card"', () => {
    // Swing-Net Fishery: "your choice of 10 wood or 12 fish".
    expect(carverVp(["C152"])).toBe(1);
  });

  it('counts a cost of wood and a Ship: "with a printed wood cost in the Building cost section"', () => {
    // Boat Hall: "4 wood, 1 cutter".
    expect(carverVp(["B328"])).toBe(1);
  });

  it('does not count a Ship paid instead of wood: "Buildings that require you pay a Ship instead of wood (like the “Customs Area”) do not count."', () => {
    // Customs Area "1 sloop", Shipping Museum "1 sloop, 1 cutter, 1 schooner".
    expect(carverVp(["B327", "C245"])).toBe(0);
  });

  it('counts a Building off the Building spaces, the Fishing track being part of the Harbor board: "Buildings on your Harbor board with a printed wood cost"', () => {
    let s: GameState = withBuilding(cardGame({ deck: "mixed" }), 0, "C346");
    s = withBuilding(s, 0, "B228", "off-board"); // Stilt House "1 wood"
    expect(currentScores(s)[0]?.buildings.find((b) => b.id === "C346")?.vp).toBe(1);
  });
});
