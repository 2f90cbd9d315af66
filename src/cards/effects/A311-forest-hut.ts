import type { CardEffect } from "../../engine/card-hooks.ts";
import { addForests, doubleLabel, log, seatName } from "../../engine/state.ts";

/**
 * Forest Hut (Codfish, A311): "Each time you take the “Reforest” action, you may place exactly one
 * additional Forest on the newly forested double space. (It does not matter how you got the
 * “Reforest” action. Placing the additional Forest is not considered a “Reforest” action on its
 * own.) Normally, this entails placing 3 instead of 2 Forests on a free double space. (When
 * carrying out the effect of the “Forester’s House” from the Herring deck, you could place 5
 * instead of 4 Forests on a free double space.)"
 * Part of the Reforest: asked right after its Forests are placed, before what it sets off.
 */
export const forestHut: CardEffect = {
  before: {
    duringReforest: ({ card, detail }) => [{
      k: "card", card, tag: "extra-forest", data: { double: Number(detail) }, optional: true,
      prompt: `place one additional Forest on ${doubleLabel(Number(detail))}?`,
    }],
  },
  stepChoices: (_s, _seat, step) => [{ id: "use:A311", label: `Place a third Forest on ${doubleLabel(Number(step.data.double))}` }],
  resolveStep({ s, seat }, step, choiceId) {
    if (choiceId !== "use:A311") return [];
    const d = Number(step.data.double);
    addForests(s, seat, d, 1);
    log(s, seat, `${seatName(seat)} places one additional Forest on ${doubleLabel(d)} (Forest Hut).`);
    return [];
  },
};
