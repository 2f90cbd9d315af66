import type { CardEffect } from "../../engine/card-hooks.ts";
import { gainNow } from "../mechanisms/immediate-gain.ts";

/**
 * Market Hall (Herring, C145): "Immediately (and only once via this Building) take 3 gold from
 * the general supply and place the gold in your personal supply."
 */
export const marketHall: CardEffect = {
  ...gainNow({ supply: { gold: 3 } }),
};
