// Cost modifiers (group G8) and the haul modifier of the Supply Storage.
import type { CardEffect } from "../../hooks.ts";

export const COST_CARDS: Readonly<Record<string, CardEffect>> = {
};
