// The Buildings a seat owns, indexed by what their effects do, and the recording of "after"
// events: which of the seat's Buildings an event sets off. The rest of the consulting of
// Building effects is in triggers.ts.
import type { BeforeEvent, CardEffect, HookEvent } from "./card-hooks.ts";
import { card, type BuildingDef } from "./cards.ts";
import { activeSeat } from "./turns.ts";
import type { GameState, PlacedBuilding, Source } from "./types.ts";

interface Owned { id: string; effect: CardEffect; whenever: boolean }

/** A seat's Building effects, in the order built, and indexed by what they do. */
interface OwnedIndex {
  count: number;
  all: readonly Owned[];
  /** Those with a cost modifier / a haul modifier (most seats have none). */
  costs: readonly Owned[];
  hauls: readonly Owned[];
  /** Those checked at every action boundary: Once conditions and states of the board. */
  stateful: readonly Owned[];
  /** Those with a handler for each "after" event. */
  on: ReadonlyMap<HookEvent, readonly Owned[]>;
  before: ReadonlySet<BeforeEvent>;
  /** Track spaces the Buildings cover (the Stilt House: `coversTrack` on its card). */
  coversTrack: number;
}

/**
 * Consulted many times per choice (every price, legality preview, gain and action boundary), so
 * the index is kept per Buildings array: Buildings are only ever added (handlers.ts
 * placeBuilding), so an index as long as the array is current, and a state copy (a new array)
 * gets its own. The arrays indexed last are remembered (a few per seat's worth, not a WeakMap:
 * a WeakMap entry per new array cost more than making the index again now and then).
 */
export function ownedEffects(s: GameState, seat: number): OwnedIndex {
  return buildingsIndex(s.players[seat]?.buildings ?? []);
}

/** A seat without Buildings (most seats, most of the game): one shared empty index, no lookup. */
const NONE: OwnedIndex = { count: 0, all: [], costs: [], hauls: [], stateful: [], on: new Map(), before: new Set(), coversTrack: 0 };
const RECENT = 16;
const recent: { buildings: readonly PlacedBuilding[]; index: OwnedIndex }[] = [];
let nextSlot = 0;

/** The index of a Buildings array (see ownedEffects). */
export function buildingsIndex(buildings: readonly PlacedBuilding[]): OwnedIndex {
  if (buildings.length === 0) return NONE;
  for (const r of recent) if (r.buildings === buildings && r.index.count === buildings.length) return r.index;
  const index = indexOf(buildings);
  recent[nextSlot] = { buildings, index };
  nextSlot = (nextSlot + 1) % RECENT;
  return index;
}

function indexOf(buildings: readonly PlacedBuilding[]): OwnedIndex {
  const all: Owned[] = [];
  const on = new Map<HookEvent, Owned[]>();
  const before = new Set<BeforeEvent>();
  let coversTrack = 0;
  for (const b of buildings) {
    const { o, onEvents, beforeEvents } = ownedCard(card(b.id));
    all.push(o);
    for (const event of onEvents) {
      const list = on.get(event);
      if (list) list.push(o);
      else on.set(event, [o]);
    }
    for (const event of beforeEvents) before.add(event);
    coversTrack += o.effect.coversTrack ?? 0;
  }
  return {
    count: buildings.length, all, on, before, coversTrack,
    costs: all.filter((o) => o.effect.modifyCost), hauls: all.filter((o) => o.effect.modifyHaul),
    stateful: all.filter((o) => o.effect.once || o.effect.whileState),
  };
}

/**
 * One card's entry and the events it listens to, worked out once per card (and again if its
 * effect is replaced, as tests do): every new Buildings array is indexed anew.
 */
const byCard = new WeakMap<BuildingDef, { o: Owned; onEvents: readonly HookEvent[]; beforeEvents: readonly BeforeEvent[] }>();
const NO_EFFECT: CardEffect = {};
function ownedCard(def: BuildingDef): { o: Owned; onEvents: readonly HookEvent[]; beforeEvents: readonly BeforeEvent[] } {
  const effect = def.effect ?? NO_EFFECT;
  const known = byCard.get(def);
  if (known && known.o.effect === effect) return known;
  const entry = {
    o: { id: def.id, effect, whenever: def.category === "Whenever" },
    onEvents: Object.keys(effect.on ?? {}) as HookEvent[],
    beforeEvents: Object.keys(effect.before ?? {}) as BeforeEvent[],
  };
  byCard.set(def, entry);
  return entry;
}

/**
 * Record an "after" event for the seat's own Buildings: each effect it sets off waits in the
 * seat's `pending` list until the running action is complete (`settle`). Only cards owned at
 * this moment are set off, so nothing triggers retroactively. A Whenever card "does not trigger
 * on another player's turns" (appendix, Building categories).
 */
export function record(s: GameState, seat: number, event: HookEvent, src?: Source, detail?: string): void {
  const listeners = ownedEffects(s, seat).on.get(event);
  if (!listeners) return;
  const p = s.players[seat];
  if (!p) return;
  let othersTurn: boolean | null = null;
  for (const { id, whenever } of listeners) {
    if (whenever) {
      if (othersTurn === null) {
        const active = activeSeat(s);
        othersTurn = active !== null && active !== seat;
      }
      if (othersTurn) continue;
    }
    p.pending.push({ card: id, event, ...(src ? { src } : {}), ...(detail ? { detail } : {}) });
  }
}
