import { freeShipSpec } from "./mechanisms/free-ship.ts";

freeShipSpec({
  id: "A102", name: "Boatbuilder", ship: "cutter", cost: { wood: 0, fish: 3, gold: 2 },
  says: {
    take: "Immediately (and only once via this Building) take 1 free cutter ... and add the cutter to the right of the Ships on your Fishing track",
    noneLeft: "(You may not take a sloop instead.)",
    noSpace: "... or if there is not enough space on your Fishing track",
    buildShip: "Otherwise taking the cutter is considered a “Build a Ship” action",
  },
  before: "sloop",
  // 4 + 4 + 3 + 2 = 13 of 14 spaces covered
  full: { ships: ["schooner", "schooner", "cutter", "sloop"], why: "a cutter needs 3 free spaces" },
  // the Pier House gives its 3 wood
  triggers: { buildings: [["A105", [1, 0]]], wood: 3, ships: ["cutter"] },
});
