import type { CardEffect } from "../../engine/card-hooks.ts";
import { forestCount, player } from "../../engine/state.ts";

/**
 * Small Forest Castle (Herring, C154): "the Small Forest Castle scores a number of VP equal to the
 * number of Forests on your Harbor board. (Every single Forest counts, even if stacked together.)"
 */
export const smallForestCastle: CardEffect = {
  score: (s, seat) => forestCount(player(s, seat)),
};
