import type { CardEffect } from "../../engine/card-hooks.ts";
import { haulSize } from "../../engine/triggers.ts";
import { takeFor } from "../mechanisms/card-gain.ts";

/**
 * Driftwood Rafting (Mackerel, B226): "As long as your haul size is 12, each time before you place
 * a Worker, take 2 wood from the general supply and place the wood in your Reserve (and not in
 * your personal supply). Note that there are Buildings (like the “Ship Broker”) and—in 5-player
 * games—the “Ship Owner” Elder that can cause your haul size to drop below 12 again."
 * The haul is the effective one (ruling A4); "is 12" holds for 12 or more, as the Supply Storage
 * can raise the haul past the track's 12 (ruling A23). The wood arrives before the Worker is placed, so a
 * Transfer Reserve is open even with an empty Reserve (ruling A11). Not when passing.
 */
export const driftwoodRafting: CardEffect = {
  before: {
    beforePlaceWorker: ({ s, seat, card }) => {
      if (haulSize(s, seat) >= 12) takeFor(s, seat, card, { wood: 2 }, "reserve");
      return [];
    },
  },
};
