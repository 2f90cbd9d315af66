import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, leaveShips, play, setShips, withBuilding } from "./helpers.ts";

const COST = { wood: 0, fish: 3, gold: 2 };

describe("A102 Boatbuilder", () => {
  it('"Immediately (and only once via this Building) take 1 free cutter ... and add the cutter to the right of the Ships on your Fishing track"', () => {
    let s = buildWithSpace(setShips(cardGame(), 0, ["sloop"]), 0, "A102", [0, 1], COST);
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["use:A102", "decline"]);
    s = play(s, 0, "use:A102");
    expect(player(s, 0).ships).toEqual(["sloop", "cutter"]);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"(You may not take a sloop instead.)": with no cutter left it has no effect, even with sloops left', () => {
    const s = buildWithSpace(leaveShips(cardGame(), "cutter", 0), 0, "A102", [0, 1], COST);
    expect(s.shipSupply.sloop).toBeGreaterThan(0);
    expect(pendingSeats(s)).toEqual([1]);
    expect(player(s, 0).ships).toEqual([]);
    expect(s.log.some((e) => e.text === "Player 1's Boatbuilder has no effect: there are no cutters left.")).toBe(true);
  });

  it('"... or if there is not enough space on your Fishing track": a cutter needs 3 free spaces', () => {
    const s = buildWithSpace(setShips(cardGame(), 0, ["schooner", "schooner", "cutter", "sloop"]), 0, "A102", [0, 1], COST);
    // 4 + 4 + 3 + 2 = 13 of 14 spaces covered
    expect(pendingSeats(s)).toEqual([1]);
    expect(s.log.at(-1)?.text).toBe("Player 1's Boatbuilder has no effect: there is not enough space on the Fishing track.");
  });

  it('"Otherwise taking the cutter is considered a “Build a Ship” action": the Pier House gives its 3 wood', () => {
    const s = play(buildWithSpace(withBuilding(cardGame(), 0, "A105", [1, 0]), 0, "A102", [0, 1], COST), 0, "use:A102");
    expect(player(s, 0).supply.wood).toBe(3);
    expect(player(s, 0).ships).toEqual(["cutter"]);
  });
});
