import type { CardEffect, CostTarget } from "../../engine/card-hooks.ts";
import type { Goods } from "../../engine/types.ts";
import { discount } from "../mechanisms/discount.ts";

/**
 * Shipping Office (Herring, A117): "From now on, every Ship that you build costs you 1 good less,
 * if possible. You get a discount of 1 fish on sloops ... and a discount of 1 wood on cutters ...
 * If you build a schooner with gold, you get a discount of 1 gold (so the cost drops from 4 gold
 * to 3). ... No cost can drop below 0." Ruling A2: no discount on the 8 wood + 8 fish schooner.
 */
export const shippingOffice: CardEffect = {
  modifyCost: (_s, _seat, what, price) => (what.kind === "ship" ? discount(price, officeDiscount(what)) : price),
};

function officeDiscount(ship: Extract<CostTarget, { kind: "ship" }>): Partial<Goods> {
  if (ship.ship === "sloop") return { fish: 1 };
  if (ship.ship === "cutter") return { wood: 1 };
  return ship.mode === "gold" ? { gold: 1 } : {};
}
