import type { CardEffect } from "../../engine/card-hooks.ts";
import { exchange } from "../mechanisms/exchange.ts";

/**
 * Stockfishery (Codfish, B325): "At any time (and any number of times) until scoring, except in
 * the middle of another action, you may exchange 1 wood and 3 fish in your personal supply for
 * 1 gold from the general supply."
 */
export const stockfishery: CardEffect = {
  anytime: [
    exchange({ id: "woodfish-gold", give: { wood: 1, fish: 3 }, get: { gold: 1 }, from: "supply", to: "supply" }),
  ],
};
