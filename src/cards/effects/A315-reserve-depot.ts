import type { CardEffect, HookContext } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import type { Good, Step } from "../../engine/types.ts";
import { takeFor } from "../mechanisms/card-gain.ts";
import { msg, said } from "../../engine/words.ts";

const WOOD = msg("cards.A315.wood");
const FISH = msg("cards.A315.fish");
const PLACE_WOOD = said("use:A315:wood", msg("cards.A315.placeWood"));
const PLACE_FISH = said("use:A315:fish", msg("cards.A315.placeFish"));

function offer(ctx: HookContext, good: Extract<Good, "wood" | "fish">): Step[] {
  return [{ k: "card", card: ctx.card, tag: good, data: { good }, optional: true, prompt: good === "fish" ? FISH : WOOD }];
}

/**
 * Reserve Depot (Codfish, A315): "Each time there is no wood in your Reserve (e.g., after taking a
 * “Transfer Reserve” action), you may take 1 wood from the general supply and place it in your
 * Reserve (and not in your personal supply). Similarly: Each time there is no fish on your
 * Reserve, you may place 1 fish from the general supply in your Reserve. If you have multiple
 * Buildings that fill your empty Reserve (like the “Dairy” or “Wet Storage” from the Herring
 * deck), you may apply their effects all at the same time—in an order of your choice. (All of
 * these Buildings may be triggered.)"
 *
 * Ruling A10: one state per good, checked when the running action is complete: offered when the
 * good is at 0 (also right after building the Depot) and again only after it was above 0 in
 * between; it waits with the other fillers of the same emptying, so the Wet Storage's wood does
 * not cancel it. Asked, since a non-empty Reserve can matter (ruling A14).
 */
export const reserveDepot: CardEffect = {
  whileState: [
    { key: "no-wood", holds: (s, seat) => player(s, seat).reserve.wood === 0, effect: (ctx) => offer(ctx, "wood") },
    { key: "no-fish", holds: (s, seat) => player(s, seat).reserve.fish === 0, effect: (ctx) => offer(ctx, "fish") },
  ],
  stepChoices: (_s, _seat, step) => [step.data.good === "fish" ? PLACE_FISH : PLACE_WOOD],
  resolveStep({ s, seat, card }, step, choiceId) {
    const good = step.data.good === "fish" ? "fish" : "wood";
    if (choiceId === `use:A315:${good}`) takeFor(s, seat, card, { [good]: 1 }, "reserve");
    return [];
  },
};
