import { describe, expect, it } from "vitest";
import type { GameState, PlayerCount } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, fullFor4, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/** `seat` owns the Raftbuilder and the Constructor; seat 0 has 8 wood 8 fish 4 gold, empty Reserves; seat 0's turn. */
function game(seat = 0, players: PlayerCount = 2): GameState {
  let s = withBuilding(cardGame({ players }), seat, "A109", [0, 1]);
  s = setGoods(s, 0, { supply: { wood: 8, fish: 8, gold: 4 }, reserve: { wood: 0, fish: 0, gold: 0 } });
  s = setGoods(s, 1, { reserve: { wood: 0, fish: 0, gold: 0 } });
  s = edit(s, (d) => {
    for (const st of d.elderStacks) st.cards = st.cards.filter((e) => e !== "constructor");
    d.players[seat]?.elders.push({ id: "constructor", fish: 0, worker: false });
  });
  return seatToMove(s, 0);
}

describe("A109 Raftbuilder", () => {
  it("a Ship built on the action space pays: \"take 2 wood from the general supply and place the wood in your Reserve (and not in your personal supply)\"", () => {
    const s = play(game(), 0, "place:build-ship", "ship:sloop");
    expect(player(s, 0).ships).toEqual(["sloop"]);
    expect(player(s, 0).supply).toEqual({ wood: 6, fish: 6, gold: 4 });
    expect(player(s, 0).reserve).toEqual({ wood: 2, fish: 0, gold: 0 });
    expect(s.log.map((l) => l.text)).toContain("Player 1 places 2 wood in their Reserve (Raftbuilder).");
  });

  it("a Ship built with an Elder pays too: \"Each time after you complete a “Build a Ship” action\"", () => {
    const s = play(game(), 0, "elder:constructor", "build-ship", "ship:cutter");
    expect(player(s, 0).ships).toEqual(["cutter"]);
    expect(player(s, 0).reserve).toEqual({ wood: 2, fish: 0, gold: 0 });
  });

  it("another player's Ship pays nothing: \"Each time after you complete a “Build a Ship” action\"", () => {
    const s = play(game(1), 0, "place:build-ship", "ship:sloop");
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(player(s, 1).reserve).toEqual({ wood: 0, fish: 0, gold: 0 });
  });

  it("a Ship built through the Imitation tile pays too: \"Each time after you complete a “Build a Ship” action\"", () => {
    const s = play(fullFor4(game(0, 4), "build-ship", 2), 0, "place:imitate", "ship:sloop");
    expect(s.placements.find((pl) => pl.seat === 0)?.spot).toEqual({ kind: "imitate", index: 0, copies: "build-ship" });
    expect(player(s, 0).reserve).toEqual({ wood: 2, fish: 0, gold: 0 });
  });
});
