import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildingVp } from "../../src/engine/triggers.ts";
import { buildWithSpace, cardGame, edit, giveElders, play, withBuilding } from "./helpers.ts";

const COST = { wood: 3, fish: 4, gold: 2 };

describe("C347 Ballroom", () => {
  it('"You may immediately ... take a “Take an Elder” action, without placing a Worker ... You may not use the new Elder right away"', () => {
    let s = buildWithSpace(cardGame({ deck: "codfish" }), 0, "C347", [0, 1], COST);
    const pick = legalChoices(s, 0).map((c) => c.id).find((id) => id.startsWith("take:"))!;
    s = play(s, 0, pick);
    expect(player(s, 0).elders).toHaveLength(1);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"The Ballroom has no effect if there are no seats left in your Elder Council"', () => {
    const full = giveElders(cardGame({ deck: "codfish" }), 0, ["contractor", "constructor", "sailor", "builder", "steward"]);
    const s = buildWithSpace(full, 0, "C347", [0, 1], COST);
    expect(pendingSeats(s)).toEqual([1]);
    expect(s.log.at(-1)?.text).toBe("Player 1's Ballroom has no effect: there are no seats left in the Elder Council.");
  });

  it('"the Ballroom scores 6 VP if there are no Elders left on the Ships and Elders supply board. Otherwise, the Ballroom only scores 4 VP"', () => {
    const s = withBuilding(cardGame({ deck: "codfish" }), 0, "C347", [0, 1]);
    expect(buildingVp(s, 0, "C347")).toBe(4);
    const empty = edit(s, (d) => { for (const st of d.elderStacks) st.cards = []; });
    expect(buildingVp(empty, 0, "C347")).toBe(6);
  });

  it("a face-down bottom Elder (5 players) is an Elder on the board (ruling A15)", () => {
    const s = edit(withBuilding(cardGame({ players: 5, deck: "codfish" }), 0, "C347", [0, 1]), (d) => {
      for (const st of d.elderStacks) st.cards = st.cards.slice(0, 1);
      for (const st of d.elderStacks.slice(1)) st.cards = [];
    });
    expect(s.elderStacks[0]!.hiddenBottom).toBe(true);
    expect(buildingVp(s, 0, "C347")).toBe(4);
  });
});
