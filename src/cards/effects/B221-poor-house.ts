import type { CardEffect } from "../../engine/card-hooks.ts";
import { log, platesToSupply, seatName } from "../../engine/state.ts";
import type { GameState } from "../../engine/types.ts";
import { logNoEffect } from "../mechanisms/card-gain.ts";

function fishOnTable(plates: readonly number[]): number {
  return plates.reduce((a, b) => a + b, 0);
}

const whyNot = (s: GameState) => (fishOnTable(s.plates) > 0 ? null : "there is no fish on the Banquet Table");

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
      prompt: `move all ${n} fish from the Banquet Table into your supply? (Then no Elder can be used until someone serves fish.)`,
    }];
  },
  stepChoices: (s) => {
    const n = fishOnTable(s.plates);
    return n > 0 ? [{ id: "use:B221", label: `Take all ${n} fish from the Banquet Table` }] : [];
  },
  resolveStep(ctx, _step, choiceId) {
    if (choiceId !== "use:B221") return [];
    const n = platesToSupply(ctx.s, ctx.seat);
    log(ctx.s, ctx.seat, `${seatName(ctx.seat)} moves all ${n} fish from the Banquet Table into their supply (Poor House).`);
    return [];
  },
};
