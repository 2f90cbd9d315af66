import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { buildingsOfLetter } from "../mechanisms/scoring-helpers.ts";

/**
 * Club (Codfish, B331): "the Club scores a number of VP equal to double the number of “C”
 * Buildings on your Harbor board."
 */
export const club: CardEffect = {
  score: (s, seat) => 2 * buildingsOfLetter(player(s, seat), "C"),
};
