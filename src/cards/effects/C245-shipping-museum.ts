import type { CardEffect } from "../../engine/card-hooks.ts";
import { gainNow } from "../mechanisms/immediate-gain.ts";

/**
 * Shipping Museum (Mackerel, C245): "Pay the required Ships by removing them from your Fishing
 * track. [...] Then immediately (and only once via this Building) take 3 gold from the general
 * supply and place the gold in your personal supply." The printed cost (1 sloop, 1 cutter,
 * 1 schooner) is paid by the engine when the card is built.
 */
export const shippingMuseum: CardEffect = {
  ...gainNow({ supply: { gold: 3 } }),
};
