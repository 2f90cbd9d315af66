import { player } from "../../engine/state.ts";
import { bySelf, freeAction } from "../mechanisms/free-action.ts";
import { msg } from "../../engine/words.ts";

const NO_UNISSUED = msg("noEffect.noUnissued");

/**
 * Portal (Herring, A113): "You may immediately (and only once via this Building) take an “Issue a
 * Share” action, without placing a Worker. (This “Issue a Share” action may trigger other
 * Buildings like the “Ship Holding Co.”.) As usual, turn an Unissued Share in your personal supply
 * to the “Share” side in your color. Place this Share on the designated space of the Action board.
 * Instead of gold (which you would normally get for this), take 6 wood and 6 fish from the general
 * supply and place the wood and the fish in your personal supply. (Observe the 12 wood limit in
 * your personal supply.) The Portal has no effect if you do not have an Unissued Share left."
 */
export const portal = freeAction({
  prompt: msg("cards.A113.prompt"),
  label: msg("cards.A113.issue"),
  noEffect: (s, seat) => (player(s, seat).unissued >= 1 ? null : NO_UNISSUED),
  steps: (ctx) => [{ k: "issue-share", src: bySelf(ctx), bonusFish: 0, count: 1, reward: { wood: 6, fish: 6 } }],
});
