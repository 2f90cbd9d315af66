import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { gainBy } from "../mechanisms/immediate-gain.ts";
import { msg } from "../../engine/words.ts";

const NO_RESERVE_FISH = msg("noEffect.noReserveFish");

/**
 * Cooling House (Codfish, A313): "Immediately (and only once via this Building) double the
 * amount of fish on the Reserve space of your Harbor board by taking a corresponding amount of
 * fish from the general supply and placing it there. Doing so, you may explicitly ignore the
 * normal 8 fish limit in your Reserve. [...] The Cooling House has no effect if there is no fish
 * in your Reserve." Afterwards the 8-fish rule holds again for every other source (gainReserve).
 */
export const coolingHouse: CardEffect = {
  ...gainBy({ reserve: (s, seat) => ({ fish: player(s, seat).reserve.fish }) }, () => NO_RESERVE_FISH, { ignoreFishLimit: true }),
};
