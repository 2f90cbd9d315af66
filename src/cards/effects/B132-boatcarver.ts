import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { shipsIncludingCatboat } from "../mechanisms/scoring-helpers.ts";

/**
 * Boatcarver (Herring, B132): "the Boatcarver scores 4 VP if you have at least 6 Ships, including
 * the preprinted starting catboat. The Boatcarver scores nothing if you have 5 or fewer Ships."
 */
export const boatcarver: CardEffect = {
  score: (s, seat) => (shipsIncludingCatboat(player(s, seat)) >= 6 ? 4 : 0),
};
