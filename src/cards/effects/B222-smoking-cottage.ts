import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { gainBy } from "../mechanisms/immediate-gain.ts";
import { msg } from "../../engine/words.ts";

const NO_RESERVE_FISH = msg("noEffect.noReserveFish");
const FEWER_FISH = msg("cards.B222.fewerFish");
const AS_MUCH = msg("cards.B222.asMuch");

/**
 * Smoking Cottage (Mackerel, B222): "Immediately (and only once via this Building) place an
 * amount of wood from the general supply in your Reserve (and not in your personal supply)
 * until there are an equal number of wood and fish tokens in your Reserve. The Smoking Cottage
 * has no effect if there are no fish or fewer fish than wood in your Reserve."
 */
export const smokingCottage: CardEffect = {
  ...gainBy({
    reserve: (s, seat) => {
      const reserve = player(s, seat).reserve;
      return { wood: Math.max(0, reserve.fish - reserve.wood) };
    },
  }, (s, seat) => {
    const { fish, wood } = player(s, seat).reserve;
    if (fish === 0) return NO_RESERVE_FISH;
    return fish < wood ? FEWER_FISH : AS_MUCH;
  }),
};
