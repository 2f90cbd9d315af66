import type { CardEffect } from "../../engine/card-hooks.ts";
import { freeSpaceCount, player } from "../../engine/state.ts";
import { byTier, freeSpacesLeft, gainBy } from "../mechanisms/immediate-gain.ts";

/** Gold by the free Building spaces counted after building it. */
const goldFor = (free: number) => byTier(free, [[4, 3], [7, 4], [8, 5]]);

/**
 * Head Office (Codfish, A304): "The amount of gold that you get from the Head Office depends on
 * the number of free Building spaces on your Harbor board. (Count the spaces after you build the
 * Head Office.) If there are 4, 5, or 6 free Building spaces, you get 3 gold. If there are
 * exactly 7 free Building spaces, you get 4 gold. If there are 8 or more free Building spaces,
 * you get 5 gold. [...] The Head Office has no effect if you have 3 or fewer free Building spaces."
 */
export const headOffice: CardEffect = {
  ...gainBy({ supply: (s, seat) => ({ gold: goldFor(freeSpaceCount(player(s, seat))) }) }, (s, seat) => freeSpacesLeft(freeSpaceCount(player(s, seat)))),
  // Judged before building: the Head Office will take one of the free spaces counted now.
  noEffectNow: (s, seat) => {
    const after = freeSpaceCount(player(s, seat)) - 1;
    return goldFor(after) === 0 ? freeSpacesLeft(after) : null;
  },
};
