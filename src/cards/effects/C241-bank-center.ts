import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { gainBy } from "../mechanisms/immediate-gain.ts";
import { msg } from "../../engine/words.ts";

const NO_SHARES = msg("cards.C241.why");

/**
 * Bank Center (Mackerel, C241): "Immediately (and only once via this Building) take an amount
 * of gold from the general supply equal to the number of issued Shares that you have,
 * regardless of color. Unissued Shares do not count."
 */
export const bankCenter: CardEffect = {
  ...gainBy({ supply: (s, seat) => ({ gold: player(s, seat).shares.length }) }, () => NO_SHARES),
};
