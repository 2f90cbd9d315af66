import type { CardEffect } from "../../engine/card-hooks.ts";
import { price } from "../mechanisms/immediate-gain.ts";

/**
 * Theater (Herring, A118): "The amount of gold that you must pay for the Theater is equal to
 * the current Round: 1 gold in Round 1, 2 gold in Round 2, etc. (Additionally, you must pay the
 * depicted 4 wood and 6 fish.) The Theater has no effect." Its 9 VP are printed.
 */
export const theater: CardEffect = {
  variableCost: (s) => price({ wood: 4, fish: 6, gold: s.round }),
};
