import { describe, expect, it } from "vitest";
import { currentScores, type GameState, type Goods } from "../../src/engine/index.ts";
import { cardGame, setGoods, withBuilding } from "./helpers.ts";

/** The Market Tower's line on seat 0's score sheet. */
function marketTowerVp(s: GameState): number | undefined {
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C249")?.vp;
}

function withSupply(supply: Goods, reserve: Partial<Goods> = {}): GameState {
  return setGoods(withBuilding(cardGame(), 0, "C249"), 0, { supply, reserve });
}

describe("C249 Market Tower", () => {
  it('scores 1 VP per set of wood, fish and gold: "the number of sets in your personal supply comprised of 1 wood, 1 fish, and 1 gold"', () => {
    expect(marketTowerVp(withSupply({ wood: 5, fish: 7, gold: 3 }))).toBe(3);
  });

  it('scores the good you have least of: "the Market Tower scores a number of VP equal to the number of goods in your personal supply that you have the least of"', () => {
    expect(marketTowerVp(withSupply({ wood: 4, fish: 30, gold: 20 }))).toBe(4);
  });

  it('scores 12 VP with 12 wood and more fish and gold: "The Market Tower is not capped at 12 VP. However, there is currently no way to get past the 12 wood limit"', () => {
    expect(marketTowerVp(withSupply({ wood: 12, fish: 20, gold: 13 }))).toBe(12);
  });

  it('scores nothing without gold: "The Market Tower scores nothing if you are missing any of these goods."', () => {
    expect(marketTowerVp(withSupply({ wood: 9, fish: 9, gold: 0 }))).toBe(0);
  });

  it('ignores goods in the Reserve: "sets in your personal supply"', () => {
    expect(marketTowerVp(withSupply({ wood: 2, fish: 2, gold: 2 }, { wood: 5, fish: 5, gold: 5 }))).toBe(2);
  });
});
