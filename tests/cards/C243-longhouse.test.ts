import { describe, expect, it } from "vitest";
import { scoreSheet } from "../../src/engine/scoring.ts";
import { cardGame, edit, withBuilding } from "./helpers.ts";

describe("C243 Longhouse", () => {
  it('"your issued Shares score nothing, regardless of color ... Negative VP from Unissued Shares are not affected"', () => {
    const s = edit(withBuilding(cardGame({ deck: "mackerel" }), 0, "C243", [0, 1]), (d) => {
      // two of seat 0's own Shares and one of seat 1's in seat 0's supply, three of its own unissued
      d.players[0]!.unissued = 3;
      d.players[0]!.shares = [0, 0, 1];
    });
    const sheet = scoreSheet(s, 0);
    expect(sheet.shares).toBe(3);
    expect(sheet.adjustments).toMatchObject([{ card: "C243", name: "Longhouse", text: "issued Shares score nothing", vp: -3 }]);
    expect(sheet.unissuedShares).toBeGreaterThan(0);
    expect(sheet.total).toBe(sheet.ships + sheet.buildingsTotal + sheet.gold - sheet.freeSpaces - sheet.unissuedShares);
  });
});
