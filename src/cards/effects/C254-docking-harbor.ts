import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { shipsIncludingCatboat } from "../mechanisms/scoring-helpers.ts";

/**
 * Docking Harbor (Mackerel, C254): "The amount of wood and fish that you must pay for the Docking
 * Harbor is equal to the number of Ships on your Fishing track, including the preprinted starting
 * catboat. During scoring at the end of the game, the Docking Harbor scores a number of VP equal
 * to the number of Ships on your Fishing track, including the catboat."
 */
export const dockingHarbor: CardEffect = {
  variableCost: (s, seat) => {
    const ships = shipsIncludingCatboat(player(s, seat));
    return { wood: ships, fish: ships, gold: 0, ships: [] };
  },
  score: (s, seat) => shipsIncludingCatboat(player(s, seat)),
};
