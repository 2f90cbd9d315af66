import { describe, expect, it } from "vitest";
import { easyAi, mediumAi, mediumValues } from "../../src/ai/index.ts";
import { applyChoice, legalChoices } from "../../src/engine/index.ts";
import type { GameState } from "../../src/engine/index.ts";
import { DECKS, hiddenChanged, playGame as play } from "./helpers.ts";

// How strong it is (medium beats easy in at least 90% of 200 two-player games over all decks,
// seats alternating, seeds "strength-N") is a statistical run, not a unit test: it is the strength
// gate `npm run simulate -- --ai medium,easy --games 200 --players 2 --order first --seed strength
// --min-win-rate 0.9`, run by .ci/run.

describe("the medium AI", () => {
  it("never chooses an illegal move, over thousands of decisions in games of 2 to 5 players with every deck and both levels", () => {
    let decisions = 0;
    for (const players of [2, 3, 4, 5] as const) {
      for (const deck of DECKS) {
        // Seats alternate medium and easy; which level sits first alternates with the deck.
        const ais = DECKS.indexOf(deck) % 2 === 0 ? [mediumAi, easyAi] : [easyAi, mediumAi];
        play(players, deck, `legal-${players}-${deck}`, ais, (s, seat, id) => {
          decisions++;
          if (!legalChoices(s, seat).some((c) => c.id === id)) throw new Error(`illegal choice ${id} for seat ${seat} (${players} players, ${deck}, choice ${s.choices})`);
        });
      }
    }
    expect(decisions).toBeGreaterThan(2000);
  }, 120_000);

  it("chooses the same, and values every choice the same, whatever another player's hand and the order of the piles are", () => {
    let checked = 0;
    let withHiddenHands = 0;
    let drawingChoices = 0;
    for (const players of [2, 4] as const) {
      play(players, "mixed", `hidden-${players}`, [mediumAi], (s, seat, id) => {
        // Rounds 3 to 5: the round-4 C draw, hands held, display refills from the piles.
        // Every decision of round 3 (its last one draws the C cards into the hands), every third after.
        if (s.round < 3 || s.round > 5 || (s.round > 3 && s.choices % 3 !== 0)) return;
        const changed = hiddenChanged(s, seat);
        const n = Math.min(s.players[(seat + 1) % players]?.hand.length ?? 0, s.pileC.length);
        if (JSON.stringify(changed) === JSON.stringify(s)) return;
        if (n > 0) withHiddenHands++;
        if (applyChoice(s, seat, id).pileC.length !== s.pileC.length) drawingChoices++;
        expect(mediumAi.choose(changed, seat), `choice ${s.choices}, seat ${seat}`).toBe(id);
        expect(mediumValues(changed, seat), `values at choice ${s.choices}, seat ${seat}`).toEqual(mediumValues(s, seat));
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(20);
    expect(withHiddenHands).toBeGreaterThan(5);
    expect(drawingChoices).toBeGreaterThan(0);
  }, 120_000);

  it("gives the same choice for the same state and seat (also after a JSON round trip of the state)", () => {
    let checked = 0;
    for (const players of [2, 3, 5] as const) {
      play(players, "codfish", `same-${players}`, [mediumAi, easyAi], (s, seat, id) => {
        if (s.choices % 5 !== 0) return;
        const copy = JSON.parse(JSON.stringify(s)) as GameState;
        expect(mediumAi.choose(copy, seat)).toBe(mediumAi.choose(s, seat));
        expect(easyAi.choose(copy, seat)).toBe(easyAi.choose(s, seat));
        expect([mediumAi.choose(s, seat), easyAi.choose(s, seat)]).toContain(id);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(30);
  }, 120_000);
});
