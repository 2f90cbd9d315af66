import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { discount } from "../mechanisms/discount.ts";

/**
 * Stock Management (Mackerel, A218): "From now on, every schooner that you build costs you 1 gold
 * less, if possible (so 3 gold unless you build it for 8 wood and 8 fish). ... No cost can drop
 * below 0. During scoring at the end of the game, the Stock Management scores a number of VP
 * equal to the number of schooners on your Fishing track."
 */
export const stockManagement: CardEffect = {
  modifyCost: (_s, _seat, what, price) =>
    what.kind === "ship" && what.ship === "schooner" && what.mode === "gold" ? discount(price, { gold: 1 }) : price,
  score: (s, seat) => player(s, seat).ships.filter((ship) => ship === "schooner").length,
};
