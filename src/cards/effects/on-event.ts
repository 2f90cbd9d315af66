// The two mechanisms shared by the Whenever gains (group G5) and the Once thresholds (G6):
// a card that takes goods each time an event of its owner happens (`onEventGain`), and a card
// that takes goods the first time a condition holds (`onceWhen`). Goods come from the general
// supply only through gain (personal supply, 12-wood limit) and gainReserve (Reserve, 8-fish
// rule) of src/engine/state.ts, and the log says what was actually kept.
import { BUILDINGS } from "../buildings/data.ts";
import type { CardEffect, HookContext, HookEvent } from "../hooks.ts";
import { GOODS, gain, gainReserve, goodsText, log, seatName } from "../../engine/state.ts";
import type { GameState, Goods, Step } from "../../engine/types.ts";

/** Where a card puts what it takes: "in your personal supply" or "in your Reserve (and not in your personal supply)". */
export type Destination = "supply" | "reserve";

/** What a card takes, per destination (Wood Shipping Co. fills both). */
export interface Gains { supply?: Partial<Goods>; reserve?: Partial<Goods> }

function cardName(id: string): string {
  return BUILDINGS.find((b) => b.id === id)?.name ?? id;
}

/** Why less than the card's goods was kept: the 12-wood limit of the supply, the 8-fish rule of the Reserve (ruling A20). */
function limitNote(wanted: Partial<Goods>, kept: Goods, to: Destination): string {
  const notes: string[] = [];
  for (const good of GOODS) {
    const lost = (wanted[good] ?? 0) - kept[good];
    if (lost <= 0) continue;
    notes.push(to === "supply"
      ? `the 12-wood limit leaves ${lost} ${good} in the general supply`
      : `the 8-fish limit of the Reserve leaves ${lost} ${good} in the general supply`);
  }
  return notes.length ? `; ${notes.join("; ")}` : "";
}

/**
 * The card takes `goods` from the general supply for its owner: into the personal supply
 * (wood above 12 stays out) or into the Reserve (fish only up to 8). Logs and returns what was kept.
 */
export function takeFor(s: GameState, seat: number, cardId: string, goods: Partial<Goods>, to: Destination): Goods {
  const kept = to === "supply" ? gain(s, seat, goods) : gainReserve(s, seat, goods);
  const what = goodsText(kept);
  const verb = to === "supply" ? `takes ${what}` : `places ${what} in their Reserve`;
  log(s, seat, `${seatName(seat)} ${verb} (${cardName(cardId)}${limitNote(goods, kept, to)}).`);
  return kept;
}

/** Takes each destination's goods in turn: the personal supply first, then the Reserve. */
export function takeAll(s: GameState, seat: number, cardId: string, gains: Gains): void {
  if (gains.supply) takeFor(s, seat, cardId, gains.supply, "supply");
  if (gains.reserve) takeFor(s, seat, cardId, gains.reserve, "reserve");
}

/**
 * "Each time after you <event>, take <goods> ... and place them in your personal supply / your
 * Reserve": one handler for each of `events`, raised only for the owner's own actions (the
 * engine fires a seat's events for that seat's Buildings). `when` narrows the occasions (e.g.
 * Forestry: only with a Worker on the action space).
 */
export function onEventGain(
  events: HookEvent | readonly HookEvent[],
  goods: Partial<Goods>,
  to: Destination,
  when?: (ctx: HookContext) => boolean,
): CardEffect {
  const handler = (ctx: HookContext): Step[] => {
    if (!when || when(ctx)) takeFor(ctx.s, ctx.seat, ctx.card, goods, to);
    return [];
  };
  const on: Partial<Record<HookEvent, (ctx: HookContext) => Step[]>> = {};
  for (const event of typeof events === "string" ? [events] : events) on[event] = handler;
  return { on };
}

/**
 * "As soon as <condition>, immediately (and only once via this Building) take <gains>. If
 * <condition> already holds when you build it, you get the goods right away." The engine marks
 * a Once effect used the first time its condition holds, so it never pays again.
 */
export function onceWhen(condition: (s: GameState, seat: number) => boolean, gains: Gains): CardEffect {
  return {
    once: {
      condition,
      effect(ctx) {
        takeAll(ctx.s, ctx.seat, ctx.card, gains);
        return [];
      },
    },
  };
}
