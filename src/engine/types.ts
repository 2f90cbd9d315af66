// The engine's data model. GameState is plain JSON: it round-trips through
// JSON.stringify/parse exactly and holds everything needed to continue a game,
// including the random generator and every pending decision.

import type { ENGINE_WORDS } from "./words-en.ts";

export type Good = "wood" | "fish" | "gold";
export interface Goods { wood: number; fish: number; gold: number }
export type ShipType = "sloop" | "cutter" | "schooner";
export type Phase = "fishing" | "work" | "returning" | "over";
export type DeckOption = "herring" | "mackerel" | "codfish" | "mixed";
export type DeckName = "herring" | "mackerel" | "codfish";
export type PlayerCount = 2 | 3 | 4 | 5;

export const SPACE_IDS = [
  "gold", "transfer-reserve", "serve-fish", "build-building", "issue-share", "buy-shares",
  "deforest", "thin-out", "reforest", "build-ship", "take-elder",
] as const;
/** An action space of the Action board (the Imitation tile is separate). */
export type SpaceId = (typeof SPACE_IDS)[number];

export const ELDER_IDS = [
  "contractor", "constructor", "pond-builder", "forest-manager", "sailor", "harbor-master",
  "builder", "steward", "silviculturist", "forester", "engineer", "pisciculturist",
  "architect", "carpenter", "fish-deliverer", "ranger", "sponsor", "ship-owner",
] as const;
export type ElderId = (typeof ELDER_IDS)[number];

export interface NewGameOptions {
  players: PlayerCount;
  seed: string;
  deck?: DeckOption;
}

// ---- The engine's words as data (issue 37; ./words.ts, ./words-en.ts) ----

/** A key without its plural ending: "log.builds" for "log.builds_one" and "log.builds_other". */
type Base<K extends string> = K extends `${infer B}_one` ? B : K extends `${infer B}_other` ? B : K;
/** Every dotted key of a nested catalogue of strings. */
type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${Base<K>}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of the engine's words ("log.placesWorker"). */
export type WordKey = Leaves<typeof ENGINE_WORDS>;

/** A placeholder's value: plain, or a word each language says its own way (./words.ts). */
export type Word =
  | string
  | number
  | { readonly seat: number }
  | { readonly goods: Partial<Goods>; readonly ships?: readonly ShipType[] }
  | { readonly space: SpaceId }
  | { readonly ship: ShipType }
  | { readonly elder: ElderId }
  | { readonly summary: ElderId }
  | { readonly list: readonly Word[]; readonly join: "and" | "or" | "comma" | "dot" }
  | Msg;

/** A message: a key of the engine's words and the values of its placeholders (`count` picks the plural). */
export interface Msg {
  readonly k: WordKey;
  readonly v?: Readonly<Record<string, Word>>;
}

export interface Choice {
  id: string;
  label: string;
  /** The label as a message, for a reader in another language (absent in choices made by older code). */
  say?: Msg;
  /** A short remark the player should read before choosing (shown under or beside the label). */
  note?: string;
  /** The note as a message, for a reader in another language. */
  noteSay?: Msg;
  /** What the choice does in one line (what an action space gives, an Elder's use, a Building's VP and effect). */
  description?: string;
  /**
   * The description as a message, for a reader in another language. A Building's description
   * (`building:<id>`) is its card's summary, which the cards' catalogues translate by its id.
   */
  descriptionSay?: Msg;
}

export interface LogEntry {
  round: number;
  seat: number | null;
  text: string;
  /** The text as a message, for a reader in another language (absent in entries written before issue 37). */
  say?: Msg;
  /**
   * The phase the entry was written in (rules v6): lets a reader sum up a Fishing phase per
   * player. Absent in entries written by older versions.
   */
  phase?: Phase;
}

/** A building on a harbor. row/col are null for buildings not on a Building space (e.g. Stilt House). */
export interface PlacedBuilding { id: string; row: number | null; col: number | null }

