// The hard AI's evaluation: what a position is worth to a seat, in VP, counting what its goods
// can still buy before the game ends. The score as it stands, plus:
// - a purchase plan: the Buildings on display and in the seat's own hand and the Ships in the
//   supply it can still pay for with its goods and the fish its haul brings at the Fishing phases
//   to come, best VP per good first, no more of them than it has turns left to build and free
//   spaces to build on. Each purchase counts its VP, the free space it covers (a free space
//   costs 1 VP at the end) and, for a Ship, the fish its larger haul brings; gold spent is taken
//   off (the score counts every gold as 1 VP). What the plan leaves over is worth little, less
//   and less from round 4 on and nothing in the last round (it would be left unused), and
//   nothing above the caps (12 wood in the supply);
// - Elders by the uses they can still have (one a round, a worker each; none for an Elder whose
//   use removes Forests the seat no longer has), less the fish they eat;
// - Shares on the board priced for whoever can buy them cheaply: worth their VP and fish, less
//   the price, to a seat that can afford them;
// - Forests as wood to come while there are turns to cut them;
// - free Building spaces early in the game as room for the Buildings still to come: covering one
//   (a Reforest) scores 1 VP at once but leaves nothing to build on.
// At the game's end it is the final score.
//
// Hidden information: it reads the seat's own player and public counts and cards (displays,
// Shares, Elders, the ship supply), never another player's hand. Valuing another seat (the search
// compares the seat with its best opponent) reads that seat's player in a sampled world, whose
// hand was dealt at random from the cards the evaluating seat cannot see.
import { currentScore, freeBuildingSpaces, haulSize, type CardView, type ElderId, type GameState, type ShipType } from "../engine/index.ts";
import { cardOf, fishingsLeft, shareCounts, turnsLeft } from "./reads.ts";

const ROUNDS = 7;
const WORKERS = 3;
const WOOD_CAP = 12;
/** Fish the Reserve holds at most (a catch beyond it is lost). */
const RESERVE_FISH_CAP = 8;
/** VP a fish or wood left over after the plan is worth while turns remain (it may still serve the Banquet, pay an Elder...). */
const LEFTOVER = 0.25;
/** Turns before the last round over which what is left over after the plan loses its worth. */
const LEFTOVER_TURNS = 9;
/** VP one fish of income is worth when valuing a larger haul (fish per later Fishing). */
const FISH_VP = 0.3;
/** VP the fish a Share moves at each later catch is worth. */
const SHARE_FISH_VP = 0.6;
/** How much of the fish still to come the plan may count on (a haul can be cut by Elders, Shares, the Reserve's cap). */
const INCOME_SHARE = 0.75;
/** VP one use of an Elder is worth (one more action space of one's own). */
const ELDER_USE = 0.5;
/** VP a turn spent building could have brought otherwise: taken off each purchase of the plan. */
const BUILD_TURN_VP = 1;
/**
 * VP a free Building space is worth beyond the -1 it scores at the end, while turns remain to
 * build on it: covering it (a Reforest, a Forest) gains 1 VP at once but leaves a Building no
 * room. Fades out over FREE_SPACE_TURNS turns before the last round (measured, 2 players against
 * medium, 200 games at 1 ms: 32.4 VP without it, 33.8 with it; 1.0 and 2.0 did as well).
 */
const FREE_SPACE_OPTION = 1.5;
/** Turns before the last round over which a free space's option fades out. */
const FREE_SPACE_TURNS = 10;
/** How much of the plan's VP the evaluation counts on (the display changes, the opponent may build first, the Build spaces fill up). */
const PLAN_CONFIDENCE = 0.5;

interface Target {
  wood: number;
  fish: number;
  gold: number;
  /** VP it brings, before the gold it costs. */
  value: number;
  building: boolean;
}

const SHIPS: readonly { type: ShipType; wood: number; fish: number; gold: number; vp: number; haul: number }[] = [
  { type: "sloop", wood: 2, fish: 2, gold: 0, vp: 1, haul: 1.3 },
  { type: "cutter", wood: 6, fish: 0, gold: 1, vp: 2, haul: 2 },
  { type: "schooner", wood: 8, fish: 8, gold: 0, vp: 4, haul: 2.6 },
  { type: "schooner", wood: 0, fish: 0, gold: 4, vp: 4, haul: 2.6 },
];

/** VP a Building is expected to bring: its printed VP, or for a conditional one half the most its text names. */
function expectedVp(c: CardView): number {
  if (c.vp !== null) return c.vp;
  const most = Math.max(0, ...(c.vpText.match(/\d+/g) ?? []).map(Number));
  return Math.max(1.5, 0.5 * most);
}

