import { describe, expect, it } from "vitest";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, waiting } from "./helpers.ts";

describe("B224 Water Tower", () => {
  it('puts 2 gold in the Reserve: "take 2 gold from the general supply and place the gold in your Reserve (and not in your personal supply)"', () => {
    const s = buildWithSpace(cardGame({ deck: "mackerel" }), 0, "B224", [1, 0], { wood: 5, fish: 0, gold: 1 });
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 1, gold: 2 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 1 });
    expect(s.log.at(-1)?.text).toBe("Player 1 places 2 gold in their Reserve (Water Tower).");
    expect(waiting(s)).toEqual([1]);
  });
});
