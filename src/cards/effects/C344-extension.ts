import type { CardEffect } from "../../engine/card-hooks.ts";
import { scoresForBuildingsAround } from "../mechanisms/buildings-around.ts";

/**
 * Extension (Codfish, C344): "the Extension scores 3 VP if it is orthogonally adjacent to at least
 * 3 other Buildings. (Diagonally adjacent Buildings do not count.) The Extension scores nothing
 * if it is orthogonally adjacent to 2 or fewer Buildings."
 */
export const extension: CardEffect = scoresForBuildingsAround({ card: "C344", name: "Extension", adjacency: "orthogonal", atLeast: 3, vp: 3 });
