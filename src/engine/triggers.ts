// Where Building effects are consulted (listeners.ts records which ones an "after" event sets
// off): waiting effects settled at action boundaries, "once" conditions, "before" effects,
// ongoing cost and haul modifiers, anytime exchanges and conditional scoring.
import type { AnytimeExchange, BeforeEvent, Price } from "./card-hooks.ts";
import { card } from "./cards.ts";
import { SCHOONER_GOLD_COST, SHIP_COST } from "./rules-data.ts";
import { baseHaulSize, canAfford, log, player } from "./state.ts";
import { ownedEffects } from "./listeners.ts";
import type { Choice, GameState, ShipType, Source, Step, Word } from "./types.ts";
import { msg, said } from "./words.ts";

/**
 * At an action boundary (nothing of an action left in the seat's queue): Once conditions are
 * checked, then every waiting effect is carried out. Effects that only add goods act at once, in
 * the order they were set off (ruling A8e); of those that ask something, one goes ahead, and when
 * several would ask, the player picks the order ("If multiple effects are triggered at the same
 * time, you may choose the order in which you carry them out"). Returns the steps to queue, or
 * null when nothing was waiting.
 */
export function settle(s: GameState, seat: number): Step[] | null {
  const p = player(s, seat);
  for (const { id, effect } of ownedEffects(s, seat).stateful) {
    if (effect.once) {
      const st = (p.cardState[id] ??= {});
      if (st.onceUsed !== true && effect.once.condition(s, seat)) {
        st.onceUsed = true;
        p.pending.push({ card: id, event: "once" });
      }
    }
    for (const w of effect.whileState ?? []) {
      const st = (p.cardState[id] ??= {});
      const flag = `held:${w.key}`;
      const holds = w.holds(s, seat);
      if (holds && st[flag] !== true) p.pending.push({ card: id, event: "state", detail: w.key });
      if (holds) st[flag] = true;
      else delete st[flag];
    }
  }
  if (!p.pending.length) return null;
  const waiting = p.pending;
  p.pending = [];
  const askers: { card: string; steps: Step[] }[] = [];
  for (const t of waiting) {
    const effect = card(t.card).effect;
    const ctx = { s, seat, card: t.card, ...(t.src ? { src: t.src } : {}), ...(t.detail ? { detail: t.detail } : {}) };
    const steps = t.event === "once" ? effect?.once?.effect(ctx) ?? []
      : t.event === "state" ? effect?.whileState?.find((w) => w.key === t.detail)?.effect(ctx) ?? []
      : effect?.on?.[t.event]?.(ctx) ?? [];
    if (!steps.length) continue;
    // The same card set off twice (two Reforests of the Arboretum) acts twice, in order: no question between them.
    const same = askers.find((a) => a.card === t.card);
    if (same) same.steps = [...same.steps, ...steps];
    else askers.push({ card: t.card, steps });
  }
  if (askers.length <= 1) return askers[0]?.steps ?? [];
  return [{ k: "order-triggers", options: askers }];
}

/**
 * "Each time before you ...": the seat's Buildings with an effect at this moment act now, in the
 * order they were built, as part of the action about to happen. Returns the decisions they ask,
 * to be carried out before the action goes on.
 */
export function runBefore(s: GameState, seat: number, event: BeforeEvent, src?: Source, detail?: string): Step[] {
  const steps: Step[] = [];
  for (const { id, effect } of ownedEffects(s, seat).all) {
    const handler = effect.before?.[event];
    if (handler) steps.push(...handler({ s, seat, card: id, ...(src ? { src } : {}), ...(detail ? { detail } : {}) }));
  }
  return steps;
}

/** Does the seat own a Building that acts at this "before" moment? */
export function hasBefore(s: GameState, seat: number, event: BeforeEvent): boolean {
  return ownedEffects(s, seat).before.has(event);
}

/** Does the seat own a Building that changes prices (modifyCost)? */
export function hasCostModifiers(s: GameState, seat: number): boolean {
  return ownedEffects(s, seat).costs.length > 0;
}

/**
 * The position an action would start from once the seat's "before" effects have acted (on a
 * copy; the input is never changed): what they do at once counts for whether the action is
 * possible, the decisions they would ask do not. The state itself when no Building acts then.
 */
export function previewed(s: GameState, seat: number, event: BeforeEvent, detail?: string): GameState {
  if (!hasBefore(s, seat, event)) return s;
  const t = previewCopy(s, seat);
  runBefore(t, seat, event, undefined, detail);
  return t;
}

/**
 * A copy of what a seat's "before" effects may change (the seat's own board and goods, the
 * Banquet Table, the ledger; the log starts empty), sharing everything else with `s`: previews are
 * computed often, so they must be cheap.
 */
export function previewCopy(s: GameState, seat: number): GameState {
  return {
    ...s,
    plates: s.plates.slice(),
    ledger: { ...s.ledger },
    log: [],
    players: s.players.map((p, i) => (i === seat ? {
      ...p,
      supply: { ...p.supply },
      reserve: { ...p.reserve },
      reserveShips: p.reserveShips.slice(),
      forests: p.forests.slice(),
      elders: p.elders.map((e) => ({ ...e })),
      pending: p.pending.slice(),
      tally: { ...p.tally },
      cardState: Object.fromEntries(Object.entries(p.cardState).map(([id, st]) => [id, { ...st }])),
    } : p)),
  };
}

