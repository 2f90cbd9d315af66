import { describe, expect, it } from "vitest";
import { legalChoices } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

function owner(supply: { wood: number; fish: number; gold: number }) {
  return setGoods(seatToMove(withBuilding(cardGame(), 0, "B128", [0, 1]), 0), 0, { supply });
}

describe("B128 Seafaring Society", () => {
  it('"allows you to initiate a “Build a Ship” action even if you cannot afford a Ship at the moment, provided you will be able to build one after receiving that 1 gold": 3 gold buy the 4-gold schooner', () => {
    const s = owner({ wood: 0, fish: 0, gold: 3 });
    expect(legalChoices(s, 0).map((c) => c.id)).toContain("place:build-ship");
    const t = play(s, 0, "place:build-ship");
    expect(player(t, 0).ships).toEqual(["schooner"]);
    expect(player(t, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
  });

  it('"Each time before you take a “Build a Ship” action, take 1 gold": a sloop paid in goods leaves the gold in the supply', () => {
    const s = play(owner({ wood: 2, fish: 2, gold: 0 }), 0, "place:build-ship");
    expect(player(s, 0).ships).toEqual(["sloop"]);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 1 });
  });

  it('"Regardless, you must build a Ship in order to get the gold": without a Ship to build, nothing is offered', () => {
    const s = owner({ wood: 0, fish: 0, gold: 0 });
    expect(legalChoices(s, 0).map((c) => c.id)).not.toContain("place:build-ship");
  });
});
