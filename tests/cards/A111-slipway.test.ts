import { shipDiscountSpec } from "./mechanisms/ship-discount.ts";

shipDiscountSpec({
  id: "A111", name: "Slipway",
  offers: [{
    says: "every Ship that you build costs you 2 wood less ... (So, sloops cost you 2 fish each, cutters 4 wood and 1 gold each, and schooners 6 wood and 8 fish each, unless you build them with gold.)",
    offers: {
      "ship:sloop": "Build a sloop for 2 fish (1 VP)",
      "ship:cutter": "Build a cutter for 4 wood, 1 gold (2 VP)",
      "ship:schooner": "Build a schooner for 6 wood, 8 fish (4 VP)",
      "ship:schooner-gold": "Build a schooner for 4 gold (4 VP)",
    },
  }, {
    says: "Other Buildings (like the “Shipping Office”) may offer additional discounts", why: "both discounts apply", with: ["A117"],
    offers: {
      "ship:sloop": "Build a sloop for 1 fish (1 VP)",
      "ship:cutter": "Build a cutter for 3 wood, 1 gold (2 VP)",
      "ship:schooner": "Build a schooner for 6 wood, 8 fish (4 VP)",
      "ship:schooner-gold": "Build a schooner for 3 gold (4 VP)",
    },
  }],
  builds: [{
    says: "costs you 2 wood less", why: "a cutter is paid with 4 wood and 1 gold",
    builds: [{ choose: "ship:cutter", ships: ["cutter"], after: { wood: 8, fish: 10, gold: 4 } }],
  }, {
    says: "No cost can drop below 0", why: "a sloop costs 0 wood (not -0 or less), so 2 fish alone build it",
    builds: [{ supply: { wood: 0, fish: 2, gold: 0 }, ships: ["sloop"], after: { wood: 0, fish: 0, gold: 0 } }],
  }],
  printedCost: "every Ship that you build",
});
