import type { CardEffect } from "../../engine/card-hooks.ts";
import { NO_ELDERS, elderCount, gainBy } from "../mechanisms/immediate-gain.ts";

/**
 * Residence (Mackerel, B231): "Immediately (and only once via this Building) take an amount of
 * wood and fish from the general supply equal to the number of Elders in your Elder Council and
 * place the wood and fish in your personal supply. (Note that the number of seats in the Elder
 * Council are limited. You can get at most 5 wood and 5 fish from this. Observe the 12 wood
 * limit in your personal supply.) The Residence has no effect if you do not have any Elders."
 */
export const residence: CardEffect = {
  ...gainBy({ supply: (s, seat) => ({ wood: elderCount(s, seat), fish: elderCount(s, seat) }) }, () => NO_ELDERS),
};
