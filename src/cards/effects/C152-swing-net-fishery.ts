import type { CardEffect } from "../../engine/card-hooks.ts";
import { haulSize } from "../../engine/triggers.ts";
import { msg } from "../../engine/words.ts";

const WITH_WOOD = msg("cards.C152.wood");
const WITH_FISH = msg("cards.C152.fish");

/**
 * Swing-Net Fishery (Herring, C152; Building cost: your choice of 10 wood or 12 fish; 0 or 5 VP):
 * "You can build the Swing-Net Fishery with your choice of wood or fish. During scoring at the
 * end of the game, it scores 5 VP if your haul size is 12. The Swing-Net Fishery scores nothing
 * if your haul size is 11 or lower. (Note that there are two 12s on the Fishing track.)"
 * The haul is the effective one (ruling A4); "is 12" holds for 12 or more, as the Supply Storage
 * can raise the haul past the track's 12 (ruling A23).
 */
export const swingNetFishery: CardEffect = {
  costOptions: () => [
    { key: "wood", label: WITH_WOOD, price: { wood: 10, fish: 0, gold: 0, ships: [] } },
    { key: "fish", label: WITH_FISH, price: { wood: 0, fish: 12, gold: 0, ships: [] } },
  ],
  score: (s, seat) => (haulSize(s, seat) >= 12 ? 5 : 0),
};
