import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

function owner(supply: { wood: number; fish: number; gold: number }) {
  return setGoods(seatToMove(withBuilding(cardGame(), 0, "B130", [2, 0]), 0), 0, { supply });
}

describe("B130 Ship Holding Co.", () => {
  it('"Each time after you complete an “Issue a Share” action, you may take an additional “Build a Ship” action, without placing a Worker"', () => {
    const s = play(owner({ wood: 2, fish: 2, gold: 0 }), 0, "place:issue-share");
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["ship:sloop", "decline"]);
    const t = play(s, 0, "ship:sloop");
    expect(player(t, 0).ships).toEqual(["sloop"]);
    expect(player(t, 0).workersLeft).toBe(2);
    expect(pendingSeats(t)).toEqual([1]);
  });

  it('"You may use the goods gained from the “Issue a Share” action to build the Ship": 2 gold + the Share\'s 2 gold buy a schooner with gold', () => {
    const s = play(owner({ wood: 0, fish: 0, gold: 2 }), 0, "place:issue-share", "ship:schooner-gold");
    expect(player(s, 0).ships).toEqual(["schooner"]);
    expect(player(s, 0).supply.gold).toBe(0);
  });

  it('"You may only take the “Build a Ship” action if you can afford a Ship": nothing affordable, nothing asked', () => {
    const s = play(owner({ wood: 0, fish: 0, gold: 0 }), 0, "place:issue-share");
    expect(pendingSeats(s)).toEqual([1]);
    expect(player(s, 0).ships).toEqual([]);
  });

  it('"you may": declining builds nothing', () => {
    const s = play(owner({ wood: 2, fish: 2, gold: 0 }), 0, "place:issue-share", "decline");
    expect(player(s, 0).ships).toEqual([]);
    expect(player(s, 0).supply).toEqual({ wood: 2, fish: 2, gold: 2 });
  });
});
