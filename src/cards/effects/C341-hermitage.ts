import type { CardEffect } from "../../engine/card-hooks.ts";

/**
 * Hermitage (Codfish, C341): "During scoring at the end of the game, gold in your personal supply
 * scores nothing. (You cannot prevent this.) Only the normal VP for gold are affected. Buildings
 * that provide VP for gold directly or indirectly (like the “Market Tower” from the Mackerel deck)
 * are not affected by the Hermitage."
 */
export const hermitage: CardEffect = { scoring: { goldScores: false } };
