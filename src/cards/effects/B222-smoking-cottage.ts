import type { CardEffect } from "../hooks.ts";
import { player } from "../../engine/state.ts";
import { immediatelyToReserve } from "./immediate-gain.ts";

/**
 * Smoking Cottage (Mackerel, B222): "Immediately (and only once via this Building) place an
 * amount of wood from the general supply in your Reserve (and not in your personal supply)
 * until there are an equal number of wood and fish tokens in your Reserve. The Smoking Cottage
 * has no effect if there are no fish or fewer fish than wood in your Reserve."
 */
export const smokingCottage: CardEffect = {
  immediately: immediatelyToReserve((s, seat) => {
    const reserve = player(s, seat).reserve;
    return { wood: Math.max(0, reserve.fish - reserve.wood) };
  }),
};
