import { describe, expect, it } from "vitest";
import { legalChoices } from "../../src/engine/index.ts";
import type { GameState, Goods } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, onDisplay, play, seatToMove, setGoods, setShips, waiting } from "./helpers.ts";

function build(supply: Goods, reserve: Goods): GameState {
  const start = setGoods(setShips(cardGame({ deck: "codfish" }), 0, ["sloop", "cutter"]), 0, { reserve });
  return buildWithSpace(start, 0, "B327", [1, 0], supply);
}

describe("B327 Customs Area", () => {
  it('pays a sloop, then 1 wood, 1 fish, 1 gold to the supply and the same to the Reserve: "take 1 wood, 1 fish, and 1 gold ... in your personal supply ... Additionally ... take another 1 wood, 1 fish, and 1 gold ... in your Reserve"', () => {
    const s = build({ wood: 2, fish: 3, gold: 4 }, { wood: 0, fish: 1, gold: 0 });
    expect(player(s, 0).ships).toEqual(["cutter"]);
    expect(player(s, 0).supply).toEqual({ wood: 3, fish: 4, gold: 5 });
    expect(player(s, 0).reserve).toEqual({ wood: 1, fish: 2, gold: 1 });
    expect(s.log.slice(-2).map((l) => l.text)).toEqual([
      "Player 1 takes 1 wood, 1 fish, 1 gold (Customs Area).",
      "Player 1 places 1 wood, 1 fish, 1 gold in their Reserve (Customs Area).",
    ]);
    expect(waiting(s)).toEqual([1]);
  });

  it('wood above 12 stays in the general supply: "(Observe the 12 wood limit in your personal supply.)"', () => {
    const s = build({ wood: 12, fish: 0, gold: 0 }, { wood: 0, fish: 0, gold: 0 });
    expect(player(s, 0).supply).toEqual({ wood: 12, fish: 1, gold: 1 });
    expect(player(s, 0).reserve).toEqual({ wood: 1, fish: 1, gold: 1 });
  });

  it('no fish enters a Reserve with 8 fish: "(Observe the 8 fish limit in your Reserve.)"', () => {
    const s = build({ wood: 0, fish: 0, gold: 0 }, { wood: 0, fish: 8, gold: 0 });
    expect(player(s, 0).reserve).toEqual({ wood: 1, fish: 8, gold: 1 });
    expect(s.log.at(-1)?.text).toBe("Player 1 places 1 wood, 1 gold in their Reserve (Customs Area; the 8-fish limit of the Reserve leaves 1 fish in the general supply).");
  });

  it('cannot be built without a sloop: "Pay the required sloop by removing it from your Fishing track."', () => {
    let s = setShips(onDisplay(cardGame({ deck: "codfish" }), "B327"), 0, ["cutter"]);
    s = setGoods(seatToMove(s, 0), 0, { supply: { wood: 12, fish: 30, gold: 20 } });
    s = play(s, 0, "place:build-building");
    const ids = legalChoices(s, 0).map((c) => c.id);
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).not.toContain("building:B327");
  });
});
