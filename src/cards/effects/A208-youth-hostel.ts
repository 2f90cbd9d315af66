import { player } from "../../engine/state.ts";
import { onEventGain } from "../mechanisms/on-event.ts";

/**
 * Youth Hostel (Mackerel, A208): "After each Round in which you did not build a single Building,
 * take 1 gold from the general supply and place the gold in your personal supply."
 * Building the Youth Hostel is building a Building that round (ruling A5): no gold that round.
 */
export const youthHostel = onEventGain("afterReturningHome", { gold: 1 }, "supply", ({ s, seat }) => player(s, seat).tally.buildingsBuiltThisRound === 0);
