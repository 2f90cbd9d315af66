import { describe, expect, it } from "vitest";
import { legalChoices } from "../../src/engine/index.ts";
import type { GameState, Goods } from "../../src/engine/index.ts";
import { cardGame, edit, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/** Seat 0 owns `cards` and is asked to place a Worker on its `workerTurn` of the round. */
function owner(cards: string[], workerTurn: 1 | 2 | 3, supply: Goods = { wood: 12, fish: 10, gold: 5 }): GameState {
  let s = cardGame({ deck: "mackerel" });
  for (const id of cards) s = withBuilding(s, 0, id);
  return setGoods(seatToMove(s, 0, { workerTurn }), 0, { supply });
}

function offers(s: GameState): Record<string, string> {
  return Object.fromEntries(legalChoices(s, 0).map((c) => [c.id, c.label]));
}

describe("A214 Building Company", () => {
  it("'Every Ship ... that you build on your third Worker’s turn costs you 2 wood less'", () => {
    const t = play(owner(["A214"], 3), 0, "place:build-ship");
    expect(offers(t)).toEqual({
      "ship:sloop": "Build a sloop for 2 fish (1 VP)",
      "ship:cutter": "Build a cutter for 4 wood, 1 gold (2 VP)",
      "ship:schooner": "Build a schooner for 6 wood, 8 fish (4 VP)",
      "ship:schooner-gold": "Build a schooner for 4 gold (4 VP)",
    });
    const built = play(t, 0, "ship:cutter");
    expect(built.players[0]?.supply).toEqual({ wood: 8, fish: 10, gold: 4 });
  });

  it("'Every ... Building that you build on your third Worker’s turn costs you 2 wood less': Pier House for 1 fish, Boatbuilder (no wood) as printed", () => {
    const s = edit(owner(["A214"], 3), (d) => {
      d.displayA = ["A105", "A102", null, null, null, null, null, null, null];
      d.displayB = [null, null, null, null, null, null];
      d.displayC = [];
    });
    const t = play(s, 0, "place:build-building");
    // Each label is "Name (id; price; VP)".
    expect(Object.keys(offers(t))).toEqual(["building:A105", "building:A102"]);
    expect(offers(t)["building:A105"]).toContain("Pier House (A105; 1 fish; 0 VP)");
    expect(offers(t)["building:A102"]).toContain("Boatbuilder (A102; 3 fish, 2 gold; 0 VP)");
    const u = play(t, 0, "building:A105");
    const space = legalChoices(u, 0)[0]?.id ?? "";
    const built = play(u, 0, space);
    expect(built.players[0]?.buildings.map((b) => b.id)).toEqual(["A214", "A105"]);
    expect(built.players[0]?.supply).toEqual({ wood: 12, fish: 9, gold: 5 });
  });

  it("'on your third Worker’s turn': no discount on the first and second turns", () => {
    for (const turn of [1, 2] as const) {
      const t = play(owner(["A214"], turn), 0, "place:build-ship");
      expect(offers(t)["ship:cutter"]).toBe("Build a cutter for 6 wood, 1 gold (2 VP)");
      expect(offers(t)["ship:sloop"]).toBe("Build a sloop for 2 wood, 2 fish (1 VP)");
    }
  });

  it("'This also applies when you build the Ship ... as a consequence of another action': the Engineer's Ship costs 1 + 2 wood less", () => {
    const s = edit(owner(["A214"], 3), (d) => {
      const p = d.players[0];
      if (p) p.elders = [{ id: "engineer", fish: 0, worker: false }];
    });
    const t = play(s, 0, "elder:engineer", "build-ship");
    expect(offers(t)["ship:cutter"]).toBe("Build a cutter for 3 wood, 1 gold (2 VP)");
    expect(offers(t)["ship:schooner"]).toBe("Build a schooner for 5 wood, 8 fish (4 VP)");
  });

  it("'Other Buildings (like the “Slipway” from the Herring deck) may offer additional discounts. No cost can drop below 0.'", () => {
    const s = owner(["A214", "A111"], 3, { wood: 2, fish: 2, gold: 1 });
    const t = play(s, 0, "place:build-ship");
    expect(offers(t)).toEqual({
      "ship:sloop": "Build a sloop for 2 fish (1 VP)",
      "ship:cutter": "Build a cutter for 2 wood, 1 gold (2 VP)",
    });
    const built = play(t, 0, "ship:sloop");
    expect(built.players[0]?.supply).toEqual({ wood: 2, fish: 0, gold: 1 });
  });
});
