// The two mechanisms shared by the Whenever gains (group G5) and the Once thresholds (G6):
// a card that takes goods each time an event of its owner happens (`onEventGain`), and a card
// that takes goods the first time a condition holds (`onceWhen`). Goods come from the general
// supply only through gain (personal supply, 12-wood limit) and gainReserve (Reserve, 8-fish
// rule) of src/engine/state.ts, and the log says what was actually kept.
import type { CardEffect, HookContext, HookEvent } from "../../engine/card-hooks.ts";
import type { GameState, Goods, Step } from "../../engine/types.ts";
import { takeAll, takeFor, type Destination, type Gains } from "./card-gain.ts";

export { takeFor, type Destination, type Gains };

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