export interface ElderSeat {
  id: ElderId;
  fish: number;
  /** A Worker stands on this Elder this round. */
  worker: boolean;
}

export interface PlayerState {
  supply: Goods;
  reserve: Goods;
  /** Ships waiting in the Reserve (the Dockhouse's schooner): they join the track when the Reserve is next emptied. */
  reserveShips: ShipType[];
  /** Ships on the Fishing track, left to right, after the preprinted catboat. */
  ships: ShipType[];
  buildings: PlacedBuilding[];
  /** Forests per double space, indexed like DOUBLE_SPACES. */
  forests: number[];
  elders: ElderSeat[];
  /** Own Shares still unissued (in the player's supply). */
  unissued: number;
  /** Issued Shares in this player's supply, as the seat of the company that issued each (own included). */
  shares: number[];
  /** C Buildings in hand (hidden from others). */
  hand: string[];
  workersLeft: number;
  /** Fish in hand while distributing a catch (Fishing phase, Pond Builder). */
  fishInHand: number;
  /** Fish lying on Shares in this player's supply until the end of the Fishing phase. */
  shareFish: number;
  /**
   * "After" and Once effects of this player's Buildings that were set off and wait for the
   * running action to be complete (the trigger pipeline, src/engine/triggers.ts `settle`).
   */
  pending: PendingTrigger[];
  /** What this player did this turn and this round, for cards that look back (ruling A5: over the whole turn or round). */
  tally: Tally;
  /** Per-card mutable fields of this player's buildings (e.g. "used once"), keyed by card id. */
  cardState: Record<string, Record<string, number | boolean | string>>;
}

export interface Tally {
  /** Forests removed from the Harbor board during this player's current (or last) Work-phase turn (Logger's Pond). */
  forestsRemovedThisTurn: number;
  /** Elders this player used this round, "use it now" included (Youth Center). */
  eldersUsedThisRound: number;
  /** Buildings this player built this round (Youth Hostel). */
  buildingsBuiltThisRound: number;
}

/** A Building effect set off by an event (or a Once condition), waiting to be carried out. */
export interface PendingTrigger {
  card: string;
  event: HookEventName | "once" | "state";
  src?: Source;
  detail?: string;
}

/** Where a Worker stands: an action space, an Imitation space (copying a full space), or an Elder. */
export type WorkerSpot =
  | { kind: "space"; space: SpaceId }
  | { kind: "imitate"; index: number; copies: SpaceId }
  | { kind: "elder"; elder: ElderId };

export interface Placement { seat: number; spot: WorkerSpot }

export interface ElderStack {
  /** Bottom first; the last element is the top. */
  cards: ElderId[];
  /** 5 players: the bottom card is face down until it comes to the top. */
  hiddenBottom: boolean;
}

/** Who or what started a sub-action: an action space, an Imitation copy, an Elder, or a card. */
export type Source =
  | { kind: "space"; space: SpaceId }
  | { kind: "imitate"; space: SpaceId }
  | { kind: "elder"; elder: ElderId }
  | { kind: "card"; card: string };

/**
 * A step of a running action or phase. Steps are data so a waiting decision survives
 * a restart: each names what it is, the options it was created with and the source
 * that asked for it. Automatic steps run by themselves; decision steps wait for a choice.
 */
