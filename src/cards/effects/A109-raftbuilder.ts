import type { CardEffect } from "../../engine/card-hooks.ts";
import { onEventGain } from "../mechanisms/on-event.ts";

/**
 * Raftbuilder (Herring, A109): "Each time after you complete a “Build a Ship” action, take 2 wood
 * from the general supply and place the wood in your Reserve (and not in your personal supply)."
 */
export const raftbuilder: CardEffect = onEventGain("afterBuildShip", { wood: 2 }, "reserve");
