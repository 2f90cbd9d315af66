import { describe, expect, it } from "vitest";
import type { GameState } from "../../src/engine/index.ts";
import { freeSpaces, player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, edit, waiting, withBuilding } from "./helpers.ts";

const COST = { wood: 6, fish: 3, gold: 0 };

/** A harbor with these Forests (per double space) and `extra` other Buildings, then the Head Office built on a free space. */
function build(forests: number[], extra: string[] = []): GameState {
  let s = edit(cardGame({ deck: "codfish" }), (d) => {
    player(d, 0).forests = forests;
  });
  for (const id of extra) s = withBuilding(s, 0, id);
  const at = freeSpaces(player(s, 0))[0];
  if (!at) throw new Error("no free space");
  return buildWithSpace(s, 0, "A304", at, COST);
}

const freeAfter = (s: GameState): number => freeSpaces(player(s, 0)).length;

describe("A304 Head Office", () => {
  it('4 free spaces after building give 3 gold: "If there are 4, 5, or 6 free Building spaces, you get 3 gold." "(Count the spaces after you build the Head Office.)"', () => {
    const s = build([2, 0, 1, 0, 1]);
    expect(freeAfter(s)).toBe(4);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 3 });
    expect(s.log.at(-1)?.text).toBe("Player 1 takes 3 gold (Head Office).");
    expect(waiting(s)).toEqual([1]);
  });

  it('6 free spaces give 3 gold: "If there are 4, 5, or 6 free Building spaces, you get 3 gold."', () => {
    const s = build([1, 1, 0, 0, 0]);
    expect(freeAfter(s)).toBe(6);
    expect(player(s, 0).supply.gold).toBe(3);
  });

  it('7 free spaces give 4 gold: "If there are exactly 7 free Building spaces, you get 4 gold."', () => {
    const s = build([1, 0, 0, 0, 0], ["C148"]);
    expect(freeAfter(s)).toBe(7);
    expect(player(s, 0).supply.gold).toBe(4);
  });

  it('8 free spaces give 5 gold: "If there are 8 or more free Building spaces, you get 5 gold."', () => {
    const s = build([1, 0, 0, 0, 0]);
    expect(freeAfter(s)).toBe(8);
    expect(player(s, 0).supply.gold).toBe(5);
  });

  it('10 free spaces give 5 gold: "8 or more free Building spaces"', () => {
    const s = build([0, 0, 0, 0, 0]);
    expect(freeAfter(s)).toBe(10);
    expect(player(s, 0).supply.gold).toBe(5);
  });

  it('3 free spaces give nothing: "The Head Office has no effect if you have 3 or fewer free Building spaces."', () => {
    const s = build([2, 0, 1, 0, 1], ["C148"]);
    expect(freeAfter(s)).toBe(3);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(s.log.at(-1)?.text).toBe("Player 1's Head Office has no effect: there are only 3 free Building spaces after building it.");
  });
});
