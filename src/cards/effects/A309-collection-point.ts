import type { CardEffect } from "../../engine/card-hooks.ts";
import { freeSpaceCount, freeSpaces, player } from "../../engine/state.ts";
import { logNoEffect, returnMarks, takeFor } from "../mechanisms/card-gain.ts";
import { freeSpacesLeft } from "../mechanisms/immediate-gain.ts";

/**
 * Collection Point (Codfish, A309): "Immediately (and only once via this Building) place 1 wood
 * from the general supply on each free Building space of your Harbor board. (Place the wood after
 * you build the Collection Point.) Building spaces with wood are still considered free ... Each
 * time before you build a Building or place a Forest on a Building space with wood from the
 * Collection Point, move the wood into your personal supply. (Return it to the general supply
 * instead if you already have 12 wood in your personal supply.) Note that you get the wood before
 * you must pay the Building cost. In particular, the effect of the Collection Point allows you to
 * choose a Building that you cannot afford at the moment, provided you will be able to pay the
 * Building cost after receiving that 1 wood. Before scoring, return any wood that you did not
 * collect this way to the general supply."
 *
 * The wood on the spaces is kept as marks in the card's state (`cardState.A309["row-col"]`): it
 * leaves the general supply only when collected, so wood never collected simply stays there, as
 * the return before scoring says; when scoring begins the marks left go (ruling A7). A Forest placement on a double space collects both spaces'
 * wood (ruling A21).
 */
export const collectionPoint: CardEffect = {
  // Judged before building: the Collection Point will take one of the free spaces counted now.
  noEffectNow: (s, seat) => (freeSpaceCount(player(s, seat)) - 1 > 0 ? null : freeSpacesLeft(0)),
  immediately(ctx) {
    const cells = freeSpaces(player(ctx.s, ctx.seat));
    if (!cells.length) {
      logNoEffect(ctx, freeSpacesLeft(0));
      return [];
    }
    const marks = (player(ctx.s, ctx.seat).cardState[ctx.card] ??= {});
    for (const [r, c] of cells) marks[`${r}-${c}`] = true;
    return [];
  },
  tokens: (s, seat) => Object.entries(player(s, seat).cardState.A309 ?? {}).filter(([, v]) => v === true).map(([cell]) => ({ cell, goods: { wood: 1 } })),
  beforeScoring: (ctx) => returnMarks(ctx, "wood", "gain.onCard"),
  before: {
    beforeBuildOnSpace({ s, seat, card, detail }) {
      const marks = player(s, seat).cardState[card];
      for (const cell of (detail ?? "").split(",")) {
        if (marks?.[cell] !== true) continue;
        delete marks[cell];
        takeFor(s, seat, card, { wood: 1 }, "supply");
      }
      return [];
    },
  },
};
