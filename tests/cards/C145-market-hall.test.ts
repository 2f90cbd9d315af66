import { describe, expect, it } from "vitest";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, waiting } from "./helpers.ts";

describe("C145 Market Hall", () => {
  it('gives 3 gold: "take 3 gold from the general supply and place the gold in your personal supply"', () => {
    const s = buildWithSpace(cardGame(), 0, "C145", [1, 0], { wood: 7, fish: 14, gold: 0 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 3 });
    expect(s.log.at(-1)?.text).toBe("Player 1 takes 3 gold (Market Hall).");
    expect(waiting(s)).toEqual([1]);
  });
});
