import { describe, expect, it } from "vitest";
import { applyChoice, legalChoices, summarize } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { checkInvariants } from "../engine/invariants.ts";
import { buildWithSpace, cardGame, edit, waiting } from "./helpers.ts";

/** A position with these fish on the Banquet plates (ledger kept). */
function withPlates(plates: number[]) {
  return edit(cardGame(), (d) => {
    d.ledger.fish += plates.reduce((a, b) => a + b, 0) - d.plates.reduce((a, b) => a + b, 0);
    d.plates = plates;
  });
}

describe("B221 Poor House", () => {
  it('asks first, in the card\'s words, with a real decline (ruling A14): "Immediately ... move all of the fish from the Banquet Table plates into your personal supply"', () => {
    const s = buildWithSpace(withPlates([1, 1, 1, 0, 0, 0, 0]), 0, "B221", [1, 0], { wood: 2, fish: 0, gold: 0 });
    expect(waiting(s)).toEqual([0]);
    expect(legalChoices(s, 0).map(({ id, label }) => ({ id, label }))).toEqual([
      { id: "use:B221", label: "Take all 3 fish from the Banquet Table" },
      { id: "decline", label: "Skip Poor House" },
    ]);
    expect(summarize(s).prompts.map(({ seat, prompt }) => ({ seat, prompt }))).toEqual([{ seat: 0, prompt: "Player 1: Poor House: move all 3 fish from the Banquet Table into your supply? (Then no Elder can be used until someone serves fish.)" }]);
  });

  it('"You must take either literally all fish from the Banquet Table": taking moves every plate\'s fish into the supply', () => {
    const s = buildWithSpace(withPlates([1, 1, 1, 1, 1, 0, 0]), 0, "B221", [1, 0], { wood: 2, fish: 0, gold: 0 });
    const t = applyChoice(s, 0, "use:B221");
    expect(t.plates).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(player(t, 0).supply.fish).toBe(5);
    expect(checkInvariants(t)).toEqual([]);
    expect(waiting(t)).toEqual([1]);
  });

  it('"... or no fish at all": declining leaves the Banquet Table as it was', () => {
    const s = buildWithSpace(withPlates([1, 1, 0, 0, 0, 0, 0]), 0, "B221", [1, 0], { wood: 2, fish: 0, gold: 0 });
    const t = applyChoice(s, 0, "decline");
    expect(t.plates).toEqual([1, 1, 0, 0, 0, 0, 0]);
    expect(player(t, 0).supply.fish).toBe(0);
    expect(waiting(t)).toEqual([1]);
  });

  it('"The Poor House has no effect if there is no fish on the Banquet Table": nothing is asked', () => {
    const s = buildWithSpace(withPlates([0, 0, 0, 0, 0, 0, 0]), 0, "B221", [1, 0], { wood: 2, fish: 0, gold: 0 });
    expect(waiting(s)).toEqual([1]);
    expect(s.log.at(-1)?.text).toBe("Player 1's Poor House has no effect: there is no fish on the Banquet Table.");
  });

  it("a garbage or foreign answer to its question is refused with a sentence and changes nothing", () => {
    const s = buildWithSpace(withPlates([1, 0, 0, 0, 0, 0, 0]), 0, "B221", [1, 0], { wood: 2, fish: 0, gold: 0 });
    const frozen = JSON.stringify(s);
    expect(() => applyChoice(s, 0, "use:B999")).toThrow(/"use:B999" is not one of your choices right now\. Player 1: Poor House: move all 1 fish/);
    expect(() => applyChoice(s, 0, "pass")).toThrow(/Finish your current action first/);
    expect(() => applyChoice(s, 1, "use:B221")).toThrow(/not your turn/);
    expect(JSON.stringify(s)).toBe(frozen);
  });
});
