import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";

/**
 * Depot (Mackerel, C246): "the Depot scores 6 VP if you have at least 12 wood or at least 15 gold
 * in your personal supply. (If you meet both conditions, the Depot still only scores 6 VP.)"
 */
export const depot: CardEffect = {
  score: (s, seat) => {
    const { wood, gold } = player(s, seat).supply;
    return wood >= 12 || gold >= 15 ? 6 : 0;
  },
};
