import type { CardEffect } from "../../engine/card-hooks.ts";
import { exchange } from "../mechanisms/exchange.ts";

/**
 * Trading House (Herring, B122): "At any time (and any number of times) until scoring, except in
 * the middle of another action, you may exchange 2 wood and 2 fish in your personal supply for
 * 1 gold from the general supply."
 */
export const tradingHouse: CardEffect = {
  anytime: [
    exchange({ id: "woodfish-gold", give: { wood: 2, fish: 2 }, get: { gold: 1 }, from: "supply", to: "supply" }),
  ],
};
