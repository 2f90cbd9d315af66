import { player } from "../../engine/state.ts";
import { onEventGain } from "../mechanisms/on-event.ts";

/**
 * Logger’s Pond (Mackerel, A206): "After each turn in which you remove 1 or 2 Forests from your
 * Harbor board, take 2 fish from the general supply and place the fish in your personal supply.
 * (Even if you remove 2 Forests, you only get 2 fish.) It does not matter whether or not you take
 * a “Deforest” action to remove the Forests. If you remove more than 2 Forests on the same turn
 * (e.g., via a Building like the “Hideaway” from the Codfish deck), you cannot apply the effect
 * of the Logger’s Pond."
 * The turn's removals are counted by the engine (`tally`), so a Logger's Pond built in the turn
 * counts the Forests removed earlier in it (ruling A5).
 */
export const loggersPond = onEventGain("afterTurn", { fish: 2 }, "supply", ({ s, seat }) => {
  const removed = player(s, seat).tally.forestsRemovedThisTurn;
  return removed === 1 || removed === 2;
});
