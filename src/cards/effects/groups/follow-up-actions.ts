// Follow-up actions: forest follow-ups and free actions granted by Immediately/Whenever effects: Arboretum
// (two Reforests), Worker's Cottage (Deforest after a Reforest), Sawmill (extra Forest after a
// Deforest) and Repair Hall (Transfer Reserve). They reuse the engine's steps: place-forests,
// remove-forest, elder-options, and a card step for the Sawmill.
import type { CardEffect } from "../../../engine/card-hooks.ts";
import { arboretum } from "../A107-arboretum.ts";
import { workersCottage } from "../A202-workers-cottage.ts";
import { sawmill } from "../B127-sawmill.ts";
import { repairHall } from "../C342-repair-hall.ts";

export const FOLLOW_UP_CARDS: Readonly<Record<string, CardEffect>> = {
  A107: arboretum,
  A202: workersCottage,
  B127: sawmill,
  C342: repairHall,
};
