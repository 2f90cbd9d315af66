import { describe, expect, it } from "vitest";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, waiting } from "./helpers.ts";

describe("C141 Boardwalk", () => {
  it('gives 4 gold and 4 fish: "take 4 gold and 4 fish from the general supply and place the gold and the fish in your personal supply"', () => {
    const s = buildWithSpace(cardGame(), 0, "C141", [1, 0], { wood: 11, fish: 1, gold: 2 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 5, gold: 6 });
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 1, gold: 0 });
    expect(s.log.at(-1)?.text).toBe("Player 1 takes 4 fish, 4 gold (Boardwalk).");
    expect(waiting(s)).toEqual([1]);
  });
});
