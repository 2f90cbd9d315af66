import { describe, expect, it } from "vitest";
import { legalChoices } from "../../src/engine/index.ts";
import { player, trackFree } from "../../src/engine/state.ts";
import { haulSize } from "../../src/engine/triggers.ts";
import { cardGame, onDisplay, play, seatToMove, setGoods, setShips, withBuilding } from "./helpers.ts";

function builder(ships: ("sloop" | "cutter" | "schooner")[]) {
  return play(setGoods(seatToMove(setShips(onDisplay(cardGame({ deck: "mackerel" }), "B228"), 0, ships), 0), 0, { supply: { wood: 1, fish: 0, gold: 0 } }), 0, "place:build-building");
}

describe("B228 Stilt House", () => {
  it('"You may only build the Stilt House if the four spaces of your Fishing track numbered 10 (the right one), 11, 11, and 12 (the left one) are free"', () => {
    // 10 spaces covered: the last four are free
    expect(legalChoices(builder(["cutter", "cutter", "sloop", "sloop"]), 0).map((c) => c.id)).toContain("building:B228");
    // 11 covered: one of them is taken
    const s = setGoods(seatToMove(setShips(onDisplay(cardGame({ deck: "mackerel" }), "B228"), 0, ["cutter", "cutter", "cutter", "sloop"]), 0), 0, { supply: { wood: 1, fish: 0, gold: 0 } });
    const menu = legalChoices(s, 0).some((c) => c.id === "place:build-building") ? legalChoices(play(s, 0, "place:build-building"), 0) : [];
    expect(menu.map((c) => c.id)).not.toContain("building:B228");
  });

  it('"Place the Stilt House on top of these exact spaces. (The Stilt House covers four spaces like a schooner. However, it is still considered a Building and not a Ship.)"', () => {
    let s = builder(["cutter"]);
    s = play(s, 0, "building:B228");
    expect(player(s, 0).buildings).toContainEqual({ id: "B228", row: null, col: null });
    expect(player(s, 0).ships).toEqual(["cutter"]);
    expect(trackFree(player(s, 0))).toBe(14 - 3 - 4);
  });

  it("Ships never go under it: with 9 spaces covered no Ship fits in the one space left; with 8, only a sloop", () => {
    const s = setGoods(seatToMove(withBuilding(setShips(cardGame({ deck: "mackerel" }), 0, ["cutter", "cutter", "cutter"]), 0, "B228", "off-board"), 0), 0, { supply: { wood: 12, fish: 12, gold: 12 } });
    expect(trackFree(player(s, 0))).toBe(1);
    expect(legalChoices(s, 0).map((c) => c.id)).not.toContain("place:build-ship");
    const u = setGoods(seatToMove(withBuilding(setShips(cardGame({ deck: "mackerel" }), 0, ["cutter", "cutter", "sloop"]), 0, "B228", "off-board"), 0), 0, { supply: { wood: 12, fish: 12, gold: 12 } });
    // the sloop is the only Ship that fits, so it is built without a question
    const v = play(u, 0, "place:build-ship");
    expect(player(v, 0).ships).toEqual(["cutter", "cutter", "sloop", "sloop"]);
  });

  it('"The Stilt House does not affect your haul size until you cover all the spaces left of it. (As a result, your haul size will be 12.)"', () => {
    const s = withBuilding(setShips(cardGame({ deck: "mackerel" }), 0, ["cutter", "cutter", "sloop"]), 0, "B228", "off-board");
    expect(haulSize(s, 0)).toBe(9);
    expect(haulSize(setShips(s, 0, ["cutter", "cutter", "sloop", "sloop"]), 0)).toBe(12);
  });
});
