// Small helpers over the state: players, harbor geometry, the log, and every movement of
// goods. This file is the one chokepoint for goods: nothing else writes a personal supply or a
// Reserve (tests/engine/chokepoint.test.ts fails if code elsewhere does), and every good taken
// from or returned to the general supply is counted in the ledger.
import type { Price } from "./card-hooks.ts";
import {
  DOUBLE_SPACES, HARBOR_COLS, HARBOR_ROWS, HAUL_BY_COVERED, RESERVE_FISH_LIMIT, SHIPS, TRACK_SPACES, WOOD_LIMIT,
} from "./rules-data.ts";
import { buildingsIndex, record } from "./listeners.ts";
import type { GameState, Good, Goods, Msg, PlacedBuilding, PlayerState, ShipType } from "./types.ts";
import { english, msg } from "./words.ts";

export { goodsText } from "./words.ts";

/** A choice that is not allowed: its English message, and the message as data for a reader in another language. */
export class RuleError extends Error {
  override name = "RuleError";
  readonly say: Msg | undefined;
  constructor(words: string | Msg) {
    super(typeof words === "string" ? words : english(words));
    this.say = typeof words === "string" ? undefined : words;
  }
}

export const GOODS: readonly Good[] = ["wood", "fish", "gold"];

export function player(s: GameState, seat: number): PlayerState {
  const p = s.players[seat];
  if (!p) throw new RuleError(msg("error.noSeat", { n: seat }));
  return p;
}

export function seatCount(s: GameState): number {
  return s.players.length;
}

/** A log line: its English text, and the message for readers in other languages. */
export function log(s: GameState, seat: number | null, words: Msg): void {
  s.log.push({ round: s.round, seat, text: english(words), say: words, phase: s.phase });
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
  // "Each time after you place new gold in your personal supply" (Clearing): every gold source passes here.
  if (kept.gold > 0) record(s, seat, "afterGainGold", undefined, String(kept.gold));
  return kept;
}

/** Return goods from a player's personal supply to the general supply. */
export function pay(s: GameState, seat: number, g: Partial<Goods>): void {
  const p = player(s, seat);
  for (const good of GOODS) {
    const n = g[good] ?? 0;
    if (n <= 0) continue;
    if (p.supply[good] < n) throw new RuleError(msg("error.lacking", { goods: { goods: { [good]: n } } }));
    p.supply[good] -= n;
    s.ledger[good] -= n;
  }
}

