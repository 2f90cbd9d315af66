// The Building registry: printed data for all 132 cards joined with the effects
// implemented so far. Validated once at load: a malformed card stops start-up.
import { BUILDINGS, type BuildingData } from "./buildings/data.ts";
import type { CardEffect } from "./hooks.ts";
import { EFFECTS } from "./effects/index.ts";

export interface BuildingDef extends BuildingData { effect: CardEffect | null }

function load(): ReadonlyMap<string, BuildingDef> {
  const byId = new Map<string, BuildingDef>();
  for (const data of BUILDINGS) {
    if (byId.has(data.id)) throw new Error(`Building ${data.id} is listed twice`);
    byId.set(data.id, { ...data, effect: null });
  }
  for (const [id, effect] of Object.entries(EFFECTS)) {
    const def = byId.get(id);
    if (!def) throw new Error(`An effect is registered for unknown Building ${id}`);
    if (effect.score && def.vp !== null) throw new Error(`Building ${id} has fixed VP but a scoring function`);
    if (effect.variableCost && !def.cost.variable) throw new Error(`Building ${id} has a printed cost but a variable-cost function`);
    if (effect.costOptions && !def.cost.variable) throw new Error(`Building ${id} has a printed cost but cost options`);
    def.effect = effect;
  }
  return byId;
}

let loaded: ReadonlyMap<string, BuildingDef> | null = null;

/**
 * Every card, loaded and validated on first use (not at import: card effects import engine
 * helpers that import this registry, so the effects must have finished loading first).
 */
export function allCards(): ReadonlyMap<string, BuildingDef> {
  loaded ??= load();
  return loaded;
}

export function card(id: string): BuildingDef {
  const def = allCards().get(id);
  if (!def) throw new Error(`Unknown Building ${id}`);
  return def;
}

/** Cards of a deck and letter, in number order. */
export function cardsOf(deck: BuildingData["deck"], letter: BuildingData["letter"]): string[] {
  return BUILDINGS.filter((b) => b.deck === deck && b.letter === letter).map((b) => b.id);
}

