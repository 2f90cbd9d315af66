import { goodsBeforeShipSpec } from "./mechanisms/goods-before-ship.ts";

goodsBeforeShipSpec({
  id: "B128", name: "Seafaring Society", good: "gold",
  says: {
    initiate: "allows you to initiate a “Build a Ship” action even if you cannot afford a Ship at the moment, provided you will be able to build one after receiving that 1 gold",
    eachTime: "Each time before you take a “Build a Ship” action, take 1 gold",
    mustBuild: "Regardless, you must build a Ship in order to get the gold",
    anyAction: "It does not matter how you got the “Build a Ship” action",
  },
  initiate: { supply: { wood: 0, fish: 0, gold: 3 }, ships: ["schooner"], after: { wood: 0, fish: 0, gold: 0 }, why: "3 gold buy the 4-gold schooner" },
  eachTime: { supply: { wood: 2, fish: 2, gold: 0 }, ships: ["sloop"], after: { wood: 0, fish: 0, gold: 1 }, why: "a sloop paid in goods leaves the gold in the supply" },
  // with the gold: 8 wood, 8 fish, 2 gold buy any of the three
  choice: { wood: 8, fish: 8, gold: 1 },
  noShip: { wood: 0, fish: 0, gold: 0 },
  // 3 + 1 gold: the 4-gold schooner
  engineer: { supply: { wood: 0, fish: 0, gold: 3 }, ships: ["schooner"], after: { wood: 0, fish: 0, gold: 0 }, why: "an Engineer with 3 gold may build the 4-gold schooner" },
});
