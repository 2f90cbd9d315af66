// "You may immediately (and only once via this Building) take a “Take an Elder” action, without
// placing a Worker. ... You may not use the new Elder right away." Park Lodge, Ballroom and the
// Village Center: the engine's Take an Elder with the card as source, never offering use-now,
// optional; picking an Elder takes the action (one decision, ruling A14).
import type { CardEffect, HookContext } from "../../engine/card-hooks.ts";
import { ELDER_SEATS } from "../../engine/rules-data.ts";
import { player } from "../../engine/state.ts";
import type { GameState, Msg, Step } from "../../engine/types.ts";
import { msg } from "../../engine/words.ts";
import { logNoEffect } from "./card-gain.ts";
import { bySelf } from "./free-action.ts";

export function freeTakeElder(ctx: HookContext): Step {
  return { k: "choose-elder-to-take", src: bySelf(ctx), noUse: true, optional: true };
}

const COUNCIL_FULL = msg("noEffect.councilFull");
const NO_ELDERS_LEFT = msg("noEffect.noEldersLeft");

/** "... has no effect if there are no seats left in your Elder Council" (or no Elder left to take). */
export function whyNoElder(s: GameState, seat: number): Msg | null {
  if (player(s, seat).elders.length >= ELDER_SEATS) return COUNCIL_FULL;
  return s.elderStacks.some((st) => st.cards.length > 0) ? null : NO_ELDERS_LEFT;
}

/** "Immediately ... take a “Take an Elder” action ... has no effect if there are no seats left": Park Lodge, Ballroom. */
export const takeElderImmediately: Required<Pick<CardEffect, "immediately" | "noEffectNow">> = {
  noEffectNow: whyNoElder,
  immediately(ctx) {
    const why = whyNoElder(ctx.s, ctx.seat);
    if (why !== null) {
      logNoEffect(ctx, why);
      return [];
    }
    return [freeTakeElder(ctx)];
  },
};
