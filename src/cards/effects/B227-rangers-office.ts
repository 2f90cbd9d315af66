import type { CardEffect } from "../../engine/card-hooks.ts";
import { RuleError, addForests, doubleLabel, log, player } from "../../engine/state.ts";
import type { Choice } from "../../engine/types.ts";
import { msg, said } from "../../engine/words.ts";

const PREFIX = "forest-space:";
const PROMPT = msg("cards.B227.prompt");

/**
 * Ranger’s Office (Mackerel, B227): "Each time before you take a “Thin Out” action, you may add a
 * Forest to a double space that already contains one or more Forests. (It does not matter how you
 * got the “Thin Out” action. It is possible that there are more than two Forests on a double
 * space. Remember that Forests may not overhang.) The newly added Forest counts towards the “Thin
 * Out” action, because it is placed before. (The effect of the Ranger’s Office is not considered a
 * “Reforest” action.)"
 * It does not make a Thin Out possible at 12 wood (ruling A11).
 */
export const rangersOffice: CardEffect = {
  before: {
    beforeThinOut: ({ s, seat, card }) => (player(s, seat).forests.some((n) => n > 0)
      ? [{ k: "card", card, tag: "add-forest", data: {}, optional: true, prompt: PROMPT }]
      : []),
  },
  stepChoices(s, seat) {
    const out: Choice[] = [];
    player(s, seat).forests.forEach((n, d) => {
      if (n > 0) out.push(said(`${PREFIX}${d}`, msg("forest.add", { double: doubleLabel(d), count: n })));
    });
    return out;
  },
  resolveStep({ s, seat }, _step, choiceId) {
    const d = Number(choiceId.slice(PREFIX.length));
    const p = player(s, seat);
    if (!choiceId.startsWith(PREFIX) || !((p.forests[d] ?? 0) > 0)) throw new RuleError(msg("cards.B227.noForest"));
    addForests(s, seat, d, 1);
    log(s, seat, msg("cards.B227.adds", { seat: { seat }, double: doubleLabel(d) }));
    return [];
  },
};
