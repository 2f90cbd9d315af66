import type { CardEffect } from "../../engine/card-hooks.ts";
import { log, player } from "../../engine/state.ts";
import type { GameState } from "../../engine/types.ts";
import { logNoEffect } from "../mechanisms/card-gain.ts";
import { msg } from "../../engine/words.ts";

const NO_UNISSUED = msg("noEffect.noUnissued");
const whyNot = (s: GameState, seat: number) => (player(s, seat).unissued > 0 ? null : NO_UNISSUED);

/**
 * Town Hall (Herring, B126): "Immediately (and only once via this Building) turn an “Issued
 * Share” in your personal supply to the “Share” side in your color. Leave the turned Share—as
 * an issued Share—in your personal supply. (The effect of the Town Hall is not considered an
 * “Issue a Share” action.) The Town Hall has no effect if you do not have an Unissued Share left."
 *
 * Our ruling A1: the first sentence is a typo for an *Unissued* Share; it becomes an issued
 * Share of your own company and stays in your supply. No gold, and no "after Issue a Share"
 * trigger (Haulage Firm, Laborer Square, Ship Holding Co.). Shares are not goods: they are
 * flipped here, not moved through the goods helpers.
 */
export const townHall: CardEffect = {
  noEffectNow: whyNot,
  immediately(ctx) {
    const p = player(ctx.s, ctx.seat);
    const why = whyNot(ctx.s, ctx.seat);
    if (why !== null) {
      logNoEffect(ctx, why);
      return [];
    }
    p.unissued -= 1;
    p.shares.push(ctx.seat);
    log(ctx.s, ctx.seat, msg("cards.B126.turns", { seat: { seat: ctx.seat } }));
    return [];
  },
};
