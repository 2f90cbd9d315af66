import { describe, expect, it } from "vitest";
import type { GameState, ShipType } from "../../src/engine/index.ts";
import { haulSize } from "../../src/engine/triggers.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, edit, play, seatToMove, setGoods, setShips, withBuilding } from "./helpers.ts";

/** Seat 0 owns the Whaling Station, these Ships and exactly `supply`; its turn. */
function owner(ships: ShipType[], supply: { wood: number; fish: number; gold: number }): GameState {
  const s = setShips(withBuilding(cardGame(), 0, "B229", [0, 1]), 0, ships);
  return seatToMove(setGoods(s, 0, { supply }), 0);
}

// Two schooners and a cutter cover 11 track spaces: haul 11. The only Ship seat 0 can afford is taken by the engine.
const HAUL_11: ShipType[] = ["schooner", "schooner", "cutter"];

/** The Workers came home (the Build a Ship space is free again). */
function homeAgain(s: GameState): GameState {
  return edit(s, (d) => {
    d.placements = [];
    for (const p of d.players) p.workersLeft = 3;
  });
}

describe("B229 Whaling Station", () => {
  it("reaching haul 12 pays: \"As soon as your haul size is 12, immediately (and only once via this Building) take 4 gold from the general supply and place the gold in your personal supply.\"", () => {
    const before = owner(HAUL_11, { wood: 2, fish: 2, gold: 0 });
    expect(haulSize(before, 0)).toBe(11);
    const s = play(before, 0, "place:build-ship");
    expect(player(s, 0).ships).toEqual([...HAUL_11, "sloop"]);
    expect(haulSize(s, 0)).toBe(12);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 4 });
    expect(s.log.map((l) => l.text)).toContain("Player 1 takes 4 gold (Whaling Station).");
  });

  it("the last track space is a 12 too: \"(Note that there are two 12s on the Fishing track.)\"", () => {
    const s = play(owner(HAUL_11, { wood: 6, fish: 0, gold: 1 }), 0, "place:build-ship");
    expect(player(s, 0).ships).toEqual([...HAUL_11, "cutter"]);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 4 });
  });

  it("haul 11 pays nothing: \"As soon as your haul size is 12\"", () => {
    const s = play(owner(["schooner", "schooner", "sloop"], { wood: 2, fish: 2, gold: 0 }), 0, "place:build-ship");
    expect(haulSize(s, 0)).toBe(11);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
  });

  it("built at haul 12 it pays at once: \"If your haul size is 12 already when you build the Whaling Station, you get the gold right away.\"", () => {
    const s = buildWithSpace(setShips(cardGame(), 0, [...HAUL_11, "sloop"]), 0, "B229", [0, 1], { wood: 5, fish: 7, gold: 0 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 4 });
  });

  it("regaining haul 12 pays nothing more: \"If it does and you regain a haul size of 12 later, you do not get additional gold from the Whaling Station.\"", () => {
    let s = play(owner(HAUL_11, { wood: 2, fish: 2, gold: 0 }), 0, "place:build-ship");
    // The sloop leaves the track again (as a Ship Broker sale would make it): haul 11.
    s = setShips(s, 0, HAUL_11);
    s = setGoods(seatToMove(homeAgain(s), 0, { round: 2 }), 0, { supply: { wood: 2, fish: 2 } });
    s = play(s, 0, "place:build-ship");
    expect(haulSize(s, 0)).toBe(12);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 4 });
  });

  it('13 Forests and the Supply Storage (ruling A23): "As soon as your haul size is 12, immediately ... take 4 gold" holds for a haul of 13', () => {
    let s = edit(withBuilding(owner([], { wood: 0, fish: 0, gold: 0 }), 0, "A212"), (d) => { d.players[0]!.forests = [4, 4, 3, 1, 1]; });
    expect(haulSize(s, 0)).toBe(13);
    s = play(s, 0, "place:gold");
    expect(player(s, 0).supply.gold).toBe(1 + 4);
    expect(s.log.map((l) => l.text)).toContain("Player 1 takes 4 gold (Whaling Station).");
  });
});
