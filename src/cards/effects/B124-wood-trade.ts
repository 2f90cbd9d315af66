import type { CardEffect } from "../../engine/card-hooks.ts";
import { exchange } from "../mechanisms/exchange.ts";

/**
 * Wood Trade (Herring, B124): "At any time (and any number of times) until scoring, except in the
 * middle of another action, you may exchange 4 wood in your personal supply for 1 gold from the
 * general supply. Alternatively, you may exchange 1 gold for 3 wood. (Observe the 12 wood limit
 * in your personal supply.)"
 */
export const woodTrade: CardEffect = {
  anytime: [
    exchange({ id: "wood-gold", give: { wood: 4 }, get: { gold: 1 }, from: "supply", to: "supply" }),
    exchange({ id: "gold-wood", give: { gold: 1 }, get: { wood: 3 }, from: "supply", to: "supply" }),
  ],
};
