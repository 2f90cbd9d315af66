import type { CardEffect } from "../../engine/card-hooks.ts";
import { gain, log, pay, player } from "../../engine/state.ts";
import { msg, said } from "../../engine/words.ts";

const PROMPT = msg("cards.A210.prompt");
const PAY = said("use:A210", msg("cards.A210.pay"));

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
      prompt: PROMPT,
    }],
  },
  stepChoices: (s, seat) => (player(s, seat).supply.gold >= 1 ? [PAY] : []),
  resolveStep({ s, seat }, _step, choiceId) {
    if (choiceId !== "use:A210") return [];
    pay(s, seat, { gold: 1 });
    const kept = gain(s, seat, { wood: 3, fish: 4 });
    log(s, seat, msg("cards.A210.exchanges", { seat: { seat }, goods: { goods: kept } }));
    return [];
  },
};
