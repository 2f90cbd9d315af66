import type { CardEffect } from "../../engine/card-hooks.ts";
import { forestCount, player } from "../../engine/state.ts";

/**
 * Worker’s Cottage (Mackerel, A202): "Each time after you complete a “Reforest” action, you may
 * take an additional “Deforest” action, without placing a Worker. (It does not matter how you got
 * the “Reforest” action. This “Deforest” action may trigger other Buildings like the “Sawmill”
 * from the Herring deck.) During the “Deforest” action, you may remove a Forest gained from the
 * “Reforest” action."
 *
 * An optional Deforest (+5 wood) with the card as its source: it raises afterDeforest (Sawmill)
 * and afterRemoveForest, but it is not an action space (no afterPlaceWorker).
 */
export const workersCottage: CardEffect = {
  on: {
    afterReforest: ({ s, seat, card }) => (forestCount(player(s, seat)) > 0
      ? [{ k: "remove-forest", src: { kind: "card", card }, optional: true, left: 1, deforest: true }]
      : []),
  },
};
