import type { CardEffect } from "../../engine/card-hooks.ts";

/**
 * Ship Holding Co. (Herring, B130): "Each time after you complete an “Issue a Share” action, you
 * may take an additional “Build a Ship” action, without placing a Worker. ... You may use the
 * goods gained from the “Issue a Share” action to build the Ship. (You may only take the “Build
 * a Ship” action if you can afford a Ship.)" The Ship choice is optional; with no affordable
 * Ship it offers nothing and is skipped.
 */
export const shipHoldingCo: CardEffect = {
  on: {
    afterIssueShare: ({ card }) => [{ k: "choose-ship", src: { kind: "card", card }, optional: true, woodDiscount: 0 }],
  },
};
