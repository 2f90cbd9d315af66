// The interface through which a Building card's effect plugs into the engine.
// A card is data (src/cards/buildings/data.ts) plus, optionally, one CardEffect
// registered in src/cards/effects/. The engine core calls these hooks from one place
// each (src/engine/triggers.ts); a card never needs the core to change.
import type { BeforeEventName, Choice, GameState, Goods, HookEventName, Msg, ShipType, Source, Step } from "./types.ts";

/** The closed list of moments a "Whenever / each time before/after X" effect can hook. */
export type HookEvent = HookEventName;

/** The moments a "Each time before you ..." effect acts at, as part of the action that follows. */
export type BeforeEvent = BeforeEventName;

export interface HookContext {
  /** A draft of the state being changed: hooks may mutate it (the engine cloned it). */
  s: GameState;
  /** The seat owning the card. */
  seat: number;
  card: string;
  /** What caused the event, when it came from an action. */
  src?: Source;
  /** Event details, e.g. the building id just built or the ship type. */
  detail?: string;
}

/** How a card that reads harbor positions stands to a Building being placed (CardEffect.placementNote). */
export type PlacementRole = "self" | "owned" | "later";

/** A price as the engine charges it: goods from the personal supply plus Ships from the Fishing track. */
export interface Price extends Goods { ships: ShipType[] }

/** What a cost modifier is asked about. */
export type CostTarget = { kind: "building"; card: string } | { kind: "ship"; ship: ShipType; mode: "goods" | "gold" };

export interface AnytimeExchange {
  /** Stable id, unique within the card; the choice id becomes `anytime:<card>:<id>`. */
  id: string;
  /** What it does, in the card's words ("exchange 1 wood for 1 fish"): "Cooperage: exchange ..." as a choice, "Player 1 uses Cooperage: exchange ...." in the log. */
  label: Msg;
  can: (s: GameState, seat: number) => boolean;
  /** Moves goods only through gain/pay/gainReserve/payReserve (src/engine/state.ts). */
  apply: (ctx: HookContext) => void;
}

