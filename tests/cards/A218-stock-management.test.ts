import { describe, expect, it } from "vitest";
import { currentScores, legalChoices } from "../../src/engine/index.ts";
import type { GameState, Goods, ShipType } from "../../src/engine/index.ts";
import { cardGame, play, seatToMove, setGoods, setShips, withBuilding } from "./helpers.ts";

/** Seat 0 owns `cards` and is asked to place a Worker with `supply`. */
function owner(cards: string[], supply: Goods = { wood: 12, fish: 10, gold: 5 }): GameState {
  let s = cardGame({ deck: "mackerel" });
  for (const id of cards) s = withBuilding(s, 0, id);
  return setGoods(seatToMove(s, 0), 0, { supply });
}

/** The Ships offered by Build a Ship, as choice id → label. */
function shipOffers(s: GameState): Record<string, string> {
  const t = play(s, 0, "place:build-ship");
  return Object.fromEntries(legalChoices(t, 0).map((c) => [c.id, c.label]));
}

function stockManagementVp(s: GameState): number | undefined {
  return currentScores(s)[0]?.buildings.find((b) => b.id === "A218")?.vp;
}

describe("A218 Stock Management", () => {
  it("'every schooner that you build costs you 1 gold less, if possible (so 3 gold unless you build it for 8 wood and 8 fish)'; sloops and cutters as printed", () => {
    expect(shipOffers(owner(["A218"]))).toEqual({
      "ship:sloop": "Build a sloop for 2 wood, 2 fish (1 VP)",
      "ship:cutter": "Build a cutter for 6 wood, 1 gold (2 VP)",
      "ship:schooner": "Build a schooner for 8 wood, 8 fish (4 VP)",
      "ship:schooner-gold": "Build a schooner for 3 gold (4 VP)",
    });
  });

  it("'so 3 gold': 3 gold alone build a schooner", () => {
    const s = owner(["A218"], { wood: 0, fish: 0, gold: 3 });
    expect(legalChoices(s, 0).map((c) => c.id)).toContain("place:build-ship");
    const t = play(s, 0, "place:build-ship");
    expect(t.players[0]?.ships).toEqual(["schooner"]);
    expect(t.players[0]?.supply).toEqual({ wood: 0, fish: 0, gold: 0 });
  });

  it("'Other Buildings (like the “Shipping Office” from the Herring deck) may offer additional discounts': 2 gold with both", () => {
    const t = play(owner(["A218", "A117"]), 0, "place:build-ship", "ship:schooner-gold");
    expect(t.players[0]?.ships).toEqual(["schooner"]);
    expect(t.players[0]?.supply).toEqual({ wood: 12, fish: 10, gold: 3 });
  });

  it("'scores a number of VP equal to the number of schooners on your Fishing track ... at most 3 VP'", () => {
    const cases: [ShipType[], number][] = [
      [[], 0],
      [["sloop", "cutter"], 0],
      [["schooner", "cutter", "schooner"], 2],
      [["schooner", "schooner", "schooner"], 3],
    ];
    for (const [ships, vp] of cases) {
      expect(stockManagementVp(setShips(owner(["A218"]), 0, ships))).toBe(vp);
    }
  });
});
