import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { SHIP_TYPES } from "../../engine/rules-data.ts";
import { shipsOfType } from "../mechanisms/scoring-helpers.ts";

/**
 * Dock (Codfish, C345): "the Dock scores 7 VP if there are 3 (or more) sloops or 3 (or 4) cutters
 * or 3 schooners on your Fishing track. The Dock scores nothing if you have 2 or fewer Ships of
 * each type."
 */
export const dock: CardEffect = {
  score: (s, seat) => {
    const p = player(s, seat);
    return SHIP_TYPES.some((type) => shipsOfType(p, type) >= 3) ? 7 : 0;
  },
};
