import type { CardEffect } from "../../engine/card-hooks.ts";
import { reserveEmpty } from "../../engine/actions.ts";
import { player } from "../../engine/state.ts";
import type { GameState } from "../../engine/types.ts";
import { unlessNoEffect } from "../mechanisms/card-gain.ts";
import { msg } from "../../engine/words.ts";

const RESERVE_EMPTY = msg("cards.C342.why");
const whyNot = (s: GameState, seat: number) => (reserveEmpty(player(s, seat)) ? RESERVE_EMPTY : null);

/**
 * Repair Hall (Codfish, C342): "Pay the required schooner by removing it from your Fishing track.
 * Return the schooner to the Ships and Elders supply board (it can be reacquired) and move the
 * remaining Ships on your Fishing track as far to the left as possible.
 * You may then immediately (and only once via this Building) take a “Transfer Reserve” action,
 * without placing a Worker. (This “Transfer Reserve” action may trigger other Buildings like the
 * “Reserve Depot”.)"
 *
 * The printed cost (6 wood, 1 schooner) is charged by the engine when building. The Transfer
 * Reserve is offered with a decline (ruling A14); with an empty Reserve nothing is asked.
 */
export const repairHall: CardEffect = {
  // Its schooner is paid from the Fishing track, not the Reserve: before and after building agree.
  noEffectNow: whyNot,
  immediately: unlessNoEffect(whyNot, (ctx) => [{ k: "elder-options", src: { kind: "card", card: ctx.card }, options: ["transfer-reserve"], optional: true }]),
};
