import type { CardEffect } from "../../engine/card-hooks.ts";
import { onEventGain } from "../mechanisms/on-event.ts";

/**
 * Joinery (Herring, A114): "Each time after you complete a “Build a Building” action, take 2 wood
 * from the general supply and place the wood in your Reserve (and not in your personal supply).
 * (It does not matter how you got the “Build a Building” action.)"
 *
 * The action is complete once the Building stands, so the action that builds the Joinery
 * triggers it too (our ruling A5).
 */
export const joinery: CardEffect = onEventGain("afterBuildBuilding", { wood: 2 }, "reserve");
