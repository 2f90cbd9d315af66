import type { CardEffect } from "../../engine/card-hooks.ts";
import { onEventGain } from "../mechanisms/on-event.ts";

/**
 * Chief’s House (Mackerel, A215): "Each time after you place a new Elder in your Elder Council,
 * take 1 gold from the general supply and place the gold in your Reserve (and not in your
 * personal supply)."
 */
export const chiefsHouse: CardEffect = onEventGain("afterTakeElder", { gold: 1 }, "reserve");
