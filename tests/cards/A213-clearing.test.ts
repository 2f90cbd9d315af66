import { describe, expect, it } from "vitest";
import { applyChoice, pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

function owner(supply: { wood: number; fish: number; gold: number }, reserve = { wood: 0, fish: 0, gold: 0 }) {
  return setGoods(seatToMove(withBuilding(cardGame({ deck: "mackerel" }), 0, "A213", [0, 1]), 0), 0, { supply, reserve });
}

describe("A213 Clearing", () => {
  it('"Each time after you place new gold in your personal supply, take an equal amount of wood ... (You do not lose the gold from this.)"', () => {
    const s = play(owner({ wood: 0, fish: 0, gold: 0 }), 0, "place:issue-share");
    expect(player(s, 0).supply).toEqual({ wood: 2, fish: 0, gold: 2 });
  });

  it('"(Observe the 12 wood limit in your personal supply.)"', () => {
    const s = play(owner({ wood: 11, fish: 0, gold: 0 }), 0, "place:issue-share");
    expect(player(s, 0).supply.wood).toBe(12);
  });

  it('"... the effect will apply as soon as you move that gold into your personal supply": a Transfer Reserve with 3 gold gives 3 wood', () => {
    const s = play(owner({ wood: 0, fish: 0, gold: 0 }, { wood: 0, fish: 1, gold: 3 }), 0, "place:transfer-reserve");
    expect(player(s, 0).supply).toEqual({ wood: 3, fish: 1, gold: 3 });
  });

  it('"The effect of the Clearing does not apply to gold that you place in your Reserve"', () => {
    // the Forestry puts 1 gold into the Reserve after a Deforest on its action space
    const s = play(withBuilding(owner({ wood: 0, fish: 0, gold: 0 }), 0, "A307", [1, 0]), 0, "place:deforest", "forest:0");
    expect(player(s, 0).reserve.gold).toBe(1);
    expect(player(s, 0).supply).toEqual({ wood: 5, fish: 0, gold: 0 });
  });

  it("gold from an exchange made on another player's turn does not set it off (ruling A13)", () => {
    // the Wood Trade (B124): "exchange 4 wood for 1 gold" at any time
    let s = withBuilding(owner({ wood: 4, fish: 0, gold: 0 }), 0, "B124", [1, 0]);
    s = play(s, 0, "pass");
    expect(pendingSeats(s)).toEqual([1]);
    const t = applyChoice(s, 0, "anytime:B124:wood-gold");
    expect(player(t, 0).supply).toEqual({ wood: 0, fish: 0, gold: 1 });
  });

  it("on the owner's own turn the same exchange does set it off", () => {
    const s = play(withBuilding(owner({ wood: 4, fish: 0, gold: 0 }), 0, "B124", [1, 0]), 0, "anytime:B124:wood-gold");
    expect(player(s, 0).supply).toEqual({ wood: 1, fish: 0, gold: 1 });
  });
});
