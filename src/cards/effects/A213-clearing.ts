import type { CardEffect } from "../../engine/card-hooks.ts";
import { takeFor } from "../mechanisms/card-gain.ts";

/**
 * Clearing (Mackerel, A213): "Each time after you place new gold in your personal supply, take an
 * equal amount of wood from the general supply and place the wood in your personal supply. (You
 * do not lose the gold from this. Observe the 12 wood limit in your personal supply.) The effect
 * of the Clearing does not apply to gold that you place in your Reserve or anywhere else but your
 * personal supply (but the effect will apply as soon as you move that gold into your personal
 * supply)."
 * Every gold arriving in the personal supply sets it off (the engine's one `gain`); the wood comes
 * once the running action is complete (ruling A8d), and not for gold from an exchange made on
 * another player's turn (ruling A13).
 */
export const clearing: CardEffect = {
  on: {
    afterGainGold: ({ s, seat, card, detail }) => {
      const gold = Number(detail);
      if (gold > 0) takeFor(s, seat, card, { wood: gold }, "supply");
      return [];
    },
  },
};
