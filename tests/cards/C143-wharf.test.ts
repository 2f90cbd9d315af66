import { describe, expect, it } from "vitest";
import { applyChoice, pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { haulSize } from "../../src/engine/triggers.ts";
import { checkInvariants } from "../engine/invariants.ts";
import { buildWithSpace, cardGame, edit, leaveShips, play, seatToMove, setShips, withBuilding } from "./helpers.ts";

const COST = { wood: 5, fish: 4, gold: 2 };

describe("C143 Wharf", () => {
  it('"If your haul size is 10 already when you build the Wharf, you get the schooner right away ... (As a result, your haul size will be 12.)"', () => {
    // cutter, cutter, sloop, sloop cover 10 spaces: haul 10
    const s = buildWithSpace(setShips(cardGame(), 0, ["cutter", "cutter", "sloop", "sloop"]), 0, "C143", [0, 1], COST);
    expect(player(s, 0).ships).toEqual(["cutter", "cutter", "sloop", "sloop", "schooner"]);
    expect(haulSize(s, 0)).toBe(12);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"Taking the schooner is considered a “Build a Ship” action (which may trigger other Buildings like the “Seafaring Society”)"', () => {
    const s = buildWithSpace(withBuilding(setShips(cardGame(), 0, ["cutter", "cutter", "sloop", "sloop"]), 0, "B128", [1, 0]), 0, "C143", [0, 1], COST);
    expect(player(s, 0).supply.gold).toBe(1);
  });

  it('"As soon as your haul size is exactly 10": an Anytime sale off-turn (Ship Broker) that drops the haul to 10 sets it off at once', () => {
    // haul 11 with 12 spaces covered; selling a sloop leaves 10 covered: haul 10, and 4 free spaces for the schooner
    let s = withBuilding(withBuilding(setShips(cardGame({ deck: "mixed" }), 1, ["cutter", "cutter", "sloop", "sloop", "sloop"]), 1, "C143", [0, 1]), 1, "B223", [1, 0]);
    s = seatToMove(s, 0);
    expect(haulSize(s, 1)).toBe(11);
    const t = applyChoice(s, 1, "anytime:B223:sell-sloop");
    expect(checkInvariants(t)).toEqual([]);
    expect(player(t, 1).ships).toEqual(["cutter", "cutter", "sloop", "sloop", "schooner"]);
    expect(haulSize(t, 1)).toBe(12);
    expect(pendingSeats(t)).toEqual([0]);
  });

  it('"If there are no schooners left, take one from the game box"', () => {
    let s = leaveShips(setShips(cardGame(), 0, ["cutter", "cutter", "sloop", "sloop"]), "schooner", 0);
    const box = s.box.schooner;
    expect(box).toBeGreaterThan(0);
    s = buildWithSpace(s, 0, "C143", [0, 1], COST);
    expect(player(s, 0).ships.at(-1)).toBe("schooner");
    expect(s.box.schooner).toBe(box - 1);
    expect(checkInvariants(s)).toEqual([]);
  });

  it("only once: a haul of 10 again later gives nothing (it stays used)", () => {
    let s = buildWithSpace(setShips(cardGame(), 0, ["cutter", "cutter", "sloop", "sloop"]), 0, "C143", [0, 1], COST);
    s = setShips(s, 0, ["cutter", "cutter", "sloop", "sloop"]);
    s = play(seatToMove(s, 0, { workerTurn: 2 }), 0, "place:gold");
    expect(player(s, 0).ships).toEqual(["cutter", "cutter", "sloop", "sloop"]);
  });

  it("a haul other than 10 gives nothing: with 11 the Wharf waits", () => {
    const s = buildWithSpace(setShips(cardGame(), 0, ["cutter", "cutter", "sloop", "sloop", "sloop"]), 0, "C143", [0, 1], COST);
    expect(haulSize(s, 0)).toBe(11);
    expect(player(s, 0).ships).toHaveLength(5);
    expect(player(s, 0).cardState.C143?.onceUsed).toBeUndefined();
  });

  it('ruling A23 leaves "exactly 10" exact: 13 Forests and the Supply Storage (haul 13) give no schooner, 10 Forests (haul 10) do', () => {
    const forests = (n: number[]) => play(seatToMove(edit(withBuilding(withBuilding(cardGame({ deck: "mixed" }), 0, "C143", [0, 1]), 0, "A212"), (d) => { d.players[0]!.forests = n; }), 0), 0, "place:gold");
    const at13 = forests([4, 4, 3, 1, 1]);
    expect(haulSize(at13, 0)).toBe(13);
    expect(player(at13, 0).ships).toEqual([]);
    expect(player(at13, 0).cardState.C143?.onceUsed).toBeUndefined();
    const at10 = forests([4, 3, 1, 1, 1]);
    expect(player(at10, 0).ships).toEqual(["schooner"]);
  });
});
