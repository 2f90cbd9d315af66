import { describe, expect, it } from "vitest";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, waiting } from "./helpers.ts";

describe("C144 Fish Market", () => {
  it('gives 5 gold: "take 5 gold from the general supply and place the gold in your personal supply"', () => {
    const s = buildWithSpace(cardGame(), 0, "C144", [1, 0], { wood: 2, fish: 25, gold: 1 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 6 });
    expect(s.log.at(-1)?.text).toBe("Player 1 takes 5 gold (Fish Market).");
    expect(waiting(s)).toEqual([1]);
  });
});
