import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { buildingCount } from "../mechanisms/scoring-helpers.ts";

/**
 * Village Church (Herring, C150): "the Village Church scores 7 VP if you have at least 9 Buildings
 * (including the Village Church). The Village Church scores nothing if you have 8 or fewer
 * Buildings. All of your Buildings count, including ones that you did not build on Building
 * spaces (like the “Stilt House” from the Mackerel deck)."
 */
export const villageChurch: CardEffect = {
  score: (s, seat) => (buildingCount(player(s, seat)) >= 9 ? 7 : 0),
};
