import { expect, it } from "vitest";
import { currentScores } from "../../src/engine/index.ts";
import type { GameState, ShipType } from "../../src/engine/index.ts";
import { setShips } from "./helpers.ts";
import { shipDiscountSpec } from "./mechanisms/ship-discount.ts";

function stockManagementVp(s: GameState): number | undefined {
  return currentScores(s)[0]?.buildings.find((b) => b.id === "A218")?.vp;
}

shipDiscountSpec({
  id: "A218", name: "Stock Management", deck: "mackerel",
  offers: [{
    says: "every schooner that you build costs you 1 gold less, if possible (so 3 gold unless you build it for 8 wood and 8 fish)", why: "sloops and cutters as printed",
    offers: {
      "ship:sloop": "Build a sloop for 2 wood, 2 fish (1 VP)",
      "ship:cutter": "Build a cutter for 6 wood, 1 gold (2 VP)",
      "ship:schooner": "Build a schooner for 8 wood, 8 fish (4 VP)",
      "ship:schooner-gold": "Build a schooner for 3 gold (4 VP)",
    },
  }],
  builds: [{
    says: "so 3 gold", why: "3 gold alone build a schooner",
    builds: [{ supply: { wood: 0, fish: 0, gold: 3 }, ships: ["schooner"], after: { wood: 0, fish: 0, gold: 0 } }],
  }, {
    says: "Other Buildings (like the “Shipping Office” from the Herring deck) may offer additional discounts", why: "2 gold with both",
    builds: [{ with: ["A117"], choose: "ship:schooner-gold", ships: ["schooner"], after: { wood: 12, fish: 10, gold: 3 } }],
  }],
}, (owner) => {
  it("'scores a number of VP equal to the number of schooners on your Fishing track ... at most 3 VP'", () => {
    const cases: [ShipType[], number][] = [
      [[], 0],
      [["sloop", "cutter"], 0],
      [["schooner", "cutter", "schooner"], 2],
      [["schooner", "schooner", "schooner"], 3],
    ];
    for (const [ships, vp] of cases) {
      expect(stockManagementVp(setShips(owner(["A218"]), 0, ships))).toBe(vp);
    }
  });
});
