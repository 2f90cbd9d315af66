// Whenever gains on existing events (group G5) and Once thresholds (G6).
import type { CardEffect } from "../../hooks.ts";

export const WHENEVER_CARDS: Readonly<Record<string, CardEffect>> = {
};
