import type { CardEffect } from "../../engine/card-hooks.ts";
import { player, trackFree } from "../../engine/state.ts";

/**
 * Harbor Gate (Mackerel, C248): "the Harbor Gate scores 6 VP if no space on your Fishing track
 * remains free. The spaces do not necessarily have to be covered by Ships (e.g., they can be
 * covered by Buildings like the “Stilt House”)." `trackFree` is the engine's count of free
 * Fishing-track spaces (a Stilt House covers spaces once the track model knows it: K10).
 */
export const harborGate: CardEffect = {
  score: (s, seat) => (trackFree(player(s, seat)) === 0 ? 6 : 0),
};
