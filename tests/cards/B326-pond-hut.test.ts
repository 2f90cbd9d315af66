import { describe, expect, it } from "vitest";
import { legalChoices } from "../../src/engine/index.ts";
import type { GameState, Goods, ShipType } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, onDisplay, play, seatToMove, setGoods, setShips, waiting } from "./helpers.ts";

/** The Buildings offered after placing a Worker on Build a Building with these Ships and this supply. */
function buildMenu(ships: ShipType[], supply: Goods): { id: string; label: string }[] {
  let s = seatToMove(onDisplay(setShips(cardGame({ deck: "codfish" }), 0, ships), "B326"), 0);
  s = setGoods(s, 0, { supply });
  return legalChoices(play(s, 0, "place:build-building"), 0);
}

/** Build the Pond Hut with no Ships (haul size 3), so it costs 3 wood, holding `fish` fish. */
function buildWithFish(fish: number): GameState {
  return buildWithSpace(cardGame({ deck: "codfish" }), 0, "B326", [1, 0], { wood: 3, fish, gold: 0 });
}

describe("B326 Pond Hut", () => {
  it('costs wood equal to the haul size: "equal to your current haul size (e.g., 3 wood at the start of the game"', () => {
    const menu = buildMenu([], { wood: 12, fish: 0, gold: 20 });
    expect(menu.find((c) => c.id === "building:B326")?.label).toBe("Pond Hut (B326; 3 wood; 2 VP)");
    const s = buildWithSpace(cardGame({ deck: "codfish" }), 0, "B326", [1, 0], { wood: 5, fish: 0, gold: 0 });
    expect(player(s, 0).supply).toEqual({ wood: 2, fish: 0, gold: 0 });
  });

  it('a longer track costs more: "equal to your current haul size"', () => {
    // A sloop and a cutter cover 5 spaces: haul size 7.
    const menu = buildMenu(["sloop", "cutter"], { wood: 12, fish: 0, gold: 20 });
    expect(menu.find((c) => c.id === "building:B326")?.label).toBe("Pond Hut (B326; 7 wood; 2 VP)");
    const start = setShips(cardGame({ deck: "codfish" }), 0, ["sloop", "cutter"]);
    const s = buildWithSpace(start, 0, "B326", [1, 0], { wood: 7, fish: 0, gold: 0 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
  });

  it('a fully covered track costs 12 wood: "and 12 wood with a fully covered Fishing track"', () => {
    const full: ShipType[] = ["schooner", "schooner", "schooner", "sloop"];
    const menu = buildMenu(full, { wood: 12, fish: 0, gold: 20 });
    expect(menu.find((c) => c.id === "building:B326")?.label).toBe("Pond Hut (B326; 12 wood; 2 VP)");
  });

  it('is not offered with 1 wood less than the haul size: "The amount of wood that you must pay for the Pond Hut is equal to your current haul size"', () => {
    const menu = buildMenu(["sloop", "cutter"], { wood: 6, fish: 30, gold: 20 });
    expect(menu.length).toBeGreaterThan(1);
    expect(menu.map((c) => c.id)).not.toContain("building:B326");
  });

  it('4 to 7 fish give 1 gold, keeping the fish: "If you have 4 to 7 fish, you get 1 gold." "(You will not lose any fish from this.)"', () => {
    const s = buildWithFish(4);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 4, gold: 1 });
    expect(s.log.at(-1)?.text).toBe("Player 1 takes 1 gold (Pond Hut).");
    expect(waiting(s)).toEqual([1]);
    expect(player(buildWithFish(7), 0).supply.gold).toBe(1);
  });

  it('8 to 11 fish give 2 gold: "If you have 8 to 11 fish, you get 2 gold."', () => {
    expect(player(buildWithFish(8), 0).supply.gold).toBe(2);
    expect(player(buildWithFish(11), 0).supply.gold).toBe(2);
  });

  it('12 or more fish give 3 gold: "If you have 12 or more fish, you get 3 gold."', () => {
    expect(player(buildWithFish(12), 0).supply.gold).toBe(3);
    expect(player(buildWithFish(25), 0).supply).toEqual({ wood: 0, fish: 25, gold: 3 });
  });

  it('3 fish give nothing: "The Pond Hut has no effect if you have 3 or fewer fish in your personal supply."', () => {
    const s = buildWithFish(3);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 3, gold: 0 });
    expect(s.log.at(-1)?.text).toBe("Player 1's Pond Hut has no effect: there are 3 or fewer fish in the personal supply.");
  });
});
