import type { CardEffect } from "../../engine/card-hooks.ts";
import { log, platesToSupply } from "../../engine/state.ts";
import type { GameState } from "../../engine/types.ts";
import { logNoEffect } from "../mechanisms/card-gain.ts";
import { msg, said } from "../../engine/words.ts";

function fishOnTable(plates: readonly number[]): number {
  return plates.reduce((a, b) => a + b, 0);
}

const NO_BANQUET_FISH = msg("noEffect.noBanquetFish");
const whyNot = (s: GameState) => (fishOnTable(s.plates) > 0 ? null : NO_BANQUET_FISH);

/**
 * Poor House (Codfish, B221): "Immediately (and only once via this Building) move all of the
 * fish from the Banquet Table plates into your personal supply. (You must take either literally
 * all fish from the Banquet Table or no fish at all.) The Poor House has no effect if there is
 * no fish on the Banquet Table."
 *
 * Asked, with a decline (ruling A14): an empty Banquet Table stops every Elder, yours included,
 * until someone serves fish, so declining can be the better choice.
 */
export const poorHouse: CardEffect = {
  noEffectNow: whyNot,
  immediately(ctx) {
    const n = fishOnTable(ctx.s.plates);
    const why = whyNot(ctx.s);
    if (why !== null) {
      logNoEffect(ctx, why);
      return [];
    }
    return [{
      k: "card", card: ctx.card, tag: "take-table", data: {}, optional: true,
      prompt: msg("cards.B221.prompt", { count: n }),
    }];
  },
  stepChoices: (s) => {
    const n = fishOnTable(s.plates);
    return n > 0 ? [said("use:B221", msg("cards.B221.take", { count: n }))] : [];
  },
  resolveStep(ctx, _step, choiceId) {
    if (choiceId !== "use:B221") return [];
    const n = platesToSupply(ctx.s, ctx.seat);
    log(ctx.s, ctx.seat, msg("cards.B221.moves", { seat: { seat: ctx.seat }, count: n }));
    return [];
  },
};
