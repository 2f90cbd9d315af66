import type { CardEffect } from "../../engine/card-hooks.ts";
import { gainNow } from "../mechanisms/immediate-gain.ts";

/**
 * Water Tower (Mackerel, B224): "Immediately (and only once via this Building) take 2 gold from
 * the general supply and place the gold in your Reserve (and not in your personal supply)."
 */
export const waterTower: CardEffect = {
  ...gainNow({ reserve: { gold: 2 } }),
};
