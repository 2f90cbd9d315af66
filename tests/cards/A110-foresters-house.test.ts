import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, play, withBuilding } from "./helpers.ts";

const COST = { wood: 3, fish: 0, gold: 0 };

describe("A110 Forester’s House", () => {
  it('"You may immediately ... take a “Reforest” action ... you must place exactly 4 Forests (instead of the usual two) on a free double space"', () => {
    let s = buildWithSpace(cardGame(), 0, "A110", [0, 1], COST);
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["forest-space:1", "forest-space:3", "decline"]);
    s = play(s, 0, "forest-space:3");
    expect(player(s, 0).forests).toEqual([2, 0, 1, 4, 1]);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"(This “Reforest” action may trigger other Buildings like the “Forest Lake Hut”.)"', () => {
    const s = play(buildWithSpace(withBuilding(cardGame(), 0, "A106", [1, 0]), 0, "A110", [0, 1], COST), 0, "forest-space:3");
    // Forest Lake Hut: 1 gold and 2 fish after each Reforest
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 2, gold: 1 });
  });

  it('"The Forester’s House has no effect if you do not have a free double space"', () => {
    const s = buildWithSpace(withBuilding(withBuilding(cardGame(), 0, "A103", [1, 0]), 0, "A104", [2, 0]), 0, "A110", [0, 1], COST);
    expect(pendingSeats(s)).toEqual([1]);
    expect(s.log.some((e) => e.text === "Player 1's Forester’s House has no effect: there is no free double space.")).toBe(true);
  });
});
