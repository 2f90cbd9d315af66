import { freeShipSpec } from "./mechanisms/free-ship.ts";

freeShipSpec({
  id: "A101", name: "Boathouse", ship: "sloop", cost: { wood: 2, fish: 0, gold: 0 },
  says: {
    take: "Immediately (and only once via this Building) take 1 free sloop ... and add the sloop to the right of the Ships on your Fishing track",
    noneLeft: "The Boathouse has no effect if there are no sloops left",
    noSpace: "... or if there is not enough space on your Fishing track",
    buildShip: "taking the sloop is considered a “Build a Ship” action (which may trigger other Buildings like the “Seafaring Society”)",
  },
  before: "cutter",
  full: { ships: ["schooner", "schooner", "cutter", "sloop"], why: "1 free space is too little for a sloop" },
  // Seafaring Society (1 gold), Pier House (3 wood), Raftbuilder (2 wood into the Reserve)
  triggers: { buildings: [["B128", [1, 0]], ["A105", [1, 1]], ["A109", [2, 0]]], supply: { wood: 3, fish: 0, gold: 1 }, reserveWood: 2 },
});
