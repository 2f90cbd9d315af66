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

describe("A111 Slipway", () => {
  it("'every Ship that you build costs you 2 wood less ... (So, sloops cost you 2 fish each, cutters 4 wood and 1 gold each, and schooners 6 wood and 8 fish each, unless you build them with gold.)'", () => {
    expect(shipOffers(owner(["A111"]))).toEqual({
      "ship:sloop": "Build a sloop for 2 fish (1 VP)",
      "ship:cutter": "Build a cutter for 4 wood, 1 gold (2 VP)",
      "ship:schooner": "Build a schooner for 6 wood, 8 fish (4 VP)",
      "ship:schooner-gold": "Build a schooner for 4 gold (4 VP)",
    });
  });

  it("'costs you 2 wood less': a cutter is paid with 4 wood and 1 gold", () => {
    const t = play(owner(["A111"]), 0, "place:build-ship", "ship:cutter");
    expect(t.players[0]?.ships).toEqual(["cutter"]);
    expect(t.players[0]?.supply).toEqual({ wood: 8, fish: 10, gold: 4 });
  });

  it("'No cost can drop below 0': a sloop costs 0 wood (not -0 or less), so 2 fish alone build it", () => {
    const s = owner(["A111"], { wood: 0, fish: 2, gold: 0 });
    expect(legalChoices(s, 0).map((c) => c.id)).toContain("place:build-ship");
    const t = play(s, 0, "place:build-ship");
    expect(t.players[0]?.ships).toEqual(["sloop"]);
    expect(t.players[0]?.supply).toEqual({ wood: 0, fish: 0, gold: 0 });
  });

  it("'Other Buildings (like the “Shipping Office”) may offer additional discounts': both discounts apply", () => {
    expect(shipOffers(owner(["A111", "A117"]))).toEqual({
      "ship:sloop": "Build a sloop for 1 fish (1 VP)",
      "ship:cutter": "Build a cutter for 3 wood, 1 gold (2 VP)",
      "ship:schooner": "Build a schooner for 6 wood, 8 fish (4 VP)",
      "ship:schooner-gold": "Build a schooner for 3 gold (4 VP)",
    });
  });

  it("'every Ship that you build': Buildings keep their printed cost (Pier House: 2 wood, 1 fish)", () => {
    const t = play(owner(["A111"]), 0, "place:build-building");
    // The label is "Name (id; price; VP)".
    expect(legalChoices(t, 0).find((c) => c.id === "building:A105")?.label).toContain("Pier House (A105; 2 wood, 1 fish; 0 VP)");
  });
});
