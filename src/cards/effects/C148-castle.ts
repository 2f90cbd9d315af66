import type { CardEffect } from "../../engine/card-hooks.ts";

/** Castle (Herring, C148): "The Castle has no effect." Its 11 VP are printed. */
export const castle: CardEffect = {};
