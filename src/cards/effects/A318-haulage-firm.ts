import type { CardEffect } from "../../engine/card-hooks.ts";
import { onEventGain } from "../mechanisms/on-event.ts";

/**
 * Haulage Firm (Codfish, A318): "Each time after you complete an “Issue a Share” action, take 3
 * wood from the general supply and place the wood in your personal supply. (It does not matter
 * how you got the “Issue a Share” action. Observe the 12 wood limit in your personal supply.)"
 *
 * The engine raises the event once per Issue a Share action.
 */
export const haulageFirm: CardEffect = onEventGain("afterIssueShare", { wood: 3 }, "supply");
