import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { buildingsOn, cellOf, orthogonalNeighbours } from "../mechanisms/scoring-helpers.ts";

/**
 * Extension (Codfish, C344): "the Extension scores 3 VP if it is orthogonally adjacent to at least
 * 3 other Buildings. (Diagonally adjacent Buildings do not count.) The Extension scores nothing
 * if it is orthogonally adjacent to 2 or fewer Buildings."
 */
export const extension: CardEffect = {
  score: (s, seat) => {
    const p = player(s, seat);
    const at = cellOf(p, "C344");
    return at && buildingsOn(p, orthogonalNeighbours(at)) >= 3 ? 3 : 0;
  },
};
