import type { CardEffect } from "../../engine/card-hooks.ts";
import { reforestStep } from "../../engine/actions.ts";
import { unlessNoEffect } from "../mechanisms/card-gain.ts";
import { whyNoFreeDouble, whyNoFreeDoubleOnceBuilt } from "../mechanisms/free-double.ts";

/**
 * Arboretum (Herring, A107): "You may immediately (and only once via this Building) take two
 * consecutive “Reforest” actions, without placing a Worker. As usual, during each of these
 * actions, place 2 Forests on a free double space on your Harbor board. (This “Reforest” action
 * may trigger other Buildings like the “Forest Lake Hut”.) The Arboretum has no effect if you do
 * not have a free double space."
 *
 * Two optional Reforests; the second may be declined too (ruling A17), and it is skipped by the
 * engine when the first used the last free double space. Each raises afterReforest; the effects
 * it sets off wait until the building action is complete, so after both Reforests (ruling A8b).
 */
export const arboretum: CardEffect = {
  noEffectNow: whyNoFreeDoubleOnceBuilt,
  immediately: unlessNoEffect(whyNoFreeDouble, (ctx) => {
    const src = { kind: "card", card: ctx.card } as const;
    return [reforestStep(src, 2, true), reforestStep(src, 2, true)];
  }),
};
