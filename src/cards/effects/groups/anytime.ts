// Anytime exchanges (group G7). Each is a row of the exchange table (../exchange.ts).
import type { CardEffect } from "../../../engine/card-hooks.ts";
import { fishTrade } from "../A204-fish-trade.ts";
import { cooperage } from "../A310-cooperage.ts";
import { woodExchange } from "../A312-wood-exchange.ts";
import { tradingHouse } from "../B122-trading-house.ts";
import { resourceTrade } from "../B123-resource-trade.ts";
import { woodTrade } from "../B124-wood-trade.ts";
import { shipBroker } from "../B223-ship-broker.ts";
import { manufacture } from "../B230-manufacture.ts";
import { stockfishery } from "../B325-stockfishery.ts";

export const ANYTIME_CARDS: Readonly<Record<string, CardEffect>> = {
  B122: tradingHouse,
  B123: resourceTrade,
  B124: woodTrade,
  A204: fishTrade,
  B223: shipBroker,
  B230: manufacture,
  A310: cooperage,
  A312: woodExchange,
  B325: stockfishery,
};
