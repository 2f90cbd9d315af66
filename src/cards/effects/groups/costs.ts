// Cost modifiers (group G8) and the haul modifier of the Supply Storage. Discounts go through
// ../discount.ts ("No cost can drop below 0").
import type { CardEffect } from "../../../engine/card-hooks.ts";
import { slipway } from "../A111-slipway.ts";
import { shippingOffice } from "../A117-shipping-office.ts";
import { supplyStorage } from "../A212-supply-storage.ts";
import { buildingCompany } from "../A214-building-company.ts";
import { stockManagement } from "../A218-stock-management.ts";

export const COST_CARDS: Readonly<Record<string, CardEffect>> = {
  A111: slipway,
  A117: shippingOffice,
  A214: buildingCompany,
  A218: stockManagement,
  A212: supplyStorage,
};
