import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, edit, play, withBuilding } from "./helpers.ts";

const COST = { wood: 0, fish: 1, gold: 1 };

/** Seat 0 builds the Arboretum on A2 (no double space); the start Forests leave B1-B2 and C1-C2 free. */
function built(s = cardGame()) {
  return buildWithSpace(s, 0, "A107", [0, 1], COST);
}

describe("A107 Arboretum", () => {
  it('"You may immediately ... take two consecutive “Reforest” actions, without placing a Worker ... place 2 Forests on a free double space"', () => {
    let s = built();
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["forest-space:1", "forest-space:3", "decline"]);
    s = play(s, 0, "forest-space:1");
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["forest-space:3", "decline"]);
    s = play(s, 0, "forest-space:3");
    expect(player(s, 0).forests).toEqual([2, 2, 1, 2, 1]);
    expect(player(s, 0).workersLeft).toBe(2);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"You may": both Reforests can be declined, and the second one alone too (ruling A17)', () => {
    const none = play(built(), 0, "decline", "decline");
    expect(player(none, 0).forests).toEqual([2, 0, 1, 0, 1]);
    expect(pendingSeats(none)).toEqual([1]);
    const one = play(built(), 0, "forest-space:3", "decline");
    expect(player(one, 0).forests).toEqual([2, 0, 1, 2, 1]);
    expect(pendingSeats(one)).toEqual([1]);
  });

  it('"The Arboretum has no effect if you do not have a free double space": nothing is asked', () => {
    const s = built(withBuilding(withBuilding(cardGame(), 0, "A103", [1, 0]), 0, "A104", [2, 0]));
    expect(pendingSeats(s)).toEqual([1]);
    expect(player(s, 0).forests).toEqual([2, 0, 1, 0, 1]);
    expect(s.log.some((e) => e.text === "Player 1's Arboretum has no effect: there is no free double space.")).toBe(true);
  });

  it('"As usual ... on a free double space": after the first Reforest took the last free double space, the second is not asked', () => {
    let s = built(withBuilding(cardGame(), 0, "A103", [2, 0]));
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["forest-space:1", "decline"]);
    s = play(s, 0, "forest-space:1");
    expect(player(s, 0).forests).toEqual([2, 2, 1, 0, 1]);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"This “Reforest” action may trigger other Buildings": Worker\'s Cottage offers its Deforests only after both Reforests (ruling A8b)', () => {
    // Cottage on C1 blocks C1-C2; with the Forests of B3-B4 and C3-C4 gone, B1-B2, B3-B4 and C3-C4 are free.
    let s = edit(withBuilding(cardGame(), 0, "A202", [2, 0]), (d) => { d.players[0]!.forests = [2, 0, 0, 0, 0]; });
    s = built(s);
    s = play(s, 0, "forest-space:1");
    // The second Reforest comes next, not the Cottage's Deforest.
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["forest-space:2", "forest-space:4", "decline"]);
    s = play(s, 0, "forest-space:2");
    expect(player(s, 0).forests).toEqual([2, 2, 2, 0, 0]);
    // Each Reforest set the Cottage off once; both waited until the Arboretum's action was complete,
    // and they follow one another without an order question (the same card twice).
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["forest:0", "forest:1", "forest:2", "decline"]);
    s = play(s, 0, "forest:2");
    expect(player(s, 0).supply.wood).toBe(5);
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["forest:0", "forest:1", "forest:2", "decline"]);
    s = play(s, 0, "decline");
    expect(player(s, 0).forests).toEqual([2, 2, 1, 0, 0]);
    expect(pendingSeats(s)).toEqual([1]);
  });
});
