import { describe, expect, it } from "vitest";
import { legalChoices } from "../../src/engine/index.ts";
import type { GameState, Goods } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, edit, onDisplay, play, seatToMove, setGoods } from "./helpers.ts";

/** The Buildings offered after placing a Worker on Build a Building in `round` with this supply. */
function buildMenu(round: number, supply: Goods): { id: string; label: string }[] {
  let s = seatToMove(onDisplay(cardGame(), "A118"), 0, { round });
  s = setGoods(s, 0, { supply });
  return legalChoices(play(s, 0, "place:build-building"), 0);
}

function inRound(round: number): GameState {
  return edit(cardGame(), (d) => {
    d.round = round;
  });
}

describe("A118 Theater", () => {
  it('costs 1 gold in Round 1: "The amount of gold that you must pay for the Theater is equal to the current Round: 1 gold in Round 1"', () => {
    const menu = buildMenu(1, { wood: 12, fish: 30, gold: 20 });
    expect(menu.find((c) => c.id === "building:A118")?.label).toBe("Theater (A118; 4 wood, 6 fish, 1 gold; 9 VP)");
    const s = buildWithSpace(inRound(1), 0, "A118", [1, 0], { wood: 5, fish: 7, gold: 3 });
    expect(player(s, 0).supply).toEqual({ wood: 1, fish: 1, gold: 2 });
  });

  it('costs the round in gold plus 4 wood and 6 fish: "2 gold in Round 2, etc. (Additionally, you must pay the depicted 4 wood and 6 fish.)"', () => {
    const menu = buildMenu(4, { wood: 12, fish: 30, gold: 20 });
    expect(menu.find((c) => c.id === "building:A118")?.label).toBe("Theater (A118; 4 wood, 6 fish, 4 gold; 9 VP)");
    const s = buildWithSpace(inRound(4), 0, "A118", [1, 0], { wood: 4, fish: 6, gold: 4 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(s.log.map((l) => l.text)).toContain("Player 1 builds Theater on space B1 for 4 wood, 6 fish, 4 gold.");
  });

  it('costs 7 gold in the final Round: "equal to the current Round"', () => {
    const s = buildWithSpace(inRound(7), 0, "A118", [1, 0], { wood: 4, fish: 6, gold: 9 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 2 });
  });

  it('is not offered with 1 gold less than the round: "you must pay ... equal to the current Round"', () => {
    const menu = buildMenu(4, { wood: 12, fish: 30, gold: 3 });
    expect(menu.length).toBeGreaterThan(1);
    expect(menu.map((c) => c.id)).not.toContain("building:A118");
  });

  it('has no effect beyond its 9 VP: "The Theater has no effect."', () => {
    const s = buildWithSpace(inRound(2), 0, "A118", [1, 0], { wood: 4, fish: 6, gold: 2 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 1, gold: 0 });
  });
});
