// Cards of the Harbor board: Forest placement and removal on the Harbor board (A205, A314), the Holding Company
// (A316), and the Stilt House lying on the Fishing track (B228, K10).
import type { CardEffect } from "../../../engine/card-hooks.ts";
import { forestersCottage } from "../A205-foresters-cottage.ts";
import { hideaway } from "../A314-hideaway.ts";
import { holdingCompany } from "../A316-holding-company.ts";
import { stiltHouse } from "../B228-stilt-house.ts";

export const HARBOR_BOARD_CARDS: Readonly<Record<string, CardEffect>> = {
  A205: forestersCottage,
  A314: hideaway,
  A316: holdingCompany,
  B228: stiltHouse,
};
