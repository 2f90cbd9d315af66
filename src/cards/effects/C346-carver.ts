import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { buildingsWithPrintedWoodCost } from "../mechanisms/scoring-helpers.ts";

/**
 * Carver (Codfish, C346): "the Carver scores a number of VP equal to the number of Buildings on
 * your Harbor board with a printed wood cost in the Building cost section on the left side of the
 * card. (The Carver does not count because it is built with fish and gold.) Buildings showing a
 * variable wood cost ... do count. ... Buildings that require you pay a Ship instead of wood (like
 * the “Customs Area”) do not count." (Ruling A9.)
 */
export const carver: CardEffect = {
  score: (s, seat) => buildingsWithPrintedWoodCost(player(s, seat)),
};
