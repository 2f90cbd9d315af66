import { player } from "../../engine/state.ts";
import { bySelf, freeAction } from "../mechanisms/free-action.ts";
import { msg } from "../../engine/words.ts";

const AT_MOST_ONE = msg("cards.A305.why");

/**
 * Office (Codfish, A305): "You may immediately (and only once via this Building) take an “Issue a
 * Share” action, without placing a Worker. If you do, you must issue exactly two Shares by turning
 * two Unissued Shares in your personal supply to the “Share” side in your color. Place these two
 * Shares on the designated space of the Action board. (This is considered a single “Issue a Share”
 * action. It may trigger other Buildings like the “Ship Holding Co.” from the Herring deck.)
 * Then immediately (and only once via this Building) take 3 gold from the general supply and
 * place the gold in your personal supply. ... The Office has no effect if you have at most one
 * Unissued Share."
 *
 * The 3 gold are part of the action, so they are in hand before what the action sets off (Ship
 * Holding Co., Laborer Square) is asked (ruling A8a).
 */
export const office = freeAction({
  prompt: msg("cards.A305.prompt"),
  label: msg("cards.A305.issue"),
  noEffect: (s, seat) => (player(s, seat).unissued >= 2 ? null : AT_MOST_ONE),
  steps: (ctx) => [{ k: "issue-share", src: bySelf(ctx), bonusFish: 0, count: 2, reward: { gold: 3 } }],
});
