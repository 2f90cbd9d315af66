import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { buildingCount, shipsIncludingCatboat } from "../mechanisms/scoring-helpers.ts";

/**
 * Administration (Codfish, C354): "the Administration scores 6 VP if there is an equal number of
 * Buildings and Ships on your Harbor board, including the preprinted starting catboat. (Buildings
 * like the “Stilt House” from the Mackerel deck that are not placed on Building spaces still count
 * as Buildings.)"
 */
export const administration: CardEffect = {
  score: (s, seat) => {
    const p = player(s, seat);
    return buildingCount(p) === shipsIncludingCatboat(p) ? 6 : 0;
  },
};
