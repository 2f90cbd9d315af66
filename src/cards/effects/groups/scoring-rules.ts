// Cards that change how their owner's score is counted or act at the end of the game (groups G2
// and G19, K8/K9): Hermitage, Longhouse, Bank and Nursery, applied by the engine's scoring
// (src/engine/scoring.ts) each as its own line; the Fortress's build after the last Work turn.
import type { CardEffect } from "../../../engine/card-hooks.ts";
import { fortress } from "../C147-fortress.ts";
import { nursery } from "../C242-nursery.ts";
import { longhouse } from "../C243-longhouse.ts";
import { hermitage } from "../C341-hermitage.ts";
import { bank } from "../C343-bank.ts";

export const SCORING_RULE_CARDS: Readonly<Record<string, CardEffect>> = {
  C147: fortress,
  C242: nursery,
  C243: longhouse,
  C341: hermitage,
  C343: bank,
};
