import { describe, expect, it } from "vitest";
import type { GameState, PlayerCount } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/**
 * `seat` owns the Chief's House; every Reserve is empty and so is the Banquet Table (so no
 * new Elder can be used right away); seat 0's turn.
 */
function game(o: { seat?: number; players?: PlayerCount } = {}): GameState {
  let s = withBuilding(cardGame({ players: o.players ?? 2 }), o.seat ?? 0, "A215", [0, 1]);
  for (let seat = 0; seat < s.players.length; seat++) s = setGoods(s, seat, { reserve: { wood: 0, fish: 0, gold: 0 } });
  s = edit(s, (d) => {
    d.ledger.fish -= d.plates.reduce((a, b) => a + b, 0);
    d.plates = d.plates.map(() => 0);
  });
  return seatToMove(s, 0);
}

/** The Workers came home (the Take an Elder space is free again). */
function homeAgain(s: GameState): GameState {
  return edit(s, (d) => {
    d.placements = [];
    for (const p of d.players) p.workersLeft = 3;
  });
}

describe("A215 Chief’s House", () => {
  it("taking an Elder pays: \"Each time after you place a new Elder in your Elder Council, take 1 gold from the general supply and place the gold in your Reserve (and not in your personal supply).\"", () => {
    const s = play(game(), 0, "place:take-elder", "take:builder");
    expect(player(s, 0).elders.map((e) => e.id)).toEqual(["builder"]);
    expect(player(s, 0).supply.gold).toBe(0);
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 1 });
    expect(s.log.map((l) => l.text)).toContain("Player 1 places 1 gold in their Reserve (Chief’s House).");
  });

  it("an Elder taken through the Imitation tile pays too: \"Each time after you place a new Elder in your Elder Council\"", () => {
    // 4 players: the Take an Elder space holds 2 Workers; seats 1 and 2 fill it.
    const full = edit(game({ players: 4 }), (d) => {
      for (const seat of [1, 2]) {
        d.placements.push({ seat, spot: { kind: "space", space: "take-elder" } });
        const p = d.players[seat];
        if (p) p.workersLeft -= 1;
      }
    });
    const s = play(full, 0, "place:imitate", "take:builder");
    expect(s.placements.find((pl) => pl.seat === 0)?.spot).toEqual({ kind: "imitate", index: 0, copies: "take-elder" });
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 1 });
  });

  it("pays for each new Elder: \"Each time after you place a new Elder\"", () => {
    let s = play(game(), 0, "place:take-elder", "take:builder");
    s = play(seatToMove(homeAgain(s), 0, { round: 2 }), 0, "place:take-elder", "take:sailor");
    expect(player(s, 0).elders.map((e) => e.id)).toEqual(["builder", "sailor"]);
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 2 });
  });

  it("another player's new Elder pays nothing: \"after you place a new Elder in your Elder Council\"", () => {
    const s = play(game({ seat: 1 }), 0, "place:take-elder", "take:builder");
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(player(s, 1).reserve).toEqual({ wood: 0, fish: 0, gold: 0 });
  });
});
