import { describe, expect, it } from "vitest";
import { legalChoices } from "../../src/engine/index.ts";
import type { GameState, Goods } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, edit, onDisplay, play, seatToMove, setGoods } from "./helpers.ts";

/** The Buildings offered after placing a Worker on Build a Building in `round` with this supply. */
function buildMenu(round: number, supply: Goods): { id: string; label: string }[] {
  let s = seatToMove(onDisplay(cardGame({ deck: "mackerel" }), "B232"), 0, { round });
  s = setGoods(s, 0, { supply });
  return legalChoices(play(s, 0, "place:build-building"), 0);
}

function inRound(round: number): GameState {
  return edit(cardGame({ deck: "mackerel" }), (d) => {
    d.round = round;
  });
}

describe("B232 Playhouse", () => {
  it('costs 1 gold in Round 1: "The amount of gold that you must pay for the Playhouse is equal to the current Round: 1 gold in Round 1"', () => {
    const menu = buildMenu(1, { wood: 12, fish: 30, gold: 20 });
    expect(menu.find((c) => c.id === "building:B232")?.label).toBe("Playhouse (B232; 15 fish, 1 gold; 11 VP)");
    const s = buildWithSpace(inRound(1), 0, "B232", [1, 0], { wood: 2, fish: 16, gold: 1 });
    expect(player(s, 0).supply).toEqual({ wood: 2, fish: 1, gold: 0 });
  });

  it('costs the round in gold plus 15 fish: "2 gold in Round 2, etc. (Additionally, you must pay the depicted 15 fish.)"', () => {
    const menu = buildMenu(5, { wood: 12, fish: 30, gold: 20 });
    expect(menu.find((c) => c.id === "building:B232")?.label).toBe("Playhouse (B232; 15 fish, 5 gold; 11 VP)");
    const s = buildWithSpace(inRound(5), 0, "B232", [1, 0], { wood: 0, fish: 15, gold: 5 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(s.log.map((l) => l.text)).toContain("Player 1 builds Playhouse on space B1 for 15 fish, 5 gold.");
  });

  it('costs 7 gold in the final Round: "equal to the current Round"', () => {
    const s = buildWithSpace(inRound(7), 0, "B232", [1, 0], { wood: 0, fish: 15, gold: 7 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
  });

  it('is not offered with 1 gold less than the round: "you must pay ... equal to the current Round"', () => {
    const menu = buildMenu(5, { wood: 12, fish: 30, gold: 4 });
    expect(menu.length).toBeGreaterThan(1);
    expect(menu.map((c) => c.id)).not.toContain("building:B232");
  });

  it('is not offered with 14 fish: "(Additionally, you must pay the depicted 15 fish.)"', () => {
    const menu = buildMenu(1, { wood: 12, fish: 14, gold: 20 });
    expect(menu.length).toBeGreaterThan(1);
    expect(menu.map((c) => c.id)).not.toContain("building:B232");
  });
});
