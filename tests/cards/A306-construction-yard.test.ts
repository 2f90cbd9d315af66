import { describe, expect, it } from "vitest";
import type { GameState, PlayerCount, SpaceId } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, edit, onDisplay, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/** A Worker of `seat` already stands on `space` this round. */
function workerOn(s: GameState, seat: number, space: SpaceId): GameState {
  return edit(s, (d) => {
    d.placements.push({ seat, spot: { kind: "space", space } });
    const p = d.players[seat];
    if (p) p.workersLeft -= 1;
  });
}

/** Seat 0 owns the Construction Yard. */
function owner(players: PlayerCount = 2): GameState {
  return withBuilding(cardGame({ players }), 0, "A306", [0, 1]);
}

const castle = { wood: 0, fish: 0, gold: 8 };

describe("A306 Construction Yard", () => {
  it("the second Worker on the Build spaces of a 2-player game pays: \"if there are at least two of your Workers on the “Build a Building” action space, take 1 gold ... in your personal supply ... The Construction Yard also applies when you occupy both of these action spaces.\"", () => {
    const s = buildWithSpace(workerOn(owner(), 0, "build-building"), 0, "C148", [1, 0], castle);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 1 });
    expect(s.log.map((l) => l.text)).toContain("Player 1 takes 1 gold (Construction Yard).");
  });

  it("one Worker on the space pays nothing: \"if there are at least two of your Workers on the “Build a Building” action space\"", () => {
    const s = buildWithSpace(owner(), 0, "C148", [1, 0], castle);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
  });

  it("another player's Worker on the space does not count: \"at least two of your Workers\"", () => {
    const s = buildWithSpace(workerOn(owner(3), 1, "build-building"), 0, "C148", [1, 0], castle);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
  });

  it("the action that builds the Construction Yard as the second Worker pays too (ruling A5): \"Each time after you complete a “Build a Building” action\"", () => {
    const s = buildWithSpace(workerOn(cardGame(), 0, "build-building"), 0, "A306", [0, 1], { wood: 1, fish: 3, gold: 0 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 1 });
  });

  it("a Build from an Elder pays while two Workers stand on the space: \"(It does not matter how you got the “Build a Building” action.)\"", () => {
    let s = workerOn(workerOn(onDisplay(owner(), "C148"), 0, "build-building"), 0, "build-building");
    s = setGoods(s, 0, { supply: castle });
    s = edit(s, (d) => { d.players[0]?.elders.push({ id: "architect", fish: 0, worker: false }); });
    s = play(seatToMove(s, 0, { workerTurn: 3 }), 0, "elder:architect", "building:C148", "space:1-0");
    expect(player(s, 0).buildings.map((b) => b.id)).toEqual(["A306", "C148"]);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 1 });
  });

  it("a Worker on the Imitation tile copying the space does not count: \"Workers on the Imitation tile do not count, even if they copied the “Build a Building” action.\"", () => {
    // 4 players: the Build a Building space holds 3 Workers; seats 1 and 2 fill it with seat 0's first Worker.
    let s = workerOn(workerOn(workerOn(onDisplay(owner(4), "C148"), 0, "build-building"), 1, "build-building"), 2, "build-building");
    s = setGoods(seatToMove(s, 0, { workerTurn: 2 }), 0, { supply: castle });
    s = play(s, 0, "place:imitate", "building:C148", "space:1-0");
    expect(s.placements.filter((pl) => pl.seat === 0).map((pl) => pl.spot.kind)).toEqual(["space", "imitate"]);
    expect(player(s, 0).buildings.map((b) => b.id)).toEqual(["A306", "C148"]);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
  });
});
