import { describe, expect, it } from "vitest";
import type { GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, setGoods, waiting } from "./helpers.ts";

const FREE = { wood: 0, fish: 0, gold: 0 };

function buildWithReserveFish(fish: number): GameState {
  const start = setGoods(cardGame({ deck: "mackerel" }), 0, { reserve: { wood: 1, fish, gold: 0 } });
  return buildWithSpace(start, 0, "A209", [1, 0], FREE);
}

describe("A209 Net Pen", () => {
  it('puts 5 fish in the Reserve: "take 5 fish from the general supply and place the fish in your Reserve (and not in your personal supply)"', () => {
    const s = buildWithReserveFish(1);
    expect(player(s, 0).reserve).toEqual({ wood: 1, fish: 6, gold: 0 });
    expect(player(s, 0).supply).toEqual(FREE);
    expect(s.log.at(-1)?.text).toBe("Player 1 places 5 fish in their Reserve (Net Pen).");
    expect(waiting(s)).toEqual([1]);
  });

  it('with 3 fish the Reserve reaches exactly 8: "(Observe the 8 fish limit in your Reserve.)"', () => {
    expect(player(buildWithReserveFish(3), 0).reserve.fish).toBe(8);
  });

  it('with 4 fish only 4 go in, the 5th stays in the general supply (ruling A20): "(Observe the 8 fish limit in your Reserve.)"', () => {
    const s = buildWithReserveFish(4);
    expect(player(s, 0).reserve.fish).toBe(8);
    expect(s.log.at(-1)?.text).toBe("Player 1 places 4 fish in their Reserve (Net Pen; the 8-fish limit of the Reserve leaves 1 fish in the general supply).");
  });

  it('with 8 fish nothing goes in: "(Observe the 8 fish limit in your Reserve.)"', () => {
    const s = buildWithReserveFish(8);
    expect(player(s, 0).reserve).toEqual({ wood: 1, fish: 8, gold: 0 });
    expect(s.log.at(-1)?.text).toBe("Player 1's Net Pen has no effect: there are 8 or more fish in the Reserve already.");
  });
});
