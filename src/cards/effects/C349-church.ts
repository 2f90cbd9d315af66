import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { allNeighbours, buildingsOn, cellOf, counted, freeOn } from "../mechanisms/scoring-helpers.ts";

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
  // Another Building matters to a built Church only around it; the Church's own spot by the
  // Buildings and free spaces around it.
  placementNote: (s, seat, _building, cell, role) => {
    const p = player(s, seat);
    if (role === "owned") {
      const at = cellOf(p, "C349");
      const around = at ? allNeighbours(at) : [];
      return around.some(([r, c]) => r === cell[0] && c === cell[1]) ? `beside your Church: ${buildingsOn(p, around) + 1} of 5 Buildings` : "not beside your Church";
    }
    const n = counted(buildingsOn(p, allNeighbours(cell)), "Building");
    return role === "self" ? `Church here: ${n} around, ${freeOn(p, allNeighbours(cell))} free (needs 5)` : `${n} around here (Church needs 5)`;
  },
};
