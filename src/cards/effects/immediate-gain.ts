// Shared mechanisms of the Immediately gains (groups G3 and G4 of the cards map) and of the
// single-price variable costs (G9). Every card of those groups is written with these, so the
// goods move through src/engine/state.ts (the 12-wood limit, the 8-fish Reserve rule and the
// ledger hold) and every effect logs what was actually kept.
//
// "Immediately ... You may decline the effect": none of these cards asks (our ruling A14),
// since they only add goods to the supply or the Reserve; they act at once and queue no step.
import type { CardEffect, Price } from "../hooks.ts";
import { GOODS, player } from "../../engine/state.ts";
import type { GameState, Goods } from "../../engine/types.ts";
import { logNoEffect, takeFor } from "./card-gain.ts";


/** A card's Immediately effect, as `CardEffect.immediately`. */
export type Immediately = NonNullable<CardEffect["immediately"]>;

/** How many goods a card gives, worked out when its effect runs. */
export type GoodsRule = (s: GameState, seat: number) => Partial<Goods>;

function isNothing(g: Partial<Goods>): boolean {
  return GOODS.every((good) => (g[good] ?? 0) <= 0);
}

/**
 * "take <goods> from the general supply and place them in your personal supply" ("Observe the
 * 12 wood limit"), or "place <goods> in your Reserve" (8-fish rule, ruling A20; the Cooling
 * House alone ignores it). A rule that gives nothing logs that the card has no effect.
 */
function immediatelyTake(goods: GoodsRule, to: "supply" | "reserve", opts: { ignoreFishLimit?: boolean } = {}): Immediately {
  return (ctx) => {
    const want = goods(ctx.s, ctx.seat);
    if (isNothing(want)) logNoEffect(ctx);
    else takeFor(ctx.s, ctx.seat, ctx.card, want, to, opts);
    return [];
  };
}

export function immediatelyGain(goods: GoodsRule): Immediately {
  return immediatelyTake(goods, "supply");
}

export function immediatelyToReserve(goods: GoodsRule, opts: { ignoreFishLimit?: boolean } = {}): Immediately {
  return immediatelyTake(goods, "reserve", opts);
}

/** An Immediately effect in several parts ("Then ... Additionally ..."), carried out in printed order. */
export function inOrder(...parts: readonly Immediately[]): Immediately {
  return (ctx) => parts.flatMap((part) => part(ctx));
}

/**
 * A stepped amount, e.g. "If you have 4 to 7 fish, you get 1 gold. If you have 8 to 11 fish,
 * you get 2 gold. If you have 12 or more fish, you get 3 gold": `tiers` lists [at least, amount]
 * pairs; the amount of the highest threshold reached, 0 below the lowest.
 */
export function byTier(n: number, tiers: readonly (readonly [atLeast: number, amount: number])[]): number {
  let out = 0;
  for (const [atLeast, amount] of tiers) if (n >= atLeast) out = Math.max(out, amount);
  return out;
}

/** A variable printed cost as the engine charges it (goods only, no Ships). */
export function price(g: Partial<Goods>): Price {
  return { wood: g.wood ?? 0, fish: g.fish ?? 0, gold: g.gold ?? 0, ships: [] };
}

/** "the number of Elders in your Elder Council". */
export function elderCount(s: GameState, seat: number): number {
  return player(s, seat).elders.length;
}
