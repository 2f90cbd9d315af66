import type { CardEffect } from "../../engine/card-hooks.ts";
import { onEventGain } from "../mechanisms/on-event.ts";

/**
 * Refuge (Codfish, A303): "Each time after you complete a “Reforest” action, take 1 gold and 2
 * wood from the general supply and place the gold and the wood in your personal supply. (It does
 * not matter how you got the “Reforest” action. Observe the 12 wood limit in your personal supply.)"
 */
export const refuge: CardEffect = onEventGain("afterReforest", { gold: 1, wood: 2 }, "supply");
