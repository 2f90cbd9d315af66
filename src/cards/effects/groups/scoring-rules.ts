// Cards that change how their owner's score is counted (group G2, K9): Hermitage, Longhouse and
// Bank. The engine's scoring (src/engine/scoring.ts) applies them, each as its own line.
import type { CardEffect } from "../../hooks.ts";
import { longhouse } from "../C243-longhouse.ts";
import { hermitage } from "../C341-hermitage.ts";
import { bank } from "../C343-bank.ts";

export const SCORING_RULE_CARDS: Readonly<Record<string, CardEffect>> = {
  C243: longhouse,
  C341: hermitage,
  C343: bank,
};
