import type { CardEffect } from "../../engine/card-hooks.ts";
import { freeSpaceCount, log, pay, player } from "../../engine/state.ts";
import type { Choice, GameState } from "../../engine/types.ts";
import { msg, said } from "../../engine/words.ts";

function covered(s: GameState, seat: number): number {
  const n = player(s, seat).cardState.C242?.covered;
  return typeof n === "number" ? n : 0;
}

/** Free Building spaces still showing their −1 VP, and how many the supply's wood can cover. */
function coverable(s: GameState, seat: number): number {
  const p = player(s, seat);
  return Math.min(p.supply.wood, freeSpaceCount(p) - covered(s, seat));
}

const COVER_ONE = said("cover:C242:1", msg("cards.C242.coverOne"));

/**
 * Nursery (Mackerel, C242): "Immediately before scoring, you may cover the printed negative VP on
 * the Building spaces of your Harbor board with 1 wood each from your personal supply. The covered
 * negative VP will be ignored during scoring. (Buildings like the “Bank” from the Codfish deck will
 * not consider them.) Wood used to cover negative VP in this fashion cannot be used for any other
 * effect."
 * Offered in the window right before scoring (ruling A7); the wood leaves the supply, and the
 * score sheet shows the covered spaces as their own line.
 */
export const nursery: CardEffect = {
  finalChoices(s, seat) {
    const k = coverable(s, seat);
    const out: Choice[] = [];
    if (k >= 1) out.push(COVER_ONE);
    if (k >= 2) out.push(said(`cover:C242:${k}`, msg("cards.C242.cover", { count: k })));
    return out;
  },
  resolveFinal({ s, seat, card }, choiceId) {
    const k = Number(choiceId.slice("cover:C242:".length));
    if (!(k >= 1 && k <= coverable(s, seat))) return [];
    pay(s, seat, { wood: k });
    const st = (player(s, seat).cardState[card] ??= {});
    st.covered = covered(s, seat) + k;
    log(s, seat, msg("cards.C242.covers", { seat: { seat }, count: k }));
    return [];
  },
  scoring: { coveredFreeSpaces: covered },
};
