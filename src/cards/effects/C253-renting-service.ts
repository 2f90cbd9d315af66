import type { CardEffect } from "../../engine/card-hooks.ts";
import { SHIP_TYPES } from "../../engine/rules-data.ts";

/**
 * Renting Service (Mackerel, C253): "the Renting Service scores 3 VP plus a number of VP equal to
 * the number of Ships left on the Ships and Elders supply board".
 */
export const rentingService: CardEffect = {
  score: (s) => 3 + SHIP_TYPES.reduce((sum, type) => sum + s.shipSupply[type], 0),
};
