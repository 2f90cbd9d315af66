import { player } from "../../engine/state.ts";
import { onEventGain } from "../mechanisms/on-event.ts";

/**
 * Youth Center (Mackerel, A207): "After each Round in which you did not use a single Elder, take
 * 1 gold from the general supply and place the gold in your personal supply. (You do get the gold
 * if you merely take Elders, as long as you do not use them.)"
 * "After each Round": at Returning Home; a use right after Take an Elder is a use.
 */
export const youthCenter = onEventGain("afterReturningHome", { gold: 1 }, "supply", ({ s, seat }) => player(s, seat).tally.eldersUsedThisRound === 0);
