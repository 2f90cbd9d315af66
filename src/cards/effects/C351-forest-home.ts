import type { CardEffect } from "../../engine/card-hooks.ts";
import { forestCount, player } from "../../engine/state.ts";

/**
 * Forest Home (Codfish, C351): "the Forest Home scores 3 VP if you have at least 3 Forests on your
 * Harbor board. (It does not matter how many different double spaces they occupy. Every single
 * Forest counts, even if stacked together.) The Forest Home scores nothing if you have 2 or fewer
 * Forests."
 */
export const forestHome: CardEffect = {
  score: (s, seat) => (forestCount(player(s, seat)) >= 3 ? 3 : 0),
};
