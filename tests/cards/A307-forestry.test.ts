import { describe, expect, it } from "vitest";
import type { ElderId, GameState, PlayerCount, SpaceId } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/** Seat 0 owns the Forestry and these Elders, an empty supply and Reserve; its turn. Forests start 2, 0, 1, 0, 1. */
function owner(elders: ElderId[] = [], players: PlayerCount = 2): GameState {
  let s = withBuilding(cardGame({ players }), 0, "A307", [0, 1]);
  s = setGoods(s, 0, { supply: { wood: 0, fish: 0, gold: 0 }, reserve: { wood: 0, fish: 0, gold: 0 } });
  s = edit(s, (d) => {
    for (const id of elders) {
      for (const st of d.elderStacks) st.cards = st.cards.filter((e) => e !== id);
      d.players[0]?.elders.push({ id, fish: 0, worker: false });
    }
  });
  return seatToMove(s, 0);
}

/** A Worker of `seat` already stands on `space` this round. */
function workerOn(s: GameState, seat: number, space: SpaceId): GameState {
  return edit(s, (d) => {
    d.placements.push({ seat, spot: { kind: "space", space } });
    const p = d.players[seat];
    if (p) p.workersLeft -= 1;
  });
}

describe("A307 Forestry", () => {
  it("the Deforest space pays: \"Each time after you use the “Deforest” ... action space with a Worker, take 1 gold from the general supply and place the gold in your Reserve (and not in your personal supply)\"", () => {
    const s = play(owner(), 0, "place:deforest", "forest:0");
    expect(player(s, 0).supply).toEqual({ wood: 5, fish: 0, gold: 0 });
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 1 });
    expect(s.log.map((l) => l.text)).toContain("Player 1 places 1 gold in their Reserve (Forestry).");
  });

  it("the Thin Out space pays: \"use the ... “Thin Out” ... action space with a Worker\"", () => {
    const s = play(owner(), 0, "place:thin-out");
    expect(player(s, 0).supply).toEqual({ wood: 4, fish: 0, gold: 0 });
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 1 });
  });

  it("the Reforest space pays: \"use the ... “Reforest” action space with a Worker\"", () => {
    const s = play(owner(), 0, "place:reforest", "forest-space:1");
    expect(player(s, 0).forests[1]).toBe(2);
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 1 });
  });

  it("a Deforest or Reforest from an Elder pays nothing: \"the effect of the Forestry does not apply when you take these actions via an Elder\"", () => {
    // Silviculturist: +1 wood, then Deforest or Reforest.
    const deforested = play(owner(["silviculturist"]), 0, "elder:silviculturist", "deforest", "forest:0");
    expect(player(deforested, 0).supply).toEqual({ wood: 6, fish: 0, gold: 0 });
    expect(player(deforested, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 0 });
    const reforested = play(owner(["silviculturist"]), 0, "elder:silviculturist", "reforest", "forest-space:1");
    expect(player(reforested, 0).forests[1]).toBe(2);
    expect(player(reforested, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 0 });
  });

  it("a Reforest copied on the Imitation tile pays nothing: \"(Consequently, the effect of the Forestry does not apply when you take these actions via ... the Imitation tile.)\"", () => {
    const s = play(workerOn(owner([], 4), 1, "reforest"), 0, "place:imitate", "forest-space:1");
    expect(s.placements.find((pl) => pl.seat === 0)?.spot).toEqual({ kind: "imitate", index: 0, copies: "reforest" });
    expect(player(s, 0).forests[1]).toBe(2);
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 0 });
  });
});
