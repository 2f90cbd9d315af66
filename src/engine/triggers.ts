// The one place where Building effects are consulted: "whenever" hooks, "once" conditions,
// ongoing cost and haul modifiers, anytime exchanges and conditional scoring.
import type { HookEvent, Price } from "../cards/hooks.ts";
import { card } from "../cards/registry.ts";
import { SCHOONER_GOLD_COST, SHIP_COST } from "./rules-data.ts";
import { baseHaulSize, log, player, seatName } from "./state.ts";
import type { Choice, GameState, ShipType, Source, Step } from "./types.ts";

function effectsOf(s: GameState, seat: number) {
  const out = [];
  for (const b of player(s, seat).buildings) {
    const def = card(b.id);
    if (def.effect) out.push({ id: b.id, effect: def.effect });
  }
  return out;
}

/** Fire a "whenever" event for the seat's own Buildings ("it does not trigger on another player's turns"). */
export function fire(s: GameState, seat: number, event: HookEvent, src?: Source, detail?: string): Step[] {
  const steps: Step[] = [];
  for (const { id, effect } of effectsOf(s, seat)) {
    const handler = effect.on?.[event];
    if (handler) steps.push(...handler({ s, seat, card: id, ...(src ? { src } : {}), ...(detail ? { detail } : {}) }));
  }
  return steps;
}

/** "Once" effects whose condition has become true: marked used and their steps returned. */
export function checkOnce(s: GameState, seat: number): Step[] {
  const steps: Step[] = [];
  const p = player(s, seat);
  for (const { id, effect } of effectsOf(s, seat)) {
    if (!effect.once) continue;
    const st = (p.cardState[id] ??= {});
    if (st.onceUsed === true) continue;
    if (effect.once.condition(s, seat)) {
      st.onceUsed = true;
      steps.push(...effect.once.effect({ s, seat, card: id }));
    }
  }
  return steps;
}

export function buildingPrice(s: GameState, seat: number, id: string): Price | null {
  const def = card(id);
  let price: Price | null;
  if (def.cost.variable) {
    price = def.effect?.variableCost ? def.effect.variableCost(s, seat) : null;
  } else {
    price = { wood: def.cost.wood, fish: def.cost.fish, gold: def.cost.gold, ships: [...def.cost.ships] };
  }
  if (!price) return null;
  for (const { effect } of effectsOf(s, seat)) {
    if (effect.modifyCost) price = effect.modifyCost(s, seat, { kind: "building", card: id }, price);
  }
  return price;
}

/** The ways a ship can be paid for (the schooner also for 4 gold), after discounts. */
export function shipPrices(s: GameState, seat: number, ship: ShipType, woodDiscount: number): Price[] {
  const bases = ship === "schooner" ? [SHIP_COST.schooner, SCHOONER_GOLD_COST] : [SHIP_COST[ship]];
  return bases.map((b, i) => {
    const mode = i === 0 ? "goods" : "gold";
    // Engineer: "the Ship costs you 1 wood less, if possible".
    let price: Price = { wood: Math.max(0, b.wood - woodDiscount), fish: b.fish, gold: b.gold, ships: [] };
    for (const { effect } of effectsOf(s, seat)) {
      if (effect.modifyCost) price = effect.modifyCost(s, seat, { kind: "ship", ship, mode }, price);
    }
    return price;
  });
}

export function haulSize(s: GameState, seat: number): number {
  let haul = baseHaulSize(player(s, seat));
  for (const { effect } of effectsOf(s, seat)) if (effect.modifyHaul) haul = effect.modifyHaul(s, seat, haul);
  return haul;
}

export function canBuildCard(s: GameState, seat: number, id: string): boolean {
  const effect = card(id).effect;
  return effect?.canBuild ? effect.canBuild(s, seat) : true;
}

export function placesOffBoard(id: string): boolean {
  return card(id).effect?.placement === "off-board";
}

export function anytimeChoices(s: GameState, seat: number): Choice[] {
  const out: Choice[] = [];
  for (const { id, effect } of effectsOf(s, seat)) {
    for (const x of effect.anytime ?? []) {
      if (x.can(s, seat)) out.push({ id: `anytime:${id}:${x.id}`, label: `${card(id).name}: ${x.label}` });
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
  log(s, seat, `${seatName(seat)} uses ${card(cardId).name}: ${x.label}.`);
  return true;
}

export function buildingVp(s: GameState, seat: number, id: string): number {
  const def = card(id);
  if (def.vp !== null) return def.vp;
  return def.effect?.score ? def.effect.score(s, seat) : 0;
}
