import { describe, expect, it } from "vitest";
import { legalChoices } from "../../src/engine/index.ts";
import type { GameState, Goods } from "../../src/engine/index.ts";
import { cardGame, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/** Seat 0 owns `cards` and is asked to place a Worker with `supply`. */
function owner(cards: string[], supply: Goods = { wood: 12, fish: 10, gold: 5 }): GameState {
  let s = cardGame();
  for (const id of cards) s = withBuilding(s, 0, id);
  return setGoods(seatToMove(s, 0), 0, { supply });
}

/** The Ships offered by Build a Ship, as choice id → label. */
function shipOffers(s: GameState): Record<string, string> {
  const t = play(s, 0, "place:build-ship");
  return Object.fromEntries(legalChoices(t, 0).map((c) => [c.id, c.label]));
}

describe("A117 Shipping Office", () => {
  it("'a discount of 1 fish on sloops (so they cost you 2 wood and 1 fish each) and a discount of 1 wood on cutters (so they cost you 5 wood and 1 gold each). If you build a schooner with gold ... from 4 gold to 3'", () => {
    expect(shipOffers(owner(["A117"]))).toEqual({
      "ship:sloop": "Build a sloop for 2 wood, 1 fish (1 VP)",
      "ship:cutter": "Build a cutter for 5 wood, 1 gold (2 VP)",
      "ship:schooner": "Build a schooner for 8 wood, 8 fish (4 VP)",
      "ship:schooner-gold": "Build a schooner for 3 gold (4 VP)",
    });
  });

  it("'If you build a schooner with gold, you get a discount of 1 gold': the 8 wood + 8 fish schooner gets none (ruling A2)", () => {
    const t = play(owner(["A117"], { wood: 8, fish: 8, gold: 0 }), 0, "place:build-ship", "ship:schooner");
    expect(t.players[0]?.ships).toEqual(["schooner"]);
    expect(t.players[0]?.supply).toEqual({ wood: 0, fish: 0, gold: 0 });
  });

  it("'costs you 1 good less, if possible': 2 wood and 1 fish build a sloop, 3 gold a schooner", () => {
    const sloop = play(owner(["A117"], { wood: 2, fish: 1, gold: 0 }), 0, "place:build-ship");
    expect(sloop.players[0]?.ships).toEqual(["sloop"]);
    expect(sloop.players[0]?.supply).toEqual({ wood: 0, fish: 0, gold: 0 });
    const schooner = play(owner(["A117"], { wood: 0, fish: 0, gold: 3 }), 0, "place:build-ship");
    expect(schooner.players[0]?.ships).toEqual(["schooner"]);
    expect(schooner.players[0]?.supply).toEqual({ wood: 0, fish: 0, gold: 0 });
  });

  it("'a discount of 1 wood on cutters': a cutter is paid with 5 wood and 1 gold", () => {
    const t = play(owner(["A117"]), 0, "place:build-ship", "ship:cutter");
    expect(t.players[0]?.supply).toEqual({ wood: 7, fish: 10, gold: 4 });
  });

  it("'Other Buildings (like the “Slipway”) may offer additional discounts. No cost can drop below 0.'", () => {
    expect(shipOffers(owner(["A117", "A111", "A218"]))).toEqual({
      "ship:sloop": "Build a sloop for 1 fish (1 VP)",
      "ship:cutter": "Build a cutter for 3 wood, 1 gold (2 VP)",
      "ship:schooner": "Build a schooner for 6 wood, 8 fish (4 VP)",
      "ship:schooner-gold": "Build a schooner for 2 gold (4 VP)",
    });
  });

  it("'every Ship that you build': Buildings keep their printed cost (Pier House: 2 wood, 1 fish)", () => {
    const t = play(owner(["A117"]), 0, "place:build-building");
    // The label is "Name (id; price; VP)".
    expect(legalChoices(t, 0).find((c) => c.id === "building:A105")?.label).toContain("Pier House (A105; 2 wood, 1 fish; 0 VP)");
  });
});
