import type { CardEffect } from "../../engine/card-hooks.ts";
import { gainNow } from "../mechanisms/immediate-gain.ts";

/**
 * Fish Market (Herring, C144): "Immediately (and only once via this Building) take 5 gold from
 * the general supply and place the gold in your personal supply."
 */
export const fishMarket: CardEffect = {
  ...gainNow({ supply: { gold: 5 } }),
};
