import { describe, expect, it } from "vitest";
import type { GameState, PlayerCount } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, fullFor4, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/** Seat 0 owns the Forest Lake Hut, an empty supply and Reserve, and these Elders; its turn. */
function owner(elders: ("silviculturist" | "ranger")[] = [], players: PlayerCount = 2): GameState {
  let s = withBuilding(cardGame({ players }), 0, "A106", [0, 1]);
  s = setGoods(s, 0, { supply: { wood: 0, fish: 0, gold: 0 }, reserve: { wood: 0, fish: 0, gold: 0 } });
  s = edit(s, (d) => { for (const id of elders) d.players[0]?.elders.push({ id, fish: 0, worker: false }); });
  return seatToMove(s, 0);
}

describe("A106 Forest Lake Hut", () => {
  it("a Reforest on the action space pays: \"take 1 gold and 2 fish from the general supply and place the gold and the fish in your personal supply\"", () => {
    const s = play(owner(), 0, "place:reforest", "forest-space:1");
    expect(player(s, 0).forests[1]).toBe(2);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 2, gold: 1 });
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(s.log.map((l) => l.text)).toContain("Player 1 takes 2 fish, 1 gold (Forest Lake Hut).");
  });

  it("a Reforest from an Elder pays too: \"(It does not matter how you got the “Reforest” action.)\"", () => {
    // Silviculturist: +1 wood, then Deforest or Reforest.
    const s = play(owner(["silviculturist"]), 0, "elder:silviculturist", "reforest", "forest-space:3");
    expect(player(s, 0).forests[3]).toBe(2);
    expect(player(s, 0).supply).toEqual({ wood: 1, fish: 2, gold: 1 });
  });

  it("a single Forest added by the Ranger is no Reforest: \"Each time after you complete a “Reforest” action\"", () => {
    const s = play(owner(["ranger"]), 0, "elder:ranger", "forest-space:1");
    expect(player(s, 0).forests[1]).toBe(1);
    expect(player(s, 0).supply).toEqual({ wood: 3, fish: 0, gold: 0 });
  });

  it("pays on every Reforest: \"Each time after you complete a “Reforest” action\"", () => {
    let s = play(owner(["silviculturist"]), 0, "place:reforest", "forest-space:1");
    s = play(seatToMove(s, 0, { workerTurn: 2 }), 0, "elder:silviculturist", "reforest");
    expect(player(s, 0).forests).toEqual([2, 2, 1, 2, 1]);
    expect(player(s, 0).supply).toEqual({ wood: 1, fish: 4, gold: 2 });
  });

  it("a Reforest copied on the Imitation tile pays too: \"(It does not matter how you got the “Reforest” action.)\"", () => {
    const s = play(fullFor4(owner([], 4), "reforest", 1), 0, "place:imitate", "forest-space:1");
    expect(s.placements.find((pl) => pl.seat === 0)?.spot).toEqual({ kind: "imitate", index: 0, copies: "reforest" });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 2, gold: 1 });
  });
});
