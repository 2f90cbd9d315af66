import { describe, expect, it } from "vitest";
import { legalChoices } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildingVp, haulSize } from "../../src/engine/triggers.ts";
import { cardGame, edit, onDisplay, play, seatToMove, setGoods, setShips, withBuilding } from "./helpers.ts";

function chooser(supply: { wood: number; fish: number; gold: number }) {
  return play(setGoods(seatToMove(onDisplay(cardGame(), "C152"), 0), 0, { supply }), 0, "place:build-building");
}

describe("C152 Swing-Net Fishery", () => {
  it('"You can build the Swing-Net Fishery with your choice of wood or fish": with both payable, the player picks', () => {
    let s = chooser({ wood: 10, fish: 12, gold: 0 });
    s = play(s, 0, "building:C152");
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["price:wood", "price:fish"]);
    s = play(s, 0, "price:fish");
    if (legalChoices(s, 0).some((c) => c.id === "space:0-1")) s = play(s, 0, "space:0-1");
    expect(player(s, 0).buildings.map((b) => b.id)).toContain("C152");
    expect(player(s, 0).supply).toEqual({ wood: 10, fish: 0, gold: 0 });
  });

  it("with only one way payable, it is paid that way without a question", () => {
    let s = play(chooser({ wood: 10, fish: 5, gold: 0 }), 0, "building:C152");
    expect(legalChoices(s, 0).some((c) => c.id.startsWith("price:"))).toBe(false);
    if (legalChoices(s, 0).some((c) => c.id === "space:0-1")) s = play(s, 0, "space:0-1");
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 5, gold: 0 });
  });

  it("with neither payable, it is not offered", () => {
    const s = chooser({ wood: 9, fish: 11, gold: 5 });
    expect(legalChoices(s, 0).map((c) => c.id)).not.toContain("building:C152");
  });

  it('"it scores 5 VP if your haul size is 12. The Swing-Net Fishery scores nothing if your haul size is 11 or lower"', () => {
    const s = withBuilding(cardGame(), 0, "C152", [0, 1]);
    expect(buildingVp(s, 0, "C152")).toBe(0);
    expect(buildingVp(setShips(s, 0, ["schooner", "schooner", "cutter", "cutter"]), 0, "C152")).toBe(5);
  });

  it('13 Forests and the Supply Storage (ruling A23): "it scores 5 VP if your haul size is 12" holds for a haul of 13', () => {
    const s = edit(withBuilding(withBuilding(cardGame({ deck: "mixed" }), 0, "C152", [0, 1]), 0, "A212"), (d) => { d.players[0]!.forests = [4, 4, 3, 1, 1]; });
    expect(haulSize(s, 0)).toBe(13);
    expect(buildingVp(s, 0, "C152")).toBe(5);
  });
});
