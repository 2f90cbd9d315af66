import { describe, expect, it } from "vitest";
import type { GameState, Goods, ShipType } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, setShips, waiting } from "./helpers.ts";

function build(ships: ShipType[], supply: Goods = { wood: 0, fish: 0, gold: 2 }): GameState {
  return buildWithSpace(setShips(cardGame(), 0, ships), 0, "C142", [1, 0], supply);
}

describe("C142 Shipping Line", () => {
  it('gives goods per Ship: "Take 3 fish for each sloop, 3 wood for each cutter, and 1 gold for each schooner on your Fishing track"', () => {
    const s = build(["sloop", "sloop", "cutter", "schooner"]);
    expect(player(s, 0).supply).toEqual({ wood: 3, fish: 6, gold: 1 });
    expect(player(s, 0).ships).toEqual(["sloop", "sloop", "cutter", "schooner"]);
    expect(s.log.at(-1)?.text).toBe("Player 1 takes 3 wood, 6 fish, 1 gold (Shipping Line).");
    expect(waiting(s)).toEqual([1]);
  });

  it('wood above 12 stays in the general supply: "Observe the 12 wood limit in your personal supply."', () => {
    const s = build(["cutter", "cutter"], { wood: 10, fish: 0, gold: 2 });
    expect(player(s, 0).supply).toEqual({ wood: 12, fish: 0, gold: 0 });
    expect(s.log.at(-1)?.text).toBe("Player 1 takes 2 wood (Shipping Line; the 12-wood limit leaves 4 wood in the general supply).");
  });

  it('cutters only, with 12 wood already: the 12 wood limit leaves it without effect, and the log says so', () => {
    const s = build(["cutter"], { wood: 12, fish: 0, gold: 2 });
    expect(player(s, 0).supply).toEqual({ wood: 12, fish: 0, gold: 0 });
    expect(s.log.at(-1)?.text).toBe("Player 1's Shipping Line has no effect: there are already 12 wood in the personal supply.");
  });

  it('the catboat alone gives nothing: "The Shipping Line has no effect if you have no Ships other than the catboat."', () => {
    const s = build([]);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(s.log.at(-1)?.text).toBe("Player 1's Shipping Line has no effect: there are no Ships other than the catboat.");
  });
});
