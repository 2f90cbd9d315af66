import type { CardEffect } from "../../engine/card-hooks.ts";
import { feedOwnShares } from "../../engine/handlers.ts";
import { log, player } from "../../engine/state.ts";
import type { GameState } from "../../engine/types.ts";
import { msg, said } from "../../engine/words.ts";

/** Buildings that use fish in the Reserve: with one of them, fish left for the Reserve can be worth more (ruling A14). */
const RESERVE_FISH_USERS = ["A204", "A312", "B129", "A313", "B222"];

/** Fish in hand and a Share of the player's own color in their supply: step 3 would do something. */
function canRepeat(s: GameState, seat: number): boolean {
  const p = player(s, seat);
  return p.fishInHand > 0 && p.shares.some((o) => o === seat);
}

function repeat(s: GameState, seat: number): void {
  const n = feedOwnShares(s, seat);
  const shares = player(s, seat).shares.filter((o) => o === seat).length;
  log(s, seat, msg("cards.A203.again", { seat: { seat }, fish: msg("cards.A203.fish", { count: n }), count: shares }));
}

const PROMPT = msg("cards.A203.prompt");
const REPEAT = said("use:A203", msg("cards.A203.repeat"));

/**
 * Fisher’s Cottage (Mackerel, A203): "When distributing fish (during the Fishing Phase or the
 * “Pond Builder” Elder action), you may carry out the third step of the distribution order twice.
 * (Consequently, during step 3, place two fish on each Share of your color that you own.)"
 *
 * Ruling A14: asked only of a player who owns a Building that uses fish in the Reserve (Fish Trade,
 * Wood Exchange, Lighthouse, Cooling House, Smoking Cottage), since otherwise a fish in the supply
 * is never worth less than one in the Reserve; for everyone else it simply happens.
 */
export const fishersCottage: CardEffect = {
  before: {
    duringOwnShares({ s, seat, card }) {
      if (!canRepeat(s, seat)) return [];
      if (player(s, seat).buildings.some((b) => RESERVE_FISH_USERS.includes(b.id))) {
        return [{ k: "card", card, tag: "repeat", data: {}, optional: true, prompt: PROMPT }];
      }
      repeat(s, seat);
      return [];
    },
  },
  stepChoices: (s, seat) => (canRepeat(s, seat) ? [REPEAT] : []),
  resolveStep({ s, seat }, _step, choiceId) {
    if (choiceId === "use:A203") repeat(s, seat);
    return [];
  },
};
