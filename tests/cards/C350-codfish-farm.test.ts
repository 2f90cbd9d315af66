import { describe, expect, it } from "vitest";
import { currentScores } from "../../src/engine/index.ts";
import { cardGame, setGoods, withBuilding } from "./helpers.ts";

/** The Codfish Farm's VP with these fish in seat 0's supply and Reserve. */
function codfishFarmVp(supply: number, reserve: number): number | undefined {
  const s = setGoods(withBuilding(cardGame(), 0, "C350"), 0, { supply: { fish: supply }, reserve: { fish: reserve } });
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C350")?.vp;
}

describe("C350 Codfish Farm", () => {
  it('scores 8 VP with 12 + 8 fish: "scores 8 VP if there are at least 20 fish total in your personal supply and on the Reserve space of your Harbor board. (Consider the sum of the two amounts, not each amount individually.)"', () => {
    expect(codfishFarmVp(12, 8)).toBe(8);
  });

  it('scores 8 VP with 20 fish in the supply alone: "at least 20 fish total"', () => {
    expect(codfishFarmVp(20, 0)).toBe(8);
  });

  it('scores nothing with 19 fish: "The Codfish Farm scores nothing if you have 19 or fewer fish total."', () => {
    expect(codfishFarmVp(11, 8)).toBe(0);
  });
});
