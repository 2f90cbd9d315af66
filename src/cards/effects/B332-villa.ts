import type { CardEffect } from "../../engine/card-hooks.ts";
import { DOUBLE_SPACES } from "../../engine/rules-data.ts";
import { doubleOf, freeDoubles, player } from "../../engine/state.ts";
import { cellOf, counted, doublesBeside, forestsAdjacentTo, orthogonalNeighbours, type Cell } from "../mechanisms/scoring-helpers.ts";
import { msg } from "../../engine/words.ts";

function vpFor(forests: number): number {
  if (forests >= 5) return 9;
  if (forests >= 3) return 7;
  return forests === 2 ? 5 : 0;
}

/** Whether a Building on `cell` takes a free double space that lies beside the Villa on `villa` (room for Forests beside it). */
function blocksBeside(free: readonly number[], villa: Cell, cell: Cell): boolean {
  const d = doubleOf(cell[0], cell[1]);
  const around = orthogonalNeighbours(villa);
  return free.includes(d) && (DOUBLE_SPACES[d] ?? []).some(([r, c]) => around.some(([x, y]) => x === r && y === c));
}

const BLOCKS = msg("cards.B332.blocks");
const LEAVES = msg("cards.B332.leaves");

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
    return vpFor(at ? forestsAdjacentTo(p, at) : 0);
  },
  // Another Building matters to a built Villa only where it takes a free double space beside it
  // (Forests may come there); the Villa's own spot by the Forests beside it now and the free
  // double spaces beside it.
  placementNote: (s, seat, _building, cell, role) => {
    const p = player(s, seat);
    if (role === "owned") {
      const at = cellOf(p, "B332");
      return at && blocksBeside(freeDoubles(p), at, cell) ? BLOCKS : LEAVES;
    }
    const n = forestsAdjacentTo(p, cell);
    const free = doublesBeside(p, cell).free.length;
    const room = free ? msg("cards.B332.room", { doubles: counted(free, "freeDoubles") }) : "";
    const forests = counted(n, "forests");
    return role === "self" ? msg("cards.B332.self", { forests, vp: vpFor(n), room }) : msg("cards.B332.later", { forests, room });
  },
};
