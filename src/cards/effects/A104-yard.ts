import type { CardEffect } from "../../engine/card-hooks.ts";
import { gainNow } from "../mechanisms/immediate-gain.ts";

/**
 * Yard (Herring, A104): "Immediately (and only once via this Building) take 2 gold and 1 wood
 * from the general supply and place the gold and the wood in your Reserve (and not in your
 * personal supply)."
 */
export const yard: CardEffect = {
  ...gainNow({ reserve: { gold: 2, wood: 1 } }),
};
