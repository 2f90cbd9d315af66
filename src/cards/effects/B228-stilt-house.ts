import type { CardEffect } from "../../engine/card-hooks.ts";
import { player, trackCovered } from "../../engine/state.ts";

/** The Stilt House covers the last four of the 14 track spaces: the 10 to their left are for Ships. */
const LEFT_OF_STILTS = 10;

/**
 * Stilt House (Mackerel, B228): "You may only build the Stilt House if the four spaces of your
 * Fishing track numbered 10 (the right one), 11, 11, and 12 (the left one) are free. (These spaces
 * are indicated by stilts on the shore.) Place the Stilt House on top of these exact spaces. (The
 * Stilt House covers four spaces like a schooner. However, it is still considered a Building and
 * not a Ship.) The Stilt House does not affect your haul size until you cover all the spaces left
 * of it. (As a result, your haul size will be 12.) Note that there are Buildings (like the “Ship
 * Broker”) and—in 5-player games—the “Ship Owner” Elder that can remove Ships from your Fishing
 * track. This may cause the Stilt House to lose its effect temporarily."
 *
 * It lies on the track, not on a Building space; from then on Ships fit only in the 10 spaces to
 * its left (every room check uses `trackFree`), and with those all covered the haul is 12, or
 * more when the Supply Storage raises it further (ruling A23: its minimum has no cap), whichever
 * of the two Buildings was built first.
 */
export const stiltHouse: CardEffect = {
  placement: "off-board",
  coversTrack: 4,
  canBuild: (s, seat) => trackCovered(player(s, seat)) <= LEFT_OF_STILTS,
  modifyHaul: (s, seat, haul) => (trackCovered(player(s, seat)) === LEFT_OF_STILTS ? Math.max(12, haul) : haul),
};
