import type { CardEffect } from "../../engine/card-hooks.ts";
import { gainNow } from "../mechanisms/immediate-gain.ts";

/**
 * Net Pen (Mackerel, A209): "Immediately (and only once via this Building) take 5 fish from the
 * general supply and place the fish in your Reserve (and not in your personal supply). (Observe
 * the 8 fish limit in your Reserve.)"
 */
export const netPen: CardEffect = {
  ...gainNow({ reserve: { fish: 5 } }),
};
