import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";

/**
 * Lighthouse (Herring, B129): "Each time there are 8 or more fish in your Reserve, you may
 * immediately take a “Transfer Reserve” action, without placing a Worker. (This “Transfer
 * Reserve” action may trigger other Buildings like the “Dairy” or “Wet Storage”.) If you are in
 * the middle of another action, you must first complete that other action before you may take the
 * “Transfer Reserve” action. This applies especially to the Fishing Phase: only after you complete
 * all five steps of the Fishing Phase may you use the effect of the Lighthouse."
 *
 * A state checked when the running action (or the seat's Fishing distribution) is complete: it is
 * offered when the Reserve reaches 8 fish, or when the Lighthouse is built with 8 there, and not
 * again until the fish went below 8 and back (ruling A12). The Work phase waits for the answer.
 */
export const lighthouse: CardEffect = {
  whileState: [{
    key: "eight-fish",
    holds: (s, seat) => player(s, seat).reserve.fish >= 8,
    effect: ({ card }) => [{ k: "elder-options", src: { kind: "card", card }, options: ["transfer-reserve"], optional: true }],
  }],
};
