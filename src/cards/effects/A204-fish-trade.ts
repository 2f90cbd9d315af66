import type { CardEffect } from "../../engine/card-hooks.ts";
import { exchange } from "../mechanisms/exchange.ts";

/**
 * Fish Trade (Mackerel, A204): "At any time (and any number of times) until scoring, except in the
 * middle of another action, you may exchange 3 fish in your Reserve for 1 gold from the general
 * supply. Place the gold in your Reserve (and not in your personal supply). Note that you cannot
 * make this exchange in the middle of the Fishing Phase (but only after you complete all five
 * steps of it)." The engine offers no exchange while the seat's Fishing steps are pending.
 */
export const fishTrade: CardEffect = {
  anytime: [
    exchange({ id: "fish-gold", give: { fish: 3 }, get: { gold: 1 }, from: "reserve", to: "reserve" }),
  ],
};
