import { describe, expect, it } from "vitest";
import type { ElderId, GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, edit, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/**
 * Seat 0 holds these Elders (none of them in the 2-player supply), an empty Reserve, and the
 * Banquet Table is empty (so a new Elder cannot be used right away).
 */
function game(elders: ElderId[]): GameState {
  const s = setGoods(cardGame(), 0, { reserve: { wood: 0, fish: 0, gold: 0 } });
  return edit(s, (d) => {
    for (const id of elders) d.players[0]?.elders.push({ id, fish: 0, worker: false });
    d.ledger.fish -= d.plates.reduce((a, b) => a + b, 0);
    d.plates = d.plates.map(() => 0);
  });
}

/** The Workers came home (the Take an Elder space is free again). */
function homeAgain(s: GameState): GameState {
  return edit(s, (d) => {
    d.placements = [];
    for (const p of d.players) p.workersLeft = 3;
  });
}

describe("B322 Harbor Park", () => {
  it("the third Elder pays: \"As soon as there are at least 3 Elders in your Elder Council, immediately ... take 3 wood and 2 gold from the general supply and place the wood and the gold in your Reserve (and not in your personal supply).\"", () => {
    const s = play(seatToMove(withBuilding(game(["steward", "ranger"]), 0, "B322", [0, 1]), 0), 0, "place:take-elder", "take:builder");
    expect(player(s, 0).elders).toHaveLength(3);
    expect(player(s, 0).reserve).toEqual({ wood: 3, fish: 0, gold: 2 });
    expect(s.log.map((l) => l.text)).toContain("Player 1 places 3 wood, 2 gold in their Reserve (Harbor Park).");
  });

  it("the Once effect waits for the running action (\"If you are in the middle of an action, you must first complete that other action\"): the third Elder used right away transfers the Reserve before the Harbor Park fills it", () => {
    // Fish on the Banquet Table, so the new Steward (#8) may be used at once: take 2 wood, then Transfer Reserve.
    const base = edit(withBuilding(game(["ranger", "builder"]), 0, "B322", [0, 1]), (d) => {
      d.plates[0] = 1;
      d.ledger.fish += 1;
    });
    let s = setGoods(seatToMove(base, 0), 0, { supply: { wood: 0, fish: 0, gold: 0 }, reserve: { wood: 1, fish: 0, gold: 0 } });
    s = edit(s, (d) => {
      // The Steward on top of a stack of the Elder supply.
      d.elderStacks[0]?.cards.push("steward");
    });
    s = play(s, 0, "place:take-elder", "take:steward", "use-now", "transfer-reserve");
    // The Reserve's 1 wood moved during the Steward's action; the Harbor Park paid after it.
    expect(player(s, 0).supply).toEqual({ wood: 3, fish: 0, gold: 0 });
    expect(player(s, 0).reserve).toEqual({ wood: 3, fish: 0, gold: 2 });
  });

  it("two Elders are not enough: \"at least 3 Elders\"", () => {
    const s = play(seatToMove(withBuilding(game(["steward"]), 0, "B322", [0, 1]), 0), 0, "place:take-elder", "take:builder");
    expect(player(s, 0).elders).toHaveLength(2);
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 0 });
  });

  it("built with 3 Elders it pays at once: \"If you have 3 or more Elders already when you build the Harbor Park, you get the goods right away.\"", () => {
    const s = buildWithSpace(game(["steward", "ranger", "sponsor"]), 0, "B322", [0, 1], { wood: 0, fish: 1, gold: 0 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(player(s, 0).reserve).toEqual({ wood: 3, fish: 0, gold: 2 });
  });

  it("built with 3 Elders, a fourth pays nothing more: \"immediately (and only once via this Building)\"", () => {
    let s = buildWithSpace(game(["steward", "ranger", "sponsor"]), 0, "B322", [0, 1], { wood: 0, fish: 1, gold: 0 });
    s = play(seatToMove(s, 0, { workerTurn: 2 }), 0, "place:take-elder", "take:builder");
    expect(player(s, 0).elders).toHaveLength(4);
    expect(player(s, 0).reserve).toEqual({ wood: 3, fish: 0, gold: 2 });
  });

  it("a fourth Elder pays nothing more: \"(and only once via this Building)\"", () => {
    let s = play(seatToMove(withBuilding(game(["steward", "ranger"]), 0, "B322", [0, 1]), 0), 0, "place:take-elder", "take:builder");
    s = play(seatToMove(homeAgain(s), 0, { round: 2 }), 0, "place:take-elder", "take:sailor");
    expect(player(s, 0).elders).toHaveLength(4);
    expect(player(s, 0).reserve).toEqual({ wood: 3, fish: 0, gold: 2 });
  });
});
