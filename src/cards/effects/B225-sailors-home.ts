import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import type { GameState } from "../../engine/types.ts";
import { logNoEffect, returnMarks, takeFor } from "../mechanisms/card-gain.ts";
import { NO_ELDERS } from "../mechanisms/immediate-gain.ts";

const whyNot = (s: GameState, seat: number) => (player(s, seat).elders.length > 0 ? null : NO_ELDERS);

/**
 * Sailor’s Home (Mackerel, B225): "Immediately (and only once via this Building) place 1 gold from
 * the general supply on each Elder in your Elder Council. Each time before you use an Elder with
 * gold from the Sailor’s Home, move the gold into your personal supply. Before scoring, return any
 * gold that you did not collect this way to the general supply—you do not score any VP for it.
 * The Sailor’s Home has no effect if you do not have any Elders."
 *
 * The gold on the Elders is kept as marks in the card's state (`cardState.B225[elder]`): it is
 * taken from the general supply when collected, so gold never collected simply stays there, as
 * the text's return before scoring says; when scoring begins the marks left go (ruling A7). Elders taken later get none.
 */
export const sailorsHome: CardEffect = {
  noEffectNow: whyNot,
  immediately(ctx) {
    const elders = player(ctx.s, ctx.seat).elders;
    const why = whyNot(ctx.s, ctx.seat);
    if (why !== null) {
      logNoEffect(ctx, why);
      return [];
    }
    const marks = (player(ctx.s, ctx.seat).cardState[ctx.card] ??= {});
    for (const e of elders) marks[e.id] = true;
    return [];
  },
  tokens: (s, seat) => Object.entries(player(s, seat).cardState.B225 ?? {}).filter(([, v]) => v === true).map(([elder]) => ({ elder, goods: { gold: 1 } })),
  beforeScoring: (ctx) => returnMarks(ctx, "gold", "gain.onElders"),
  before: {
    beforeUseElder({ s, seat, card, detail }) {
      const marks = player(s, seat).cardState[card];
      if (!detail || marks?.[detail] !== true) return [];
      delete marks[detail];
      takeFor(s, seat, card, { gold: 1 }, "supply");
      return [];
    },
  },
};

