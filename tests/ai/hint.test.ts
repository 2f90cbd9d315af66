// Hints (`/hint`): the hard AI's best choices, ranked as it ranks them, legal, each with what the
// move gives the seat in game terms, and blind to what the seat cannot see.
import { describe, expect, it } from "vitest";
import { hardAi, mediumAi } from "../../src/ai/index.ts";
import { hardRanking, hardValues, movesByEvaluation } from "../../src/ai/hard.ts";
import { HINT_CHOICES, hint, moveReason } from "../../src/ai/hint.ts";
import { applyChoice, isTurnDecision, legalChoices } from "../../src/engine/index.ts";
import { cardGame, seatToMove, setGoods } from "../cards/helpers.ts";
import { hiddenChanged, playGame } from "./helpers.ts";

const BUDGET = { budgetMs: 20 };

describe("hints", () => {
  it("name the hard AI's choice first, then its ranking of what it played out, then the rest by its evaluation: three legal, distinct choices (fewer only when fewer are legal)", () => {
    let checked = 0;
    playGame(2, "mixed", "hint-ranking", [mediumAi], (s, seat) => {
      if (!isTurnDecision(s, seat) || s.choices % 5 !== 0) return;
      const h = hint(s, seat, BUDGET);
      const legal = legalChoices(s, seat).map((c) => c.id);
      const ids = h.choices.map((c) => c.choiceId);
      expect(ids.length).toBe(Math.min(HINT_CHOICES, legal.length));
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(legal).toContain(id);
      expect(ids[0]).toBe(hardAi(BUDGET).choose(s, seat));
      const searched = hardRanking(hardValues(s, seat, BUDGET)).map((v) => v.id).filter((id) => legal.includes(id)).slice(0, HINT_CHOICES);
      const unsearched = movesByEvaluation(s, seat).map((m) => m.id).filter((id) => legal.includes(id) && !searched.includes(id));
      expect(ids).toEqual([...searched, ...unsearched].slice(0, HINT_CHOICES));
      expect(h.choices[0]?.behind).toBe(0);
      for (const c of h.choices) expect(c.behind).toBeGreaterThanOrEqual(0);
      checked++;
    });
    expect(checked).toBeGreaterThan(5);
  }, 120_000);

  it("are the same whatever another player's hand and the order of the piles are", () => {
    let checked = 0;
    playGame(2, "mixed", "hint-hidden", [mediumAi], (s, seat) => {
      if (s.round < 4 || s.round > 6 || s.choices % 4 !== 0 || legalChoices(s, seat).length < 2) return;
      const changed = hiddenChanged(s, seat);
      if (JSON.stringify(changed) === JSON.stringify(s)) return;
      expect(hint(changed, seat, BUDGET), `hint at choice ${s.choices}`).toEqual(hint(s, seat, BUDGET));
      checked++;
    });
    expect(checked).toBeGreaterThan(5);
  }, 120_000);

  it("say what a schooner gives in game terms: its VP and the larger haul at each Fishing phase left", () => {
    const s = setGoods(seatToMove(cardGame({ seed: "hint-schooner" }), 0, { round: 2 }), 0, { supply: { wood: 8, fish: 8, gold: 0 } });
    let after = applyChoice(s, 0, "place:build-ship");
    const pick = legalChoices(after, 0).find((c) => /schooner/.test(c.label) && /8 wood/.test(c.label));
    if (!pick) throw new Error("no schooner for 8 wood and 8 fish");
    after = applyChoice(after, 0, pick.id);
    const reason = moveReason(s, after, 0);
    expect(reason).toMatch(/^a schooner: \+4 VP, haul \+\d+ fish at each of the \d+ Fishing phases left; −8 wood, −8 fish$/);
  });

  it("say what a pass gives up", () => {
    const s = seatToMove(cardGame({ seed: "hint-pass" }), 0);
    expect(moveReason(s, applyChoice(s, 0, "pass"), 0)).toBe("you keep your goods as they are and this Worker stays unused");
  });
});
