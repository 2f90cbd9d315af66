// The Building registry: the printed data of all 132 cards (src/cards/buildings/data.ts) joined
// with their effects. The effects live above the engine core (src/cards/effects/) and are
// installed once by the engine's public API (src/engine/index.ts), which validates them: a
// malformed card stops start-up. The core asks this registry for a card and never imports an
// effect itself.
import { BUILDINGS, type BuildingData } from "../cards/buildings/data.ts";
import type { CardEffect } from "./card-hooks.ts";

export interface BuildingDef extends BuildingData { effect: CardEffect | null }

let installed: ReadonlyMap<string, BuildingDef> | null = null;

/** Join the printed cards with their effects and check them; called once, by src/engine/index.ts. */
export function installCardEffects(effects: Readonly<Record<string, CardEffect>>): void {
  const byId = new Map<string, BuildingDef>();
  for (const data of BUILDINGS) {
    if (byId.has(data.id)) throw new Error(`Building ${data.id} is listed twice`);
    byId.set(data.id, { ...data, effect: null });
  }
  for (const [id, effect] of Object.entries(effects)) {
    const def = byId.get(id);
    if (!def) throw new Error(`An effect is registered for unknown Building ${id}`);
    if (effect.score && def.vp !== null) throw new Error(`Building ${id} has fixed VP but a scoring function`);
    if (effect.variableCost && !def.cost.variable) throw new Error(`Building ${id} has a printed cost but a variable-cost function`);
    if (effect.costOptions && !def.cost.variable) throw new Error(`Building ${id} has a printed cost but cost options`);
    def.effect = effect;
  }
  installed = byId;
}

/** Every card with its effect. */
export function allCards(): ReadonlyMap<string, BuildingDef> {
  if (!installed) throw new Error("The Building effects are not installed: use the engine through src/engine/index.ts");
  return installed;
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
