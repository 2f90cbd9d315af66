import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { elderCount, gainBy } from "../mechanisms/immediate-gain.ts";

/**
 * Harbor Area (Codfish, B324): "From the general supply, immediately (and only once via this
 * Building) take twice as much fish as there are Elders in your Elder Council and as much wood
 * as there are Ships on your Fishing track, including the preprinted starting catboat. Place
 * the fish and the wood in your personal supply. (Observe the 12 wood limit in your personal
 * supply. [...])"
 */
export const harborArea: CardEffect = {
  // The catboat's wood is always there, so only the 12-wood limit can leave it without effect.
  ...gainBy({
    supply: (s, seat) => ({
      fish: 2 * elderCount(s, seat),
      wood: player(s, seat).ships.length + 1,
    }),
  }, null),
};
