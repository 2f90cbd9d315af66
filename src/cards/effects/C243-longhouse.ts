import type { CardEffect } from "../../engine/card-hooks.ts";

/**
 * Longhouse (Mackerel, C243): "During scoring at the end of the game, your issued Shares score
 * nothing, regardless of color. (You cannot prevent this.) Negative VP from Unissued Shares are not
 * affected—you will still lose VP for them."
 */
export const longhouse: CardEffect = { scoring: { sharesScore: false } };
