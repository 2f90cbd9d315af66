import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, giveElders, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/** Seat 0 owns the Purveyor and the Pisciculturist ("take 3 fish plus 1 per Elder"). */
function owner(fish: number, plates?: number[]) {
  const s = setGoods(seatToMove(giveElders(withBuilding(cardGame({ deck: "mackerel" }), 0, "A216", [0, 1]), 0, ["pisciculturist"]), 0), 0, { supply: { wood: 0, fish, gold: 0 } });
  return plates ? edit(s, (d) => { d.ledger.fish += plates.reduce((a, b) => a + b, 0) - d.plates.reduce((a, b) => a + b, 0); d.plates = plates; }) : s;
}

describe("A216 Purveyor", () => {
  it('"Each time before you use an Elder, you may take a “Serve Fish” action ... you may only serve fish to one plate ... take 1 gold"', () => {
    let s = play(owner(5), 0, "elder:pisciculturist");
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["serve", "decline"]);
    s = play(s, 0, "serve");
    // plate 2 served (2 fish), then the Elder takes the fish of plate 2 (the highest with one) and gives 3 + 1 fish
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 5 - 2 + 4, gold: 1 });
    expect(s.plates.slice(0, 2)).toEqual([1, 0]);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"you may": declining uses the Elder as usual', () => {
    const s = play(owner(5), 0, "elder:pisciculturist", "decline");
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 9, gold: 0 });
  });

  it('"the effect of the Purveyor allows you to use an Elder even if the Banquet Table has no fish, because you can supply that fish via the “Serve Fish” action": then the serve is part of using him (ruling A22)', () => {
    const s0 = owner(1, [0, 0, 0, 0, 0, 0, 0]);
    expect(legalChoices(s0, 0).map((c) => c.id)).toContain("elder:pisciculturist");
    const s = play(s0, 0, "elder:pisciculturist");
    // plate 1 served for 1 fish and 1 gold, its fish goes onto the Elder, then 4 fish
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 4, gold: 1 });
    expect(s.plates).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it("with an empty Banquet Table and no fish to serve, the Elder cannot be used", () => {
    const s = owner(0, [0, 0, 0, 0, 0, 0, 0]);
    expect(legalChoices(s, 0).map((c) => c.id)).not.toContain("elder:pisciculturist");
  });

  it("the serve is not offered when it would leave the Elder nothing to do (the Contractor needs 3 fish)", () => {
    let s = setGoods(seatToMove(giveElders(withBuilding(cardGame({ deck: "mackerel" }), 0, "A216", [0, 1]), 0, ["contractor"]), 0), 0, { supply: { wood: 0, fish: 4, gold: 0 } });
    s = play(s, 0, "elder:contractor");
    expect(legalChoices(s, 0).map((c) => c.id)).not.toContain("serve");
  });
});
