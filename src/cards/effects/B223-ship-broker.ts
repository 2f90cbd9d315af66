import type { CardEffect } from "../../engine/card-hooks.ts";
import { exchange } from "../mechanisms/exchange.ts";

/**
 * Ship Broker (Mackerel, B223): "At any time (and any number of times) until scoring, except in the
 * middle of another action, you may sell sloops for 2 gold and cutters for 4 gold each. (You
 * cannot sell your schooners or the preprinted starting catboat.) Remove the sold Ships from your
 * Fishing track and return them to the Ships and Elders supply board (they can be reacquired).
 * Move the remaining Ships on your Fishing track as far to the left as possible. Then take the
 * gold from the general supply and place it in your personal supply."
 */
export const shipBroker: CardEffect = {
  anytime: [
    exchange({ id: "sell-sloop", give: {}, giveShip: "sloop", get: { gold: 2 }, from: "supply", to: "supply" }),
    exchange({ id: "sell-cutter", give: {}, giveShip: "cutter", get: { gold: 4 }, from: "supply", to: "supply" }),
  ],
};
