import type { CardEffect } from "../../engine/card-hooks.ts";

/**
 * Bank (Codfish, C343): "During scoring at the end of the game, all of your negative VP are
 * doubled. (You cannot prevent this.) This includes negative VP from free Building spaces and
 * Unissued Shares (which would score -2 VP each) as well as negative VP from Buildings (like the
 * “Bird Colony” from the Mackerel deck, which would score -4 VP)."
 */
export const bank: CardEffect = { scoring: { doubleNegatives: true } };
