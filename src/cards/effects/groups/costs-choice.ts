// Cards with a printed choice of costs (group G9, K13): the Swing-Net Fishery (10 wood or 12
// fish) and the Fishhouse (your haul plus one other player's, in fish).
import type { CardEffect } from "../../../engine/card-hooks.ts";
import { swingNetFishery } from "../C152-swing-net-fishery.ts";
import { fishhouse } from "../C244-fishhouse.ts";

export const COST_CHOICE_CARDS: Readonly<Record<string, CardEffect>> = {
  C152: swingNetFishery,
  C244: fishhouse,
};
