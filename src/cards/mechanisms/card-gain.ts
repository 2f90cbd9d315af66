// The one way a card's effect takes goods for its owner and says so: through gain (personal
// supply, 12-wood limit) or gainReserve (Reserve, 8-fish rule) of src/engine/state.ts, logging
// what was actually kept and why anything was left in the general supply. Used by the
// Immediately gains (immediate-gain.ts), the Whenever and Once gains (on-event.ts) and every
// card that gives goods in its own way.
import { BUILDINGS } from "../buildings/data.ts";
import type { HookContext } from "../../engine/card-hooks.ts";
import { RESERVE_FISH_LIMIT, WOOD_LIMIT } from "../../engine/rules-data.ts";
import { GOODS, gain, gainReserve, log, reserveFishRoom } from "../../engine/state.ts";
import type { GameState, Goods, Msg, PlayerState, Step, Word } from "../../engine/types.ts";
import { msg } from "../../engine/words.ts";

/** Where a card puts what it takes: "in your personal supply" or "in your Reserve (and not in your personal supply)". */
export type Destination = "supply" | "reserve";

/** What a card takes, per destination (Wood Shipping Co., Customs Area fill both). */
export interface Gains { supply?: Partial<Goods>; reserve?: Partial<Goods> }

/** The printed name (card effects do not load the registry: it imports them). */
function cardName(id: string): string {
  return BUILDINGS.find((b) => b.id === id)?.name ?? id;
}

/** Several remarks or reasons as one message, each joined to the last by `key` ("{{a}}; {{b}}"). */
export function joined(parts: readonly Msg[], key: "gain.then" | "noEffect.and"): Msg | null {
  let out: Msg | null = null;
  for (const part of parts) out = out ? msg(key, { a: out, b: part }) : part;
  return out;
}

/**
 * Why less than the card's goods was kept: the 12-wood limit of the supply, the 8-fish rule of the
 * Reserve (ruling A20), said after the card's name ("; the 12-wood limit leaves 2 wood in the
 * general supply"); "" when everything was kept.
 */
export function limitNote(wanted: Partial<Goods>, kept: Goods, to: Destination): Word {
  const notes: Msg[] = [];
  for (const good of GOODS) {
    const lost = (wanted[good] ?? 0) - kept[good];
    if (lost <= 0) continue;
    notes.push(msg(to === "supply" ? "gain.woodLimit" : "gain.fishLimit", { goods: { goods: { [good]: lost } } }));
  }
  const all = joined(notes, "gain.then");
  return all ? msg("gain.limits", { notes: all }) : "";
}

/**
 * The card takes `goods` from the general supply for its owner: into the personal supply
 * (wood above 12 stays out) or into the Reserve (fish only up to 8, unless `ignoreFishLimit`:
 * the Cooling House). Logs and returns what was kept.
 */
export function takeFor(s: GameState, seat: number, cardId: string, goods: Partial<Goods>, to: Destination, opts: { ignoreFishLimit?: boolean } = {}): Goods {
  const kept = to === "supply" ? gain(s, seat, goods) : gainReserve(s, seat, goods, opts);
  log(s, seat, msg(to === "supply" ? "gain.takes" : "gain.places", { seat: { seat }, goods: { goods: kept }, card: cardName(cardId), limits: limitNote(goods, kept, to) }));
  return kept;
}

/** Takes each destination's goods in turn: the personal supply first, then the Reserve. */
export function takeAll(s: GameState, seat: number, cardId: string, gains: Gains): void {
  if (gains.supply) takeFor(s, seat, cardId, gains.supply, "supply");
  if (gains.reserve) takeFor(s, seat, cardId, gains.reserve, "reserve");
}

const WOOD_FULL = msg("noEffect.woodFull", { wood: WOOD_LIMIT });
const RESERVE_FULL = msg("noEffect.reserveFull", { fish: RESERVE_FISH_LIMIT });

/**
 * Why none of `wanted` would be kept, or null when some would: the 12-wood limit of the personal
 * supply, the 8-fish rule of the Reserve (ruling A20; `ignoreFishLimit`: the Cooling House).
 */
export function limitWhy(p: PlayerState, wanted: Partial<Goods>, to: Destination, opts: { ignoreFishLimit?: boolean } = {}): Msg | null {
  const reasons: Msg[] = [];
  for (const good of GOODS) {
    if ((wanted[good] ?? 0) <= 0) continue;
    if (to === "supply" && good === "wood" && p.supply.wood >= WOOD_LIMIT) reasons.push(WOOD_FULL);
    else if (to === "reserve" && good === "fish" && !opts.ignoreFishLimit && reserveFishRoom(p) === 0) reasons.push(RESERVE_FULL);
    else return null;
  }
  return joined(reasons, "noEffect.and");
}

/**
 * "The <card> has no effect if ...": logged when the card's effect does nothing at all, with the
 * reason in plain words ("there are no cutters left"), a clause naming no person (everyone reads
 * the log), the same one the build choices show (`CardEffect.noEffectNow`).
 */
export function logNoEffect(ctx: HookContext, why: Msg): void {
  log(ctx.s, ctx.seat, msg("gain.noEffect", { seat: { seat: ctx.seat }, card: cardName(ctx.card), why }));
}

/**
 * An Immediately effect that may find nothing to do: when `whyNot` gives a reason, the log says
 * so and nothing happens; otherwise `steps` carry the effect out.
 */
export function unlessNoEffect(whyNot: (s: GameState, seat: number) => Msg | null, steps: (ctx: HookContext) => Step[]): (ctx: HookContext) => Step[] {
  return (ctx) => {
    const why = whyNot(ctx.s, ctx.seat);
    if (why !== null) {
      logNoEffect(ctx, why);
      return [];
    }
    return steps(ctx);
  };
}

/**
 * "Before scoring, return any <good> that you did not collect": the goods the card still marks on
 * its owner's board (`cardState[card]` entries set to true) leave the board, and the log says so.
 * They never left the general supply (the marks are the card's), so no count and no score changes.
 * `where` names the place for the log ("Player 1's Collection Point": `gain.onCard`; the Elders
 * of the Sailor's Home: `gain.onElders`).
 */
export function returnMarks({ s, seat, card }: HookContext, good: keyof Goods, where: "gain.onCard" | "gain.onElders"): void {
  const marks = s.players[seat]?.cardState[card];
  if (!marks) return;
  const left = Object.keys(marks).filter((k) => marks[k] === true);
  if (!left.length) return;
  for (const k of left) delete marks[k];
  log(s, seat, msg("gain.returns", { count: left.length, goods: { goods: { [good]: left.length } }, where: msg(where, { seat: { seat }, card: cardName(card) }) }));
}
