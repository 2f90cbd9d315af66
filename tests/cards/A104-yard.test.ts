import { describe, expect, it } from "vitest";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, setGoods, waiting } from "./helpers.ts";

describe("A104 Yard", () => {
  it('puts 2 gold and 1 wood in the Reserve: "take 2 gold and 1 wood from the general supply and place the gold and the wood in your Reserve (and not in your personal supply)"', () => {
    const s = buildWithSpace(cardGame(), 0, "A104", [1, 0], { wood: 3, fish: 2, gold: 1 });
    expect(player(s, 0).reserve).toEqual({ wood: 1, fish: 1, gold: 2 });
    expect(player(s, 0).supply).toEqual({ wood: 3, fish: 0, gold: 1 });
    expect(s.log.at(-1)?.text).toBe("Player 1 places 1 wood, 2 gold in their Reserve (Yard).");
    expect(waiting(s)).toEqual([1]);
  });

  it('the wood goes to the Reserve even with 12 wood in the supply: "(and not in your personal supply)"', () => {
    const start = setGoods(cardGame(), 0, { reserve: { wood: 4, fish: 0, gold: 3 } });
    const s = buildWithSpace(start, 0, "A104", [1, 0], { wood: 12, fish: 2, gold: 0 });
    expect(player(s, 0).supply).toEqual({ wood: 12, fish: 0, gold: 0 });
    expect(player(s, 0).reserve).toEqual({ wood: 5, fish: 0, gold: 5 });
  });
});