export type Step =
  // Work phase turn: place a Worker or pass.
  | { k: "turn" }
  // Fishing: distribution of the fish in hand, in the rulebook's five steps.
  | { k: "feed-elders" }
  | { k: "choose-elder-fish"; left: ElderId[] }
  | { k: "feed-foreign-shares" }
  | { k: "choose-share-fish"; left: number[] }
  | { k: "feed-own-shares" }
  | { k: "fill-reserve" }
  | { k: "collect-share-fish" }
  // Sub-actions of action spaces and Elders.
  | { k: "gain"; src: Source; goods: Partial<Goods> }
  | { k: "pay"; src: Source; goods: Partial<Goods> }
  | { k: "transfer-reserve"; src: Source }
  // `onePlate`: a card's Serve Fish that may serve only one plate (Fisher's House, Purveyor).
  | { k: "serve-plate"; src: Source; onePlate?: boolean }
  | { k: "serve-more"; src: Source }
  | { k: "choose-building"; src: Source; optional: boolean }
  // `priceKey`: the option of a printed choice of costs being paid (see choose-price).
  | { k: "choose-building-space"; src: Source; card: string; priceKey?: string }
  | { k: "choose-price"; src: Source; card: string }
  // `count`/`reward`: a card's Issue a Share (Portal: 6 wood + 6 fish instead of gold; Office: two
  // Shares, then 3 gold). Without them: one Share for 2 gold plus `bonusFish` (the Sponsor's 3).
  | { k: "issue-share"; src: Source; bonusFish: number; count?: number; reward?: Partial<Goods> }
  | { k: "buy-shares"; src: Source }
  | { k: "remove-forest"; src: Source; optional: boolean; left: number; deforest: boolean }
  | { k: "thin-out"; src: Source }
  // `reforest`: this placement is a "Reforest" action (it raises afterReforest, whatever the
  // number of Forests). Steps stored before the flag existed count as one when they place 2.
  | { k: "place-forests"; src: Source; forests: number; optional: boolean; allowForested: boolean; reforest: boolean }
  | { k: "choose-ship"; src: Source; optional: boolean; woodDiscount: number }
  // `noUse`: a card's Take an Elder ("You may not use the new Elder right away"); `optional`: the card says "you may".
  | { k: "choose-elder-to-take"; src: Source; noUse?: boolean; optional?: boolean }
  // A card's free "Build a Ship" action: these Ships, as one action (Boathouse, Boatbuilder, Village Center, Boat Hall).
  // `fromBox`: with none left on the supply board, the Ship comes from the game box (Wharf).
  | { k: "acquire-ship"; src: Source; ships: ShipType[]; fromBox?: boolean; toReserve?: boolean }
  // "Each time before ...": the owner's Buildings act now, as part of the action that follows.
  | { k: "before"; event: BeforeEventName; src: Source; detail?: string }
  | { k: "offer-elder-use"; elder: ElderId }
  | { k: "use-elder"; elder: ElderId }
  // The Elder's own action, once his fish is taken and paid out.
  | { k: "elder-acts"; elder: ElderId }
  | { k: "choose-copy" }
  | { k: "elder-options"; src: Source; options: SubAction[]; optional: boolean }
  | { k: "exchange-ship"; src: Source }
  | { k: "sell-ship"; src: Source }
  | { k: "catch"; src: Source; fish: number }
  | { k: "fire"; event: HookEventName; src: Source; detail?: string }
  // Several waiting effects would each ask something: the player picks which goes first.
  | { k: "order-triggers"; options: { card: string; steps: Step[] }[] }
  // Right before scoring (ruling A7): Anytime exchanges and what Buildings allow then, until "done".
  | { k: "final-window" }
  // A Building's own decision. `optional`: the card says "you may" (a "decline" choice is offered);
  // `prompt`: the question in the card's own words, a message (a string in steps stored before issue 37).
  | { k: "card"; card: string; tag: string; data: Record<string, number | string | boolean>; optional?: boolean; prompt?: string | Msg };

/** Moments just before an action, when a card's effect belongs to that action ("Each time before you ..."). */
export type BeforeEventName =
  | "beforePlaceWorker" | "beforeBuildShip" | "beforeUseElder" | "beforeTakeElder" | "beforeThinOut" | "beforeBuildOnSpace"
  // Inside a Reforest, once its Forests are placed and before the effects it sets off (Forest Hut).
  | "duringReforest"
  // Inside a distribution of fish (Fishing, Pond Builder), right after step 3 (Fisher's Cottage).
  | "duringOwnShares";