/** What the seat can build: the Buildings face up and in its own hand, the Ships in the supply. */
function targetsOf(s: GameState, seat: number, fishings: number, free: boolean): Target[] {
  const p = s.players[seat];
  if (!p) return [];
  const out: Target[] = [];
  const ids = [...s.displayA, ...s.displayB, ...s.displayC, ...(s.round >= 4 ? p.hand : [])];
  for (const id of ids) {
    if (!id) continue;
    const c = cardOf(id);
    // A Building paid with Ships (Shipping Museum, Repair Hall) is left to the search.
    if (c.cost.ships.length) continue;
    out.push({ wood: c.cost.wood, fish: c.cost.fish, gold: c.cost.gold, value: expectedVp(c) + (free ? 1 : 0), building: true });
  }
  // A Ship built now fishes at every later Fishing phase.
  const later = Math.max(0, fishings - (s.phase === "fishing" ? 1 : 0));
  for (const ship of SHIPS) {
    const left = s.shipSupply[ship.type];
    for (let i = 0; i < Math.min(left, 2); i++) out.push({ wood: ship.wood, fish: ship.fish, gold: ship.gold, value: ship.vp + ship.haul * later * FISH_VP, building: false });
  }
  return out;
}

/**
 * What the seat's goods and income can still buy, in VP beyond the score: the better of two
 * greedy plans (the best VP per good first, the most VP first), and a little for what is left.
 */
function planValue(s: GameState, seat: number, turns: number, fishings: number): number {
  const p = s.players[seat];
  if (!p) return 0;
  // Goods in the Reserve need a Transfer first: a little less.
  const wood = Math.min(WOOD_CAP, p.supply.wood + 0.9 * p.reserve.wood);
  // Shares are valued on their own (sharesValue): the plan counts the haul less the Elders' fish.
  const netHaul = Math.max(0, haulSize(s, seat) - p.elders.length);
  // Fish of the Fishing phases to come, if there are turns after them to spend it. The catch goes
  // to the Reserve, which holds 8 fish: the next one brings no more than the room left there
  // (what is over is lost), the later ones what a Transfer in between makes room for.
  const room = Math.max(0, RESERVE_FISH_CAP - p.reserve.fish);
  const income = fishings > 0 && (turns > WORKERS || s.phase === "fishing")
    ? (Math.min(netHaul, room) + Math.min(netHaul, RESERVE_FISH_CAP) * (fishings - 1)) * INCOME_SHARE
    : 0;
  const fish = p.supply.fish + 0.9 * p.reserve.fish + income;
  const gold = p.supply.gold + 0.9 * p.reserve.gold;
  // A build takes a turn, and the Build spaces are shared: about one build a round, and a
  // turn or so in between to gather goods.
  const roundsLeft = ROUNDS - s.round + (s.phase === "work" ? 1 : 0);
  const builds = Math.min(Math.ceil(turns * 0.4), roundsLeft);
  const spaces = freeBuildingSpaces(s, seat);
  const targets = targetsOf(s, seat, fishings, spaces > 0)
    .map((t) => ({ ...t, value: t.value - BUILD_TURN_VP }))
    .filter((t) => t.value > t.gold);
  const byRate = targets.slice().sort((x, y) => (y.value - y.gold) / (y.wood + y.fish + 2) - (x.value - x.gold) / (x.wood + x.fish + 2));
  const byValue = targets.slice().sort((x, y) => (y.value - y.gold) - (x.value - x.gold));
  const budget = { wood, fish, gold };
  const a = plan(byRate, budget, builds, spaces);
  const b = plan(byValue, budget, builds, spaces);
  const best = a.value >= b.value ? a : b;
  // Fish the plan leaves over, those still to come included, can still be served for gold or
  // feed a Ship or a Building the plan did not see: worth the same little as wood left over,
  // and less as the turns to spend them run out (nothing in the last round: what the plan does
  // not buy then is left unused).
  const soon = Math.max(0, Math.min(1, (turns - WORKERS) / LEFTOVER_TURNS));
  return best.value * PLAN_CONFIDENCE + (best.left.wood + best.left.fish) * LEFTOVER * soon;
}

/** Buys the targets in order while the goods, the builds and the free spaces last. */
function plan(targets: readonly Target[], budget: { wood: number; fish: number; gold: number }, builds: number, spaces: number): { value: number; left: { wood: number; fish: number } } {
  let { wood, fish, gold } = budget;
  let value = 0;
  for (const t of targets) {
    if (builds <= 0) break;
    if (t.building && spaces <= 0) continue;
    if (t.wood > wood || t.fish > fish || t.gold > gold) continue;
    wood -= t.wood; fish -= t.fish; gold -= t.gold;
    value += t.value - t.gold;
    builds--;
    if (t.building) spaces--;
  }
  return { value, left: { wood, fish } };
}

