import { describe, expect, it } from "vitest";
import { scoreSheet } from "../../src/engine/scoring.ts";
import { cardGame, setGoods, withBuilding } from "./helpers.ts";

describe("C341 Hermitage", () => {
  it('"During scoring at the end of the game, gold in your personal supply scores nothing" — shown as its own line', () => {
    const without = scoreSheet(setGoods(cardGame({ deck: "codfish" }), 0, { supply: { wood: 0, fish: 0, gold: 7 } }), 0);
    const s = setGoods(withBuilding(cardGame({ deck: "codfish" }), 0, "C341", [0, 1]), 0, { supply: { wood: 0, fish: 0, gold: 7 } });
    const sheet = scoreSheet(s, 0);
    expect(sheet.gold).toBe(7);
    expect(sheet.adjustments).toMatchObject([{ card: "C341", name: "Hermitage", text: "gold scores nothing", vp: -7 }]);
    // its own 5 VP, one free space fewer, and no VP for the 7 gold
    expect(sheet.total).toBe(without.total + 5 + 1 - 7);
  });

  it('"Buildings that provide VP for gold directly or indirectly (like the “Market Tower”...) are not affected"', () => {
    const s = setGoods(withBuilding(withBuilding(cardGame({ deck: "mixed" }), 0, "C341", [0, 1]), 0, "C249", [1, 0]), 0, { supply: { wood: 3, fish: 3, gold: 8 } });
    // the Market Tower's "sets ... of 1 wood, 1 fish, and 1 gold" still count the gold: 3 sets
    const tower = scoreSheet(s, 0).buildings.find((b) => b.id === "C249");
    expect(tower?.vp).toBe(3);
    expect(scoreSheet(s, 0).adjustments.map((a) => a.vp)).toEqual([-8]);
  });
});
