import type { CardEffect } from "../../engine/card-hooks.ts";
import { gainNow } from "../mechanisms/immediate-gain.ts";

/**
 * Bird Colony (Mackerel, A201): "Immediately (and only once via this Building) take 3 gold from
 * the general supply and place the gold in your personal supply." Its -2 VP are printed.
 */
export const birdColony: CardEffect = {
  ...gainNow({ supply: { gold: 3 } }),
};
