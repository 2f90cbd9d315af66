import type { CardEffect } from "../../engine/card-hooks.ts";
import { logNoEffect } from "../mechanisms/card-gain.ts";
import { takeFor } from "../mechanisms/on-event.ts";
import { msg } from "../../engine/words.ts";

/**
 * Holding Company (Codfish, A316): "Each time after you buy Shares (regardless of color), place
 * the gold that you used to pay for the Shares in your Reserve (instead of the general supply).
 * (It does not matter how you got to buy the Shares.) If you get the Shares at no cost (e.g., due
 * to the discount on the “Buy All Shares” action space in Round 4 and later), you do not get any
 * gold into your Reserve via the Holding Company."
 *
 * The engine's Buy Shares pays the price into the general supply and raises `afterBuyShares`
 * with the price as its detail; the card then places that much gold from the general supply in
 * the Reserve (the same gold, as far as the ledger is concerned).
 */
export const holdingCompany: CardEffect = {
  on: {
    afterBuyShares(ctx) {
      const paid = Number(ctx.detail ?? "0");
      if (!Number.isInteger(paid) || paid <= 0) {
        logNoEffect(ctx, msg("cards.A316.why"));
        return [];
      }
      takeFor(ctx.s, ctx.seat, ctx.card, { gold: paid }, "reserve");
      return [];
    },
  },
};
