import { describe, expect, it } from "vitest";
import type { ElderId, GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, fullFor4, onDisplay, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/** Seat 0 has these Elders, an empty supply and `reserveFish` fish in an otherwise empty Reserve. Forests start 2, 0, 1, 0, 1. */
function seat0(s: GameState, elders: ElderId[], reserveFish = 0): GameState {
  s = setGoods(s, 0, { supply: { wood: 0, fish: 0, gold: 0 }, reserve: { wood: 0, fish: reserveFish, gold: 0 } });
  return edit(s, (d) => {
    for (const id of elders) {
      for (const st of d.elderStacks) st.cards = st.cards.filter((e) => e !== id);
      d.players[0]?.elders.push({ id, fish: 0, worker: false });
    }
  });
}

/** Seat 0 owns the Forest Storage; its turn. */
function owner(elders: ElderId[] = [], reserveFish = 0): GameState {
  return seatToMove(seat0(withBuilding(cardGame(), 0, "A301", [0, 1]), elders, reserveFish), 0);
}

describe("A301 Forest Storage", () => {
  it("a Forest removed by a Deforest pays: \"Each time after you remove a Forest from your Harbor board, take 1 wood and 1 fish from the general supply and place the wood and the fish in your Reserve (and not in your personal supply)\"", () => {
    const s = play(owner(), 0, "place:deforest", "forest:0");
    expect(player(s, 0).supply).toEqual({ wood: 5, fish: 0, gold: 0 });
    expect(player(s, 0).reserve).toEqual({ wood: 1, fish: 1, gold: 0 });
    expect(s.log.map((l) => l.text)).toContain("Player 1 places 1 wood, 1 fish in their Reserve (Forest Storage).");
  });

  it("the Forest Manager's two removals pay twice: \"If you remove more than one Forest on the same turn, you will get a corresponding amount of wood and fish.\"", () => {
    const s = play(owner(["forest-manager"]), 0, "elder:forest-manager", "forest:2", "forest:4");
    expect(player(s, 0).forests).toEqual([2, 0, 0, 0, 0]);
    expect(player(s, 0).supply).toEqual({ wood: 5, fish: 0, gold: 1 });
    expect(player(s, 0).reserve).toEqual({ wood: 2, fish: 2, gold: 0 });
  });

  it("fish stop at 8 in the Reserve, wood does not: \"(Observe the 8 fish limit in your Reserve.)\"", () => {
    const s = play(owner(["forest-manager"], 7), 0, "elder:forest-manager", "forest:2", "forest:4");
    expect(player(s, 0).reserve).toEqual({ wood: 2, fish: 8, gold: 0 });
    expect(s.log.map((l) => l.text)).toContain("Player 1 places 1 wood in their Reserve (Forest Storage; the 8-fish limit of the Reserve leaves 1 fish in the general supply).");
  });

  it("building it with the Builder after removing a Forest pays nothing: \"If you build the Forest Storage via the “Builder” ... you do not get this benefit retroactively (because you first remove a Forest and then build).\"", () => {
    let s = seat0(onDisplay(cardGame(), "A301"), ["builder"]);
    s = setGoods(s, 0, { supply: { fish: 2 } });
    s = play(seatToMove(s, 0), 0, "elder:builder", "forest:0", "building:A301", "space:0-1");
    expect(player(s, 0).buildings.map((b) => b.id)).toEqual(["A301"]);
    expect(player(s, 0).forests).toEqual([1, 0, 1, 0, 1]);
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 0 });
  });

  it("a Deforest copied on the Imitation tile pays too: \"Each time after you remove a Forest from your Harbor board\"", () => {
    const s4 = seatToMove(seat0(withBuilding(cardGame({ players: 4 }), 0, "A301", [0, 1]), []), 0);
    const s = play(fullFor4(s4, "deforest", 2), 0, "place:imitate", "forest:0");
    expect(s.placements.find((pl) => pl.seat === 0)?.spot).toEqual({ kind: "imitate", index: 0, copies: "deforest" });
    expect(player(s, 0).reserve).toEqual({ wood: 1, fish: 1, gold: 0 });
  });
});
