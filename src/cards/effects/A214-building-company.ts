import type { CardEffect } from "../../engine/card-hooks.ts";
import { workerTurn } from "../../engine/turns.ts";
import { discount } from "../mechanisms/discount.ts";

/**
 * Building Company (Mackerel, A214): "Every Ship and Building that you build on your third
 * Worker’s turn costs you 2 wood less, if possible. This also applies when you build the Ship or
 * Building as a consequence of another action ... No cost can drop below 0." The third Worker's
 * turn is the third turn of the round, passes included (ruling A6); there is none outside the
 * Work phase (ruling A16).
 */
export const buildingCompany: CardEffect = {
  modifyCost: (s, seat, _what, price) => (workerTurn(s, seat) === 3 ? discount(price, { wood: 2 }) : price),
};
