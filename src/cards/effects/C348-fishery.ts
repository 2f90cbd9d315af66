import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { shipsOfType } from "../mechanisms/scoring-helpers.ts";

/**
 * Fishery (Codfish, C348): "the Fishery scores 7 VP if there are exactly 2 sloops, 2 cutters, and
 * 1 schooner on your Fishing track. ... The Fishery scores nothing if you do not have these exact
 * Ships on your Fishing track."
 */
export const fishery: CardEffect = {
  score: (s, seat) => {
    const p = player(s, seat);
    const exact = shipsOfType(p, "sloop") === 2 && shipsOfType(p, "cutter") === 2 && shipsOfType(p, "schooner") === 1;
    return exact ? 7 : 0;
  },
};
