import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";

/**
 * Manor (Herring, C153): "the Manor scores 7 VP if you have at least 6 issued Shares. ... The color
 * of the Shares does not matter. Unissued Shares do not count. The Manor scores nothing if you
 * have 5 or fewer issued Shares."
 */
export const manor: CardEffect = {
  score: (s, seat) => (player(s, seat).shares.length >= 6 ? 7 : 0),
};
