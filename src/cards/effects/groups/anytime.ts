// Anytime exchanges (group G7).
import type { CardEffect } from "../../hooks.ts";

export const ANYTIME_CARDS: Readonly<Record<string, CardEffect>> = {
};
