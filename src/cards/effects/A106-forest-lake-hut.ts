import type { CardEffect } from "../../engine/card-hooks.ts";
import { onEventGain } from "../mechanisms/on-event.ts";

/**
 * Forest Lake Hut (Herring, A106): "Each time after you complete a “Reforest” action, take 1 gold
 * and 2 fish from the general supply and place the gold and the fish in your personal supply.
 * (It does not matter how you got the “Reforest” action.)"
 */
export const forestLakeHut: CardEffect = onEventGain("afterReforest", { gold: 1, fish: 2 }, "supply");
