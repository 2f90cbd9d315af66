import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { shipsOfType } from "../mechanisms/scoring-helpers.ts";

/**
 * Fish Oil Cookery (Codfish, C353): "the Fish Oil Cookery scores a number of VP equal to the number
 * of cutters on your Fishing track plus double the number of schooners on your Fishing track."
 */
export const fishOilCookery: CardEffect = {
  score: (s, seat) => {
    const p = player(s, seat);
    return shipsOfType(p, "cutter") + 2 * shipsOfType(p, "schooner");
  },
};
