import type { CardEffect } from "../hooks.ts";
import { gainNow } from "./immediate-gain.ts";

/**
 * Market Hall (Herring, C145): "Immediately (and only once via this Building) take 3 gold from
 * the general supply and place the gold in your personal supply."
 */
export const marketHall: CardEffect = {
  ...gainNow({ supply: { gold: 3 } }),
};
