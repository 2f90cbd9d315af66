import { describe, expect, it } from "vitest";
import { applyChoice, legalChoices, summarize } from "../../src/engine/index.ts";
import type { GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { checkInvariants } from "../engine/invariants.ts";
import { buildWithSpace, cardGame, edit, play, waiting } from "./helpers.ts";

/** Seat 0 builds the Forester's Cottage on B1 (double space 1 is empty); Forests start 2, 0, 1, 0, 1 unless given. */
function built(forests?: number[]): GameState {
  const s = forests ? edit(cardGame(), (d) => { const p = d.players[0]; if (p) p.forests = forests; }) : cardGame();
  return buildWithSpace(s, 0, "A205", [1, 0], { wood: 2, fish: 1, gold: 0 });
}

describe("A205 Forester’s Cottage", () => {
  it('asks in the card\'s words, with a decline (ruling A14): "You may immediately ... add exactly one Forest each to any number of double spaces already containing at least one Forest"', () => {
    const s = built();
    expect(waiting(s)).toEqual([0]);
    expect(legalChoices(s, 0).map(({ id, label }) => ({ id, label }))).toEqual([
      { id: "forest-space:0", label: "Add a Forest to A3-A4 (2 there)" },
      { id: "forest-space:2", label: "Add a Forest to B3-B4 (1 there)" },
      { id: "forest-space:4", label: "Add a Forest to C3-C4 (1 there)" },
      { id: "decline", label: "Skip Forester’s Cottage" },
    ]);
    expect(summarize(s).prompts.map(({ seat, prompt }) => ({ seat, prompt }))).toEqual([{ seat: 0, prompt: "Player 1: Forester’s Cottage: add exactly one Forest each to any number of double spaces already containing at least one Forest? Choose a double space." }]);
  });

  it('"You decide which and how many double spaces shall receive the additional Forest. (You are not required to add one to every forested double space.)" — and "more than two Forests on a double space" is possible', () => {
    let s = play(built(), 0, "forest-space:0");
    expect(player(s, 0).forests).toEqual([3, 0, 1, 0, 1]);
    expect(s.log.at(-1)?.text).toBe("Player 1 adds a Forest to double space A3-A4, now 3 there (Forester’s Cottage).");
    expect(legalChoices(s, 0).map(({ id, label }) => ({ id, label }))).toEqual([
      { id: "forest-space:2", label: "Add a Forest to B3-B4 (1 there)" },
      { id: "forest-space:4", label: "Add a Forest to C3-C4 (1 there)" },
      { id: "done", label: "Done: add no more Forests" },
    ]);
    s = play(s, 0, "forest-space:4", "done");
    expect(player(s, 0).forests).toEqual([3, 0, 1, 0, 2]);
    expect(waiting(s)).toEqual([1]);
  });

  it('"exactly one Forest each": once every forested double space got its one Forest, nothing more is asked', () => {
    const s = play(built(), 0, "forest-space:2", "forest-space:0", "forest-space:4");
    expect(player(s, 0).forests).toEqual([3, 0, 2, 0, 2]);
    expect(waiting(s)).toEqual([1]);
  });

  it('"You may": declining adds no Forest', () => {
    const s = play(built(), 0, "decline");
    expect(player(s, 0).forests).toEqual([2, 0, 1, 0, 1]);
    expect(waiting(s)).toEqual([1]);
  });

  it('"The Forester’s Cottage has no effect if you do not have any Forests": nothing is asked', () => {
    const s = built([0, 0, 0, 0, 0]);
    expect(waiting(s)).toEqual([1]);
    expect(player(s, 0).forests).toEqual([0, 0, 0, 0, 0]);
    expect(s.log.at(-1)?.text).toBe("Player 1's Forester’s Cottage has no effect: there are no Forests on the Harbor board.");
  });

  it("a garbage answer (an unforested double space, the same double space twice, done before any) is refused and changes nothing", () => {
    const s = built();
    const frozen = JSON.stringify(s);
    for (const bad of ["forest-space:1", "forest-space:9", "done", "keep-forest:0"]) {
      expect(() => applyChoice(s, 0, bad)).toThrow(/is not one of your choices right now\. Player 1: Forester’s Cottage/);
    }
    expect(() => applyChoice(s, 1, "forest-space:0")).toThrow(/not your turn/);
    expect(JSON.stringify(s)).toBe(frozen);
    const t = applyChoice(s, 0, "forest-space:0");
    const frozenT = JSON.stringify(t);
    expect(() => applyChoice(t, 0, "forest-space:0")).toThrow(/is not one of your choices right now/);
    expect(JSON.stringify(t)).toBe(frozenT);
    expect(checkInvariants(t)).toEqual([]);
  });
});
