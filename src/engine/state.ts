// Small helpers over the state: players, goods movements through the general supply
// (every one recorded in the ledger), harbor geometry and the log.
import type { Price } from "../cards/hooks.ts";
import {
  DOUBLE_SPACES, HARBOR_COLS, HARBOR_ROWS, HAUL_BY_COVERED, SHIPS, TRACK_SPACES, WOOD_LIMIT,
} from "./rules-data.ts";
import type { GameState, Good, Goods, PlayerState, ShipType } from "./types.ts";

export class RuleError extends Error {
  override name = "RuleError";
}

export const GOODS: readonly Good[] = ["wood", "fish", "gold"];

export function player(s: GameState, seat: number): PlayerState {
  const p = s.players[seat];
  if (!p) throw new RuleError(`There is no seat ${seat} in this game.`);
  return p;
}

export function seatCount(s: GameState): number {
  return s.players.length;
}

export function log(s: GameState, seat: number | null, text: string): void {
  s.log.push({ round: s.round, seat, text });
}

export function seatName(seat: number): string {
  return `Player ${seat + 1}`;
}

export function goodsText(g: Partial<Goods>, ships: readonly ShipType[] = []): string {
  const parts: string[] = [];
  for (const good of GOODS) {
    const n = g[good] ?? 0;
    if (n) parts.push(`${n} ${good}`);
  }
  for (const ship of ships) parts.push(`1 ${ship}`);
  return parts.length ? parts.join(", ") : "nothing";
}

/**
 * Take goods from the general supply into a player's personal supply. Wood above 12 goes
 * straight back ("return excess wood to the general supply immediately"). Returns what was kept.
 */
export function gain(s: GameState, seat: number, g: Partial<Goods>): Goods {
  const p = player(s, seat);
  const kept: Goods = { wood: 0, fish: 0, gold: 0 };
  for (const good of GOODS) {
    const n = g[good] ?? 0;
    if (n <= 0) continue;
    const room = good === "wood" ? Math.max(0, WOOD_LIMIT - p.supply.wood) : n;
    const k = Math.min(n, room);
    p.supply[good] += k;
    s.ledger[good] += k;
    kept[good] = k;
  }
  return kept;
}

/** Return goods from a player's personal supply to the general supply. */
export function pay(s: GameState, seat: number, g: Partial<Goods>): void {
  const p = player(s, seat);
  for (const good of GOODS) {
    const n = g[good] ?? 0;
    if (n <= 0) continue;
    if (p.supply[good] < n) throw new RuleError(`You do not have ${n} ${good}.`);
    p.supply[good] -= n;
    s.ledger[good] -= n;
  }
}

export function canAfford(p: PlayerState, price: Price): boolean {
  if (p.supply.wood < price.wood || p.supply.fish < price.fish || p.supply.gold < price.gold) return false;
  const need: Record<ShipType, number> = { sloop: 0, cutter: 0, schooner: 0 };
  for (const ship of price.ships) need[ship]++;
  return (Object.keys(need) as ShipType[]).every((t) => p.ships.filter((x) => x === t).length >= need[t]);
}

/** Take fish from the general supply into the player's hand (Fishing phase, Pond Builder). */
export function catchFish(s: GameState, seat: number, n: number): void {
  player(s, seat).fishInHand += n;
  s.ledger.fish += n;
}

/** Fish returned from anywhere in play to the general supply. */
export function returnFish(s: GameState, n: number): void {
  s.ledger.fish -= n;
}

export function trackCovered(p: PlayerState): number {
  let n = 0;
  for (const ship of p.ships) n += SHIPS[ship].spaces;
  return n;
}

export function trackFree(p: PlayerState): number {
  return TRACK_SPACES - trackCovered(p);
}

/** "the haul size is the number on the leftmost free space, or 12 when all 14 are covered". */
export function baseHaulSize(p: PlayerState): number {
  return HAUL_BY_COVERED[Math.min(trackCovered(p), TRACK_SPACES)] ?? 12;
}

export function forestCount(p: PlayerState): number {
  let n = 0;
  for (const f of p.forests) n += f;
  return n;
}

export function doubleOf(row: number, col: number): number {
  return DOUBLE_SPACES.findIndex(([a, b]) => (a[0] === row && a[1] === col) || (b[0] === row && b[1] === col));
}

export function buildingAt(p: PlayerState, row: number, col: number): string | null {
  for (const b of p.buildings) if (b.row === row && b.col === col) return b.id;
  return null;
}

/** A Building space is free if it holds no Building and no Forest. */
export function isFreeSpace(p: PlayerState, row: number, col: number): boolean {
  if (row === 0 && col === 0) return false;
  if (buildingAt(p, row, col) !== null) return false;
  const d = doubleOf(row, col);
  return d < 0 || (p.forests[d] ?? 0) === 0;
}

export function freeSpaces(p: PlayerState): [number, number][] {
  const out: [number, number][] = [];
  for (let r = 0; r < HARBOR_ROWS; r++) for (let c = 0; c < HARBOR_COLS; c++) if (isFreeSpace(p, r, c)) out.push([r, c]);
  return out;
}

export function freeSpaceCount(p: PlayerState): number {
  return freeSpaces(p).length;
}

/** Double spaces whose two spaces are both free (Reforest). */
export function freeDoubles(p: PlayerState): number[] {
  const out: number[] = [];
  DOUBLE_SPACES.forEach(([a, b], i) => {
    if (isFreeSpace(p, a[0], a[1]) && isFreeSpace(p, b[0], b[1])) out.push(i);
  });
  return out;
}

/** Double spaces with no Building on either space (free or already forested: Ranger). */
export function unbuiltDoubles(p: PlayerState): number[] {
  const out: number[] = [];
  DOUBLE_SPACES.forEach(([a, b], i) => {
    if (buildingAt(p, a[0], a[1]) === null && buildingAt(p, b[0], b[1]) === null) out.push(i);
  });
  return out;
}

export function doubleLabel(d: number): string {
  const names = ["top right", "middle left", "middle right", "bottom left", "bottom right"];
  return names[d] ?? `double space ${d}`;
}
