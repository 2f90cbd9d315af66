import type { CardEffect } from "../../engine/card-hooks.ts";
import { onEventGain } from "../mechanisms/on-event.ts";

/**
 * Forest Storage (Codfish, A301): "Each time after you remove a Forest from your Harbor board,
 * take 1 wood and 1 fish from the general supply and place the wood and the fish in your Reserve
 * (and not in your personal supply). If you remove more than one Forest on the same turn, you
 * will get a corresponding amount of wood and fish. (Observe the 8 fish limit in your Reserve.)
 * If you build the Forest Storage via the “Builder” or the “Contractor” (or—in 5-player games—the
 * “Carpenter”) Elder actions, you do not get this benefit retroactively (because you first remove
 * a Forest and then build)."
 *
 * The engine raises one event per Forest removed, right when it is removed, for the Buildings
 * the seat owns at that moment: removals made before the Forest Storage stood never count.
 */
export const forestStorage: CardEffect = onEventGain("afterRemoveForest", { wood: 1, fish: 1 }, "reserve");
