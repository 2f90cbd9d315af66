// End of the game: "Total the Victory Point values of your Buildings and Ships. Add 1 VP per
// issued Share in your possession (regardless of color) and 1 VP per gold in your personal
// supply. Subtract 1 VP per free Building space ... and 1 VP per Unissued Share."
import { card } from "../cards/registry.ts";
import { SHIPS } from "./rules-data.ts";
import { freeSpaceCount, player } from "./state.ts";
import { buildingVp } from "./triggers.ts";
import type { GameState, ScoreSheet } from "./types.ts";

export function scoreSheet(s: GameState, seat: number): ScoreSheet {
  const p = player(s, seat);
  const ships = p.ships.reduce((sum, ship) => sum + SHIPS[ship].vp, 0);
  const buildings = p.buildings.map((b) => ({ id: b.id, name: card(b.id).name, vp: buildingVp(s, seat, b.id) }));
  const buildingsTotal = buildings.reduce((sum, b) => sum + b.vp, 0);
  const shares = p.shares.length;
  const gold = p.supply.gold;
  const freeSpaces = freeSpaceCount(p);
  const unissuedShares = p.unissued;
  const total = ships + buildingsTotal + shares + gold - freeSpaces - unissuedShares;
  return { seat, ships, buildings, buildingsTotal, shares, gold, freeSpaces, unissuedShares, total, winner: false };
}

/** Score sheets for every player; "The player with the most Victory Points wins. In case of a tie, enjoy your shared victory." */
export function scoreAll(s: GameState): ScoreSheet[] {
  const sheets = s.players.map((_, seat) => scoreSheet(s, seat));
  const best = Math.max(...sheets.map((x) => x.total));
  for (const x of sheets) x.winner = x.total === best;
  return sheets;
}