/**
 * What building `id` costs the seat now, after discounts. For a card with a choice of costs: the
 * option `key`, or without a key the first option the seat can pay (else the first option).
 */
export function buildingPrice(s: GameState, seat: number, id: string, key?: string): Price | null {
  const def = card(id);
  if (!def.cost.variable) {
    // The common case, kept cheap: the printed cost and the seat's discounts.
    let price: Price = { wood: def.cost.wood, fish: def.cost.fish, gold: def.cost.gold, ships: def.cost.ships.length ? [...def.cost.ships] : [] };
    for (const { effect } of ownedEffects(s, seat).costs) if (effect.modifyCost) price = effect.modifyCost(s, seat, { kind: "building", card: id }, price);
    return price;
  }
  const options = buildingPriceOptions(s, seat, id);
  if (key !== undefined) return options.find((o) => o.key === key)?.price ?? null;
  return (options.find((o) => canAfford(player(s, seat), o.price)) ?? options[0])?.price ?? null;
}

/** Every way the seat could pay for building `id` now, after discounts (one, unless the card prints a choice). */
/** One way to pay for a Building: its key, its words ("Pay with wood"; "" where the card prints one cost) and its price. */
export interface PriceOption { key: string; label: Word; price: Price }

export function buildingPriceOptions(s: GameState, seat: number, id: string): PriceOption[] {
  const def = card(id);
  let options: PriceOption[];
  if (def.effect?.costOptions) {
    options = def.effect.costOptions(s, seat);
  } else if (def.cost.variable) {
    const p = def.effect?.variableCost ? def.effect.variableCost(s, seat) : null;
    options = p ? [{ key: "", label: "", price: p }] : [];
  } else {
    options = [{ key: "", label: "", price: { wood: def.cost.wood, fish: def.cost.fish, gold: def.cost.gold, ships: [...def.cost.ships] } }];
  }
  const costs = ownedEffects(s, seat).costs;
  return options.map((o) => {
    let price = o.price;
    for (const { effect } of costs) if (effect.modifyCost) price = effect.modifyCost(s, seat, { kind: "building", card: id }, price);
    return { ...o, price };
  });
}

/** The ways a ship can be paid for (the schooner also for 4 gold), after discounts. */
export function shipPrices(s: GameState, seat: number, ship: ShipType, woodDiscount: number): Price[] {
  const bases = ship === "schooner" ? [SHIP_COST.schooner, SCHOONER_GOLD_COST] : [SHIP_COST[ship]];
  return bases.map((b, i) => {
    const mode = i === 0 ? "goods" : "gold";
    // Engineer: "the Ship costs you 1 wood less, if possible".
    let price: Price = { wood: Math.max(0, b.wood - woodDiscount), fish: b.fish, gold: b.gold, ships: [] };
    for (const { effect } of ownedEffects(s, seat).costs) if (effect.modifyCost) price = effect.modifyCost(s, seat, { kind: "ship", ship, mode }, price);
    return price;
  });
}

export function haulSize(s: GameState, seat: number): number {
  let haul = baseHaulSize(player(s, seat));
  for (const { effect } of ownedEffects(s, seat).hauls) if (effect.modifyHaul) haul = effect.modifyHaul(s, seat, haul);
  return haul;
}

export function canBuildCard(s: GameState, seat: number, id: string): boolean {
  const effect = card(id).effect;
  return effect?.canBuild ? effect.canBuild(s, seat) : true;
}

export function placesOffBoard(id: string): boolean {
  return card(id).effect?.placement === "off-board";
}

/** Each Anytime exchange as a choice, made once per exchange: they are offered at every turn (a choice is never changed). */
const ANYTIME_CHOICES = new WeakMap<AnytimeExchange, Choice>();

function anytimeChoice(cardId: string, x: AnytimeExchange): Choice {
  const id = `anytime:${cardId}:${x.id}`;
  let choice = ANYTIME_CHOICES.get(x);
  if (choice?.id !== id) {
    choice = said(id, msg("choice.anytime", { card: card(cardId).name, action: x.label }));
    ANYTIME_CHOICES.set(x, choice);
  }
  return choice;
}

export function anytimeChoices(s: GameState, seat: number): Choice[] {
  const out: Choice[] = [];
  for (const { id, effect } of ownedEffects(s, seat).all) {
    for (const x of effect.anytime ?? []) {
      if (x.can(s, seat)) out.push(anytimeChoice(id, x));
    }
  }
  return out;
}

/** Apply an anytime exchange; false when the id names none available. */
export function applyAnytime(s: GameState, seat: number, choiceId: string): boolean {
  const [, cardId, xid] = choiceId.split(":");
  if (!cardId || !xid || !player(s, seat).buildings.some((b) => b.id === cardId)) return false;
  const x = card(cardId).effect?.anytime?.find((a) => a.id === xid);
  if (!x || !x.can(s, seat)) return false;
  x.apply({ s, seat, card: cardId });
  log(s, seat, msg("log.usesCard", { seat: { seat }, card: card(cardId).name, action: x.label }));
  return true;
}

export function buildingVp(s: GameState, seat: number, id: string): number {
  const def = card(id);
  if (def.vp !== null) return def.vp;
  return def.effect?.score ? def.effect.score(s, seat) : 0;
}
