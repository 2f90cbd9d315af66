import type { CardEffect } from "../../engine/card-hooks.ts";
import { haulSize } from "../../engine/triggers.ts";
import { msg } from "../../engine/words.ts";

/**
 * Fishhouse (Mackerel, C244; Building cost 4 wood, 3-24 fish; 7 VP): "The amount of fish that you
 * must pay for the Fishhouse is equal to the sum of your haul size and the haul size of one other
 * player of your choice. ... The Fishhouse has no effect."
 * One cost option per other player (`price:<seat>`); hauls are the effective ones (ruling A4).
 */
export const fishhouse: CardEffect = {
  costOptions: (s, seat) => s.players.flatMap((_, other) => (other === seat ? [] : [{
    key: String(other),
    label: msg("cards.C244.haul", { haul: haulSize(s, seat), seat: { seat: other }, other: haulSize(s, other) }),
    price: { wood: 4, fish: haulSize(s, seat) + haulSize(s, other), gold: 0, ships: [] },
  }])),
};
