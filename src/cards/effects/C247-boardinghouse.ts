import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { buildingsOfLetter } from "../mechanisms/scoring-helpers.ts";

/**
 * Boardinghouse (Mackerel, C247): "the Boardinghouse scores 5 VP if there are at least 3 “B”
 * Buildings on your Harbor board. (Your “A” and “C” Buildings do not count.)"
 */
export const boardinghouse: CardEffect = {
  score: (s, seat) => (buildingsOfLetter(player(s, seat), "B") >= 3 ? 5 : 0),
};
