import { describe, expect, it } from "vitest";
import type { GameState, PlayerCount } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, edit, fullFor4, onDisplay, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/** A game whose seat 0 has an empty Reserve. */
function game(players: PlayerCount = 2): GameState {
  return setGoods(cardGame({ players }), 0, { reserve: { wood: 0, fish: 0, gold: 0 } });
}

describe("A114 Joinery", () => {
  it("a Building built on the action space pays: \"take 2 wood from the general supply and place the wood in your Reserve (and not in your personal supply)\"", () => {
    const s = buildWithSpace(withBuilding(game(), 0, "A114", [0, 1]), 0, "C148", [1, 0], { wood: 12, fish: 0, gold: 8 });
    expect(player(s, 0).supply).toEqual({ wood: 12, fish: 0, gold: 0 });
    expect(player(s, 0).reserve).toEqual({ wood: 2, fish: 0, gold: 0 });
    expect(s.log.map((l) => l.text)).toContain("Player 1 places 2 wood in their Reserve (Joinery).");
  });

  it("the action that builds the Joinery pays too, as it completes after the Joinery stands (ruling A5): \"Each time after you complete a “Build a Building” action\"", () => {
    const s = buildWithSpace(game(), 0, "A114", [0, 1], { wood: 2, fish: 2, gold: 0 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(player(s, 0).reserve).toEqual({ wood: 2, fish: 0, gold: 0 });
  });

  it("a Building built with an Elder pays too: \"(It does not matter how you got the “Build a Building” action.)\"", () => {
    let s = withBuilding(onDisplay(game(), "C148"), 0, "A114", [0, 1]);
    s = setGoods(s, 0, { supply: { wood: 0, fish: 0, gold: 8 } });
    s = edit(s, (d) => { d.players[0]?.elders.push({ id: "architect", fish: 0, worker: false }); });
    s = play(seatToMove(s, 0), 0, "elder:architect", "building:C148", "space:1-0");
    expect(player(s, 0).buildings.map((b) => b.id)).toEqual(["A114", "C148"]);
    expect(player(s, 0).reserve).toEqual({ wood: 2, fish: 0, gold: 0 });
  });

  it("a Building built through the Imitation tile pays too: \"(It does not matter how you got the “Build a Building” action.)\"", () => {
    let s = withBuilding(onDisplay(game(4), "C148"), 0, "A114", [0, 1]);
    s = setGoods(fullFor4(seatToMove(s, 0), "build-building", 3), 0, { supply: { wood: 0, fish: 0, gold: 8 } });
    s = play(s, 0, "place:imitate", "building:C148", "space:1-0");
    expect(s.placements.find((pl) => pl.seat === 0)?.spot).toEqual({ kind: "imitate", index: 0, copies: "build-building" });
    expect(player(s, 0).reserve).toEqual({ wood: 2, fish: 0, gold: 0 });
  });
});
