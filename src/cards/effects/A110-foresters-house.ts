import type { CardEffect } from "../../engine/card-hooks.ts";
import { reforestStep } from "../../engine/actions.ts";
import { unlessNoEffect } from "../mechanisms/card-gain.ts";
import { whyNoFreeDouble, whyNoFreeDoubleOnceBuilt } from "../mechanisms/free-double.ts";
import { bySelf } from "../mechanisms/free-action.ts";

/**
 * Forester’s House (Herring, A110): "You may immediately (and only once via this Building) take a
 * “Reforest” action, without placing a Worker. If you do, you must place exactly 4 Forests
 * (instead of the usual two) on a free double space. (This “Reforest” action may trigger other
 * Buildings like the “Forest Lake Hut”.) The Forester’s House has no effect if you do not have a
 * free double space."
 * Picking the double space takes the action; "decline" does not (ruling A14).
 */
export const forestersHouse: CardEffect = {
  noEffectNow: whyNoFreeDoubleOnceBuilt,
  immediately: unlessNoEffect(whyNoFreeDouble, (ctx) => [reforestStep(bySelf(ctx), 4, true)]),
};
