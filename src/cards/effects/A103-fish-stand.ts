import type { CardEffect } from "../../engine/card-hooks.ts";
import { gainNow } from "../mechanisms/immediate-gain.ts";

/**
 * Fish Stand (Herring, A103): "Immediately (and only once via this Building) take 4 fish from
 * the general supply and place the fish in your personal supply."
 */
export const fishStand: CardEffect = {
  ...gainNow({ supply: { fish: 4 } }),
};
