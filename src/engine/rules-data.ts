// Numbers and layouts from the rulebook and board-data.md, in one place.
import type { ElderId, PlayerCount, ShipType, SpaceId, Goods } from "./types.ts";

export const ROUNDS = 7;
export const WORKERS = 3;
/**
 * The version of the rules this engine plays. Bump it whenever a change makes an existing
 * choice log replay differently (a card gains an effect, a legality rule changes): games
 * created under an older version then continue from their snapshots, never by replay.
 * 1: no Building effects but the Harbor Installation. 2: the first Building effects. 3: the trigger
 * pipeline (effects wait for the running action; the player orders simultaneous ones).
 * 4: cards that grant whole actions and "before" effects (Boathouse ... Collection Point), every
 * Reforest raising its effects, Thin Out and Elder use with their "before" moments; the events
 * after a turn, after an Elder's payout and after gaining gold, with turn and round tallies.
 * 5: a choice of costs counts the goods a space's "before you build on it" effect gives (the
 * Collection Point's wood can pay the Swing-Net Fishery's 10 wood), so such a build may ask
 * how it is paid where v4 did not.
 * 6: undo may go back until something hidden is revealed (no longer stopped by the turn passing
 * or a new phase), log entries carry their phase, and log texts say plurals as English.
 * The window before scoring asks only who could still raise their score, and takes `done:time-up`.
 * A haul above 12 (Supply Storage) meets the cards' "haul size is 12" (ruling A23).
 * The Collection Point's wood and Sailor's Home gold left uncollected leave the board before scoring (A7).
 */
export const RULES_VERSION = 6;
export const WOOD_LIMIT = 12;
export const RESERVE_FISH_LIMIT = 8;
export const ELDER_SEATS = 5;
export const TRACK_SPACES = 14;
export const PLATES = 7;
export const SHARES_PER_PLAYER = 5;
/** Of a player's Shares "2 face-up (Issued), 3 face-down (Unissued)" at setup. */
export const UNISSUED_AT_START = SHARES_PER_PLAYER - 2;
/** What the Action board's fixed gains are: "+1 Gold", Issue a Share's 2 gold, Deforest's 5 wood, Reforest's 2 Forests. */
export const GOLD_SPACE_GOLD = 1;
export const ISSUE_SHARE_GOLD = 2;
export const DEFOREST_WOOD = 5;
export const REFOREST_FORESTS = 2;

/** "Fill ... one less plate than the number of players." */
export const START_PLATES: Record<PlayerCount, number> = { 2: 1, 3: 2, 4: 3, 5: 4 };
/** "one more than the number of players" ships of each type. */
export const SHIPS_PER_TYPE: Record<PlayerCount, number> = { 2: 3, 3: 4, 4: 5, 5: 6 };
/** Ships of each type in the game box; those not put on the supply board stay in the box (the Wharf may take one). */
export const SHIPS_IN_GAME = 6;
/** Round space 3: A Buildings added (3-5 players). */
export const ROUND3_A: Record<PlayerCount, number> = { 2: 0, 3: 3, 4: 4, 5: 5 };
/** Round space 4: C Buildings drawn into each hand. */
export const ROUND4_C: Record<PlayerCount, number> = { 2: 4, 3: 3, 4: 2, 5: 2 };
/** Round space 5: B Buildings added (3-5 players). */
export const ROUND5_B: Record<PlayerCount, number> = { 2: 0, 3: 2, 4: 2, 5: 3 };
export const DISPLAY_A_SIZE = 9;
export const DISPLAY_B_SIZE = 6;

/** Haul size by number of covered Fishing track spaces (board-data.md). */
export const HAUL_BY_COVERED = [3, 4, 5, 5, 6, 7, 8, 8, 9, 10, 10, 11, 11, 12, 12] as const;

export const SHIPS: Record<ShipType, { spaces: number; vp: number; name: string }> = {
  sloop: { spaces: 2, vp: 1, name: "sloop" },
  cutter: { spaces: 3, vp: 2, name: "cutter" },
  schooner: { spaces: 4, vp: 4, name: "schooner" },
};
export const SHIP_TYPES: readonly ShipType[] = ["sloop", "cutter", "schooner"];
/** Ship costs (Engineer, Slipway and Shipping Office texts); the schooner may instead cost 4 gold. */
export const SHIP_COST: Record<ShipType, Goods> = {
  sloop: { wood: 2, fish: 2, gold: 0 },
  cutter: { wood: 6, fish: 0, gold: 1 },
  schooner: { wood: 8, fish: 8, gold: 0 },
};
export const SCHOONER_GOLD_COST: Goods = { wood: 0, fish: 0, gold: 4 };
/** Ship Owner: "either a sloop for 2 gold, a cutter for 4 gold, or a schooner for 7 gold". */
export const SHIP_SALE: Record<ShipType, number> = { sloop: 2, cutter: 4, schooner: 7 };

