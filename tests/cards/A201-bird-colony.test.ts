import { describe, expect, it } from "vitest";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, waiting } from "./helpers.ts";

describe("A201 Bird Colony", () => {
  it('gives 3 gold, built for nothing (cost N/A): "take 3 gold from the general supply and place the gold in your personal supply"', () => {
    const s = buildWithSpace(cardGame({ deck: "mackerel" }), 0, "A201", [1, 0], { wood: 0, fish: 0, gold: 0 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 3 });
    expect(s.log.at(-1)?.text).toBe("Player 1 takes 3 gold (Bird Colony).");
    expect(waiting(s)).toEqual([1]);
  });
});
