import { describe, expect, it } from "vitest";
import type { GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, setGoods, waiting } from "./helpers.ts";

const COST = { wood: 4, fish: 0, gold: 1 };

function buildWithReserveFish(fish: number): GameState {
  const start = setGoods(cardGame({ deck: "codfish" }), 0, { reserve: { wood: 1, fish, gold: 2 } });
  return buildWithSpace(start, 0, "A313", [1, 0], COST);
}

describe("A313 Cooling House", () => {
  it('doubles the fish in the Reserve: "double the amount of fish on the Reserve space of your Harbor board by taking a corresponding amount of fish from the general supply"', () => {
    const s = buildWithReserveFish(3);
    expect(player(s, 0).reserve).toEqual({ wood: 1, fish: 6, gold: 2 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(s.log.at(-1)?.text).toBe("Player 1 places 3 fish in their Reserve (Cooling House).");
    expect(waiting(s)).toEqual([1]);
  });

  it('goes past 8: "Doing so, you may explicitly ignore the normal 8 fish limit in your Reserve."', () => {
    expect(player(buildWithReserveFish(5), 0).reserve.fish).toBe(10);
  });

  it('8 fish become 16: "(Consequently, you can have at most 16 fish in your Reserve via the effect of the Cooling House.)"', () => {
    expect(player(buildWithReserveFish(8), 0).reserve.fish).toBe(16);
  });

  it('afterwards no more fish enter a Reserve holding 8 or more: "As long as there are 8 or more fish in your Reserve, you cannot get any more fish in there."', () => {
    const withCooling = buildWithReserveFish(5);
    const s = buildWithSpace(withCooling, 0, "A209", [1, 1], { wood: 0, fish: 0, gold: 0 });
    expect(player(s, 0).reserve.fish).toBe(10);
  });

  it('does nothing with an empty Reserve: "The Cooling House has no effect if there is no fish in your Reserve."', () => {
    const s = buildWithReserveFish(0);
    expect(player(s, 0).reserve).toEqual({ wood: 1, fish: 0, gold: 2 });
    expect(s.log.at(-1)?.text).toBe("Player 1's Cooling House has no effect: there is no fish in the Reserve.");
  });
});
