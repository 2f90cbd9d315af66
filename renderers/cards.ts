// Card details for the Buildings on a harbor. PlayerSummary.buildings carries only id and
// name, but a harbor shows each Building's VP and category colour, so this reads the
// engine's CardView for the id. (Asked of the lead: put a CardView on each summary building.)
import { cardView } from "../src/engine/view.ts";
import type { CardView } from "../src/engine/index.ts";

const cache = new Map<string, CardView>();

export function buildingCard(id: string): CardView {
  let c = cache.get(id);
  if (!c) { c = cardView(id); cache.set(id, c); }
  return c;
}
