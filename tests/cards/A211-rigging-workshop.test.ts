import { describe, expect, it } from "vitest";
import type { GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/** Seat 0 owns the Rigging Workshop and the Engineer, 8 wood 8 fish 4 gold, an empty Reserve; its turn. */
function owner(): GameState {
  let s = withBuilding(cardGame(), 0, "A211", [0, 1]);
  s = setGoods(s, 0, { supply: { wood: 8, fish: 8, gold: 4 }, reserve: { wood: 0, fish: 0, gold: 0 } });
  s = edit(s, (d) => { d.players[0]?.elders.push({ id: "engineer", fish: 0, worker: false }); });
  return seatToMove(s, 0);
}

describe("A211 Rigging Workshop", () => {
  it("a Ship built on the action space pays: \"take 1 gold from the general supply and place the gold in your Reserve (and not in your personal supply)\"", () => {
    const s = play(owner(), 0, "place:build-ship", "ship:schooner-gold");
    expect(player(s, 0).ships).toEqual(["schooner"]);
    expect(player(s, 0).supply).toEqual({ wood: 8, fish: 8, gold: 0 });
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 1 });
    expect(s.log.map((l) => l.text)).toContain("Player 1 places 1 gold in their Reserve (Rigging Workshop).");
  });

  it("a Ship built with an Elder pays too: \"(It does not matter how you got the “Build a Ship” action.)\"", () => {
    // Engineer: the Ship costs 1 wood less.
    const s = play(owner(), 0, "elder:engineer", "build-ship", "ship:sloop");
    expect(player(s, 0).ships).toEqual(["sloop"]);
    expect(player(s, 0).supply).toEqual({ wood: 7, fish: 6, gold: 4 });
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 1 });
  });

  it("pays on every Ship: \"Each time after you complete a “Build a Ship” action\"", () => {
    let s = play(owner(), 0, "place:build-ship", "ship:sloop");
    s = play(seatToMove(s, 0, { workerTurn: 2 }), 0, "elder:engineer", "build-ship", "ship:sloop");
    expect(player(s, 0).ships).toEqual(["sloop", "sloop"]);
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 2 });
  });
});
