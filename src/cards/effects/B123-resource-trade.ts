import type { CardEffect } from "../../engine/card-hooks.ts";
import { exchange } from "../mechanisms/exchange.ts";

/**
 * Resource Trade (Herring, B123): "At any time (and any number of times) until scoring, except in
 * the middle of another action, you may exchange 5 fish in your personal supply for 3 wood from
 * the general supply. (Observe the 12 wood limit in your personal supply.)"
 */
export const resourceTrade: CardEffect = {
  anytime: [
    exchange({ id: "fish-wood", give: { fish: 5 }, get: { wood: 3 }, from: "supply", to: "supply" }),
  ],
};
