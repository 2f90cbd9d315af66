import type { CardEffect } from "../../engine/card-hooks.ts";
import { gainNow } from "../mechanisms/immediate-gain.ts";

/**
 * Customs Area (Codfish, B327): "Pay the required sloop by removing it from your Fishing track.
 * [...] Then immediately (and only once via this Building) take 1 wood, 1 fish, and 1 gold from
 * the general supply and place the wood, the fish, and the gold in your personal supply.
 * (Observe the 12 wood limit in your personal supply.) Additionally, immediately (and only once
 * via this Building) take another 1 wood, 1 fish, and 1 gold from the general supply and place
 * the wood, the fish, and the gold in your Reserve (and not in your personal supply again).
 * (Observe the 8 fish limit in your Reserve.)" The sloop is the printed cost, paid by the engine.
 */
export const customsArea: CardEffect = {
  ...gainNow({ supply: { wood: 1, fish: 1, gold: 1 }, reserve: { wood: 1, fish: 1, gold: 1 } }),
};
