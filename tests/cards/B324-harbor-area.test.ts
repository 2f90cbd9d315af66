import { describe, expect, it } from "vitest";
import type { GameState, Goods, ShipType } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, edit, setShips, waiting } from "./helpers.ts";

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

function build(elders: number, ships: ShipType[], supply: Goods = { wood: 0, fish: 0, gold: 1 }): GameState {
  const start = setShips(withElders(cardGame(), 0, Array<number>(elders).fill(0)), 0, ships);
  return buildWithSpace(start, 0, "B324", [1, 0], supply);
}

describe("B324 Harbor Area", () => {
  it('gives 2 fish per Elder and 1 wood per Ship incl. the catboat: "take twice as much fish as there are Elders in your Elder Council and as much wood as there are Ships on your Fishing track, including the preprinted starting catboat"', () => {
    const s = build(2, ["sloop", "cutter"]);
    expect(player(s, 0).supply).toEqual({ wood: 3, fish: 4, gold: 0 });
    expect(s.log.at(-1)?.text).toBe("Player 1 takes 3 wood, 4 fish (Harbor Area).");
    expect(waiting(s)).toEqual([1]);
  });

  it('with no Elders and no Ships the catboat still gives 1 wood: "including the preprinted starting catboat"', () => {
    expect(player(build(0, []), 0).supply).toEqual({ wood: 1, fish: 0, gold: 0 });
  });

  it('5 Elders and 5 Ships plus the catboat give the 2-player maximum: "The Harbor Area can net you at most 10 fish and 7 wood—in 1- and 2-player games 10 fish and only 6 wood."', () => {
    const s = build(5, ["sloop", "sloop", "sloop", "cutter", "cutter"]);
    expect(player(s, 0).supply).toEqual({ wood: 6, fish: 10, gold: 0 });
  });

  it('wood above 12 stays in the general supply: "Observe the 12 wood limit in your personal supply."', () => {
    const s = build(1, ["sloop", "sloop"], { wood: 11, fish: 0, gold: 1 });
    expect(player(s, 0).supply).toEqual({ wood: 12, fish: 2, gold: 0 });
    expect(s.log.at(-1)?.text).toBe("Player 1 takes 1 wood, 2 fish (Harbor Area; the 12-wood limit leaves 2 wood in the general supply).");
  });

  it("without Elders and with 12 wood already, only wood was due: the 12 wood limit leaves it without effect, and the log says so", () => {
    const s = build(0, ["sloop"], { wood: 12, fish: 0, gold: 1 });
    expect(player(s, 0).supply).toEqual({ wood: 12, fish: 0, gold: 0 });
    expect(s.log.at(-1)?.text).toBe("Player 1's Harbor Area has no effect: there are already 12 wood in the personal supply.");
  });
});
