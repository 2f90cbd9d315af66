import { describe, expect, it } from "vitest";
import { scoreSheet } from "../../src/engine/scoring.ts";
import { cardGame, withBuilding } from "./helpers.ts";

describe("C343 Bank", () => {
  it('"all of your negative VP are doubled ... negative VP from free Building spaces and Unissued Shares ... as well as negative VP from Buildings (like the “Bird Colony” ..., which would score -4 VP)"', () => {
    const s = withBuilding(withBuilding(cardGame({ deck: "mixed" }), 0, "C343", [0, 1]), 0, "A201", [1, 0]);
    const sheet = scoreSheet(s, 0);
    const bird = sheet.buildings.find((b) => b.id === "A201")!.vp;
    expect(bird).toBe(-2);
    const negative = -sheet.freeSpaces - sheet.unissuedShares + bird;
    expect(sheet.adjustments).toMatchObject([{ card: "C343", name: "Bank", text: "negative VP doubled", vp: negative }]);
    expect(sheet.total).toBe(sheet.ships + sheet.buildingsTotal + sheet.shares + sheet.gold - sheet.freeSpaces - sheet.unissuedShares + negative);
  });

  it("with no negative VP there is nothing to double and no line", () => {
    const s = withBuilding(cardGame({ deck: "codfish" }), 0, "C343", [0, 1]);
    const sheet = scoreSheet({ ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, unissued: 0, forests: [1, 1, 1, 1, 1], buildings: [...p.buildings, { id: "C341", row: 1, col: 0 }, { id: "C243", row: 2, col: 0 }] } : p)) }, 0);
    expect(sheet.freeSpaces).toBe(0);
    expect(sheet.adjustments.some((a) => a.card === "C343")).toBe(false);
  });
});
