import { describe, expect, it } from "vitest";
import type { GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/** Seat 0 owns the Refuge, `wood` in an otherwise empty supply, and the Silviculturist; its turn. */
function owner(wood = 0): GameState {
  let s = withBuilding(cardGame(), 0, "A303", [0, 1]);
  s = setGoods(s, 0, { supply: { wood, fish: 0, gold: 0 }, reserve: { wood: 0, fish: 0, gold: 0 } });
  s = edit(s, (d) => { d.players[0]?.elders.push({ id: "silviculturist", fish: 0, worker: false }); });
  return seatToMove(s, 0);
}

describe("A303 Refuge", () => {
  it("a Reforest on the action space pays: \"take 1 gold and 2 wood from the general supply and place the gold and the wood in your personal supply\"", () => {
    const s = play(owner(), 0, "place:reforest", "forest-space:1");
    expect(player(s, 0).forests[1]).toBe(2);
    expect(player(s, 0).supply).toEqual({ wood: 2, fish: 0, gold: 1 });
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 0 });
  });

  it("a Reforest from an Elder pays too: \"(It does not matter how you got the “Reforest” action.)\"", () => {
    const s = play(owner(), 0, "elder:silviculturist", "reforest", "forest-space:1");
    expect(player(s, 0).supply).toEqual({ wood: 3, fish: 0, gold: 1 });
  });

  it("wood above 12 stays out: \"Observe the 12 wood limit in your personal supply.\"", () => {
    const s = play(owner(11), 0, "place:reforest", "forest-space:1");
    expect(player(s, 0).supply).toEqual({ wood: 12, fish: 0, gold: 1 });
    expect(s.log.map((l) => l.text)).toContain("Player 1 takes 1 wood, 1 gold (Refuge; the 12-wood limit leaves 1 wood in the general supply).");
  });
});