/**
 * Mirrors HookEvent in src/engine/card-hooks.ts (kept here so the state types stand alone). "After a
 * round" is `afterReturningHome` (Returning Home ends every round, round 7's too); "after emptying
 * the Reserve" is `afterTransferReserve` (every emptying is a Transfer Reserve: the action space,
 * Elders, the Lighthouse, the Repair Hall); a Reserve good reaching 0 otherwise (an exchange) is a
 * state (`whileState`, Reserve Depot). Detail: the price for afterBuyShares, the amount for
 * afterGainGold, the double space for afterReforest, the Elder for afterElderPayout.
 */
export type HookEventName =
  | "afterPlaceWorker" | "afterBuildBuilding" | "afterBuildShip" | "afterDeforest"
  | "afterReforest" | "afterThinOut" | "afterRemoveForest" | "afterServeFish" | "afterIssueShare"
  | "afterBuyShares" | "afterTakeElder" | "afterUseElder" | "afterTransferReserve" | "afterFishing"
  | "afterReturningHome" | "afterWorkerAction" | "afterTurn" | "afterElderPayout" | "afterGainGold";

/** Optional follow-ups an Elder offers ("you may then take a X action"). */
export type SubAction = "build-building" | "build-ship" | "transfer-reserve" | "serve-fish" | "deforest" | "reforest";

export interface StepQueue { seat: number; steps: Step[] }

export interface GameState {
  v: 1;
  /**
   * The rules version the game was created under (RULES_VERSION in rules-data.ts). A game
   * started under older rules continues from its snapshot under the current ones; its log
   * from before the upgrade is never replayed (see src/engine/upgrade.ts).
   */
  rules: number;
  options: { players: PlayerCount; seed: string; deck: DeckOption };
  /** sfc32 generator state (four unsigned 32-bit integers). */
  rng: [number, number, number, number];
  round: number;
  phase: Phase;
  /** The Fishing phase's end has begun (its effects may still be waiting for decisions). */
  fishingEnded: boolean;
  /** Work phase: the current turn's end has begun (what it set off may still wait for decisions). */
  turnEnded: boolean;
  /**
   * The end of the game (ruling A7): "fortress" once the Fortress's extra build was offered after
   * round 7's last Work turn, "scoring" once the window right before scoring was opened.
   */
  finalStage: "none" | "fortress" | "scoring";
  firstPlayer: number;
  /** Work phase: turns taken so far this round (0..3n); the turn's seat is (firstPlayer + turn) mod n. */
  turn: number;
  /** Deck the later A, B and C Buildings come from. */
  drawDeck: DeckName;
  players: PlayerState[];
  /** Banquet plates 1..7 (index 0 = plate 1): fish on each (0 or 1). */
  plates: number[];
  /** Issued Shares on the Action board's "newly issued shares" space (issuer seats). */
  newShares: number[];
  /** Fish on Shares on the Action board during the Fishing phase. */
  newSharesFish: number;
  shipSupply: Record<ShipType, number>;
  /** Ships left in the game box (6 of each type in all; those not put on the supply board at setup). */
  box: Record<ShipType, number>;
  elderStacks: ElderStack[];
  /** A display (9 spaces) and B display (6 spaces); null = empty space. */
  displayA: (string | null)[];
  displayB: (string | null)[];
  /** Face-up C Buildings beside the display (from round 6). */
  displayC: string[];
  pileA: string[];
  pileB: string[];
  pileC: string[];
  placements: Placement[];
  /** Pending steps, at most one queue per seat. */
  queues: StepQueue[];
  /** Goods taken from (+) and returned to (-) the general supply over the game. */
  ledger: Goods;
  log: LogEntry[];
  /** Number of choices applied so far. */
  choices: number;
  /**
   * Undo must not go back past the choice with this count (0 = start of game): set when a
   * choice revealed something hidden (see `applyChoice`).
   */
  undoBarrier: number;
}