export const HARBOR_ROWS = 3;
export const HARBOR_COLS = 4;
/** The five double spaces, as pairs of [row, col]. (0,0) is the Reserve. */
export const DOUBLE_SPACES: readonly [[number, number], [number, number]][] = [
  [[0, 2], [0, 3]],
  [[1, 0], [1, 1]],
  [[1, 2], [1, 3]],
  [[2, 0], [2, 1]],
  [[2, 2], [2, 3]],
];
/** "2 Forests on (0,2)-(0,3), 1 on (1,2)-(1,3), 1 on (2,2)-(2,3)." */
export const START_FORESTS = [2, 0, 1, 0, 1];

export interface ElderInfo { id: ElderId; number: number; name: string; summary: string }
export const ELDERS: Record<ElderId, ElderInfo> = {
  contractor: { id: "contractor", number: 1, name: "Contractor", summary: "pay 3 fish, remove 0-2 Forests, then you may build a Building" },
  constructor: { id: "constructor", number: 2, name: "Constructor", summary: "build a Ship or a Building" },
  "pond-builder": { id: "pond-builder", number: 3, name: "Pond Builder", summary: "distribute 4 fish + 1 per Building as in the Fishing phase" },
  "forest-manager": { id: "forest-manager", number: 4, name: "Forest Manager", summary: "remove 2 Forests, +5 wood +1 gold" },
  sailor: { id: "sailor", number: 5, name: "Sailor", summary: "serve fish, +1 gold and +1 wood per plate" },
  "harbor-master": { id: "harbor-master", number: 6, name: "Harbor Master", summary: "exchange a sloop for a cutter or a cutter for a schooner" },
  builder: { id: "builder", number: 7, name: "Builder", summary: "remove a Forest, +1 wood, then you may build a Building" },
  steward: { id: "steward", number: 8, name: "Steward", summary: "+2 wood, then you may transfer your Reserve" },
  silviculturist: { id: "silviculturist", number: 9, name: "Silviculturist", summary: "+1 wood, then you may deforest or reforest" },
  forester: { id: "forester", number: 10, name: "Forester", summary: "remove a Forest, +3 wood +1 gold" },
  engineer: { id: "engineer", number: 11, name: "Engineer", summary: "build a Ship (1 wood less) or a Building" },
  pisciculturist: { id: "pisciculturist", number: 12, name: "Pisciculturist", summary: "+3 fish +1 fish per Elder" },
  architect: { id: "architect", number: 13, name: "Architect", summary: "build a Building" },
  carpenter: { id: "carpenter", number: 14, name: "Carpenter", summary: "remove a Forest, then you may build a Ship or a Building" },
  "fish-deliverer": { id: "fish-deliverer", number: 15, name: "Fish Deliverer", summary: "you may transfer your Reserve, and/or serve fish" },
  ranger: { id: "ranger", number: 16, name: "Ranger", summary: "+3 wood, then you may place a Forest" },
  sponsor: { id: "sponsor", number: 17, name: "Sponsor", summary: "issue a Share, +2 gold +3 fish" },
  "ship-owner": { id: "ship-owner", number: 18, name: "Ship Owner", summary: "sell a sloop/cutter/schooner for 2/4/7 gold" },
};
/** The six supply stacks: bottom (#1-6) and top (#7-12) Elders, with the player counts using the top one. */
export const ELDER_STACKS: readonly { bottom: ElderId; top: ElderId; minPlayers: PlayerCount }[] = [
  { bottom: "contractor", top: "builder", minPlayers: 2 },
  { bottom: "constructor", top: "steward", minPlayers: 3 },
  { bottom: "pond-builder", top: "silviculturist", minPlayers: 3 },
  { bottom: "forest-manager", top: "forester", minPlayers: 4 },
  { bottom: "sailor", top: "engineer", minPlayers: 4 },
  { bottom: "harbor-master", top: "pisciculturist", minPlayers: 4 },
];
/** 5 players: "Shuffle the remaining six Elders (#13-18) ... one face down at the bottom of each stack." */
export const HIDDEN_ELDERS: readonly ElderId[] = ["architect", "carpenter", "fish-deliverer", "ranger", "sponsor", "ship-owner"];

