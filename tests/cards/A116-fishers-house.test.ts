import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, giveElders, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

function owner(fish: number) {
  return setGoods(seatToMove(withBuilding(cardGame(), 0, "A116", [0, 1]), 0), 0, { supply: { wood: 0, fish, gold: 0 } });
}

describe("A116 Fisher’s House", () => {
  it('"Each time after you complete an action for which you placed a Worker, you may take an additional “Serve Fish” action ... you may only serve fish to one plate ... take 1 gold"', () => {
    let s = play(owner(5), 0, "place:gold");
    // 2 players: plate 1 holds a fish at the start, so plate 2 is next
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["serve", "decline"]);
    s = play(s, 0, "serve");
    expect(s.plates.slice(0, 3)).toEqual([1, 1, 0]);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 3, gold: 2 });
    // one plate only: no "serve the next plate too?"
    expect(pendingSeats(s)).toEqual([1]);
  });

  it("it also follows a Worker on an Elder", () => {
    const s = play(giveElders(owner(5), 0, ["pisciculturist"]), 0, "elder:pisciculturist");
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["serve", "decline"]);
  });

  it('"you may": declining serves nothing', () => {
    const s = play(owner(5), 0, "place:gold", "decline");
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 5, gold: 1 });
    expect(pendingSeats(s)).toEqual([1]);
  });

  it("nothing is asked when the next plate cannot be paid", () => {
    const s = play(owner(1), 0, "place:gold");
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"The effect of the Fisher’s House does not apply to actions that you take as a consequence of the Worker action (e.g., actions from other Building effects)": one offer for a Build whose Building grants a Reforest', () => {
    let s = buildWithSpace(withBuilding(cardGame(), 0, "A116", [1, 0]), 0, "A110", [0, 1], { wood: 3, fish: 5, gold: 0 });
    s = play(s, 0, "forest-space:3");
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["serve", "decline"]);
    s = play(s, 0, "serve");
    expect(pendingSeats(s)).toEqual([1]);
  });

  it("it acts after the action that built it (ruling A5)", () => {
    const s = buildWithSpace(cardGame(), 0, "A116", [0, 1], { wood: 0, fish: 2, gold: 2 });
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["serve", "decline"]);
  });
});