export function canAfford(p: PlayerState, price: Price): boolean {
  if (p.supply.wood < price.wood || p.supply.fish < price.fish || p.supply.gold < price.gold) return false;
  if (price.ships.length === 0) return true; // the common case: no Ship to hand in, nothing to count
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

/**
 * How many more fish the Reserve takes: "As long as there are 8 or more fish in your Reserve,
 * you cannot get any more fish in there" (Cooling House; the rulebook's "your Reserve is
 * limited to 8 fish"). One rule for every source (our ruling A20): fill up to 8, never above.
 */
export function reserveFishRoom(p: PlayerState): number {
  return Math.max(0, RESERVE_FISH_LIMIT - p.reserve.fish);
}

/**
 * Take goods from the general supply into a player's Reserve. Fish follow the 8-fish rule
 * (only the Cooling House, `ignoreFishLimit`, goes beyond it); wood and gold have no limit
 * there. Returns what was placed.
 */
export function gainReserve(s: GameState, seat: number, g: Partial<Goods>, opts: { ignoreFishLimit?: boolean } = {}): Goods {
  const p = player(s, seat);
  const kept: Goods = { wood: 0, fish: 0, gold: 0 };
  for (const good of GOODS) {
    const n = g[good] ?? 0;
    if (n <= 0) continue;
    const k = good === "fish" && !opts.ignoreFishLimit ? Math.min(n, reserveFishRoom(p)) : n;
    p.reserve[good] += k;
    s.ledger[good] += k;
    kept[good] = k;
  }
  return kept;
}

/** Return goods from a player's Reserve to the general supply (Fish Trade, Wood Exchange). */
export function payReserve(s: GameState, seat: number, g: Partial<Goods>): void {
  const p = player(s, seat);
  for (const good of GOODS) {
    const n = g[good] ?? 0;
    if (n <= 0) continue;
    if (p.reserve[good] < n) throw new RuleError(msg("error.lackingInReserve", { goods: { goods: { [good]: n } } }));
    p.reserve[good] -= n;
    s.ledger[good] -= n;
  }
}

/**
 * Forests come onto a double space of the seat's Harbor board (Reforest and the cards that add
 * one: Forest Hut, Ranger's Office, Forester's Cottage). Returns how many Forests are there now.
 */
export function addForests(s: GameState, seat: number, double: number, n: number): number {
  const p = player(s, seat);
  p.forests[double] = (p.forests[double] ?? 0) + n;
  return p.forests[double] ?? n;
}

/**
 * Forests leave a double space of the seat's Harbor board (Deforest, Elders, Sawmill, Hideaway):
 * counted for the turn (Logger's Pond). Returns how many were removed.
 */
export function removeForests(s: GameState, seat: number, double: number, n: number): number {
  const p = player(s, seat);
  const k = Math.min(n, p.forests[double] ?? 0);
  p.forests[double] = (p.forests[double] ?? 0) - k;
  p.tally.forestsRemovedThisTurn += k;
  return k;
}

/** Transfer Reserve: everything in the Reserve moves to the personal supply (wood above 12 to the general supply). Returns what moved. */
export function emptyReserve(s: GameState, seat: number): Goods {
  const p = player(s, seat);
  const moved = { ...p.reserve };
  payReserve(s, seat, moved);
  gain(s, seat, moved);
  // Dockhouse: "Add the schooner to the right of your Ships on the Fishing track the next time you
  // empty your Reserve ... If there is not enough space on your Fishing track, return the schooner".
  for (const ship of p.reserveShips.splice(0)) {
    if (trackFree(p) >= SHIPS[ship].spaces) {
      p.ships.push(ship);
      log(s, seat, msg("log.shipToTrack", { seat: { seat }, ship: { ship } }));
    } else {
      s.shipSupply[ship] += 1;
      log(s, seat, msg("log.shipToSupply", { seat: { seat }, ship: { ship } }));
    }
  }
  return moved;
}

/** Fishing step 4: fish from the hand into the Reserve, up to the 8-fish rule; returns how many. */
export function handToReserve(p: PlayerState, n: number): number {
  const k = Math.min(n, reserveFishRoom(p), p.fishInHand);
  p.reserve.fish += k;
  p.fishInHand -= k;
  return k;
}

/** Fish lying on Shares in the player's supply move into it (end of the Fishing phase). */
export function collectOwnShareFish(p: PlayerState): void {
  p.supply.fish += p.shareFish;
  p.shareFish = 0;
}

/** Serve Fish: pay `cost` fish from the supply; 1 goes on plate `i`, the rest to the general supply. */
export function serveToPlate(s: GameState, seat: number, i: number, cost: number): void {
  pay(s, seat, { fish: cost });
  s.plates[i] = 1;
  s.ledger.fish += 1;
}

/** Every fish on the Banquet plates moves into the seat's supply (Poor House); returns how many. */
export function platesToSupply(s: GameState, seat: number): number {
  let n = 0;
  for (let i = 0; i < s.plates.length; i++) {
    n += s.plates[i] ?? 0;
    s.plates[i] = 0;
  }
  player(s, seat).supply.fish += n; // the plates' fish are in play already: the ledger does not change
  return n;
}

/**
 * The 3-fish rule: "Each time there are exactly 3 fish on an Elder ... 1 fish in your personal
 * supply, 2 to the general supply." The Elder's fish are in play already.
 */
export function payOutElder(s: GameState, seat: number, e: { fish: number }, keep = 0): void {
  e.fish -= 3 - keep;
  returnFish(s, 3 - keep);
  gain(s, seat, { fish: 1 });
}

/** A Ship leaves the Fishing track for the supply board; "the ships to its right move left". */
export function removeShip(s: GameState, seat: number, ship: ShipType): void {
  const p = player(s, seat);
  const i = p.ships.lastIndexOf(ship);
  if (i < 0) throw new RuleError(msg("error.noShip", { ship: { ship } }));
  p.ships.splice(i, 1);
  s.shipSupply[ship] += 1;
}

export function trackCovered(p: PlayerState): number {
  let n = 0;
  for (const ship of p.ships) n += SHIPS[ship].spaces;
  return n;
}

/**
 * Free spaces of the Fishing track: not covered by Ships nor by a Building lying on it (the Stilt
 * House covers the last four spaces: `coversTrack` on its card).
 */
export function trackFree(p: PlayerState): number {
  return TRACK_SPACES - trackCovered(p) - trackCoveredByBuildings(p.buildings);
}

function trackCoveredByBuildings(buildings: PlacedBuilding[]): number {
  return buildingsIndex(buildings).coversTrack;
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

/** The double space of each harbor space (row * HARBOR_COLS + col), or -1: worked out once, asked in every free-space count. */
const DOUBLE_OF_CELL: readonly number[] = Array.from({ length: HARBOR_ROWS * HARBOR_COLS }, (_, i) => {
  const row = Math.floor(i / HARBOR_COLS);
  const col = i % HARBOR_COLS;
  return DOUBLE_SPACES.findIndex(([a, b]) => (a[0] === row && a[1] === col) || (b[0] === row && b[1] === col));
});

/** Is (row, col) a space of the harbor grid? */
export function onHarbor(row: number, col: number): boolean {
  return Number.isInteger(row) && Number.isInteger(col) && row >= 0 && row < HARBOR_ROWS && col >= 0 && col < HARBOR_COLS;
}

export function doubleOf(row: number, col: number): number {
  return onHarbor(row, col) ? DOUBLE_OF_CELL[row * HARBOR_COLS + col] ?? -1 : -1;
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

/**
 * The harbor spaces that are not free (isFreeSpace), one bit per space (row * HARBOR_COLS + col):
 * the Reserve, the spaces with a Building, both spaces of a double space with Forests. Counting
 * free spaces is asked at every score and build check: this is one pass over the Buildings.
 */
function takenSpaces(p: PlayerState): number {
  let taken = 1; // the Reserve, A1
  for (const { row, col } of p.buildings) {
    if (row !== null && col !== null && onHarbor(row, col)) taken |= 1 << (row * HARBOR_COLS + col);
  }
  DOUBLE_SPACES.forEach(([a, b], d) => {
    if ((p.forests[d] ?? 0) !== 0) taken |= (1 << (a[0] * HARBOR_COLS + a[1])) | (1 << (b[0] * HARBOR_COLS + b[1]));
  });
  return taken;
}

const ALL_SPACES = (1 << (HARBOR_ROWS * HARBOR_COLS)) - 1;

export function freeSpaceCount(p: PlayerState): number {
  let free = ALL_SPACES & ~takenSpaces(p);
  let n = 0;
  for (; free; free &= free - 1) n++;
  return n;
}

/** Whether the seat has any free Building space. */
export function hasFreeSpace(p: PlayerState): boolean {
  return (ALL_SPACES & ~takenSpaces(p)) !== 0;
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

/**
 * One name for a harbor space everywhere (buttons, log, prompts, images): rows A-C from the
 * top, columns 1-4 from the left, so the Reserve is A1 and the bottom right space C4.
 */
export function cellName(row: number, col: number): string {
  return `${String.fromCharCode(65 + row)}${col + 1}`;
}

/** A double space by its two spaces, e.g. "A3-A4" (the top right one). */
export function doubleLabel(d: number): string {
  const pair = DOUBLE_SPACES[d];
  return pair ? `${cellName(pair[0][0], pair[0][1])}-${cellName(pair[1][0], pair[1][1])}` : `double space ${d}`;
}
