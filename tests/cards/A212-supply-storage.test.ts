import { describe, expect, it } from "vitest";
import { summarize } from "../../src/engine/index.ts";
import type { GameState, ShipType } from "../../src/engine/index.ts";
import { cardGame, edit, fishNow, setShips, withBuilding } from "./helpers.ts";

/** Seat 0 owns the Supply Storage (or not) with these Forests per double space and Ships. */
function harbor(own: boolean, forests: number[], ships: ShipType[] = []): GameState {
  let s = cardGame({ deck: "mackerel" });
  s = edit(s, (d) => {
    const p = d.players[0];
    if (p) p.forests = forests;
  });
  if (own) s = withBuilding(s, 0, "A212");
  return setShips(s, 0, ships);
}

const haul = (s: GameState) => summarize(s).players[0]?.haulSize;

describe("A212 Supply Storage", () => {
  it("'Your minimum Haul size is equal to the number of Forests on your Harbor board': 4 Forests, catboat only → haul 4, not 3", () => {
    expect(haul(harbor(false, [2, 0, 1, 0, 1]))).toBe(3);
    expect(haul(harbor(true, [2, 0, 1, 0, 1]))).toBe(4);
  });

  it("'(Every single Forest counts, even if stacked together.)': 4 + 2 + 1 stacked Forests → haul 7, and 7 fish are caught", () => {
    const s = harbor(true, [4, 0, 2, 0, 1]);
    expect(haul(s)).toBe(7);
    const t = fishNow(s);
    expect(t.log.some((l) => l.text === "Player 1 catches 7 fish.")).toBe(true);
  });

  it("'The Supply Storage has no effect as long as your Fishing track shows a greater haul size': 11 from the track beats 7 Forests", () => {
    const s = harbor(true, [4, 0, 2, 0, 1], ["schooner", "schooner", "cutter"]);
    expect(haul(s)).toBe(11);
    expect(fishNow(s).log.some((l) => l.text === "Player 1 catches 11 fish.")).toBe(true);
  });

  it("'minimum Haul size is equal to the number of Forests': with no Forests the track's haul stands", () => {
    expect(haul(harbor(true, [0, 0, 0, 0, 0], ["sloop"]))).toBe(5);
  });

  it("'Your minimum Haul size is equal to the number of Forests' sets no cap (ruling A23): 13 Forests → haul 13, and 13 fish are caught", () => {
    const s = harbor(true, [4, 4, 3, 1, 1]);
    expect(haul(s)).toBe(13);
    expect(fishNow(s).log.some((l) => l.text === "Player 1 catches 13 fish.")).toBe(true);
  });

  it("built before the Stilt House, whose left spaces are covered, 13 Forests still give haul 13 (the Stilt House's 12 is a minimum too, ruling A23)", () => {
    let s = harbor(false, [4, 4, 3, 1, 1], ["cutter", "cutter", "sloop", "sloop"]);
    s = withBuilding(withBuilding(s, 0, "A212"), 0, "B228", "off-board");
    expect(haul(s)).toBe(13);
  });
});
