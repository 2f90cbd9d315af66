// Whether free Ships can be taken: one left on the supply board per Ship, and room for all of
// them on the Fishing track ("has no effect if there are no sloops left or if there is not
// enough space on your Fishing track").
import { SHIPS } from "../../engine/rules-data.ts";
import { player, trackFree } from "../../engine/state.ts";
import type { GameState, Msg, ShipType } from "../../engine/types.ts";
import { msg } from "../../engine/words.ts";

const NO_SHIPS: Readonly<Record<ShipType, Msg>> = { sloop: msg("noEffect.noShips.sloop"), cutter: msg("noEffect.noShips.cutter"), schooner: msg("noEffect.noShips.schooner") };
const NO_TRACK_SPACE = msg("noEffect.noTrackSpace");

/** `freed`: track spaces a price not yet paid will free first (the Boat Hall's cutter). */
export function shipsFit(s: GameState, seat: number, ships: readonly ShipType[], freed = 0): boolean {
  const spaces = ships.reduce((n, ship) => n + SHIPS[ship].spaces, 0);
  const need = (t: ShipType) => ships.filter((x) => x === t).length;
  return spaces <= trackFree(player(s, seat)) + freed && ships.every((t) => s.shipSupply[t] >= need(t));
}

/** "... has no effect if there are no <ship>s left or if there is not enough space on your Fishing track". */
export function whyNoShip(s: GameState, seat: number, ship: ShipType, freed = 0): Msg | null {
  if (s.shipSupply[ship] <= 0) return NO_SHIPS[ship];
  return shipsFit(s, seat, [ship], freed) ? null : NO_TRACK_SPACE;
}
