import type { CardEffect } from "../../engine/card-hooks.ts";
import { doubleLabel, forestCount, gain, log, player, removeForests } from "../../engine/state.ts";
import type { Choice } from "../../engine/types.ts";
import { msg, said } from "../../engine/words.ts";

const PROMPT = msg("cards.B127.prompt");

/**
 * Sawmill (Herring, B127): "Each time after you complete a “Deforest” action, you may remove an
 * additional Forest from your Harbor board and return it to the general supply. If you do, take
 * 3 wood from the general supply and place the wood in your personal supply. (It does not matter
 * how you got the “Deforest” action. The effect of the Sawmill is not considered as a “Deforest”
 * action on its own.)"
 *
 * Asked as the card's own decision: pick a Forest (`forest:<d>`) or decline. The removal raises
 * afterRemoveForest but not afterDeforest, so a Sawmill never sets itself off. With no Forest
 * left after the Deforest nothing is asked. The 3 wood observe the 12 wood limit.
 */
export const sawmill: CardEffect = {
  on: {
    afterDeforest: ({ s, seat, card }) => (forestCount(player(s, seat)) > 0
      ? [{ k: "card", card, tag: "remove-forest", data: {}, optional: true, prompt: PROMPT }]
      : []),
  },
  stepChoices(s, seat) {
    const out: Choice[] = [];
    player(s, seat).forests.forEach((n, d) => {
      if (n > 0) out.push(said(`forest:${d}`, msg("cards.B127.remove", { double: doubleLabel(d), count: n })));
    });
    return out;
  },
  resolveStep({ s, seat, card }, _step, choiceId) {
    const d = Number(choiceId.slice("forest:".length));
    const p = player(s, seat);
    if (!choiceId.startsWith("forest:") || !((p.forests[d] ?? 0) > 0)) return [];
    removeForests(s, seat, d, 1);
    const kept = gain(s, seat, { wood: 3 });
    log(s, seat, msg("cards.B127.removes", { seat: { seat }, double: doubleLabel(d), goods: { goods: kept } }));
    return [{ k: "fire", event: "afterRemoveForest", src: { kind: "card", card } }];
  },
};
