import { describe, expect, it } from "vitest";
import type { GameState, Goods } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, setGoods, waiting } from "./helpers.ts";

function buildWithReserve(reserve: Goods): GameState {
  const start = setGoods(cardGame({ deck: "mackerel" }), 0, { reserve });
  return buildWithSpace(start, 0, "B222", [1, 0], { wood: 1, fish: 0, gold: 0 });
}

describe("B222 Smoking Cottage", () => {
  it('tops Reserve wood up to Reserve fish: "place an amount of wood from the general supply in your Reserve ... until there are an equal number of wood and fish tokens in your Reserve"', () => {
    const s = buildWithReserve({ wood: 2, fish: 7, gold: 1 });
    expect(player(s, 0).reserve).toEqual({ wood: 7, fish: 7, gold: 1 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(s.log.at(-1)?.text).toBe("Player 1 places 5 wood in their Reserve (Smoking Cottage).");
    expect(waiting(s)).toEqual([1]);
  });

  it('one more fish than wood gives 1 wood: "until there are an equal number of wood and fish tokens"', () => {
    expect(player(buildWithReserve({ wood: 3, fish: 4, gold: 0 }), 0).reserve).toEqual({ wood: 4, fish: 4, gold: 0 });
  });

  it('the Reserve has no wood limit, even with 12 wood in the supply: "(and not in your personal supply)"', () => {
    const start = setGoods(cardGame({ deck: "mackerel" }), 0, { reserve: { wood: 0, fish: 8, gold: 0 } });
    const s = buildWithSpace(start, 0, "B222", [1, 0], { wood: 12, fish: 0, gold: 0 });
    expect(player(s, 0).supply.wood).toBe(11);
    expect(player(s, 0).reserve).toEqual({ wood: 8, fish: 8, gold: 0 });
  });

  it('does nothing without fish or with fewer fish than wood: "The Smoking Cottage has no effect if there are no fish or fewer fish than wood in your Reserve."', () => {
    const cases = [
      { reserve: { wood: 0, fish: 0, gold: 0 }, why: "there is no fish in the Reserve" },
      { reserve: { wood: 3, fish: 2, gold: 0 }, why: "there are fewer fish than wood in the Reserve" },
      // "until there are an equal number of wood and fish tokens": already equal, nothing to add.
      { reserve: { wood: 3, fish: 3, gold: 0 }, why: "there is already as much wood as fish in the Reserve" },
    ];
    for (const { reserve, why } of cases) {
      const s = buildWithReserve(reserve);
      expect(player(s, 0).reserve).toEqual(reserve);
      expect(s.log.at(-1)?.text).toBe(`Player 1's Smoking Cottage has no effect: ${why}.`);
    }
  });
});
