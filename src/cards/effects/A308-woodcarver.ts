import type { CardEffect } from "../../engine/card-hooks.ts";
import { takeFor } from "../mechanisms/card-gain.ts";

/**
 * Woodcarver (Codfish, A308): "Each time before you use an Elder, take 1 wood from the general
 * supply and place the wood in your personal supply. (It does not matter how you got to use an
 * Elder. Observe the 12 wood limit in your personal supply.)"
 * The wood is there before the Elder acts, so it can pay for what he builds.
 */
export const woodcarver: CardEffect = {
  before: {
    beforeUseElder: ({ s, seat, card }) => {
      takeFor(s, seat, card, { wood: 1 }, "supply");
      return [];
    },
  },
};
