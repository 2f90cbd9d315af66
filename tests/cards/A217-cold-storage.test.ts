import { describe, expect, it } from "vitest";
import { legalChoices } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, giveElders, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/** Seat 0 owns the Cold Storage and a Pisciculturist with 2 fish, to be used now. */
function owner(extra: string[] = []) {
  let s = withBuilding(cardGame({ deck: "mixed" }), 0, "A217", [0, 1]);
  for (const [i, id] of extra.entries()) s = withBuilding(s, 0, id, [1 + i, 0]);
  s = setGoods(seatToMove(giveElders(s, 0, ["pisciculturist"]), 0), 0, { supply: { wood: 0, fish: 0, gold: 0 } });
  return edit(s, (d) => { d.players[0]!.elders[0]!.fish = 2; d.ledger.fish += 2; });
}

describe("A217 Cold Storage", () => {
  it('"you may, alternatively, leave 1 fish on the Elder, move 1 fish into your personal supply, and 1 fish into the general supply"', () => {
    const s = play(owner(), 0, "elder:pisciculturist");
    expect(player(s, 0).elders[0]!.fish).toBe(1);
    // the payout fish, then the Pisciculturist's 3 + 1
    expect(player(s, 0).supply.fish).toBe(1 + 4);
  });

  it('"If you like, you may still apply the basic rule ... e.g., to use the effect of the “Residential Home”": its owner is asked each time (ruling A14)', () => {
    let s = play(owner(["B131"]), 0, "elder:pisciculturist");
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["payout:keep", "payout:basic"]);
    // the question comes before the Elder acts
    expect(player(s, 0).supply.fish).toBe(0);
    s = play(s, 0, "payout:basic");
    expect(player(s, 0).elders[0]!.fish).toBe(0);
    expect(player(s, 0).supply).toEqual({ wood: 1, fish: 5, gold: 0 });
  });

  it("kept on the Elder, the Residential Home gives no wood (3 fish were not removed)", () => {
    const s = play(play(owner(["B131"]), 0, "elder:pisciculturist"), 0, "payout:keep");
    expect(player(s, 0).elders[0]!.fish).toBe(1);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 5, gold: 0 });
  });
});
