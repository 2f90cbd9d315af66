import type { CardEffect } from "../../engine/card-hooks.ts";
import { feedOwnShares } from "../../engine/handlers.ts";
import { log, player, seatName } from "../../engine/state.ts";
import type { GameState } from "../../engine/types.ts";

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
  log(s, seat, `${seatName(seat)} carries out step 3 again and places ${n} more fish on their own Share${shares === 1 ? "" : "s"} (Fisher’s Cottage).`);
}

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
        return [{ k: "card", card, tag: "repeat", data: {}, optional: true, prompt: "carry out step 3 again (1 more fish on each Share of your color, fewer for your Reserve)?" }];
      }
      repeat(s, seat);
      return [];
    },
  },
  stepChoices: (s, seat) => (canRepeat(s, seat) ? [{ id: "use:A203", label: "Place 1 more fish on each of your own Shares" }] : []),
  resolveStep({ s, seat }, _step, choiceId) {
    if (choiceId === "use:A203") repeat(s, seat);
    return [];
  },
};
