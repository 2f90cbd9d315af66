import type { CardEffect } from "../../engine/card-hooks.ts";
import { gain, goodsText, log, pay, player, seatName } from "../../engine/state.ts";

/**
 * Laborer Square (Mackerel, A210): "Each time after you complete an “Issue a Share” action, you
 * may exchange exactly 1 gold in your personal supply for 3 wood and 4 fish from the general
 * supply. (You may exchange gold that you got from the “Issue a Share” action. ... Observe the
 * 12 wood limit in your personal supply.)" One exchange per Issue a Share action.
 */
export const laborerSquare: CardEffect = {
  on: {
    afterIssueShare: ({ card }) => [{
      k: "card", card, tag: "exchange", data: {}, optional: true,
      prompt: "exchange 1 gold for 3 wood and 4 fish?",
    }],
  },
  stepChoices: (s, seat) => (player(s, seat).supply.gold >= 1 ? [{ id: "use:A210", label: "Pay 1 gold for 3 wood and 4 fish" }] : []),
  resolveStep({ s, seat }, _step, choiceId) {
    if (choiceId !== "use:A210") return [];
    pay(s, seat, { gold: 1 });
    const kept = gain(s, seat, { wood: 3, fish: 4 });
    log(s, seat, `${seatName(seat)} exchanges 1 gold for ${goodsText(kept)} (Laborer Square).`);
    return [];
  },
};
