import { describe, expect, it } from "vitest";
import type { GameState, Goods } from "../../src/engine/index.ts";
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

function buildWithElders(n: number, supply: Goods = { wood: 0, fish: 0, gold: 3 }): GameState {
  return buildWithSpace(withElders(cardGame(), 0, Array<number>(n).fill(0)), 0, "B231", [1, 0], supply);
}

describe("B231 Residence", () => {
  it('gives 1 wood and 1 fish per Elder: "take an amount of wood and fish from the general supply equal to the number of Elders in your Elder Council"', () => {
    const s = buildWithElders(3);
    expect(player(s, 0).supply).toEqual({ wood: 3, fish: 3, gold: 0 });
    expect(s.log.at(-1)?.text).toBe("Player 1 takes 3 wood, 3 fish (Residence).");
    expect(waiting(s)).toEqual([1]);
  });

  it('5 Elders give 5 wood and 5 fish: "You can get at most 5 wood and 5 fish from this."', () => {
    expect(player(buildWithElders(5), 0).supply).toEqual({ wood: 5, fish: 5, gold: 0 });
  });

  it('wood above 12 stays in the general supply: "Observe the 12 wood limit in your personal supply."', () => {
    const s = buildWithElders(4, { wood: 10, fish: 1, gold: 3 });
    expect(player(s, 0).supply).toEqual({ wood: 12, fish: 5, gold: 0 });
    expect(s.log.at(-1)?.text).toBe("Player 1 takes 2 wood, 4 fish (Residence; the 12-wood limit leaves 2 wood in the general supply).");
  });

  it('gives nothing without Elders: "The Residence has no effect if you do not have any Elders."', () => {
    const s = buildWithElders(0);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(s.log.at(-1)?.text).toBe("Player 1's Residence has no effect: there are no Elders in the Elder Council.");
  });
});
