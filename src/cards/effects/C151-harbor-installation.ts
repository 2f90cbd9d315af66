import type { CardEffect } from "../../engine/card-hooks.ts";

/**
 * Harbor Installation (Herring, C151): "scores a number of VP equal to double the number
 * of Ships on your Fishing track, including the preprinted starting catboat."
 */
export const harborInstallation: CardEffect = {
  score: (s, seat) => 2 * ((s.players[seat]?.ships.length ?? 0) + 1),
};
