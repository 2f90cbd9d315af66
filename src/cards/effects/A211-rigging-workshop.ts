import type { CardEffect } from "../../engine/card-hooks.ts";
import { onEventGain } from "../mechanisms/on-event.ts";

/**
 * Rigging Workshop (Mackerel, A211): "Each time after you complete a “Build a Ship” action, take
 * 1 gold from the general supply and place the gold in your Reserve (and not in your personal
 * supply). (It does not matter how you got the “Build a Ship” action.)"
 */
export const riggingWorkshop: CardEffect = onEventGain("afterBuildShip", { gold: 1 }, "reserve");
