import { haulSize } from "../../engine/triggers.ts";
import type { CardEffect } from "../../engine/card-hooks.ts";
import { onceWhen } from "../mechanisms/on-event.ts";

/**
 * Wood Shipping Co. (Codfish, B329): "As soon as your haul size is 9 or greater, immediately (and
 * only once via this Building), take 5 wood from the general supply and place the wood in your
 * personal supply. (Observe the 12 wood limit in your personal supply.) Additionally, immediately
 * (and only once via this Building) take another 5 wood from the general supply and place the
 * wood in your Reserve (and not in your personal supply again). If your haul size is already 9 or
 * greater when you build the Wood Shipping Co., you get the wood right away. ... If it does [drop
 * below 9] and you regain a haul size of 9 or greater later, you do not get additional wood."
 *
 * The haul size is the effective one, with haul modifiers (our ruling A4).
 */
export const woodShippingCo: CardEffect = onceWhen((s, seat) => haulSize(s, seat) >= 9, { supply: { wood: 5 }, reserve: { wood: 5 } });
