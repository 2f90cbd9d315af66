import { describe, expect, it } from "vitest";
import type { GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, edit, waiting } from "./helpers.ts";

/** The seat has Elders holding these fish, taken off the Elder stacks (the ledger counts their fish). */
function withElders(s: GameState, seat: number, fish: readonly number[]): GameState {
  return edit(s, (d) => {
    for (const f of fish) {
      const id = d.elderStacks.find((x) => x.cards.length > 0)?.cards.pop();
      if (!id) throw new Error("no Elder left on the stacks");
      player(d, seat).elders.push({ id, fish: f, worker: false });
      d.ledger.fish += f;
    }
  });
}

const COST = { wood: 2, fish: 3, gold: 0 };

function buildWithElders(n: number): GameState {
  return buildWithSpace(withElders(cardGame(), 0, Array<number>(n).fill(0)), 0, "B121", [1, 0], COST);
}

describe("B121 Parish House", () => {
  it('gives 1 gold per Elder: "take an amount of gold from the general supply equal to the number of Elders in your Elder Council"', () => {
    const s = buildWithElders(2);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 2 });
    expect(s.log.at(-1)?.text).toBe("Player 1 takes 2 gold (Parish House).");
    expect(waiting(s)).toEqual([1]);
  });

  it('3 Elders give 3 gold: "you can get at most 3 gold from this"', () => {
    expect(player(buildWithElders(3), 0).supply.gold).toBe(3);
  });

  it('4 and 5 Elders still give 3 gold: "However, you can get at most 3 gold from this, even if you have 4 or 5 Elders."', () => {
    expect(player(buildWithElders(4), 0).supply.gold).toBe(3);
    expect(player(buildWithElders(5), 0).supply.gold).toBe(3);
  });

  it('gives nothing without Elders: "The Parish House has no effect if you do not have any Elders."', () => {
    const s = buildWithElders(0);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(s.log.at(-1)?.text).toBe("Player 1's Parish House has no effect: there are no Elders in the Elder Council.");
  });
});
