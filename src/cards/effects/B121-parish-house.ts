import type { CardEffect } from "../../engine/card-hooks.ts";
import { NO_ELDERS, elderCount, gainBy } from "../mechanisms/immediate-gain.ts";

const AT_MOST = 3;

/**
 * Parish House (Herring, B121): "Immediately (and only once via this Building) take an amount
 * of gold from the general supply equal to the number of Elders in your Elder Council and place
 * the gold in your personal supply. However, you can get at most 3 gold from this, even if you
 * have 4 or 5 Elders. The Parish House has no effect if you do not have any Elders."
 */
export const parishHouse: CardEffect = {
  ...gainBy({ supply: (s, seat) => ({ gold: Math.min(AT_MOST, elderCount(s, seat)) }) }, () => NO_ELDERS),
};
