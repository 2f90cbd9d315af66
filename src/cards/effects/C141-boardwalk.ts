import type { CardEffect } from "../../engine/card-hooks.ts";
import { gainNow } from "../mechanisms/immediate-gain.ts";

/**
 * Boardwalk (Herring, C141): "Immediately (and only once via this Building) take 4 gold and
 * 4 fish from the general supply and place the gold and the fish in your personal supply."
 */
export const boardwalk: CardEffect = {
  ...gainNow({ supply: { gold: 4, fish: 4 } }),
};
