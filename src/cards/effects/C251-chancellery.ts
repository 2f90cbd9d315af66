import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";

/**
 * Chancellery (Mackerel, C251): "the Chancellery scores 8 VP if there are at least 4 Elders in your
 * Elder Council. The Chancellery scores nothing if you have 3 or fewer Elders."
 */
export const chancellery: CardEffect = {
  score: (s, seat) => (player(s, seat).elders.length >= 4 ? 8 : 0),
};
