import { describe, expect, it } from "vitest";
import type { GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, edit, waiting } from "./helpers.ts";

const COST = { wood: 4, fish: 3, gold: 1 };

function build(s: GameState): GameState {
  return buildWithSpace(s, 0, "C241", [1, 0], COST);
}

describe("C241 Bank Center", () => {
  it('gives 1 gold per issued Share you hold: "take an amount of gold from the general supply equal to the number of issued Shares that you have"', () => {
    const start = cardGame({ deck: "mackerel" });
    expect(player(start, 0).shares).toEqual([0, 0]);
    const s = build(start);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 2 });
    expect(s.log.at(-1)?.text).toBe("Player 1 takes 2 gold (Bank Center).");
    expect(waiting(s)).toEqual([1]);
  });

  it('Shares of other players count too: "regardless of color"', () => {
    const start = edit(cardGame({ deck: "mackerel" }), (d) => {
      const theirs = player(d, 1).shares.splice(0, 2);
      player(d, 0).shares.push(...theirs);
    });
    expect(player(start, 0).shares).toEqual([0, 0, 1, 1]);
    expect(player(build(start), 0).supply.gold).toBe(4);
  });

  it('Unissued Shares and Shares on the Action board do not count: "Unissued Shares do not count."', () => {
    const start = edit(cardGame({ deck: "mackerel" }), (d) => {
      d.newShares.push(...player(d, 0).shares.splice(0));
    });
    expect(player(start, 0).unissued).toBe(3);
    const s = build(start);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(s.log.at(-1)?.text).toBe("Player 1's Bank Center has no effect: there are no issued Shares in the personal supply.");
  });
});
