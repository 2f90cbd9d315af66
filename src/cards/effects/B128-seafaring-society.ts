import type { CardEffect } from "../../engine/card-hooks.ts";
import { takeFor } from "../mechanisms/card-gain.ts";

/**
 * Seafaring Society (Herring, B128): "Each time before you take a “Build a Ship” action, take 1
 * gold from the general supply and place the gold in your personal supply. (It does not matter how
 * you got the “Build a Ship” action.) Note that you may use this gold to build the Ship. In
 * particular, the effect of the Seafaring Society allows you to initiate a “Build a Ship” action
 * even if you cannot afford a Ship at the moment, provided you will be able to build one after
 * receiving that 1 gold. Regardless, you must build a Ship in order to get the gold."
 */
export const seafaringSociety: CardEffect = {
  before: {
    beforeBuildShip: ({ s, seat, card }) => {
      takeFor(s, seat, card, { gold: 1 }, "supply");
      return [];
    },
  },
};
