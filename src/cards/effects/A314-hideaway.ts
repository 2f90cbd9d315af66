import type { CardEffect } from "../../engine/card-hooks.ts";
import { RuleError, doubleLabel, forestCount, gain, log, player, removeForests } from "../../engine/state.ts";
import { record } from "../../engine/listeners.ts";
import type { Choice, GameState, Msg } from "../../engine/types.ts";
import { limitNote, unlessNoEffect } from "../mechanisms/card-gain.ts";
import { msg, said } from "../../engine/words.ts";

const PREFIX = "keep-forest:";
const NO_FORESTS = msg("noEffect.noForests");
const ONLY_ONE = msg("cards.A314.onlyOne");
const PROMPT = msg("cards.A314.prompt");

/** One choice per forested double space: the stack that keeps its one Forest (ruling A19). */
function keepChoices(s: GameState, seat: number): Choice[] {
  const p = player(s, seat);
  const removed = forestCount(p) - 1;
  if (removed < 1) return [];
  const out: Choice[] = [];
  p.forests.forEach((n, d) => {
    if (n > 0) out.push(said(`${PREFIX}${d}`, msg("cards.A314.keep", { double: doubleLabel(d), count: removed })));
  });
  return out;
}

function whyNot(s: GameState, seat: number): Msg | null {
  const n = forestCount(player(s, seat));
  if (n === 0) return NO_FORESTS;
  return n === 1 ? ONLY_ONE : null;
}

/**
 * Hideaway (Codfish, A314): "You may immediately (and only once via this Building) remove all
 * Forests from your Harbor board but one. (So you must either literally leave one—and only
 * one—Forest on your Harbor board or decline the effect of the Hideaway—removing no Forests at
 * all.) For each Forest that you remove via this effect, take 1 wood and 1 fish from the general
 * supply and place the wood and the fish in your personal supply. (The effect of the Hideaway is
 * not considered a “Deforest” action. Observe the 12 wood limit in your personal supply.) The
 * Hideaway has no effect if you only have one Forest or no Forests at all."
 *
 * Asked (ruling A14), all or nothing (A17): the player picks the double space whose stack keeps
 * exactly one Forest (A19). Every Forest removed is one removal for the owner's Buildings
 * (Forest Storage pays per Forest); no Deforest event.
 */
export const hideaway: CardEffect = {
  noEffectNow: whyNot,
  immediately: unlessNoEffect(whyNot, (ctx) => {
    return [{
      k: "card", card: ctx.card, tag: "keep-forest", data: {}, optional: true,
      prompt: PROMPT,
    }];
  }),
  stepChoices: (s, seat) => keepChoices(s, seat),
  resolveStep({ s, seat, card }, _step, choiceId) {
    if (!keepChoices(s, seat).some((c) => c.id === choiceId)) throw new RuleError(msg("cards.A314.cannot"));
    const keep = Number(choiceId.slice(PREFIX.length));
    const p = player(s, seat);
    let removed = 0;
    p.forests.forEach((n, d) => {
      removed += removeForests(s, seat, d, n - (d === keep ? 1 : 0));
    });
    for (let i = 0; i < removed; i++) record(s, seat, "afterRemoveForest", { kind: "card", card });
    const kept = gain(s, seat, { wood: removed, fish: removed });
    const limits = limitNote({ wood: removed, fish: removed }, kept, "supply");
    log(s, seat, msg("cards.A314.removes", { seat: { seat }, count: removed, double: doubleLabel(keep), goods: { goods: kept }, limits }));
    return [];
  },
};
