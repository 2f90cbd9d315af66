import type { CardEffect } from "../../engine/card-hooks.ts";
import { basicPayout, keepOnePayout } from "../../engine/elder-fish.ts";
import { RuleError, player } from "../../engine/state.ts";
import { ELDER_IDS, type ElderId } from "../../engine/types.ts";
import { msg, said } from "../../engine/words.ts";

const BASIC = said("payout:basic", msg("cards.A217.basic"));

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
    const elder = ELDER_IDS.find((e) => e === step.data.elder);
    return [said("payout:keep", elder ? msg("cards.A217.keep", { elder: { elder } }) : msg("cards.A217.keepElder")), BASIC];
  },
  resolveStep({ s, seat }, step, choiceId) {
    const elder = step.data.elder as ElderId;
    if (choiceId === "payout:keep") keepOnePayout(s, seat, elder);
    else if (choiceId === "payout:basic") basicPayout(s, seat, elder);
    else throw new RuleError(msg("cards.A217.choose"));
    return [];
  },
};
