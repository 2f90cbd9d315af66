import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, leaveShips, play, setShips, withBuilding } from "./helpers.ts";

const COST = { wood: 4, fish: 0, gold: 0 };

describe("B328 Boat Hall", () => {
  it('"Pay the required cutter by removing it from your Fishing track ... Then immediately ... take up to 2 sloops ... to the right of your Ships"', () => {
    let s = buildWithSpace(setShips(cardGame({ deck: "codfish" }), 0, ["sloop", "cutter"]), 0, "B328", [0, 1], COST);
    expect(player(s, 0).ships).toEqual(["sloop"]);
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["sloops:1", "sloops:2", "decline"]);
    s = play(s, 0, "sloops:2");
    expect(player(s, 0).ships).toEqual(["sloop", "sloop", "sloop"]);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"up to 2": one sloop may be taken, or none (ruling A17)', () => {
    const base = buildWithSpace(setShips(cardGame({ deck: "codfish" }), 0, ["cutter"]), 0, "B328", [0, 1], COST);
    expect(player(play(base, 0, "sloops:1"), 0).ships).toEqual(["sloop"]);
    expect(player(play(base, 0, "decline"), 0).ships).toEqual([]);
  });

  it('"The Boat Hall has no effect if there are no sloops left": only one sloop left offers only one', () => {
    const one = buildWithSpace(leaveShips(setShips(cardGame({ deck: "codfish" }), 0, ["cutter"]), "sloop", 1), 0, "B328", [0, 1], COST);
    expect(legalChoices(one, 0).map((c) => c.id)).toEqual(["sloops:1", "decline"]);
    const none = buildWithSpace(leaveShips(setShips(cardGame({ deck: "codfish" }), 0, ["cutter"]), "sloop", 0), 0, "B328", [0, 1], COST);
    expect(pendingSeats(none)).toEqual([1]);
    expect(none.log.at(-1)?.text).toBe("Player 1's Boat Hall has no effect: there are no sloops left.");
  });

  it('"taking the sloop(s) is considered a single “Build a Ship” action": the Seafaring Society gives 1 gold and the Raftbuilder 2 wood once for two sloops', () => {
    let s = withBuilding(withBuilding(setShips(cardGame({ deck: "codfish" }), 0, ["cutter"]), 0, "B128", [1, 0]), 0, "A109", [2, 0]);
    s = play(buildWithSpace(s, 0, "B328", [0, 1], COST), 0, "sloops:2");
    expect(player(s, 0).supply.gold).toBe(1);
    expect(player(s, 0).reserve.wood).toBe(2);
  });
});
