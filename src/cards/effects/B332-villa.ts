import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { cellOf, forestsAdjacentTo } from "../mechanisms/scoring-helpers.ts";

/**
 * Villa (Codfish, B332): "count the number of Forests that are orthogonally adjacent to the Villa.
 * (Every single Forest counts, even if stacked together. Forests that are merely diagonally
 * adjacent to the Villa do not count.) If there are 2 such Forests, the Villa scores 5 VP. If
 * there are 3 or 4 such Forests, the Villa scores 7 VP. If there are 5 or more such Forests, the
 * Villa scores 9 VP. The Villa scores nothing if it is orthogonally adjacent to 1 Forest or no
 * Forest at all."
 */
export const villa: CardEffect = {
  score: (s, seat) => {
    const p = player(s, seat);
    const at = cellOf(p, "B332");
    const forests = at ? forestsAdjacentTo(p, at) : 0;
    if (forests >= 5) return 9;
    if (forests >= 3) return 7;
    if (forests === 2) return 5;
    return 0;
  },
};
