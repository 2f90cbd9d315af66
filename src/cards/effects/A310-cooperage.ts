import type { CardEffect } from "../../engine/card-hooks.ts";
import { exchange } from "../mechanisms/exchange.ts";

/**
 * Cooperage (Codfish, A310): "At any time (and any number of times) until scoring, except in the
 * middle of another action, you may exchange 1 wood in your personal supply for 1 fish from the
 * general supply. Alternatively, you may exchange 4 wood for 1 gold. Note that you cannot make
 * this exchange in the middle of the “Sailor” Elder action ..." (no exchange is offered in the
 * middle of an action).
 */
export const cooperage: CardEffect = {
  anytime: [
    exchange({ id: "wood-fish", give: { wood: 1 }, get: { fish: 1 }, from: "supply", to: "supply" }),
    exchange({ id: "wood-gold", give: { wood: 4 }, get: { gold: 1 }, from: "supply", to: "supply" }),
  ],
};
