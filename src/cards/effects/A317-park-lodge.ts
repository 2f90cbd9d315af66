import type { CardEffect } from "../../engine/card-hooks.ts";
import { takeElderImmediately } from "../mechanisms/take-elder-free.ts";

/**
 * Park Lodge (Codfish, A317): "You may immediately (and only once via this Building) take a “Take
 * an Elder” action, without placing a Worker. As usual, take an accessible Elder from the Ships and
 * Elders supply board and place him on a free seat in your Elder Council. (This “Take an Elder”
 * action may trigger other Buildings like the “Holiday Resort”.) You may not use the new Elder
 * right away. (You may use him on your next turn or later via a normal Worker action.) The Park
 * Lodge has no effect if there are no seats left in your Elder Council."
 */
export const parkLodge: CardEffect = {
  ...takeElderImmediately,
};
