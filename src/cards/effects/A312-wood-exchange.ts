import type { CardEffect } from "../../engine/card-hooks.ts";
import { exchange } from "../mechanisms/exchange.ts";

/**
 * Wood Exchange (Codfish, A312): "At any time (and any number of times) until scoring, except in
 * the middle of another action, you may exchange 3 fish in your Reserve for 2 wood from the
 * general supply. Place the wood in your Reserve (and not in your personal supply). Note that you
 * cannot make this exchange in the middle of the Fishing Phase (but only after you complete all
 * five steps)." The engine offers no exchange while the seat's Fishing steps are pending.
 */
export const woodExchange: CardEffect = {
  anytime: [
    exchange({ id: "fish-wood", give: { fish: 3 }, get: { wood: 2 }, from: "reserve", to: "reserve" }),
  ],
};