export interface CardEffect {
  /**
   * "Immediately": runs right after the card is built; returns steps to queue. Effects that only
   * add goods act at once; where declining can matter, return an optional card step (ruling A14).
   */
  immediately?: (ctx: HookContext) => Step[];
  /**
   * Why the `immediately` effect would do nothing if the seat built the card now ("The <card>
   * has no effect if ..."), or null when it would act. Judged on the position before building,
   * so the card accounts for what building it changes (its printed Ships paid, the Building
   * space it takes). The reason is the one `immediately` logs when it does nothing, a clause
   * that names no person ("there are no sloops left"); the build choices show it as a note.
   */
  noEffectNow?: (s: GameState, seat: number) => Msg | null;
  /** "Once": checked at action boundaries; fires the first time `condition` holds. */
  once?: { condition: (s: GameState, seat: number) => boolean; effect: (ctx: HookContext) => Step[] };
  /**
   * "Each time there are ...": a state of the owner's board, checked at action boundaries. The
   * effect fires when the state holds and did not hold at the last check (or was never checked
   * since the card was built), so it is not offered again until the state ended and came back
   * (ruling A12). `key` names the state in the card's state (`cardState[card]["held:<key>"]`).
   */
  whileState?: readonly { key: string; holds: (s: GameState, seat: number) => boolean; effect: (ctx: HookContext) => Step[] }[];
  /** "Whenever": handlers per event; each returns steps to queue (or none). */
  on?: Partial<Record<HookEvent, (ctx: HookContext) => Step[]>>;
  /**
   * "Each time before you ...": runs when the action is about to happen, as part of it (so it
   * never waits in the pipeline). What needs no decision it does at once (through the goods
   * helpers); a decision it returns as steps, carried out before the action goes on. Legality
   * previews run these handlers on a copy of the state and ignore the steps they return, so what
   * a handler does at once may make the action possible (Pier House: "allows you to initiate a
   * “Build a Ship” action even if you cannot afford a Ship at the moment"); a decision never does.
   */
  before?: Partial<Record<BeforeEvent, (ctx: HookContext) => Step[]>>;
  /** "Anytime" exchanges, offered to the owner whenever they have a decision to make. */
  anytime?: readonly AnytimeExchange[];
  /**
   * Ongoing cost modifier for Buildings/Ships the owner builds. A ship's `mode` says how it is
   * paid: "gold" only for the schooner bought for 4 gold. Discounts floor each good at 0
   * ("No cost can drop below 0"), so they commute.
   */
  modifyCost?: (s: GameState, seat: number, what: CostTarget, price: Price) => Price;
  /** The printed cost when it is variable ("?", ranges). Return null when it cannot be paid now. */
  variableCost?: (s: GameState, seat: number) => Price | null;
  /**
   * A printed choice of costs ("your choice of 10 wood or 12 fish"; the Fishhouse's haul of one
   * other player of your choice): each option with a stable key. The player picks one when two or
   * more can be paid (`price:<key>`); discounts apply to each.
   */
  costOptions?: (s: GameState, seat: number) => { key: string; label: Msg; price: Price }[];
  /** Extra conditions for building the card at all (e.g. Stilt House needs four free track spaces). */
  canBuild?: (s: GameState, seat: number) => boolean;
  /**
   * Goods the card keeps lying on the owner's board until collected (Collection Point wood on
   * free spaces "row-col", Sailor's Home gold on Elders), for the views and images.
   */
  tokens?: (s: GameState, seat: number) => { cell?: string; elder?: string; goods: Partial<Goods> }[];
  /** Fishing-track spaces the Building covers once built (the Stilt House: the last four); Ships never go there. */
  coversTrack?: number;
  /** "off-board" for cards not placed on a Building space. */
  placement?: "space" | "off-board";
  /**
   * The card reads where things lie on its owner's Harbor board (adjacency, the bottom row): what
   * putting Building `building` on `cell` (row, col; free now) means for this card, in a few words
   * for the choice of space ("beside your Church: 4 of 5 Buildings"). `role`: "self" when
   * `building` is this card, "owned" when the seat has this card built, "later" when the seat could
   * build it later (it is in the seat's hand or face up). Words are asked for every space offered:
   * two spaces with the same words must be the same for this card (src/engine/placement.ts).
   */
  placementNote?: (s: GameState, seat: number, building: string, cell: readonly [number, number], role: PlacementRole) => Msg;
  /** Haul size modifier applied after the Fishing track. */
  modifyHaul?: (s: GameState, seat: number, haul: number) => number;
  /**
   * Changes to the owner's scoring itself (K9), applied in this order: `goldScores: false`
   * (Hermitage), `sharesScore: false` (Longhouse), then `doubleNegatives` (Bank: every negative
   * line counts twice). Each shows as its own line of the score sheet.
   */
  scoring?: { goldScores?: false; sharesScore?: false; doubleNegatives?: true; coveredFreeSpaces?(s: GameState, seat: number): number };
  /**
   * How the owner's Elders pay out at 3 fish (Cold Storage): "keep" leaves 1 fish on the Elder
   * (1 to the supply, 1 back), "ask" lets the player pick that or the basic rule each time (a card
   * step tagged "payout"), "basic" is the rule itself. Without such a card: the basic rule.
   */
  payoutChoice?: (s: GameState, seat: number) => "basic" | "keep" | "ask";
  /**
   * The end of the game (ruling A7): `afterLastTurn` runs after round 7's last Work turn, with the
   * Workers still on the board (the Fortress); `finalChoices` lists what the owner may do in the
   * window right before scoring (choices of the `final-window` step), and `resolveFinal` carries
   * one out (the Nursery).
   */
  afterLastTurn?: (ctx: HookContext) => Step[];
  /**
   * "Before scoring": runs once, after the window right before scoring closes and before the
   * game is scored (ruling A7's token cleanup), for each owner in turn order from the First
   * Player. Asks nothing; it must not change any score (Collection Point, Sailor's Home: the
   * goods left on the board go back to the general supply, as their marks never left it).
   */
  beforeScoring?: (ctx: HookContext) => void;
  finalChoices?: (s: GameState, seat: number) => Choice[];
  resolveFinal?: (ctx: HookContext, choiceId: string) => Step[];
  /** End-game VP for cards whose VP is conditional. */
  score?: (s: GameState, seat: number) => number;
  /** Decisions this card created as `{k:"card"}` steps. */
  stepChoices?: (s: GameState, seat: number, step: Extract<Step, { k: "card" }>) => Choice[];
  resolveStep?: (ctx: HookContext, step: Extract<Step, { k: "card" }>, choiceId: string) => Step[];
}
