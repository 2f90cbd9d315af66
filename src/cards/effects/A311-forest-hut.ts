import type { CardEffect } from "../../engine/card-hooks.ts";
import { addForests, doubleLabel, log } from "../../engine/state.ts";
import { msg, said } from "../../engine/words.ts";

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
      prompt: msg("cards.A311.prompt", { double: doubleLabel(Number(detail)) }),
    }],
  },
  stepChoices: (_s, _seat, step) => [said("use:A311", msg("cards.A311.place", { double: doubleLabel(Number(step.data.double)) }))],
  resolveStep({ s, seat }, step, choiceId) {
    if (choiceId !== "use:A311") return [];
    const d = Number(step.data.double);
    addForests(s, seat, d, 1);
    log(s, seat, msg("cards.A311.places", { seat: { seat }, double: doubleLabel(d) }));
    return [];
  },
};
