import type { CardEffect } from "../../engine/card-hooks.ts";
import { exchange } from "../mechanisms/exchange.ts";

/**
 * Manufacture (Mackerel, B230): "At any time (and any number of times) until scoring, except in the
 * middle of another action, you may exchange 1 wood in your personal supply for 1 fish from the
 * general supply. Alternatively, you may exchange 3 fish for 2 wood. (Observe the 12 wood limit in
 * your personal supply.) Note that you cannot make this exchange in the middle of the “Sailor”
 * Elder action ..." (no exchange is offered in the middle of an action).
 */
export const manufacture: CardEffect = {
  anytime: [
    exchange({ id: "wood-fish", give: { wood: 1 }, get: { fish: 1 }, from: "supply", to: "supply" }),
    exchange({ id: "fish-wood", give: { fish: 3 }, get: { wood: 2 }, from: "supply", to: "supply" }),
  ],
};
