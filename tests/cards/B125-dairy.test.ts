import { describe, expect, it } from "vitest";
import type { GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/** Seat 0 owns these Buildings and the Steward, 2 wood 3 fish 1 gold in its Reserve, an empty supply; its turn. */
function owner(cards: string[]): GameState {
  let s = cardGame();
  cards.forEach((id, i) => { s = withBuilding(s, 0, id, [1, i]); });
  s = setGoods(s, 0, { supply: { wood: 0, fish: 0, gold: 0 }, reserve: { wood: 2, fish: 3, gold: 1 } });
  s = edit(s, (d) => { d.players[0]?.elders.push({ id: "steward", fish: 0, worker: false }); });
  return seatToMove(s, 0);
}

describe("B125 Dairy", () => {
  it("refills the emptied Reserve: \"Each time after you empty the Reserve space ... immediately place 1 gold from the general supply in your Reserve (and not in your personal supply)\"", () => {
    const s = play(owner(["B125"]), 0, "place:transfer-reserve");
    expect(player(s, 0).supply).toEqual({ wood: 2, fish: 3, gold: 1 });
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 1 });
    expect(s.log.map((l) => l.text)).toContain("Player 1 places 1 gold in their Reserve (Dairy).");
  });

  it("a Transfer Reserve from an Elder empties it too: \"(e.g., by taking a “Transfer Reserve” action)\"", () => {
    const s = play(owner(["B125"]), 0, "elder:steward", "transfer-reserve");
    expect(player(s, 0).supply).toEqual({ wood: 4, fish: 3, gold: 1 });
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 1 });
  });

  it("the Wet Storage fills the same emptied Reserve: \"If you have multiple Buildings that fill your empty Reserve (like the “Wet Storage”) ... (All of these Buildings may be triggered.)\"", () => {
    const s = play(owner(["B125", "A112"]), 0, "place:transfer-reserve");
    expect(player(s, 0).reserve).toEqual({ wood: 3, fish: 0, gold: 1 });
  });

  it("the next Transfer Reserve moves the Dairy's gold and refills again: \"Each time after you empty the Reserve space\"", () => {
    let s = play(owner(["B125"]), 0, "place:transfer-reserve");
    s = play(seatToMove(s, 0, { workerTurn: 2 }), 0, "elder:steward", "transfer-reserve");
    expect(player(s, 0).supply).toEqual({ wood: 4, fish: 3, gold: 2 });
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 1 });
  });
});
