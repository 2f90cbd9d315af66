// Shared mechanisms of the Immediately gains (groups G3 and G4 of the cards map) and of the
// single-price variable costs (G9). Every card of those groups is written with these, so the
// goods move through src/engine/state.ts (the 12-wood limit, the 8-fish Reserve rule and the
// ledger hold) and every effect logs what was actually kept.
//
// "Immediately ... You may decline the effect": none of these cards asks (our ruling A14),
// since they only add goods to the supply or the Reserve; they act at once and queue no step.
import type { CardEffect, Price } from "../../engine/card-hooks.ts";
import { GOODS, player } from "../../engine/state.ts";
import type { GameState, Goods, Msg } from "../../engine/types.ts";
import { msg } from "../../engine/words.ts";
import { joined, limitWhy, logNoEffect, takeFor, type Destination } from "./card-gain.ts";

/** How many goods a card gives, worked out when its effect runs. */
type GoodsRule = (s: GameState, seat: number) => Partial<Goods>;

/** Why a card's rule gives nothing now: its "has no effect if ..." as a clause naming no person. */
export type Why = (s: GameState, seat: number) => Msg;

/** A card's Immediately gain, with the reason it would do nothing now (the same one it logs). */
export type ImmediateGain = Required<Pick<CardEffect, "immediately" | "noEffectNow">>;

type Rules = Partial<Record<Destination, GoodsRule>>;
interface Opts { ignoreFishLimit?: boolean }

const DESTINATIONS: readonly Destination[] = ["supply", "reserve"];

function isNothing(g: Partial<Goods> | undefined): boolean {
  return !g || GOODS.every((good) => (g[good] ?? 0) <= 0);
}

/**
 * "take <goods> from the general supply and place them in your personal supply" ("Observe the
 * 12 wood limit"), and/or "place <goods> in your Reserve" (8-fish rule, ruling A20; the Cooling
 * House alone ignores it), the personal supply first, each worked out from the position ("gold
 * equal to the number of Elders"). It has no effect when its rules give nothing (`none` says
 * why: "The Parish House has no effect if you do not have any Elders"; null for rules that
 * always give something) or when the limits keep every good out.
 */
export function gainBy(rules: Rules, none: Why | null, opts: Opts = {}): ImmediateGain {
  const wanted = (s: GameState, seat: number) => DESTINATIONS.map((to) => ({ to, goods: rules[to]?.(s, seat) }));
  const why = (s: GameState, seat: number): Msg | null => {
    const parts = wanted(s, seat).filter((w) => !isNothing(w.goods));
    // A rule that always gives something (a fixed amount) names no reason: it never gets here.
    if (!parts.length) return none ? none(s, seat) : NOTHING_NOW;
    const limits: Msg[] = [];
    for (const w of parts) {
      const limit = limitWhy(player(s, seat), w.goods ?? {}, w.to, opts);
      if (limit === null) return null;
      limits.push(limit);
    }
    return joined(limits, "noEffect.and");
  };
  return {
    immediately(ctx) {
      const reason = why(ctx.s, ctx.seat);
      if (reason !== null) {
        logNoEffect(ctx, reason);
        return [];
      }
      for (const { to, goods } of wanted(ctx.s, ctx.seat)) {
        if (goods && !isNothing(goods)) takeFor(ctx.s, ctx.seat, ctx.card, goods, to, opts);
      }
      return [];
    },
    noEffectNow: why,
  };
}

/** A fixed gain ("take 4 fish"; Customs Area: 1 wood, 1 fish, 1 gold to each place). */
export function gainNow(goods: Partial<Record<Destination, Partial<Goods>>>): ImmediateGain {
  const rules: Rules = {};
  for (const to of DESTINATIONS) {
    const g = goods[to];
    if (g) rules[to] = () => g;
  }
  return gainBy(rules, null);
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

const NOTHING_NOW = msg("noEffect.nothingNow");

/** "The <card> has no effect if you do not have any Elders" (Parish House, Residence, Retirement Home, Sailor's Home). */
export const NO_ELDERS = msg("noEffect.noElders");

const NO_SPACE_AFTER = msg("noEffect.noSpaceAfter");

/** "... has no effect if you have 3 or fewer free Building spaces" (Head Office; Collection Point: none), counted after building it. */
export function freeSpacesLeft(n: number): Msg {
  return n <= 0 ? NO_SPACE_AFTER : msg("noEffect.spacesAfter", { count: n });
}

/** "the number of Elders in your Elder Council". */
export function elderCount(s: GameState, seat: number): number {
  return player(s, seat).elders.length;
}
