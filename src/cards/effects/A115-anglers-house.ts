import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { gainBy } from "../mechanisms/immediate-gain.ts";
import { msg } from "../../engine/words.ts";

const EXACTLY = 8;

const RESERVE_FULL = msg("noEffect.reserveFull", { fish: EXACTLY });

/**
 * Angler's House (Herring, A115): "Immediately (and only once via this Building) place fish
 * from the general supply in your Reserve (and not in your personal supply) until there are
 * exactly 8 fish in your Reserve. The Angler's House has no effect if there are 8 or more fish
 * in your Reserve already."
 */
export const anglersHouse: CardEffect = {
  ...gainBy(
    { reserve: (s, seat) => ({ fish: Math.max(0, EXACTLY - player(s, seat).reserve.fish) }) },
    () => RESERVE_FULL,
  ),
};
