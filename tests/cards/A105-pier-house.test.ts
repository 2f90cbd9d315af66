import { describe, expect, it } from "vitest";
import { legalChoices } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, giveElders, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

function owner(supply: { wood: number; fish: number; gold: number }) {
  return setGoods(seatToMove(withBuilding(cardGame(), 0, "A105", [0, 1]), 0), 0, { supply });
}

describe("A105 Pier House", () => {
  it('"the effect of the Pier House allows you to initiate a “Build a Ship” action even if you cannot afford a Ship at the moment, provided you will be able to build one after receiving those 3 wood"', () => {
    const s = owner({ wood: 0, fish: 2, gold: 0 });
    expect(legalChoices(s, 0).map((c) => c.id)).toContain("place:build-ship");
    const t = play(s, 0, "place:build-ship");
    expect(player(t, 0).ships).toEqual(["sloop"]);
    expect(player(t, 0).supply).toEqual({ wood: 1, fish: 0, gold: 0 });
  });

  it('"Each time before you take a “Build a Ship” action, take 3 wood ... Note that you may use this wood to build the Ship": the Ship on offer is priced and paid after the wood', () => {
    const s = play(owner({ wood: 3, fish: 0, gold: 1 }), 0, "place:build-ship");
    // 3 + 3 wood and 1 gold: a cutter (6 wood, 1 gold) is the only Ship, built at once
    expect(player(s, 0).ships).toEqual(["cutter"]);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
  });

  it('"Observe the 12 wood limit in your personal supply": with 11 wood only 1 wood is taken', () => {
    const s = play(owner({ wood: 11, fish: 2, gold: 0 }), 0, "place:build-ship");
    expect(player(s, 0).supply.wood).toBe(12 - 2);
    expect(s.log.some((e) => /Pier House; the 12-wood limit leaves 2 wood in the general supply/.test(e.text))).toBe(true);
  });

  it('"Regardless, you must build a Ship in order to get the wood": the Ship choice cannot be declined and nothing arrives before it', () => {
    const s = play(owner({ wood: 8, fish: 8, gold: 1 }), 0, "place:build-ship");
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["ship:sloop", "ship:cutter", "ship:schooner"]);
    expect(player(s, 0).supply.wood).toBe(8);
  });

  it('"It does not matter how you got the “Build a Ship” action": an Engineer with no wood may build a sloop', () => {
    const s = giveElders(owner({ wood: 0, fish: 2, gold: 0 }), 0, ["engineer"]);
    expect(legalChoices(s, 0).map((c) => c.id)).toContain("elder:engineer");
    const t = play(s, 0, "elder:engineer", "build-ship");
    expect(player(t, 0).ships).toEqual(["sloop"]);
    // 3 wood, the sloop for 1 wood (the Engineer's 1 wood less) and 2 fish
    expect(player(t, 0).supply.wood).toBe(2);
  });
});
