import { haulSize } from "../../engine/triggers.ts";
import type { CardEffect } from "../../engine/card-hooks.ts";
import { onceWhen } from "../mechanisms/on-event.ts";

/**
 * Whaling Station (Mackerel, B229): "As soon as your haul size is 12, immediately (and only once
 * via this Building) take 4 gold from the general supply and place the gold in your personal
 * supply. (Note that there are two 12s on the Fishing track.) If your haul size is 12 already
 * when you build the Whaling Station, you get the gold right away. ... If it does [drop below 12]
 * and you regain a haul size of 12 later, you do not get additional gold from the Whaling Station."
 *
 * The haul size is the effective one, with haul modifiers (our ruling A4); "is 12" holds for 12 or
 * more, as the Supply Storage can raise the haul past the track's 12 (ruling A23).
 */
export const whalingStation: CardEffect = onceWhen((s, seat) => haulSize(s, seat) >= 12, { supply: { gold: 4 } });
