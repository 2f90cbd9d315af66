import type { CardEffect } from "../hooks.ts";
import { freeSpaceCount, player } from "../../engine/state.ts";
import { byTier, immediatelyGain } from "./immediate-gain.ts";

/**
 * Head Office (Codfish, A304): "The amount of gold that you get from the Head Office depends on
 * the number of free Building spaces on your Harbor board. (Count the spaces after you build the
 * Head Office.) If there are 4, 5, or 6 free Building spaces, you get 3 gold. If there are
 * exactly 7 free Building spaces, you get 4 gold. If there are 8 or more free Building spaces,
 * you get 5 gold. [...] The Head Office has no effect if you have 3 or fewer free Building spaces."
 */
export const headOffice: CardEffect = {
  immediately: immediatelyGain((s, seat) => ({
    gold: byTier(freeSpaceCount(player(s, seat)), [[4, 3], [7, 4], [8, 5]]),
  })),
};
