import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { haulSize } from "../../engine/triggers.ts";
import { byTier, gainBy, price } from "../mechanisms/immediate-gain.ts";
import { msg } from "../../engine/words.ts";

const FEW_FISH = msg("cards.B326.why");

/**
 * Pond Hut (Codfish, B326): "The amount of wood that you must pay for the Pond Hut is equal to
 * your current haul size (e.g., 3 wood at the start of the game, and 12 wood with a fully
 * covered Fishing track.)" The haul size is the effective one, with haul modifiers such as the
 * Supply Storage (our ruling A4).
 *
 * "The amount of gold that you get from the Pond Hut depends on the amount of fish in your
 * personal supply. (You will not lose any fish from this.) If you have 4 to 7 fish, you get
 * 1 gold. If you have 8 to 11 fish, you get 2 gold. If you have 12 or more fish, you get 3 gold.
 * Take the gold immediately [...]. The Pond Hut has no effect if you have 3 or fewer fish in
 * your personal supply."
 */
export const pondHut: CardEffect = {
  variableCost: (s, seat) => price({ wood: haulSize(s, seat) }),
  // The price is wood only, so the fish counted are the same before and after building.
  ...gainBy({
    supply: (s, seat) => ({ gold: byTier(player(s, seat).supply.fish, [[4, 1], [8, 2], [12, 3]]) }),
  }, () => FEW_FISH),
};
