// Cards that change the distribution of fish and the Elders' 3-fish payout (group G16, K6).
import type { CardEffect } from "../../../engine/card-hooks.ts";
import { fishersCottage } from "../A203-fishers-cottage.ts";
import { coldStorage } from "../A217-cold-storage.ts";

export const FISHING_CARDS: Readonly<Record<string, CardEffect>> = {
  A203: fishersCottage,
  A217: coldStorage,
};
