import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, leaveShips, play, setShips, withBuilding } from "./helpers.ts";

const COST = { wood: 2, fish: 0, gold: 0 };

describe("A101 Boathouse", () => {
  it('"Immediately (and only once via this Building) take 1 free sloop ... and add the sloop to the right of the Ships on your Fishing track"', () => {
    let s = buildWithSpace(setShips(cardGame(), 0, ["cutter"]), 0, "A101", [0, 1], COST);
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["use:A101", "decline"]);
    const supply = s.shipSupply.sloop;
    s = play(s, 0, "use:A101");
    expect(player(s, 0).ships).toEqual(["cutter", "sloop"]);
    expect(s.shipSupply.sloop).toBe(supply - 1);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(player(s, 0).workersLeft).toBe(2);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it("it may be declined (ruling A14): no Ship is taken", () => {
    const s = play(buildWithSpace(cardGame(), 0, "A101", [0, 1], COST), 0, "decline");
    expect(player(s, 0).ships).toEqual([]);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"The Boathouse has no effect if there are no sloops left": nothing is asked', () => {
    const s = buildWithSpace(leaveShips(cardGame(), "sloop", 0), 0, "A101", [0, 1], COST);
    expect(pendingSeats(s)).toEqual([1]);
    expect(s.log.some((e) => e.text === "Player 1's Boathouse has no effect: there are no sloops left.")).toBe(true);
  });

  it('"... or if there is not enough space on your Fishing track": 1 free space is too little for a sloop', () => {
    const s = buildWithSpace(setShips(cardGame(), 0, ["schooner", "schooner", "cutter", "sloop"]), 0, "A101", [0, 1], COST);
    expect(pendingSeats(s)).toEqual([1]);
    expect(player(s, 0).ships).toEqual(["schooner", "schooner", "cutter", "sloop"]);
    expect(s.log.at(-1)?.text).toBe("Player 1's Boathouse has no effect: there is not enough space on the Fishing track.");
  });

  it('"taking the sloop is considered a “Build a Ship” action (which may trigger other Buildings like the “Seafaring Society”)": Seafaring Society, Pier House and Raftbuilder act once each', () => {
    let s = withBuilding(withBuilding(withBuilding(cardGame(), 0, "B128", [1, 0]), 0, "A105", [1, 1]), 0, "A109", [2, 0]);
    s = play(buildWithSpace(s, 0, "A101", [0, 1], COST), 0, "use:A101");
    expect(player(s, 0).supply).toEqual({ wood: 3, fish: 0, gold: 1 });
    expect(player(s, 0).reserve.wood).toBe(2);
    expect(pendingSeats(s)).toEqual([1]);
  });
});
