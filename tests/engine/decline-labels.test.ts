// The "decline" choice of every optional step says what is declined (issue 35): the bot shows the
// engine's labels as buttons, and a bare "Decline" never said what it turned down.
import { describe, expect, it } from "vitest";
import { BUILDINGS } from "../../src/cards/buildings/data.ts";
import { declineLabel, isOptional } from "../../src/engine/handlers.ts";
import { ELDERS } from "../../src/engine/rules-data.ts";
import { applyChoice, legalChoices, newGame } from "../../src/engine/index.ts";
import type { DeckOption, GameState, PlayerCount, Source, Step, SubAction } from "../../src/engine/index.ts";
import { ELDER_IDS } from "../../src/engine/types.ts";
import { choose, edit, lcg, randomMove, testGame } from "./helpers.ts";

/** A button's width on a phone: the longest decline label allowed. */
const MAX = 40;

/** What each kind of optional step's decline must name (besides the Building that asked, when one did). */
const NAMES: Partial<Record<Step["k"], RegExp>> = {
  "serve-more": /^Stop serving$/,
  "choose-building": /^(Build nothing|Skip .+)$/,
  "remove-forest": /^(Remove no (more )?Forests?|Skip Deforest)\b/,
  "place-forests": /^Place no Forests?\b/,
  "choose-ship": /^Build no Ship\b/,
  "choose-elder-to-take": /^Take no Elder\b/,
  "offer-elder-use": /^Keep the .+ for later$/,
  "elder-options": /^(Skip |Build no |Build neither |Serve no fish)/,
  card: /^Skip .+$/,
};

/** The Building or Elder that asked, by name, when the step names one. */
function asker(step: Step): string | null {
  if (step.k === "card") return BUILDINGS.find((b) => b.id === step.card)?.name ?? null;
  if (step.k === "offer-elder-use") return ELDERS[step.elder].name;
  const src = "src" in step ? step.src : null;
  return src?.kind === "card" ? BUILDINGS.find((b) => b.id === src.card)?.name ?? null : null;
}

function expectSaysWhat(step: Step, label: string): void {
  expect(label.length, label).toBeLessThanOrEqual(MAX);
  expect(label).not.toMatch(/^Decline\b/);
  const words = NAMES[step.k];
  expect(words, `no words expected for ${step.k}`).toBeDefined();
  expect(label).toMatch(words ?? /./);
  const name = asker(step);
  if (name) expect(label).toContain(name);
}

/** Every decline seen in seeded random games of each deck and player count: the step it declines and its label. */
function declinesSeen(): { step: Step; label: string }[] {
  const out: { step: Step; label: string }[] = [];
  const games: [PlayerCount, DeckOption][] = [[2, "herring"], [3, "mackerel"], [4, "codfish"], [5, "mixed"], [2, "codfish"], [3, "mixed"]];
  games.forEach(([players, deck], n) => {
    const rand = lcg(11 + n);
    let s = newGame({ players, seed: `declines-${deck}-${players}`, deck });
    for (let move = randomMove(s, rand); move; move = randomMove(s, rand)) {
      const seat = move.seat;
      const step = s.queues.find((q) => q.seat === seat)?.steps[0];
      const decline = legalChoices(s, seat).find((c) => c.id === "decline");
      if (step && decline) out.push({ step, label: decline.label });
      s = applyChoice(s, seat, move.choiceId);
    }
  });
  return out;
}

describe("decline labels", () => {
  it("every decline offered in seeded games says what is declined, in at most 40 characters, and names the Building that asked", () => {
    const seen = declinesSeen();
    expect(seen.length).toBeGreaterThan(20);
    for (const { step, label } of seen) expectSaysWhat(step, label);
    // The games reach most kinds of optional step (a card's optional Ship is left to the next test).
    expect(new Set(seen.map((x) => x.step.k)).size).toBeGreaterThanOrEqual(7);
  });

  it("every optional step kind says what is declined, whichever Building or Elder asks (the longest Building name included)", () => {
    const subActions: SubAction[][] = [["build-building"], ["build-ship"], ["transfer-reserve"], ["serve-fish"], ["deforest", "reforest"], ["build-ship", "build-building"]];
    const sources: Source[] = [
      { kind: "space", space: "build-building" },
      ...ELDER_IDS.map((elder): Source => ({ kind: "elder", elder })),
      ...BUILDINGS.map((b): Source => ({ kind: "card", card: b.id })),
    ];
    const steps: Step[] = [{ k: "serve-more", src: { kind: "space", space: "serve-fish" } }];
    for (const src of sources) {
      steps.push(
        { k: "choose-building", src, optional: true },
        { k: "remove-forest", src, optional: true, left: 2, deforest: false },
        { k: "remove-forest", src, optional: true, left: 1, deforest: true },
        { k: "place-forests", src, forests: 1, optional: true, allowForested: true, reforest: false },
        { k: "place-forests", src, forests: 4, optional: true, allowForested: false, reforest: true },
        { k: "choose-ship", src, optional: true, woodDiscount: 0 },
        { k: "choose-elder-to-take", src, optional: true, noUse: true },
        ...subActions.map((options): Step => ({ k: "elder-options", src, options, optional: true })),
      );
    }
    for (const elder of ELDER_IDS) steps.push({ k: "offer-elder-use", elder });
    for (const b of BUILDINGS) steps.push({ k: "card", card: b.id, tag: "use", data: {}, optional: true });
    for (const step of steps) {
      expect(isOptional(step)).toBe(true);
      expectSaysWhat(step, declineLabel(step));
    }
    // Every kind of step that can be optional is among them.
    expect(new Set(steps.map((s) => s.k))).toEqual(new Set(Object.keys(NAMES)));
  });

  it("the words per step kind, as the prompts ask them", () => {
    const labels = (s: GameState, seat: number) => legalChoices(s, seat).find((c) => c.id === "decline")?.label;
    const s = edit(testGame({ players: 3, seed: "decline-words" }), (d) => {
      d.players[d.firstPlayer]!.elders = [{ id: "silviculturist", fish: 0, worker: false }, { id: "steward", fish: 0, worker: false }, { id: "contractor", fish: 0, worker: false }];
      d.players[d.firstPlayer]!.supply = { wood: 5, fish: 10, gold: 3 };
      d.plates = [1, 1, 1, 0, 0, 0, 0];
    });
    const seat = s.firstPlayer;
    // "You may then take either a “Deforest” or “Reforest” action (or decline both actions)."
    expect(labels(choose(s, seat, "elder:silviculturist"), seat)).toBe("Skip Deforest and Reforest");
    // "You may then take a “Transfer Reserve” action (or decline)."
    const reserve = edit(s, (d) => { d.players[seat]!.reserve.fish = 2; });
    expect(labels(choose(reserve, seat, "elder:steward"), seat)).toBe("Skip Transfer Reserve");
    // "remove either 0, 1, or 2 Forests ... You may then take a “Build a Building” action (or decline"
    const contractor = choose(s, seat, "elder:contractor");
    expect(labels(contractor, seat)).toBe("Remove no more Forests");
    // Serve Fish: "you may go on to the next plate".
    const serve = choose(edit(s, (d) => { d.plates = [0, 0, 0, 0, 0, 0, 0]; }), seat, "place:serve-fish");
    expect(labels(serve, seat)).toBe("Stop serving");
  });
});
