import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";

/**
 * Aquarium (Herring, C149): "the Aquarium scores a number of VP equal to double the number of
 * Elders in your Elder Council. ... The Aquarium scores nothing if you have no Elders."
 */
export const aquarium: CardEffect = {
  score: (s, seat) => 2 * player(s, seat).elders.length,
};
