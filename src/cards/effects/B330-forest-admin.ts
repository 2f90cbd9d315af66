import type { CardEffect } from "../../engine/card-hooks.ts";
import { doubleOf, player } from "../../engine/state.ts";
import { HARBOR_COLS, HARBOR_ROWS } from "../../engine/rules-data.ts";
import type { GameState } from "../../engine/types.ts";
import { price } from "../mechanisms/immediate-gain.ts";

/** Building spaces "not covered with Forest (i.e., either free Building spaces or containing a Building)". */
function spacesWithoutForest(s: GameState, seat: number): number {
  const p = player(s, seat);
  let n = 0;
  for (let row = 0; row < HARBOR_ROWS; row++) {
    for (let col = 0; col < HARBOR_COLS; col++) {
      if (row === 0 && col === 0) continue; // the Reserve, not a Building space
      const d = doubleOf(row, col);
      if (d < 0 || (p.forests[d] ?? 0) === 0) n++;
    }
  }
  return n;
}

/**
 * Forest Admin. (Codfish, B330): "The amount of wood and fish that you must pay for the Forest
 * Admin. is equal to the number of Building spaces on your Harbor board that are not covered
 * with Forest (i.e., either free Building spaces or containing a Building). The Forest Admin.
 * has no effect." Its 5 VP are printed.
 */
export const forestAdmin: CardEffect = {
  variableCost: (s, seat) => price({ wood: spacesWithoutForest(s, seat), fish: spacesWithoutForest(s, seat) }),
};
