import type { CardEffect } from "../../engine/card-hooks.ts";
import { onEventGain } from "../mechanisms/on-event.ts";

/**
 * Dairy (Herring, B125): "Each time after you empty the Reserve space on your Harbor board (e.g.,
 * by taking a “Transfer Reserve” action), immediately place 1 gold from the general supply in
 * your Reserve (and not in your personal supply). If you have multiple Buildings that fill your
 * empty Reserve (like the “Wet Storage”), you may apply their effects all at the same time—in an
 * order of your choice. (All of these Buildings may be triggered.)"
 */
export const dairy: CardEffect = onEventGain("afterTransferReserve", { gold: 1 }, "reserve");