// ---- read model -------------------------------------------------------------

export interface CardView {
  id: string;
  name: string;
  letter: "A" | "B" | "C";
  cost: Goods & { ships: ShipType[] };
  costText: string;
  vp: number | null;
  vpText: string;
  category: string;
  /** One line on what the card does (at most 100 characters), for choice lists. */
  summary: string;
}

export type HarborCell =
  | { kind: "reserve" }
  // `wood`: wood lying on the free space until collected (Collection Point).
  | { kind: "free"; wood?: number }
  | { kind: "building"; id: string; name: string }
  | { kind: "forest"; double: number; count: number };

export interface SpaceView {
  id: SpaceId;
  label: string;
  capacity: number;
  occupants: number[];
  full: boolean;
}

export interface ImitationView { index: number; label: string; copyable: SpaceId[]; occupant: number | null; copies: SpaceId | null }

export interface PlayerSummary {
  seat: number;
  supply: Goods;
  reserve: Goods;
  /** A Ship waiting in the Reserve (Dockhouse); it scores nothing there. */
  reserveShips: ShipType[];
  haulSize: number;
  workersLeft: number;
  workers: WorkerSpot[];
  buildings: { id: string; name: string; row: number | null; col: number | null; card: CardView }[];
  harbor: HarborCell[][];
  forestsByDouble: { double: number; cells: [[number, number], [number, number]]; count: number }[];
  forests: number;
  /** `gold`: gold lying on the Elder until he is next used (Sailor's Home). */
  elders: { id: ElderId; name: string; fish: number; worker: boolean; gold?: number }[];
  ships: ShipType[];
  trackCovered: number;
  shares: { issuedOwnHeld: number; unissued: number; foreignHeld: number[]; ownOnBoard: number; ownHeldBy: { seat: number; count: number }[] };
  handSize: number;
  hand: CardView[] | null;
  freeSpaces: number;
  score: number;
  /**
   * The Buildings this player can pay for and place right now, each with its price after
   * discounts ("what can I build?"). Cards in their hand count only where the hand is shown.
   */
  affordable: { card: CardView; price: Goods & { ships: ShipType[] }; priceText: string }[];
}

export interface GameSummary {
  players: PlayerSummary[];
  playerCount: PlayerCount;
  deck: DeckOption;
  drawDeck: DeckName;
  round: number;
  phase: Phase;
  firstPlayer: number;
  activeSeat: number | null;
  pendingSeats: number[];
  /** What each pending seat is being asked, in one short sentence. */
  /** What each pending seat is asked: in English, and as a message for a reader in another language. */
  prompts: { seat: number; prompt: string; say?: Msg }[];
  plates: { plate: number; fish: number }[];
  actionSpaces: SpaceView[];
  imitation: ImitationView[];
  newShares: number[];
  /** What buying all newly issued Shares costs right now (after the round's discount). */
  buySharesPrice: number;
  shipSupply: Record<ShipType, number>;
  elderStacks: { top: { id: ElderId; name: string } | null; hiddenBelow: number; size: number }[];
  displays: { A: (CardView | null)[]; B: (CardView | null)[]; C: CardView[] };
  piles: { A: number; B: number; C: number };
  log: LogEntry[];
  undoBarrier: number;
  choices: number;
}

export interface ScoreSheet {
  seat: number;
  ships: number;
  buildings: { id: string; name: string; vp: number }[];
  buildingsTotal: number;
  shares: number;
  gold: number;
  freeSpaces: number;
  unissuedShares: number;
  /** Lines a Building's scoring rule adds (Hermitage, Longhouse, Bank), in the order they apply. */
  adjustments: { card: string; name: string; text: string; say?: Msg; vp: number }[];
  total: number;
  winner: boolean;
}