export interface SpaceInfo { id: SpaceId; label: string; capacity: Record<PlayerCount, number> }
const cap = (two: number, more: number): Record<PlayerCount, number> => ({ 2: two, 3: more, 4: more, 5: more });
export const SPACES: Record<SpaceId, SpaceInfo> = {
  gold: { id: "gold", label: "+1 Gold", capacity: cap(1, 1) },
  "transfer-reserve": { id: "transfer-reserve", label: "Transfer Reserve", capacity: cap(1, 1) },
  "serve-fish": { id: "serve-fish", label: "Serve Fish", capacity: cap(1, 1) },
  // 2 players: two Build spaces holding 1 Worker each; 3-5 players: one space holding 3.
  "build-building": { id: "build-building", label: "Build a Building", capacity: cap(2, 3) },
  "issue-share": { id: "issue-share", label: "Issue a Share", capacity: cap(1, 2) },
  "buy-shares": { id: "buy-shares", label: "Buy All Shares", capacity: cap(1, 1) },
  deforest: { id: "deforest", label: "Deforest", capacity: cap(1, 2) },
  "thin-out": { id: "thin-out", label: "Thin Out", capacity: cap(1, 1) },
  reforest: { id: "reforest", label: "Reforest", capacity: cap(1, 1) },
  "build-ship": { id: "build-ship", label: "Build a Ship", capacity: cap(1, 2) },
  "take-elder": { id: "take-elder", label: "Take an Elder", capacity: cap(1, 2) },
};

/** Imitation tile spaces: 4 players one space copying any full space; 5 players three, one per column (ruling). */
export function imitationSpaces(players: PlayerCount): readonly (readonly SpaceId[])[] {
  if (players === 4) return [Object.keys(SPACES) as SpaceId[]];
  if (players === 5) {
    return [
      ["gold", "issue-share", "buy-shares"],
      ["transfer-reserve", "serve-fish", "take-elder", "build-ship"],
      ["build-building", "deforest", "thin-out", "reforest"],
    ];
  }
  return [];
}

/** Buy All Shares: "discount -1 gold in rounds 4-5, -2 in rounds 6-7, never below 0". */
export function shareDiscount(round: number): number {
  return round >= 6 ? 2 : round >= 4 ? 1 : 0;
}

/**
 * The numbers a player's cheat sheet shows for one player count (renderers/cheat-sheet.ts): a
 * read-only view of the constants above, so the sheet never restates a number of the rules.
 */
export interface GameFacts {
  readonly players: PlayerCount;
  readonly rounds: number;
  readonly workers: number;
  readonly woodLimit: number;
  readonly reserveFishLimit: number;
  readonly elderSeats: number;
  /** Unissued Shares each player starts with: Issue a Share can be taken this many times a game. */
  readonly unissuedAtStart: number;
  readonly goldSpaceGold: number;
  readonly issueShareGold: number;
  readonly deforestWood: number;
  readonly reforestForests: number;
  /** Haul size by Fishing track spaces covered (0-14). */
  readonly haulByCovered: readonly number[];
  /** The Action board's spaces in the engine's order, each with the Workers it holds a round. */
  readonly spaces: readonly { readonly id: SpaceId; readonly label: string; readonly workers: number }[];
  /** The Imitation tile's spaces, each with the spaces it may copy: none with 2-3 players, one (any space) with 4, three columns with 5. */
  readonly imitation: readonly (readonly SpaceId[])[];
  readonly ships: readonly { readonly type: ShipType; readonly name: string; readonly spaces: number; readonly vp: number; readonly cost: Readonly<Goods>; readonly orGold: number | null }[];
  /** The Round spaces: new A Buildings before round 3, C Buildings drawn into each hand in round 4, new B Buildings in round 5 (C Buildings go face up in round 6). */
  readonly roundSpaces: { readonly newA: number; readonly handC: number; readonly newB: number };
  /** Buy All Shares' discount on the total, by round (index 0 = round 1). */
  readonly shareDiscountByRound: readonly number[];
}

export function gameFacts(players: PlayerCount): GameFacts {
  return {
    players,
    rounds: ROUNDS,
    workers: WORKERS,
    woodLimit: WOOD_LIMIT,
    reserveFishLimit: RESERVE_FISH_LIMIT,
    elderSeats: ELDER_SEATS,
    unissuedAtStart: UNISSUED_AT_START,
    goldSpaceGold: GOLD_SPACE_GOLD,
    issueShareGold: ISSUE_SHARE_GOLD,
    deforestWood: DEFOREST_WOOD,
    reforestForests: REFOREST_FORESTS,
    haulByCovered: HAUL_BY_COVERED,
    spaces: Object.values(SPACES).map((sp) => ({ id: sp.id, label: sp.label, workers: sp.capacity[players] })),
    imitation: imitationSpaces(players),
    ships: SHIP_TYPES.map((t) => ({
      type: t, name: SHIPS[t].name, spaces: SHIPS[t].spaces, vp: SHIPS[t].vp, cost: { ...SHIP_COST[t] },
      orGold: t === "schooner" ? SCHOONER_GOLD_COST.gold : null,
    })),
    roundSpaces: { newA: ROUND3_A[players], handC: ROUND4_C[players], newB: ROUND5_B[players] },
    shareDiscountByRound: Array.from({ length: ROUNDS }, (_, i) => shareDiscount(i + 1)),
  };
}
