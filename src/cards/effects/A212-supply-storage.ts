import type { CardEffect } from "../../engine/card-hooks.ts";
import { forestCount, player } from "../../engine/state.ts";

/**
 * Supply Storage (Mackerel, A212): "Your minimum Haul size is equal to the number of Forests on
 * your Harbor board. (Every single Forest counts, even if stacked together.) The Supply Storage
 * has no effect as long as your Fishing track shows a greater haul size."
 */
export const supplyStorage: CardEffect = {
  modifyHaul: (s, seat, haul) => Math.max(haul, forestCount(player(s, seat))),
};
