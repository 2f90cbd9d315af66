// Hints (`/hint`): the hard AI's best choices, ranked as it ranks them, legal, each with what the
// move gives the seat in game terms, and blind to what the seat cannot see.
import { describe, expect, it } from "vitest";
import { hardAi, mediumAi } from "../../src/ai/index.ts";
import { hardRanking, hardValues, movesByEvaluation } from "../../src/ai/hard.ts";
import { HINT_CHOICES, hint, moveReason, reasonOf } from "../../src/ai/hint.ts";
import { applyChoice, isTurnDecision, legalChoices, type GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, onDisplay, seatToMove, setGoods } from "../cards/helpers.ts";
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
    expect(reason).toMatch(/^a schooner: \+4 VP; −8 wood, −8 fish\nLater: haul \+(\d+) fish at each of the 5 Fishing phases left \(\+\d+ fish in all\)/);
  });

  it("name the later cost of the Hideaway (A314): the Forests it removes open free spaces, each −1 VP at the end unless built on", () => {
    // "You may immediately (and only once via this Building) remove all Forests from your Harbor board but one."
    let s = edit(onDisplay(seatToMove(cardGame({ seed: "hint-hideaway", deck: "codfish" }), 0, { round: 2 }), "A314"), (d) => { player(d, 0).forests = [2, 0, 1, 0, 1]; });
    s = setGoods(s, 0, { supply: { wood: 0, fish: 0, gold: 1 } });
    const path = wholeMove(s, 0, ["place:build-building", "building:A314"], "keep-forest:0");
    const reason = reasonOf(s, 0, path);
    expect(reason).toMatch(/^the Hideaway: \+2 VP; /);
    // 4 spaces freed (B3-B4 and C3-C4), 1 covered by the Hideaway itself.
    expect(reason).toMatch(/\nLater: .*3 free spaces opened: −3 VP at the end unless you build on them/);
  });

  it("name an issued Share's later cost: a fish of each catch left while another player holds it or it lies on the board, and that anyone may buy it", () => {
    const s = seatToMove(cardGame({ seed: "hint-issue" }), 0, { round: 3 });
    const reason = reasonOf(s, 0, ["place:issue-share"]);
    expect(reason).toBe("1 Share issued: +1 VP; +2 gold\nLater: it costs you 1 fish of each of your 4 catches left while it lies on the board or another player holds it, and anyone may buy it for 1 VP; it puts the Fisher’s House within reach for a later turn");
  });

  it("count only the move itself when it ends the round: the Forest Admin. (B330) built with the round's last Worker costs 5 wood and 5 fish, and the next catch is not counted", () => {
    // "The amount of wood and fish that you must pay for the Forest Admin. is equal to the number of Building spaces on your Harbor board that are not covered with Forest"
    const base = edit(onDisplay(cardGame({ seed: "hint-admin", deck: "codfish" }), "B330"), (d) => { player(d, 0).forests = [2, 0, 1, 0, 1]; });
    const last = (base.firstPlayer + 1) % 2;
    let s = seatToMove(base, last, { round: 2, workerTurn: 3 });
    s = edit(s, (d) => { for (const p of d.players) p.workersLeft = 0; const me = d.players[last]; if (me) { me.workersLeft = 1; me.forests = [2, 0, 1, 0, 1]; } });
    s = setGoods(s, last, { supply: { wood: 5, fish: 5, gold: 0 }, reserve: { wood: 0, fish: 0, gold: 0 } });
    const path = wholeMove(s, last, ["place:build-building", "building:B330"]);
    const whole = path.reduce((t, id) => applyChoice(t, last, id), s);
    expect(whole.round).toBe(3); // the move ends round 2; playing it on reaches round 3's catch
    const reason = reasonOf(s, last, path);
    expect(reason).toMatch(/^the Forest Admin\.: \+5 VP; 1 free space covered \(\+1 VP at the end\); −5 wood, −5 fish/);
    expect(reason).not.toMatch(/\+\d+ fish/);
  });

  it("say what a pass gives up", () => {
    const s = seatToMove(cardGame({ seed: "hint-pass" }), 0);
    expect(moveReason(s, applyChoice(s, 0, "pass"), 0)).toBe("you keep your goods as they are and this Worker stays unused");
  });
});

/** `ids`, then the seat's follow-up decisions of the same move: `then` where offered, else the first choice. */
function wholeMove(s: GameState, seat: number, ids: readonly string[], then?: string): string[] {
  const path = [...ids];
  let t = ids.reduce((x, id) => applyChoice(x, seat, id), s);
  for (let i = 0; i < 5 && !isTurnDecision(t, seat) && legalChoices(t, seat).length > 0 && t.round === s.round; i++) {
    const legal = legalChoices(t, seat).map((c) => c.id);
    const id = then && legal.includes(then) ? then : legal[0];
    if (id === undefined) break;
    path.push(id);
    t = applyChoice(t, seat, id);
  }
  return path;
}
