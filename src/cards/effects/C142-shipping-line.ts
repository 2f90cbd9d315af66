import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { gainBy } from "../mechanisms/immediate-gain.ts";
import { shipsOfType } from "../mechanisms/scoring-helpers.ts";
import { msg } from "../../engine/words.ts";

const CATBOAT_ONLY = msg("cards.C142.why");

/**
 * Shipping Line (Herring, C142): "Immediately (and only once via this Building) take a number
 * of goods from the general supply for the Ships that you have. Take 3 fish for each sloop,
 * 3 wood for each cutter, and 1 gold for each schooner on your Fishing track and place the goods
 * in your personal supply. (The preprinted starting catboat does not provide any goods from
 * this. Observe the 12 wood limit in your personal supply.) The Shipping Line has no effect if
 * you have no Ships other than the catboat."
 */
export const shippingLine: CardEffect = {
  ...gainBy({
    supply: (s, seat) => ({
      fish: 3 * shipsOfType(player(s, seat), "sloop"),
      wood: 3 * shipsOfType(player(s, seat), "cutter"),
      gold: 1 * shipsOfType(player(s, seat), "schooner"),
    }),
  }, () => CATBOAT_ONLY),
};
