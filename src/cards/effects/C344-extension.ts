import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { buildingsOn, cellOf, counted, freeOn, orthogonalNeighbours } from "../mechanisms/scoring-helpers.ts";

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
  // Another Building matters to a built Extension only beside it; the Extension's own spot by the
  // Buildings and free spaces beside it.
  placementNote: (s, seat, _building, cell, role) => {
    const p = player(s, seat);
    if (role === "owned") {
      const at = cellOf(p, "C344");
      const around = at ? orthogonalNeighbours(at) : [];
      return around.some(([r, c]) => r === cell[0] && c === cell[1]) ? `beside your Extension: ${buildingsOn(p, around) + 1} of 3 Buildings` : "not beside your Extension";
    }
    const n = counted(buildingsOn(p, orthogonalNeighbours(cell)), "Building");
    return role === "self" ? `Extension here: ${n} beside, ${freeOn(p, orthogonalNeighbours(cell))} free (needs 3)` : `${n} beside here (Extension needs 3)`;
  },
};
