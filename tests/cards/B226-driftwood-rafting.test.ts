import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { haulSize } from "../../src/engine/triggers.ts";
import { cardGame, edit, play, seatToMove, setGoods, setShips, withBuilding } from "./helpers.ts";

/** Ships covering all 14 track spaces give a haul of 12. */
const FULL_TRACK = ["schooner", "schooner", "cutter", "cutter"] as const;

function owner(ships: readonly ("sloop" | "cutter" | "schooner")[]) {
  const s = setShips(withBuilding(cardGame({ deck: "mackerel" }), 0, "B226", [0, 1]), 0, [...ships]);
  return setGoods(seatToMove(s, 0), 0, { supply: { wood: 0, fish: 0, gold: 0 }, reserve: { wood: 0, fish: 0, gold: 0 } });
}

describe("B226 Driftwood Rafting", () => {
  it('"As long as your haul size is 12, each time before you place a Worker, take 2 wood ... and place the wood in your Reserve"', () => {
    const s = play(owner(FULL_TRACK), 0, "place:gold");
    expect(player(s, 0).reserve.wood).toBe(2);
    expect(player(s, 0).supply.gold).toBe(1);
  });

  it("the wood arrives before the Worker is placed, so Transfer Reserve is open with an empty Reserve (ruling A11)", () => {
    const s0 = owner(FULL_TRACK);
    expect(legalChoices(s0, 0).map((c) => c.id)).toContain("place:transfer-reserve");
    const s = play(s0, 0, "place:transfer-reserve");
    expect(player(s, 0).supply.wood).toBe(2);
    expect(player(s, 0).reserve.wood).toBe(0);
  });

  it("a haul below 12 gives nothing", () => {
    const s0 = owner(["schooner"]);
    expect(legalChoices(s0, 0).map((c) => c.id)).not.toContain("place:transfer-reserve");
    const s = play(s0, 0, "place:gold");
    expect(player(s, 0).reserve.wood).toBe(0);
  });

  it("passing is not placing a Worker: no wood", () => {
    const s = play(owner(FULL_TRACK), 0, "pass");
    expect(player(s, 0).reserve.wood).toBe(0);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('13 Forests and the Supply Storage (ruling A23): "As long as your haul size is 12, each time before you place a Worker, take 2 wood" holds for a haul of 13', () => {
    const s0 = edit(withBuilding(owner([]), 0, "A212"), (d) => { d.players[0]!.forests = [4, 4, 3, 1, 1]; });
    expect(haulSize(s0, 0)).toBe(13);
    const s = play(s0, 0, "place:gold");
    expect(player(s, 0).reserve.wood).toBe(2);
  });
});
