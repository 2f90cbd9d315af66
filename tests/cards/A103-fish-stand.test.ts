import { describe, expect, it } from "vitest";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, waiting } from "./helpers.ts";

describe("A103 Fish Stand", () => {
  it('gives 4 fish to the personal supply: "take 4 fish from the general supply and place the fish in your personal supply"', () => {
    const s = buildWithSpace(cardGame(), 0, "A103", [1, 0], { wood: 1, fish: 2, gold: 0 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 6, gold: 0 });
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 1, gold: 0 });
    expect(s.log.at(-1)?.text).toBe("Player 1 takes 4 fish (Fish Stand).");
  });

  it('acts at once without asking (ruling A14): "Immediately (and only once via this Building)" — the turn passes on', () => {
    const s = buildWithSpace(cardGame(), 0, "A103", [1, 0], { wood: 1, fish: 0, gold: 0 });
    expect(waiting(s)).toEqual([1]);
    expect(player(s, 0).supply.fish).toBe(4);
  });
});
