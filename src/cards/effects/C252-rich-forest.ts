import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { buildingCells, doublesBeside, doublesWords, touchesForest } from "../mechanisms/scoring-helpers.ts";
import { msg } from "../../engine/words.ts";

const NONE_BESIDE = msg("cards.C252.noneBeside");

/**
 * Rich Forest (Mackerel, C252): "the Rich Forest scores a number of VP equal to the number of
 * Buildings on your Harbor board that are orthogonally adjacent to one or more Forests. (Each
 * such Building is only counted once, even if it is adjacent to multiple Forests.)" The Rich
 * Forest itself counts when it is so adjacent; Buildings off the Building spaces touch no Forest.
 */
export const richForest: CardEffect = {
  score: (s, seat) => {
    const p = player(s, seat);
    return buildingCells(p).filter((cell) => touchesForest(p, cell)).length;
  },
  // Any Building counts where it is beside a Forest: by the Forests beside the space now, and the
  // free double spaces beside it (where Forests may come).
  placementNote: (s, seat, _building, cell) => {
    const { forested, free } = doublesBeside(player(s, seat), cell);
    const later = free.length ? msg("cards.C252.free", { doubles: doublesWords(free) }) : null;
    if (forested.length) return later ? msg("cards.C252.besideAndFree", { doubles: doublesWords(forested), free: later }) : msg("cards.C252.beside", { doubles: doublesWords(forested) });
    return later ? msg("cards.C252.noneBesideFree", { free: later }) : NONE_BESIDE;
  },
};
