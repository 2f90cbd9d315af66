import type { CardEffect } from "../hooks.ts";
import { player } from "../../engine/state.ts";
import { buildingsOfLetter } from "./scoring-helpers.ts";

/**
 * Boardinghouse (Mackerel, C247): "the Boardinghouse scores 5 VP if there are at least 3 “B”
 * Buildings on your Harbor board. (Your “A” and “C” Buildings do not count.)"
 */
export const boardinghouse: CardEffect = {
  score: (s, seat) => (buildingsOfLetter(player(s, seat), "B") >= 3 ? 5 : 0),
};
