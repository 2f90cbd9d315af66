import { player } from "../../engine/state.ts";
import type { CardEffect } from "../../engine/card-hooks.ts";
import { onceWhen } from "../mechanisms/on-event.ts";

/**
 * Harbor Park (Codfish, B322): "As soon as there are at least 3 Elders in your Elder Council,
 * immediately (and only once via this Building) take 3 wood and 2 gold from the general supply
 * and place the wood and the gold in your Reserve (and not in your personal supply). If you have
 * 3 or more Elders already when you build the Harbor Park, you get the goods right away."
 */
export const harborPark: CardEffect = onceWhen((s, seat) => player(s, seat).elders.length >= 3, { reserve: { wood: 3, gold: 2 } });
