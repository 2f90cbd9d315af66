import { shipDiscountSpec } from "./mechanisms/ship-discount.ts";

shipDiscountSpec({
  id: "A117", name: "Shipping Office",
  offers: [{
    says: "a discount of 1 fish on sloops (so they cost you 2 wood and 1 fish each) and a discount of 1 wood on cutters (so they cost you 5 wood and 1 gold each). If you build a schooner with gold ... from 4 gold to 3",
    offers: {
      "ship:sloop": "Build a sloop for 2 wood, 1 fish (1 VP)",
      "ship:cutter": "Build a cutter for 5 wood, 1 gold (2 VP)",
      "ship:schooner": "Build a schooner for 8 wood, 8 fish (4 VP)",
      "ship:schooner-gold": "Build a schooner for 3 gold (4 VP)",
    },
  }, {
    says: "Other Buildings (like the “Slipway”) may offer additional discounts. No cost can drop below 0.", with: ["A111", "A218"],
    offers: {
      "ship:sloop": "Build a sloop for 1 fish (1 VP)",
      "ship:cutter": "Build a cutter for 3 wood, 1 gold (2 VP)",
      "ship:schooner": "Build a schooner for 6 wood, 8 fish (4 VP)",
      "ship:schooner-gold": "Build a schooner for 2 gold (4 VP)",
    },
  }],
  builds: [{
    says: "If you build a schooner with gold, you get a discount of 1 gold", why: "the 8 wood + 8 fish schooner gets none (ruling A2)",
    builds: [{ supply: { wood: 8, fish: 8, gold: 0 }, choose: "ship:schooner", ships: ["schooner"], after: { wood: 0, fish: 0, gold: 0 } }],
  }, {
    says: "costs you 1 good less, if possible", why: "2 wood and 1 fish build a sloop, 3 gold a schooner",
    builds: [
      { supply: { wood: 2, fish: 1, gold: 0 }, ships: ["sloop"], after: { wood: 0, fish: 0, gold: 0 } },
      { supply: { wood: 0, fish: 0, gold: 3 }, ships: ["schooner"], after: { wood: 0, fish: 0, gold: 0 } },
    ],
  }, {
    says: "a discount of 1 wood on cutters", why: "a cutter is paid with 5 wood and 1 gold",
    builds: [{ choose: "ship:cutter", ships: ["cutter"], after: { wood: 7, fish: 10, gold: 4 } }],
  }],
  printedCost: "every Ship that you build",
});
