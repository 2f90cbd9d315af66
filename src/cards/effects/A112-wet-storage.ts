import type { CardEffect } from "../../engine/card-hooks.ts";
import { onEventGain } from "../mechanisms/on-event.ts";

/**
 * Wet Storage (Herring, A112): "Each time after you empty the Reserve space on your Harbor board
 * (e.g., via a “Transfer Reserve” action), immediately place 3 wood from the general supply in
 * your Reserve (and not in your personal supply). If you have multiple Buildings that fill your
 * empty Reserve (like the “Dairy”), you may apply their effects all at the same time—in an order
 * of your choice. (All of these Buildings may be triggered.)"
 *
 * Every Transfer Reserve empties the Reserve (it is never taken on an empty one), and every
 * filler of the owner answers the same event, so the Dairy triggers too.
 */
export const wetStorage: CardEffect = onEventGain("afterTransferReserve", { wood: 3 }, "reserve");
