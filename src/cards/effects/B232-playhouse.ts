import type { CardEffect } from "../../engine/card-hooks.ts";
import { price } from "../mechanisms/immediate-gain.ts";

/**
 * Playhouse (Mackerel, B232): "The amount of gold that you must pay for the Playhouse is equal
 * to the current Round: 1 gold in Round 1, 2 gold in Round 2, etc. (Additionally, you must pay
 * the depicted 15 fish.) The Playhouse has no effect." Its 11 VP are printed.
 */
export const playhouse: CardEffect = {
  variableCost: (s) => price({ fish: 15, gold: s.round }),
};
