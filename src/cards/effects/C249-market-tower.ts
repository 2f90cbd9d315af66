import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";

/**
 * Market Tower (Mackerel, C249): "the Market Tower scores a number of VP equal to the number of
 * sets in your personal supply comprised of 1 wood, 1 fish, and 1 gold."
 */
export const marketTower: CardEffect = {
  score: (s, seat) => {
    const { wood, fish, gold } = player(s, seat).supply;
    return Math.min(wood, fish, gold);
  },
};
