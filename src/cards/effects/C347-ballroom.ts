import type { CardEffect } from "../../engine/card-hooks.ts";
import { takeElderImmediately } from "../mechanisms/take-elder-free.ts";

/**
 * Ballroom (Codfish, C347): "You may immediately (and only once via this Building) take a “Take an
 * Elder” action, without placing a Worker. As usual, take an accessible Elder from the Ships and
 * Elders supply board and place him on a free seat in your Elder Council. (This “Take an Elder”
 * action may trigger other Buildings like the “Holiday Resort”.) You may not use the new Elder
 * right away. ... The Ballroom has no effect if there are no seats left in your Elder Council.
 * During scoring at the end of the game, the Ballroom scores 6 VP if there are no Elders left on
 * the Ships and Elders supply board. Otherwise, the Ballroom only scores 4 VP."
 * A face-down bottom Elder (5 players) is an Elder on the board (ruling A15).
 */
export const ballroom: CardEffect = {
  ...takeElderImmediately,
  score: (s) => (s.elderStacks.every((st) => st.cards.length === 0) ? 6 : 4),
};
