import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { shipsOfType } from "../mechanisms/scoring-helpers.ts";

/**
 * Inshore Fishery (Mackerel, C250): "the Inshore Fishery scores 5 VP if there are at least 4 Ships
 * on your Fishing track that are called sloop or cutter. (Your schooners and the preprinted
 * starting catboat do not count.)"
 */
export const inshoreFishery: CardEffect = {
  score: (s, seat) => {
    const p = player(s, seat);
    return shipsOfType(p, "sloop") + shipsOfType(p, "cutter") >= 4 ? 5 : 0;
  },
};
