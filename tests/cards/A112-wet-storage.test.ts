import { describe, expect, it } from "vitest";
import type { GameState, PlayerCount } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, fullFor4, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/** Seat 0 owns these Buildings and the Steward, 2 wood 3 fish 1 gold in its Reserve, `wood` in its supply; its turn. */
function owner(cards: string[], wood = 0, players: PlayerCount = 2): GameState {
  let s = cardGame({ players });
  cards.forEach((id, i) => { s = withBuilding(s, 0, id, [1, i]); });
  s = setGoods(s, 0, { supply: { wood, fish: 0, gold: 0 }, reserve: { wood: 2, fish: 3, gold: 1 } });
  s = edit(s, (d) => { d.players[0]?.elders.push({ id: "steward", fish: 0, worker: false }); });
  return seatToMove(s, 0);
}

describe("A112 Wet Storage", () => {
  it("refills the emptied Reserve: \"Each time after you empty the Reserve space ... immediately place 3 wood from the general supply in your Reserve (and not in your personal supply)\"", () => {
    const s = play(owner(["A112"]), 0, "place:transfer-reserve");
    expect(player(s, 0).supply).toEqual({ wood: 2, fish: 3, gold: 1 });
    expect(player(s, 0).reserve).toEqual({ wood: 3, fish: 0, gold: 0 });
    expect(s.log.map((l) => l.text)).toContain("Player 1 places 3 wood in their Reserve (Wet Storage).");
  });

  it("the 3 wood go to the Reserve even with 12 wood in the supply: \"(and not in your personal supply)\"", () => {
    const s = play(owner(["A112"], 11), 0, "place:transfer-reserve");
    expect(player(s, 0).supply).toEqual({ wood: 12, fish: 3, gold: 1 });
    expect(player(s, 0).reserve).toEqual({ wood: 3, fish: 0, gold: 0 });
  });

  it("a Transfer Reserve from an Elder empties it too: \"(e.g., via a “Transfer Reserve” action)\"", () => {
    // Steward: +2 wood, then you may take a Transfer Reserve action.
    const s = play(owner(["A112"]), 0, "elder:steward", "transfer-reserve");
    expect(player(s, 0).supply).toEqual({ wood: 4, fish: 3, gold: 1 });
    expect(player(s, 0).reserve).toEqual({ wood: 3, fish: 0, gold: 0 });
  });

  it("the Dairy fills the same emptied Reserve: \"If you have multiple Buildings that fill your empty Reserve (like the “Dairy”) ... (All of these Buildings may be triggered.)\"", () => {
    const s = play(owner(["A112", "B125"]), 0, "place:transfer-reserve");
    expect(player(s, 0).reserve).toEqual({ wood: 3, fish: 0, gold: 1 });
  });

  it("a Transfer Reserve copied on the Imitation tile empties it too: \"Each time after you empty the Reserve space on your Harbor board\"", () => {
    const s = play(fullFor4(owner(["A112"], 0, 4), "transfer-reserve", 1), 0, "place:imitate");
    expect(s.placements.find((pl) => pl.seat === 0)?.spot).toEqual({ kind: "imitate", index: 0, copies: "transfer-reserve" });
    expect(player(s, 0).supply).toEqual({ wood: 2, fish: 3, gold: 1 });
    expect(player(s, 0).reserve).toEqual({ wood: 3, fish: 0, gold: 0 });
  });
});
