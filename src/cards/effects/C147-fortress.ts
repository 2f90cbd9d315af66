import type { CardEffect } from "../../engine/card-hooks.ts";
import { canBuildAny } from "../../engine/actions.ts";
import { logNoEffect } from "../mechanisms/card-gain.ts";
import { msg } from "../../engine/words.ts";

/**
 * Fortress (Herring, C147): "At the end of the final Round, right before scoring, you may take an
 * additional “Build a Building” action, without placing a Worker. (This “Build a Building” action
 * may trigger other Buildings like the “Construction Yard” from the Codfish deck.)"
 *
 * Ruling A7: after round 7's last Work turn, while the Workers are still on the board (so the
 * Construction Yard can see two of them on Build a Building), before Returning Home; picking a
 * Building takes the action, "decline" does not. Nobody has a Worker's turn then (ruling A16).
 */
export const fortress: CardEffect = {
  afterLastTurn(ctx) {
    if (!canBuildAny(ctx.s, ctx.seat)) {
      logNoEffect(ctx, msg("cards.C147.why"));
      return [];
    }
    return [{ k: "choose-building", src: { kind: "card", card: ctx.card }, optional: true }];
  },
};
