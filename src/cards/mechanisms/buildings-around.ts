// End-game scorers that count the Buildings next to themselves: "scores N VP if it is
// [orthogonally | orthogonally and/or diagonally] adjacent to at least K other Buildings"
// (Extension C344, Church C349). Written once here: the score, and what a Building placed on a
// given space means for such a card (its `placementNote`, which tells harbor spaces apart).
import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { msg } from "../../engine/words.ts";
import { allNeighbours, buildingsOn, cellOf, counted, freeOn, orthogonalNeighbours, type Cell } from "./scoring-helpers.ts";

export interface BuildingsAround {
  /** The card's id, e.g. "C344". */
  card: string;
  /** The card's name as the notes say it, e.g. "Extension". */
  name: string;
  /** "orthogonal": sharing a side; "all": "orthogonally and/or diagonally". */
  adjacency: "orthogonal" | "all";
  /** "at least K other Buildings". */
  atLeast: number;
  /** The VP it then scores; nothing otherwise. */
  vp: number;
}

/** The card's score and its placement note, from the words of its text. */
export function scoresForBuildingsAround(rule: BuildingsAround): Pick<CardEffect, "score" | "placementNote"> {
  const around = (cell: Cell): Cell[] => (rule.adjacency === "orthogonal" ? orthogonalNeighbours(cell) : allNeighbours(cell));
  const beside = rule.adjacency === "orthogonal";
  return {
    score: (s, seat) => {
      const p = player(s, seat);
      const at = cellOf(p, rule.card);
      return at && buildingsOn(p, around(at)) >= rule.atLeast ? rule.vp : 0;
    },
    // Another Building matters to the card once built only next to it; the card's own spot by the
    // Buildings and free spaces next to it.
    placementNote: (s, seat, _building, cell, role) => {
      const p = player(s, seat);
      if (role === "owned") {
        const at = cellOf(p, rule.card);
        const next = at ? around(at) : [];
        return next.some(([r, c]) => r === cell[0] && c === cell[1])
          ? msg("around.owned", { card: rule.name, n: buildingsOn(p, next) + 1, needs: rule.atLeast })
          : msg("around.notOwned", { card: rule.name });
      }
      const buildings = counted(buildingsOn(p, around(cell)), "buildings");
      if (role === "self") return msg(beside ? "around.selfBeside" : "around.selfAround", { card: rule.name, buildings, free: freeOn(p, around(cell)), needs: rule.atLeast });
      return msg(beside ? "around.laterBeside" : "around.laterAround", { card: rule.name, buildings, needs: rule.atLeast });
    },
  };
}
