import { describe, expect, it } from "vitest";
import { currentScores, type GameState, type Goods } from "../../src/engine/index.ts";
import { cardGame, setGoods, withBuilding } from "./helpers.ts";

/** The Depot's line on seat 0's score sheet. */
function depotVp(s: GameState): number | undefined {
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C246")?.vp;
}

function withSupply(supply: Partial<Goods>, reserve: Partial<Goods> = {}): GameState {
  return setGoods(withBuilding(cardGame(), 0, "C246"), 0, { supply, reserve });
}

describe("C246 Depot", () => {
  it('scores 6 VP with exactly 12 wood: "scores 6 VP if you have at least 12 wood or at least 15 gold in your personal supply"', () => {
    expect(depotVp(withSupply({ wood: 12, gold: 0 }))).toBe(6);
  });

  it('scores 6 VP with exactly 15 gold: "scores 6 VP if you have at least 12 wood or at least 15 gold in your personal supply"', () => {
    expect(depotVp(withSupply({ wood: 0, gold: 15 }))).toBe(6);
  });

  it('scores 6 VP, not 12, when both hold: "(If you meet both conditions, the Depot still only scores 6 VP.)"', () => {
    expect(depotVp(withSupply({ wood: 12, gold: 15 }))).toBe(6);
  });

  it('scores nothing with 11 wood and 14 gold: "The Depot scores nothing if you have less than 12 wood and less than 15 gold in your personal supply."', () => {
    expect(depotVp(withSupply({ wood: 11, gold: 14 }))).toBe(0);
  });

  it('does not count goods in the Reserve: "in your personal supply"', () => {
    expect(depotVp(withSupply({ wood: 6, gold: 10 }, { wood: 6, gold: 5 }))).toBe(0);
  });
});
