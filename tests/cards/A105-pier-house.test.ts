import { expect, it } from "vitest";
import { player } from "../../src/engine/state.ts";
import { play } from "./helpers.ts";
import { goodsBeforeShipSpec } from "./mechanisms/goods-before-ship.ts";

goodsBeforeShipSpec({
  id: "A105", name: "Pier House", good: "wood",
  says: {
    initiate: "the effect of the Pier House allows you to initiate a “Build a Ship” action even if you cannot afford a Ship at the moment, provided you will be able to build one after receiving those 3 wood",
    eachTime: "Each time before you take a “Build a Ship” action, take 3 wood ... Note that you may use this wood to build the Ship",
    mustBuild: "Regardless, you must build a Ship in order to get the wood",
    anyAction: "It does not matter how you got the “Build a Ship” action",
  },
  initiate: { supply: { wood: 0, fish: 2, gold: 0 }, ships: ["sloop"], after: { wood: 1, fish: 0, gold: 0 } },
  // 3 + 3 wood and 1 gold: a cutter (6 wood, 1 gold) is the only Ship, built at once
  eachTime: { supply: { wood: 3, fish: 0, gold: 1 }, ships: ["cutter"], after: { wood: 0, fish: 0, gold: 0 }, why: "the Ship on offer is priced and paid after the wood" },
  choice: { wood: 8, fish: 8, gold: 1 },
  // 3 wood buy no Ship without fish or gold
  noShip: { wood: 0, fish: 0, gold: 0 },
  // 3 wood, the sloop for 1 wood (the Engineer's 1 wood less) and 2 fish
  engineer: { supply: { wood: 0, fish: 2, gold: 0 }, ships: ["sloop"], after: { wood: 2, fish: 0, gold: 0 }, why: "an Engineer with no wood may build a sloop" },
}, (owner) => {
  it('"Observe the 12 wood limit in your personal supply": with 11 wood only 1 wood is taken', () => {
    const s = play(owner({ wood: 11, fish: 2, gold: 0 }), 0, "place:build-ship");
    expect(player(s, 0).supply.wood).toBe(12 - 2);
    expect(s.log.some((e) => /Pier House; the 12-wood limit leaves 2 wood in the general supply/.test(e.text))).toBe(true);
  });
});
