import { describe, expect, it } from "vitest";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, setGoods, waiting, withBuilding } from "./helpers.ts";

const COST = { wood: 1, fish: 1, gold: 1 };

function buildWithReserveFish(fish: number) {
  const start = setGoods(cardGame(), 0, { reserve: { wood: 2, fish, gold: 1 } });
  return buildWithSpace(start, 0, "A115", [1, 0], COST);
}

describe("A115 Angler’s House", () => {
  it('fills the Reserve up to 8 fish: "place fish from the general supply in your Reserve ... until there are exactly 8 fish in your Reserve"', () => {
    const s = buildWithReserveFish(1);
    expect(player(s, 0).reserve).toEqual({ wood: 2, fish: 8, gold: 1 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(s.log.at(-1)?.text).toBe("Player 1 places 7 fish in their Reserve (Angler’s House).");
    expect(waiting(s)).toEqual([1]);
  });

  it('from an empty Reserve it places 8 fish: "until there are exactly 8 fish in your Reserve"', () => {
    expect(player(buildWithReserveFish(0), 0).reserve.fish).toBe(8);
  });

  it('with 7 fish it places exactly 1: "until there are exactly 8 fish in your Reserve"', () => {
    const s = buildWithReserveFish(7);
    expect(player(s, 0).reserve.fish).toBe(8);
    expect(s.log.at(-1)?.text).toBe("Player 1 places 1 fish in their Reserve (Angler’s House).");
  });

  it('does nothing at 8 fish: "The Angler\'s House has no effect if there are 8 or more fish in your Reserve already."', () => {
    const s = buildWithReserveFish(8);
    expect(player(s, 0).reserve).toEqual({ wood: 2, fish: 8, gold: 1 });
    expect(s.log.at(-1)?.text).toBe("Player 1's Angler’s House has no effect: there are 8 or more fish in the Reserve already.");
  });

  it('does nothing above 8 fish (possible after a Cooling House): "no effect if there are 8 or more fish in your Reserve already"', () => {
    const start = setGoods(withBuilding(cardGame(), 0, "A313", [0, 1]), 0, { reserve: { wood: 0, fish: 10, gold: 0 } });
    const s = buildWithSpace(start, 0, "A115", [1, 0], COST);
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 10, gold: 0 });
    expect(s.log.at(-1)?.text).toBe("Player 1's Angler’s House has no effect: there are 8 or more fish in the Reserve already.");
  });
});
