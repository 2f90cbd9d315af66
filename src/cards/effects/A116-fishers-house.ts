import type { CardEffect } from "../../engine/card-hooks.ts";
import { canServe } from "../../engine/actions.ts";
import { offerOnePlate, onePlateChoices, servePlate } from "../mechanisms/one-plate.ts";

/**
 * Fisher’s House (Herring, A116): "Each time after you complete an action for which you placed a
 * Worker, you may take an additional “Serve Fish” action, without placing another Worker. If you
 * do, you may only serve fish to one plate (as opposed to the “Serve Fish” action space which
 * allows you to serve fish to multiple plates). As usual, take 1 gold from the general supply and
 * place the gold in your personal supply. The effect of the Fisher’s House does not apply to
 * actions that you take as a consequence of the Worker action (e.g., actions from other Building
 * effects)."
 *
 * Set off once per Worker placement (an action space, the Imitation tile or an Elder), when that
 * whole action is complete; also by the action that built it (ruling A5). Not asked when the
 * next plate cannot be served.
 */
export const fishersHouse: CardEffect = {
  on: {
    afterWorkerAction: ({ s, seat, card }) => (canServe(s, seat) ? [offerOnePlate(card, "afterAction")] : []),
  },
  stepChoices: (s, seat) => onePlateChoices(s, seat),
  resolveStep: ({ card }, _step, choiceId) => servePlate(card, choiceId),
};
