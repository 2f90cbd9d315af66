// "... has no effect if you do not have a free double space" (Arboretum, Forester's House): the
// reason when the card is built, and before, when the card itself still needs a free space.
import { freeDoubles, freeSpaceCount, player } from "../../engine/state.ts";
import type { GameState, Msg } from "../../engine/types.ts";
import { msg } from "../../engine/words.ts";

const NO_FREE_DOUBLE = msg("noEffect.noFreeDouble");
const LAST_FREE_DOUBLE = msg("noEffect.lastFreeDouble");

export function whyNoFreeDouble(s: GameState, seat: number): Msg | null {
  return freeDoubles(player(s, seat)).length ? null : NO_FREE_DOUBLE;
}

/**
 * The same judged before building: the card takes one free Building space, so it keeps a free
 * double space only if it can stand elsewhere (not when the one free double space holds the
 * only two free spaces).
 */
export function whyNoFreeDoubleOnceBuilt(s: GameState, seat: number): Msg | null {
  const p = player(s, seat);
  const doubles = freeDoubles(p).length;
  if (doubles === 0) return whyNoFreeDouble(s, seat);
  return doubles === 1 && freeSpaceCount(p) === 2 ? LAST_FREE_DOUBLE : null;
}
