import type { CardEffect } from "../../engine/card-hooks.ts";
import { canServe, elderCannot, tableHasFish } from "../../engine/actions.ts";
import { afterElderFish } from "../../engine/elder-fish.ts";
import { serveNextPlate, serveOnePlate } from "../../engine/handlers.ts";
import { previewCopy } from "../../engine/triggers.ts";
import type { ElderId, GameState } from "../../engine/types.ts";
import { offerOnePlate, onePlateChoices, servePlate } from "../mechanisms/one-plate.ts";

/** Would the Elder still have something to do after the seat served a plate first? (Judged on a cheap preview copy: it runs whenever the question's choices are listed.) */
function elderStillActs(s: GameState, seat: number, elder: ElderId): boolean {
  const t = previewCopy(s, seat);
  serveNextPlate(t, seat, { kind: "card", card: "A216" });
  return elderCannot(afterElderFish(t, seat, elder), seat, elder) === null;
}

/**
 * Purveyor (Mackerel, A216): "Each time before you use an Elder, you may take a “Serve Fish”
 * action, without placing a Worker. If you do, you may only serve fish to one plate (as opposed to
 * the “Serve Fish” action space which allows you to serve fish to multiple plates). As usual, take
 * 1 gold from the general supply and place the gold in your personal supply. Note that, in
 * particular, the effect of the Purveyor allows you to use an Elder even if the Banquet Table has
 * no fish, because you can supply that fish via the “Serve Fish” action that you get from the
 * Purveyor."
 *
 * With fish on the Banquet Table the serve is offered (you may), unless serving would leave the
 * Elder nothing to do (the Elder is already committed to); with none, using the Elder means
 * serving first, so it happens at once (ruling A22), and it is what makes the Elder usable.
 */
export const purveyor: CardEffect = {
  before: {
    beforeUseElder({ s, seat, card, detail }) {
      if (!canServe(s, seat)) return [];
      if (tableHasFish(s)) return [{ ...offerOnePlate(card, "beforeElder"), data: { elder: detail ?? "" } }];
      serveOnePlate(s, seat, { kind: "card", card });
      return [];
    },
  },
  stepChoices: (s, seat, step) => (elderStillActs(s, seat, step.data.elder as ElderId) ? onePlateChoices(s, seat) : []),
  resolveStep: ({ card }, _step, choiceId) => servePlate(card, choiceId),
};
