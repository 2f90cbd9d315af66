import { describe, expect, it } from "vitest";
import { applyChoice, legalChoices, summarize } from "../../src/engine/index.ts";
import type { GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { checkInvariants } from "../engine/invariants.ts";
import { buildWithSpace, cardGame, edit, play, setGoods, waiting, withBuilding } from "./helpers.ts";

/** Seat 0 builds the Hideaway on B1 with `wood` wood besides its gold; Forests start 2, 0, 1, 0, 1 unless given. */
function built(o: { forests?: number[]; wood?: number; storage?: boolean } = {}): GameState {
  let s = cardGame();
  if (o.forests) { const f = o.forests; s = edit(s, (d) => { const p = d.players[0]; if (p) p.forests = f; }); }
  if (o.storage) s = withBuilding(s, 0, "A301", [0, 1]);
  s = setGoods(s, 0, { reserve: { wood: 0, fish: 0, gold: 0 } });
  return buildWithSpace(s, 0, "A314", [1, 0], { wood: o.wood ?? 0, fish: 0, gold: 1 });
}

describe("A314 Hideaway", () => {
  it('asks in the card\'s words, with a decline (rulings A14, A19): "You may immediately ... remove all Forests from your Harbor board but one" — the player picks where the one Forest stays', () => {
    const s = built();
    expect(waiting(s)).toEqual([0]);
    expect(legalChoices(s, 0).map(({ id, label }) => ({ id, label }))).toEqual([
      { id: "keep-forest:0", label: "Keep one Forest on A3-A4, remove the other 3 (+3 wood, +3 fish)" },
      { id: "keep-forest:2", label: "Keep one Forest on B3-B4, remove the other 3 (+3 wood, +3 fish)" },
      { id: "keep-forest:4", label: "Keep one Forest on C3-C4, remove the other 3 (+3 wood, +3 fish)" },
      { id: "decline", label: "Skip Hideaway" },
    ]);
    expect(summarize(s).prompts.map(({ seat, prompt }) => ({ seat, prompt }))).toEqual([{ seat: 0, prompt: "Player 1: Hideaway: remove all Forests from your Harbor board but one, taking 1 wood and 1 fish for each Forest removed? Choose where the one Forest stays." }]);
  });

  it("with two Forests the label says the other one goes", () => {
    const s = built({ forests: [1, 0, 1, 0, 0] });
    expect(legalChoices(s, 0).map((c) => c.label)).toEqual([
      "Keep one Forest on A3-A4, remove the other one (+1 wood, +1 fish)",
      "Keep one Forest on B3-B4, remove the other one (+1 wood, +1 fish)",
      "Skip Hideaway",
    ]);
  });

  it('"For each Forest that you remove via this effect, take 1 wood and 1 fish from the general supply and place the wood and the fish in your personal supply" — "literally leave one—and only one—Forest"', () => {
    const s = play(built(), 0, "keep-forest:0");
    expect(player(s, 0).forests).toEqual([1, 0, 0, 0, 0]);
    expect(player(s, 0).supply).toEqual({ wood: 3, fish: 3, gold: 0 });
    expect(s.log.at(-1)?.text).toBe("Player 1 removes 3 Forests, keeping one on double space A3-A4, and takes 3 wood, 3 fish (Hideaway).");
    expect(waiting(s)).toEqual([1]);
  });

  it("keeping the one Forest of a single stack removes both Forests of the double stack", () => {
    const s = play(built(), 0, "keep-forest:4");
    expect(player(s, 0).forests).toEqual([0, 0, 0, 0, 1]);
    expect(player(s, 0).supply).toEqual({ wood: 3, fish: 3, gold: 0 });
  });

  it('"Observe the 12 wood limit in your personal supply": at 11 wood only 1 of the 3 wood is kept, all 3 fish are', () => {
    const s = play(built({ wood: 11 }), 0, "keep-forest:2");
    expect(player(s, 0).supply).toEqual({ wood: 12, fish: 3, gold: 0 });
    expect(s.log.at(-1)?.text).toBe("Player 1 removes 3 Forests, keeping one on double space B3-B4, and takes 1 wood, 3 fish (Hideaway; the 12-wood limit leaves 2 wood in the general supply).");
  });

  it("every Forest removed is a removal: with the Forest Storage (A301) owned, 3 Forests removed put 3 wood and 3 fish in their Reserve (ruling A19)", () => {
    const s = play(built({ storage: true }), 0, "keep-forest:0");
    expect(player(s, 0).forests).toEqual([1, 0, 0, 0, 0]);
    expect(player(s, 0).supply).toEqual({ wood: 3, fish: 3, gold: 0 });
    expect(player(s, 0).reserve).toEqual({ wood: 3, fish: 3, gold: 0 });
    expect(s.log.filter((l) => l.text === "Player 1 places 1 wood, 1 fish in their Reserve (Forest Storage).")).toHaveLength(3);
    expect(waiting(s)).toEqual([1]);
  });

  it('"or decline the effect of the Hideaway—removing no Forests at all"', () => {
    const s = play(built({ storage: true }), 0, "decline");
    expect(player(s, 0).forests).toEqual([2, 0, 1, 0, 1]);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(waiting(s)).toEqual([1]);
  });

  it('"The Hideaway has no effect if you only have one Forest or no Forests at all": nothing is asked', () => {
    const cases = [
      { forests: [0, 0, 1, 0, 0], why: "there is only one Forest on the Harbor board" },
      { forests: [0, 0, 0, 0, 0], why: "there are no Forests on the Harbor board" },
    ];
    for (const { forests, why } of cases) {
      const s = built({ forests });
      expect(waiting(s)).toEqual([1]);
      expect(player(s, 0).forests).toEqual(forests);
      expect(s.log.at(-1)?.text).toBe(`Player 1's Hideaway has no effect: ${why}.`);
    }
  });

  it("two Forests on one double space: one is removed, the other stays", () => {
    const s = play(built({ forests: [2, 0, 0, 0, 0] }), 0, "keep-forest:0");
    expect(player(s, 0).forests).toEqual([1, 0, 0, 0, 0]);
    expect(player(s, 0).supply).toEqual({ wood: 1, fish: 1, gold: 0 });
  });

  it("a garbage answer (an unforested double space, another card's choice) is refused and changes nothing", () => {
    const s = built();
    const frozen = JSON.stringify(s);
    for (const bad of ["keep-forest:1", "keep-forest:7", "forest-space:0", "done", "use:A314"]) {
      expect(() => applyChoice(s, 0, bad)).toThrow(/is not one of your choices right now\. Player 1: Hideaway/);
    }
    expect(() => applyChoice(s, 1, "keep-forest:0")).toThrow(/not your turn/);
    expect(JSON.stringify(s)).toBe(frozen);
    expect(checkInvariants(s)).toEqual([]);
  });
});
