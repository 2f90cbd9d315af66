import type { CardEffect } from "../../engine/card-hooks.ts";
import { basicPayout, keepOnePayout } from "../../engine/elder-fish.ts";
import { ELDERS } from "../../engine/rules-data.ts";
import { RuleError, player } from "../../engine/state.ts";
import type { ElderId } from "../../engine/types.ts";

/**
 * Cold Storage (Mackerel, A217): "The Cold Storage changes the basic rule for you when your Elders
 * get a third fish. Instead of moving 1 fish into your personal supply and 2 fish into the general
 * supply, you may, alternatively, leave 1 fish on the Elder, move 1 fish into your personal
 * supply, and 1 fish into the general supply. (This way your Elders will accumulate 3 fish faster.
 * If you like, you may still apply the basic rule for some or all of your Elders, e.g., to use the
 * effect of the “Residential Home” from the Herring deck.)"
 *
 * Ruling A14: asked only of an owner of the Residential Home (its wood needs the basic rule);
 * for everyone else leaving the fish on the Elder is never worse, so it simply happens.
 */
export const coldStorage: CardEffect = {
  payoutChoice: (s, seat) => (player(s, seat).buildings.some((b) => b.id === "B131") ? "ask" : "keep"),
  stepChoices: (_s, _seat, step) => {
    const name = ELDERS[step.data.elder as ElderId]?.name ?? "Elder";
    return [
      { id: "payout:keep", label: `Leave 1 fish on the ${name} (1 to you, 1 back)` },
      { id: "payout:basic", label: `Basic rule: 1 to you, 2 back (Residential Home: +1 wood)` },
    ];
  },
  resolveStep({ s, seat }, step, choiceId) {
    const elder = step.data.elder as ElderId;
    if (choiceId === "payout:keep") keepOnePayout(s, seat, elder);
    else if (choiceId === "payout:basic") basicPayout(s, seat, elder);
    else throw new RuleError("Choose how your Elder pays out.");
    return [];
  },
};
