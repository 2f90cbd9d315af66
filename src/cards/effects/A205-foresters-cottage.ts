import type { CardEffect } from "../../engine/card-hooks.ts";
import { RuleError, addForests, doubleLabel, forestCount, log, player } from "../../engine/state.ts";
import type { Choice, GameState, Step } from "../../engine/types.ts";
import { unlessNoEffect } from "../mechanisms/card-gain.ts";
import { msg, said } from "../../engine/words.ts";

const PREFIX = "forest-space:";

/** The double spaces already given their one Forest by this effect, kept in the step's data. */
function added(step: Extract<Step, { k: "card" }>): number[] {
  const raw = step.data.added;
  return typeof raw === "string" && raw !== "" ? raw.split(",").map(Number) : [];
}

const FIRST = msg("cards.A205.first");
const NEXT = msg("cards.A205.next");

function ask(card: string, done: readonly number[]): Step {
  const first = done.length === 0;
  return {
    k: "card", card, tag: "add-forests", data: { added: done.join(",") }, optional: first,
    prompt: first ? FIRST : NEXT,
  };
}

/** Forested double spaces that have not yet received their Forest from this effect. */
function open(s: GameState, seat: number, done: readonly number[]): Choice[] {
  const out: Choice[] = [];
  player(s, seat).forests.forEach((n, d) => {
    if (n > 0 && !done.includes(d)) out.push(said(`${PREFIX}${d}`, msg("forest.add", { double: doubleLabel(d), count: n })));
  });
  return out;
}

const NO_FORESTS = msg("noEffect.noForests");
const whyNot = (s: GameState, seat: number) => (forestCount(player(s, seat)) > 0 ? null : NO_FORESTS);
const DONE = said("done", msg("cards.A205.done"));

/**
 * Forester’s Cottage (Mackerel, A205): "You may immediately (and only once via this Building) add
 * exactly one Forest each to any number of double spaces already containing at least one Forest.
 * (It is possible that there are more than two Forests on a double space. Remember that Forests
 * may not overhang.) You decide which and how many double spaces shall receive the additional
 * Forest. (You are not required to add one to every forested double space.) The Forester’s
 * Cottage has no effect if you do not have any Forests. (The effect of the Forester’s Cottage is
 * not considered a “Reforest” action.)"
 *
 * Asked (ruling A14: it places Forests), one double space at a time (A17: any number, down to
 * none): the first question can be declined, each later one offers `done`. No Reforest event.
 */
export const forestersCottage: CardEffect = {
  noEffectNow: whyNot,
  immediately: unlessNoEffect(whyNot, (ctx) => [ask(ctx.card, [])]),
  stepChoices(s, seat, step) {
    const done = added(step);
    const out = open(s, seat, done);
    if (done.length > 0) out.push(DONE);
    return out;
  },
  resolveStep({ s, seat, card }, step, choiceId) {
    const done = added(step);
    if (choiceId === "done" && done.length > 0) return [];
    if (!open(s, seat, done).some((c) => c.id === choiceId)) throw new RuleError(msg("cards.A205.cannot"));
    const d = Number(choiceId.slice(PREFIX.length));
    const now = addForests(s, seat, d, 1);
    log(s, seat, msg("cards.A205.adds", { seat: { seat }, double: doubleLabel(d), count: now }));
    const next = [...done, d];
    return open(s, seat, next).length > 0 ? [ask(card, next)] : [];
  },
};
