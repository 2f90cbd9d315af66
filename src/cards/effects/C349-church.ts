import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { allNeighbours, buildingsOn, cellOf } from "../mechanisms/scoring-helpers.ts";

/**
 * Church (Codfish, C349): "the Church scores 9 VP if it is orthogonally and/or diagonally adjacent
 * to at least 5 other Buildings. ... The Church scores nothing if it is surrounded by 4 or fewer
 * Buildings."
 */
export const church: CardEffect = {
  score: (s, seat) => {
    const p = player(s, seat);
    const at = cellOf(p, "C349");
    return at && buildingsOn(p, allNeighbours(at)) >= 5 ? 9 : 0;
  },
};
