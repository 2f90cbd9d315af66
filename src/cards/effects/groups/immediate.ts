// Immediately gains to the personal supply or the Reserve (groups G3, G4) and the single-price variable costs (G9).
import type { CardEffect } from "../../hooks.ts";

export const IMMEDIATE_CARDS: Readonly<Record<string, CardEffect>> = {
};
