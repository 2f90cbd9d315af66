// The Buildings a seat owns, indexed by what their effects do, and the recording of "after"
// events: which of the seat's Buildings an event sets off. The rest of the consulting of
// Building effects is in triggers.ts.
import type { BeforeEvent, CardEffect, HookEvent } from "./card-hooks.ts";
import { card } from "./cards.ts";
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
}

/**
 * Consulted many times per choice (every price, legality preview, gain and action boundary), so
 * the index is kept per Buildings array: Buildings are only ever added (handlers.ts
 * placeBuilding), so an index as long as the array is current, and a state copy (a new array)
 * gets its own.
 */
const owned = new WeakMap<readonly PlacedBuilding[], OwnedIndex>();
export function ownedEffects(s: GameState, seat: number): OwnedIndex {
  const buildings = s.players[seat]?.buildings ?? [];
  const known = owned.get(buildings);
  if (known && known.count === buildings.length) return known;
  const all: Owned[] = [];
  const on = new Map<HookEvent, Owned[]>();
  const before = new Set<BeforeEvent>();
  for (const b of buildings) {
    const def = card(b.id);
    const o: Owned = { id: b.id, effect: def.effect ?? {}, whenever: def.category === "Whenever" };
    all.push(o);
    for (const event of Object.keys(o.effect.on ?? {}) as HookEvent[]) on.set(event, [...(on.get(event) ?? []), o]);
    for (const event of Object.keys(o.effect.before ?? {}) as BeforeEvent[]) before.add(event);
  }
  const index: OwnedIndex = {
    count: buildings.length, all, on, before,
    costs: all.filter((o) => o.effect.modifyCost), hauls: all.filter((o) => o.effect.modifyHaul),
    stateful: all.filter((o) => o.effect.once || o.effect.whileState),
  };
  owned.set(buildings, index);
  return index;
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
