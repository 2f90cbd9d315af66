import type { CardEffect } from "../../engine/card-hooks.ts";
import { RuleError, doubleLabel, forestCount, gain, goodsText, log, player, removeForests, seatName } from "../../engine/state.ts";
import { record } from "../../engine/listeners.ts";
import type { Choice, GameState } from "../../engine/types.ts";
import { unlessNoEffect } from "../mechanisms/card-gain.ts";

const PREFIX = "keep-forest:";

/** One choice per forested double space: the stack that keeps its one Forest (ruling A19). */
function keepChoices(s: GameState, seat: number): Choice[] {
  const p = player(s, seat);
  const removed = forestCount(p) - 1;
  if (removed < 1) return [];
  const out: Choice[] = [];
  p.forests.forEach((n, d) => {
    if (n > 0) out.push({ id: `${PREFIX}${d}`, label: `Keep one Forest on ${doubleLabel(d)}, remove the other ${removed === 1 ? "one" : removed} (+${removed} wood, +${removed} fish)` });
  });
  return out;
}

function whyNot(s: GameState, seat: number): string | null {
  const n = forestCount(player(s, seat));
  if (n === 0) return "there are no Forests on the Harbor board";
  return n === 1 ? "there is only one Forest on the Harbor board" : null;
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
      prompt: "remove all Forests from your Harbor board but one, taking 1 wood and 1 fish for each Forest removed? Choose where the one Forest stays.",
    }];
  }),
  stepChoices: (s, seat) => keepChoices(s, seat),
  resolveStep({ s, seat, card }, _step, choiceId) {
    if (!keepChoices(s, seat).some((c) => c.id === choiceId)) throw new RuleError("The Hideaway must leave exactly one Forest on a double space that has Forests.");
    const keep = Number(choiceId.slice(PREFIX.length));
    const p = player(s, seat);
    let removed = 0;
    p.forests.forEach((n, d) => {
      removed += removeForests(s, seat, d, n - (d === keep ? 1 : 0));
    });
    for (let i = 0; i < removed; i++) record(s, seat, "afterRemoveForest", { kind: "card", card });
    const kept = gain(s, seat, { wood: removed, fish: removed });
    const lost = removed - kept.wood;
    const note = lost > 0 ? `; the 12-wood limit leaves ${lost} wood in the general supply` : "";
    log(s, seat, `${seatName(seat)} removes ${removed} Forest${removed === 1 ? "" : "s"}, keeping one on double space ${doubleLabel(keep)}, and takes ${goodsText(kept)} (Hideaway${note}).`);
    return [];
  },
};
