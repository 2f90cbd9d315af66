import type { CardEffect, HookContext } from "../../engine/card-hooks.ts";
import { onEventGain } from "../mechanisms/on-event.ts";

/** "with a Worker" on the action space itself: not via an Elder, a Building or the Imitation tile. */
const withAWorkerOnTheActionSpace = (ctx: HookContext): boolean => ctx.src?.kind === "space";

/**
 * Forestry (Codfish, A307): "Each time after you use the “Deforest”, “Thin Out”, or “Reforest”
 * action space with a Worker, take 1 gold from the general supply and place the gold in your
 * Reserve (and not in your personal supply). This does not apply when you take the “Deforest”,
 * “Thin Out”, or “Reforest” action without placing a Worker on the corresponding action space.
 * (Consequently, the effect of the Forestry does not apply when you take these actions via an
 * Elder, or Building, or—in 1-, 4- and 5-player games—via the Imitation tile.)"
 */
export const forestry: CardEffect = onEventGain(
  ["afterDeforest", "afterThinOut", "afterReforest"], { gold: 1 }, "reserve", withAWorkerOnTheActionSpace,
);
