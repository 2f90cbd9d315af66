import type { CardEffect } from "../../engine/card-hooks.ts";
import { discount } from "../mechanisms/discount.ts";

/**
 * Slipway (Herring, A111): "From now on, every Ship that you build costs you 2 wood less, if
 * possible. (So, sloops cost you 2 fish each, cutters 4 wood and 1 gold each, and schooners 6 wood
 * and 8 fish each, unless you build them with gold.) ... No cost can drop below 0."
 */
export const slipway: CardEffect = {
  modifyCost: (_s, _seat, what, price) => (what.kind === "ship" ? discount(price, { wood: 2 }) : price),
};
