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

const COST = { wood: 4, fish: 4, gold: 2 };

function buildWithElderFish(fish: readonly number[]): GameState {
  return buildWithSpace(withElders(cardGame(), 0, fish), 0, "B323", [1, 0], COST);
}

describe("B323 Rathskeller", () => {
  it('gives 1 gold per fish on your Elders: "take an amount of gold from the general supply equal to the number of fish on the Elders in your Elder Council"', () => {
    const s = buildWithElderFish([2, 1, 0]);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 3 });
    expect(s.log.at(-1)?.text).toBe("Player 1 takes 3 gold (Rathskeller).");
    expect(waiting(s)).toEqual([1]);
  });

  it('the fish stay on the Elders: "Leave the fish on the Elders—you need not and may not remove them."', () => {
    const s = buildWithElderFish([2, 1, 0]);
    expect(player(s, 0).elders.map((e) => e.fish)).toEqual([2, 1, 0]);
  });

  it('5 Elders with 2 fish each give 10 gold: "You can get at most 10 gold from this"', () => {
    expect(player(buildWithElderFish([2, 2, 2, 2, 2]), 0).supply.gold).toBe(10);
  });

  it('gives nothing when your Elders hold no fish: "The Rathskeller has no effect if there are no fish on your Elders."', () => {
    for (const fish of [[], [0, 0]]) {
      const s = buildWithElderFish(fish);
      expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
      expect(s.log.at(-1)?.text).toBe("Player 1's Rathskeller has no effect: there are no fish on the Elders.");
    }
  });
});
