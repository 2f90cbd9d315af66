import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";

/**
 * Codfish Farm (Codfish, C350): "the Codfish Farm scores 8 VP if there are at least 20 fish total
 * in your personal supply and on the Reserve space of your Harbor board. (Consider the sum of the
 * two amounts, not each amount individually.) The Codfish Farm scores nothing if you have 19 or
 * fewer fish total."
 */
export const codfishFarm: CardEffect = {
  score: (s, seat) => {
    const p = player(s, seat);
    return p.supply.fish + p.reserve.fish >= 20 ? 8 : 0;
  },
};
