import type { CardEffect } from "../../engine/card-hooks.ts";
import { takeFor } from "../mechanisms/card-gain.ts";

/**
 * Pier House (Herring, A105): "Each time before you take a “Build a Ship” action, take 3 wood from
 * the general supply and place the wood in your personal supply. (It does not matter how you got
 * the “Build a Ship” action. Observe the 12 wood limit in your personal supply.) Note that you may
 * use this wood to build the Ship. In particular, the effect of the Pier House allows you to
 * initiate a “Build a Ship” action even if you cannot afford a Ship at the moment, provided you
 * will be able to build one after receiving those 3 wood. Regardless, you must build a Ship in
 * order to get the wood."
 * The wood arrives once the Ship is chosen, and counts in every "can you build a Ship" check.
 */
export const pierHouse: CardEffect = {
  before: {
    beforeBuildShip: ({ s, seat, card }) => {
      takeFor(s, seat, card, { wood: 3 }, "supply");
      return [];
    },
  },
};
