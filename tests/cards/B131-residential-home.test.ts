import { describe, expect, it } from "vitest";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, giveElders, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

describe("B131 Residential Home", () => {
  it('"Each time after you remove 3 fish from an Elder in your Elder Council, take 1 wood ... in addition to the fish from the Elder"', () => {
    let s = giveElders(withBuilding(cardGame(), 0, "B131", [0, 1]), 0, ["pisciculturist"]);
    s = edit(setGoods(seatToMove(s, 0), 0, { supply: { wood: 0, fish: 0, gold: 0 } }), (d) => { d.players[0]!.elders[0]!.fish = 2; d.ledger.fish += 2; });
    s = play(s, 0, "elder:pisciculturist");
    // payout 1 fish + Pisciculturist 3 + 1; and the wood
    expect(player(s, 0).supply).toEqual({ wood: 1, fish: 5, gold: 0 });
  });

  it('"During the Fishing Phase, if you remove fish from multiple Elders, you get a corresponding amount of wood"', () => {
    let s = giveElders(withBuilding(cardGame(), 0, "B131", [0, 1]), 0, ["pisciculturist", "forester"]);
    s = edit(setGoods(s, 0, { supply: { wood: 0, fish: 0, gold: 0 } }), (d) => {
      for (const e of d.players[0]!.elders) e.fish = 2;
      d.ledger.fish += 4;
      // the last turn of round 1: seat 1 passes, round 2's Fishing feeds both Elders
      d.turn = 5;
      d.queues = [{ seat: 1, steps: [{ k: "turn" }] }];
    });
    s = play(s, 1, "pass");
    expect(s.round).toBe(2);
    expect(player(s, 0).supply.wood).toBe(2);
  });

  it('"If you build the Residential Home via an Elder from which you have just removed 3 fish, you do not get 1 wood retroactively"', () => {
    let s = edit(setGoods(seatToMove(giveElders(cardGame(), 0, ["architect"]), 0), 0, { supply: { wood: 0, fish: 0, gold: 3 } }), (d) => {
      d.players[0]!.elders[0]!.fish = 2;
      d.ledger.fish += 2;
      d.displayA[0] = "B131";
      d.pileB = d.pileB.filter((x) => x !== "B131");
      d.displayB = d.displayB.map((x) => (x === "B131" ? null : x));
    });
    s = play(s, 0, "elder:architect");
    if (s.queues[0]?.steps[0]?.k === "choose-building") s = play(s, 0, "building:B131");
    if (s.queues[0]?.steps[0]?.k === "choose-building-space") s = play(s, 0, "space:0-1");
    expect(player(s, 0).buildings.map((b) => b.id)).toEqual(["B131"]);
    expect(player(s, 0).supply.wood).toBe(0);
  });
});
