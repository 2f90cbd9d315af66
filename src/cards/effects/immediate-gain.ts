// Shared mechanisms of the Immediately gains (groups G3 and G4 of the cards map) and of the
// single-price variable costs (G9). Every card of those groups is written with these, so the
// goods move through src/engine/state.ts (the 12-wood limit, the 8-fish Reserve rule and the
// ledger hold) and every effect logs what was actually kept.
//
// "Immediately ... You may decline the effect": none of these cards asks (our ruling A14),
// since they only add goods to the supply or the Reserve; they act at once and queue no step.
import { BUILDINGS } from "../buildings/data.ts";
import type { CardEffect, HookContext, Price } from "../hooks.ts";
import { GOODS, gain, gainReserve, goodsText, log, player, seatName } from "../../engine/state.ts";
import type { GameState, Goods, ShipType } from "../../engine/types.ts";

/** A card's Immediately effect, as `CardEffect.immediately`. */
export type Immediately = NonNullable<CardEffect["immediately"]>;

/** How many goods a card gives, worked out when its effect runs. */
export type GoodsRule = (s: GameState, seat: number) => Partial<Goods>;

function cardName(id: string): string {
  return BUILDINGS.find((b) => b.id === id)?.name ?? id;
}

function isNothing(g: Partial<Goods>): boolean {
  return GOODS.every((good) => (g[good] ?? 0) <= 0);
}

/** What was wanted but not kept, e.g. wood above the 12-wood limit. */
function leftOver(want: Partial<Goods>, kept: Goods): Goods {
  const out: Goods = { wood: 0, fish: 0, gold: 0 };
  for (const good of GOODS) out[good] = Math.max(0, (want[good] ?? 0) - kept[good]);
  return out;
}

/** "The <card> has no effect if ...": logged when the card's rule gives nothing at all. */
export function logNoEffect(ctx: HookContext, why?: string): void {
  log(ctx.s, ctx.seat, `${seatName(ctx.seat)}'s ${cardName(ctx.card)} has no effect${why ? `: ${why}` : ""}.`);
}

/**
 * "take <goods> from the general supply and place them in your personal supply": through
 * `gain`, so wood above 12 stays in the general supply ("Observe the 12 wood limit").
 */
export function immediatelyGain(goods: GoodsRule): Immediately {
  return (ctx) => {
    const want = goods(ctx.s, ctx.seat);
    if (isNothing(want)) {
      logNoEffect(ctx);
      return [];
    }
    const kept = gain(ctx.s, ctx.seat, want);
    const left = leftOver(want, kept);
    const note = isNothing(left) ? "" : `; ${goodsText(left)} left in the general supply (12-wood limit)`;
    log(ctx.s, ctx.seat, `${seatName(ctx.seat)} takes ${goodsText(kept)} (${cardName(ctx.card)})${note}.`);
    return [];
  };
}

/**
 * "place <goods> in your Reserve (and not in your personal supply)": through `gainReserve`,
 * so fish follow the 8-fish rule (ruling A20: fill up to 8, never above, nothing at 8 or more);
 * `ignoreFishLimit` only for the Cooling House ("you may explicitly ignore the normal 8 fish limit").
 */
export function immediatelyToReserve(goods: GoodsRule, opts: { ignoreFishLimit?: boolean } = {}): Immediately {
  return (ctx) => {
    const want = goods(ctx.s, ctx.seat);
    if (isNothing(want)) {
      logNoEffect(ctx);
      return [];
    }
    const kept = gainReserve(ctx.s, ctx.seat, want, opts);
    const left = leftOver(want, kept);
    const note = isNothing(left) ? "" : `; ${goodsText(left)} left in the general supply (8-fish limit of the Reserve)`;
    log(ctx.s, ctx.seat, `${seatName(ctx.seat)} places ${goodsText(kept)} in the Reserve (${cardName(ctx.card)})${note}.`);
    return [];
  };
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

/** Ships of one type on the seat's Fishing track (the preprinted catboat is not among them). */
export function shipsOfType(s: GameState, seat: number, type: ShipType): number {
  return player(s, seat).ships.filter((t) => t === type).length;
}
