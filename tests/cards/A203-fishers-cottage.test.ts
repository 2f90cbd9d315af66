import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import type { GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, giveElders, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/** Seat 0 holds its two starting Shares of its own color; seat 1 ends round 1, so round 2's Fishing follows (haul 3). */
function beforeFishing(extra: (s: GameState) => GameState = (s) => s): GameState {
  let s = withBuilding(cardGame({ deck: "mackerel" }), 0, "A203", [0, 1]);
  expect(player(s, 0).shares).toEqual([0, 0]);
  s = setGoods(extra(s), 0, { supply: { wood: 0, fish: 0, gold: 0 }, reserve: { wood: 0, fish: 0, gold: 0 } });
  return seatToMove(s, 1, { workerTurn: 3 });
}

describe("A203 Fisher’s Cottage", () => {
  it('"you may carry out the third step of the distribution order twice. (Consequently, during step 3, place two fish on each Share of your color that you own.)"', () => {
    const s = play(beforeFishing(), 1, "pass");
    expect(s.round).toBe(2);
    // 3 fish: 2 + 1 more on the two own Shares reach the supply at the end of the Fishing phase; none for the Reserve
    expect(player(s, 0).supply.fish).toBe(3);
    expect(player(s, 0).reserve.fish).toBe(0);
    expect(s.log.map((e) => e.text)).toContain("Player 1 carries out step 3 again and places 1 more fish on their own Shares (Fisher’s Cottage).");
  });

  it("a player with a Building that uses Reserve fish (the Fish Trade) is asked (ruling A14)", () => {
    let s = play(beforeFishing((x) => withBuilding(x, 0, "A204", [1, 0])), 1, "pass");
    expect(pendingSeats(s)).toEqual([0]);
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["use:A203", "decline"]);
    s = play(s, 0, "decline");
    expect(player(s, 0).supply.fish).toBe(2);
    expect(player(s, 0).reserve.fish).toBe(1);
  });

  it('"(during the Fishing Phase or the “Pond Builder” Elder action)": the Pond Builder\'s catch too', () => {
    let s = setGoods(seatToMove(giveElders(beforeFishing(), 0, ["pond-builder"]), 0), 0, { supply: { wood: 0, fish: 0, gold: 0 } });
    s = play(s, 0, "elder:pond-builder");
    // 4 + 1 Building = 5 fish: 1 on the Elder, 2 + 2 on the own Shares (to the supply at once), 0 left for the Reserve
    expect(player(s, 0).supply.fish).toBe(4);
    expect(player(s, 0).reserve.fish).toBe(0);
  });
});
