import type { CardEffect } from "../../engine/card-hooks.ts";
import { NO_ELDERS, elderCount, gainBy } from "../mechanisms/immediate-gain.ts";

/**
 * Retirement Home (Herring, C146): "Immediately (and only once via this Building) take an
 * amount of gold from the general supply equal to the number of Elders in your Elder Council
 * and place the gold in your personal supply. (Note that the number of seats in the Elder
 * Council are limited. You can get at most 5 gold from this.) The Retirement Home has no effect
 * if you have no Elders."
 */
export const retirementHome: CardEffect = {
  ...gainBy({ supply: (s, seat) => ({ gold: elderCount(s, seat) }) }, () => NO_ELDERS),
};
