import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, giveElders, play, withBuilding } from "./helpers.ts";

const COST = { wood: 1, fish: 0, gold: 1 };

describe("A317 Park Lodge", () => {
  it('"You may immediately ... take a “Take an Elder” action, without placing a Worker ... You may not use the new Elder right away"', () => {
    let s = buildWithSpace(cardGame({ deck: "codfish" }), 0, "A317", [0, 1], COST);
    const offered = legalChoices(s, 0).map((c) => c.id);
    expect(offered.filter((id) => id.startsWith("take:")).length).toBeGreaterThan(0);
    expect(offered).toContain("decline");
    const pick = offered.find((id) => id === "take:pisciculturist") ?? offered[0]!;
    s = play(s, 0, pick);
    expect(player(s, 0).elders.map((e) => e.id)).toEqual([pick.slice(5)]);
    // no "use now" offer: the next player is to move
    expect(pendingSeats(s)).toEqual([1]);
    expect(player(s, 0).workersLeft).toBe(2);
  });

  it("declining takes no Elder (ruling A14)", () => {
    const s = play(buildWithSpace(cardGame({ deck: "codfish" }), 0, "A317", [0, 1], COST), 0, "decline");
    expect(player(s, 0).elders).toEqual([]);
  });

  it('"The Park Lodge has no effect if there are no seats left in your Elder Council"', () => {
    const full = giveElders(cardGame({ deck: "codfish" }), 0, ["contractor", "constructor", "sailor", "builder", "steward"]);
    const s = buildWithSpace(full, 0, "A317", [0, 1], COST);
    expect(pendingSeats(s)).toEqual([1]);
    expect(s.log.some((e) => e.text === "Player 1's Park Lodge has no effect: there are no seats left in the Elder Council.")).toBe(true);
  });

  it('"(This “Take an Elder” action may trigger other Buildings like the “Holiday Resort”.)": on the first Worker\'s turn 1 fish is paid', () => {
    const s0 = buildWithSpace(withBuilding(cardGame({ deck: "codfish" }), 0, "A302", [1, 0]), 0, "A317", [0, 1], { ...COST, fish: 3 });
    const pick = legalChoices(s0, 0).map((c) => c.id).find((id) => id.startsWith("take:"))!;
    const s = play(s0, 0, pick);
    expect(player(s, 0).supply.fish).toBe(2);
  });
});
