import type { CardEffect, HookContext } from "../../engine/card-hooks.ts";
import { onEventGain } from "../mechanisms/on-event.ts";

/**
 * "if there are at least two of your Workers on the “Build a Building” action space": both
 * Build spaces of a 2-player game count; Workers on the Imitation tile do not, "even if they
 * copied the “Build a Building” action", nor do Workers on Elders.
 */
function twoOfYourWorkersOnBuildABuilding({ s, seat }: HookContext): boolean {
  const yours = s.placements.filter((pl) => pl.seat === seat && pl.spot.kind === "space" && pl.spot.space === "build-building");
  return yours.length >= 2;
}

/**
 * Construction Yard (Codfish, A306): "Each time after you complete a “Build a Building” action,
 * if there are at least two of your Workers on the “Build a Building” action space, take 1 gold
 * from the general supply and place it in your personal supply. (It does not matter how you got
 * the “Build a Building” action.) ... The Construction Yard also applies when you occupy both of
 * these action spaces. ... Workers on the Imitation tile do not count, even if they copied the
 * “Build a Building” action."
 *
 * The action that builds the Construction Yard triggers it too (our ruling A5).
 */
export const constructionYard: CardEffect = onEventGain("afterBuildBuilding", { gold: 1 }, "supply", twoOfYourWorkersOnBuildABuilding);
