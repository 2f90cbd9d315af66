import type { CardEffect } from "../../engine/card-hooks.ts";
import { scoresForBuildingsAround } from "../mechanisms/buildings-around.ts";

/**
 * Church (Codfish, C349): "the Church scores 9 VP if it is orthogonally and/or diagonally adjacent
 * to at least 5 other Buildings. ... The Church scores nothing if it is surrounded by 4 or fewer
 * Buildings."
 */
export const church: CardEffect = scoresForBuildingsAround({ card: "C349", name: "Church", adjacency: "all", atLeast: 5, vp: 9 });
