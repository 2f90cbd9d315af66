import { describe, expect, it } from "vitest";
import type { GameState, PlayerCount } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, fullFor4, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/** Seat 0 owns the Haulage Firm, `wood` in an otherwise empty supply, and the Sponsor; its turn. */
function owner(wood = 0, players: PlayerCount = 2): GameState {
  let s = withBuilding(cardGame({ players }), 0, "A318", [0, 1]);
  s = setGoods(s, 0, { supply: { wood, fish: 0, gold: 0 }, reserve: { wood: 0, fish: 0, gold: 0 } });
  s = edit(s, (d) => { d.players[0]?.elders.push({ id: "sponsor", fish: 0, worker: false }); });
  return seatToMove(s, 0);
}

describe("A318 Haulage Firm", () => {
  it("Issue a Share on the action space pays: \"take 3 wood from the general supply and place the wood in your personal supply\"", () => {
    const s = play(owner(), 0, "place:issue-share");
    expect(player(s, 0).unissued).toBe(2);
    expect(player(s, 0).supply).toEqual({ wood: 3, fish: 0, gold: 2 });
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(s.log.map((l) => l.text)).toContain("Player 1 takes 3 wood (Haulage Firm).");
  });

  it("Issue a Share from the Sponsor pays too: \"(It does not matter how you got the “Issue a Share” action.\"", () => {
    const s = play(owner(), 0, "elder:sponsor");
    expect(player(s, 0).unissued).toBe(2);
    expect(player(s, 0).supply).toEqual({ wood: 3, fish: 3, gold: 2 });
  });

  it("wood above 12 stays out: \"Observe the 12 wood limit in your personal supply.)\"", () => {
    const s = play(owner(10), 0, "place:issue-share");
    expect(player(s, 0).supply).toEqual({ wood: 12, fish: 0, gold: 2 });
  });

  it("pays again on the next issue: \"Each time after you complete an “Issue a Share” action\"", () => {
    let s = play(owner(), 0, "place:issue-share");
    s = play(seatToMove(s, 0, { workerTurn: 2 }), 0, "elder:sponsor");
    expect(player(s, 0).unissued).toBe(1);
    expect(player(s, 0).supply).toEqual({ wood: 6, fish: 3, gold: 4 });
  });

  it("Issue a Share copied on the Imitation tile pays too: \"(It does not matter how you got the “Issue a Share” action.\"", () => {
    const s = play(fullFor4(owner(0, 4), "issue-share", 2), 0, "place:imitate");
    expect(s.placements.find((pl) => pl.seat === 0)?.spot).toEqual({ kind: "imitate", index: 0, copies: "issue-share" });
    expect(player(s, 0).supply).toEqual({ wood: 3, fish: 0, gold: 2 });
  });
});
