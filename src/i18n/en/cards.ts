// The cards' English words, read from the card data (the source; see ../cards.ts).
import { BUILDINGS } from "../../cards/buildings/data.ts";
import { ELDERS } from "../../engine/index.ts";
import type { BuildingCatalogue, ElderCatalogue } from "../cards.ts";

export const buildings: BuildingCatalogue = Object.fromEntries(BUILDINGS.map((b) => [b.id, { summary: b.summary, text: b.text }]));

export const elders: ElderCatalogue = Object.fromEntries(Object.values(ELDERS).map((e) => [e.id, { summary: e.summary }]));