/**
 * Forests one use of an Elder removes: his use is possible only with that many Forests on the
 * seat's harbor ("remove 2 Forests, +5 wood +1 gold"; "remove a Forest, ..."). Without them he
 * has no use left, only the fish he eats (the seat may still reforest, but that takes a worker
 * of its own).
 */
const FORESTS_PER_USE: ReadonlyMap<ElderId, number> = new Map<ElderId, number>([["forest-manager", 2], ["builder", 1], ["forester", 1], ["carpenter", 1]]);

/**
 * Elders by the uses they can still have: once a round, a worker each (none for one whose
 * Forests are gone), less the fish they eat. (Measured, 40 games at 30 ms: capping every
 * Forest Elder's uses by the Forests left, or counting an Elder used in half the rounds left,
 * did worse against the medium AI and no better against the hard AI before issue 36: taking the
 * Forest Manager in round 1 for its 5 wood, 1 gold and cleared double space pays for its fish.)
 */
function eldersValue(s: GameState, seat: number, turns: number, fishings: number): number {
  const p = s.players[seat];
  if (!p || p.elders.length === 0) return 0;
  const roundsLeft = ROUNDS - s.round + (s.phase === "over" ? 0 : 1);
  const forests = p.forests.reduce((a, b) => a + b, 0);
  let uses = 0;
  for (const e of p.elders) {
    if (forests < (FORESTS_PER_USE.get(e.id) ?? 0)) continue;
    uses += Math.max(0, roundsLeft - (e.worker && s.phase === "work" ? 1 : 0));
  }
  // A use takes a worker: at most half the turns left go to Elders.
  uses = Math.min(uses, turns / 2);
  const feed = p.elders.length * fishings * FISH_VP * 0.5;
  return uses * ELDER_USE - feed + p.elders.reduce((a, e) => a + e.fish, 0) * 0.1;
}

/**
 * Shares: each Share of another company the seat holds brings a fish of every later catch, each
 * of its own held by others or on the board takes one (their VP are in the score).
 */
function sharesValue(s: GameState, seat: number, fishings: number): number {
  const { foreignHeld, ownAway } = shareCounts(s, seat);
  return (foreignHeld - ownAway) * fishings * SHARE_FISH_VP;
}

/** Shares on the board: worth their VP and fish to a seat that can buy them cheaply. */
function boardSharesValue(s: GameState, seat: number, turns: number, fishings: number): number {
  const n = s.newShares.length;
  const p = s.players[seat];
  if (!n || !p || turns <= 0) return 0;
  const discount = s.round >= 6 ? 2 : s.round >= 4 ? 1 : 0;
  const price = Math.max(0, n - discount);
  if (price > p.supply.gold) return 0;
  const worth = n * (1 + fishings * FISH_VP) - price;
  // Someone else may buy them first.
  return Math.max(0, worth) * (s.players.length === 2 ? 0.7 : 0.5);
}

/** Free Building spaces early in the game: room for the Buildings still to come. */
function freeSpaceOption(s: GameState, seat: number, turns: number): number {
  return freeBuildingSpaces(s, seat) * FREE_SPACE_OPTION * Math.max(0, Math.min(1, (turns - WORKERS) / FREE_SPACE_TURNS));
}

/** The seat's position, in VP: its score now plus what its means are worth for the rest of the game. */
function worth(s: GameState, seat: number): number {
  const score = currentScore(s, seat);
  if (s.phase === "over") return score;
  const turns = turnsLeft(s, seat);
  const fishings = fishingsLeft(s);
  const p = s.players[seat];
  const forests = p ? p.forests.reduce((a, b) => a + b, 0) : 0;
  return score +
    planValue(s, seat, turns, fishings) +
    eldersValue(s, seat, turns, fishings) +
    boardSharesValue(s, seat, turns, fishings) +
    sharesValue(s, seat, fishings) +
    forests * Math.min(0.6, 0.05 * turns) +
    freeSpaceOption(s, seat, turns) +
    (p?.reserveShips.length ?? 0) * 1.5;
}

/**
 * What the search maximises for a seat: "margin", its worth less the best other seat's (a win is
 * what counts); "own", its worth alone (at a table of easy and medium AIs, see hard.ts).
 */
export type Aim = "margin" | "own";

/** The seat's position as the aim counts it. */
export function aimed(s: GameState, seat: number, aim: Aim): number {
  return aim === "own" ? worth(s, seat) : margin(s, seat);
}

/** The seat's worth less the best other seat's. */
export function margin(s: GameState, seat: number): number {
  const mine = worth(s, seat);
  let best = -Infinity;
  for (let o = 0; o < s.players.length; o++) if (o !== seat) best = Math.max(best, worth(s, o));
  return best === -Infinity ? mine : mine - best;
}
