// The engine's public surface. Everything here is pure: no I/O, no clocks, no Math.random;
// the random generator lives in the state. Importing it installs the Building effects
// (src/cards/effects/) into the engine's card registry, once, validating every card.
import { EFFECTS } from "../cards/effects/index.ts";
import { installCardEffects } from "./cards.ts";
import { buildableCards, cannotUseElder } from "./actions.ts";
import { advance, resolve, settleOffTurn, startFishing } from "./flow.ts";
import { acceptsChoice, closedSpaces, stepChoices, stepPromptWords } from "./handlers.ts";
import { english, msg } from "./words.ts";
import { ELDERS } from "./rules-data.ts";
import { scoreAll, scoreTotal } from "./scoring.ts";
import { setup } from "./setup.ts";
import { activeSeat } from "./turns.ts";
import { RuleError, freeSpaceCount, player } from "./state.ts";
import type { Choice, GameState, Msg, NewGameOptions, PlayerState, ScoreSheet } from "./types.ts";
import { ELDER_IDS, SPACE_IDS } from "./types.ts";
import { anytimeChoices, applyAnytime, haulSize } from "./triggers.ts";
import { summarize } from "./view.ts";

installCardEffects(EFFECTS);

export { RuleError, summarize, activeSeat };
/** The action spaces a seat's turn leaves out now, each with why (a learning game's post lists them). */
export { closedSpaces, type ClosedSpace } from "./handlers.ts";
/** A Building card's printed facts (cost, VP, texts), as summarize shows them, by card id. */
export { cardView } from "./view.ts";
/** What a choice does, in one line, for the player choosing it (kept out of legalChoices, which the AI and the simulator call in their hot loops). */
export { choiceDescription } from "./choice-help.ts";
import { withHelp } from "./choice-help.ts";
/**
 * Where a Building goes: the spaces the seat's pending decision offers, each with how it differs
 * from the others (a free double space taken from Reforest, wood lying there, what a card that
 * reads positions makes of it), or null when every space is the same for the rules and the
 * seat's cards (the bot may then place the Building itself) or nothing such is asked.
 */
export { buildingSpaceDifferences, type SpaceDifference } from "./placement.ts";
/** The fish a seat's Ships catch at each Fishing phase, with its Buildings' effects (as summarize shows it). */
export { haulSize };
export { CHEAT_SHEET_TOPIC, roundSpacesFor, rulesTopics, type RulesTopic } from "./reference.ts";
/** The rules' numbers for one player count (action spaces, Ships, Round spaces, limits), read-only: for the cheat sheet. */
export { gameFacts, type GameFacts } from "./rules-data.ts";
/** Every Elder's printed number, name and one-line action (the English words of src/i18n). */
export { ELDERS } from "./rules-data.ts";
/** The engine's words: the English templates of its messages (src/i18n translates them), and a message in English. */
export { ENGINE_WORDS, english } from "./words.ts";
export { RULES_VERSION, replaysUnderCurrentRules, upgradeState } from "./upgrade.ts";
/** The choice the bot makes for a seat whose time in the window before scoring ran out (never a player's). */
export { FINAL_WINDOW_TIME_UP } from "./final-window.ts";
export type * from "./types.ts";

/** A new game, already in round 1's Work phase with the round-1 fish distributed. */
export function newGame(o: NewGameOptions): GameState {
  const s = setup(o);
  startFishing(s);
  advance(s);
  return s;
}

/** Every Elder's name ("Contractor", "Pond Builder", ...), by number: as the log and the choices name them. */
export function elderNames(): string[] {
  return Object.values(ELDERS).sort((a, b) => a.number - b.number).map((e) => e.name);
}

/** Seats that must decide now; [] once the game is over. */
export function pendingSeats(s: GameState): number[] {
  return s.queues.map((q) => q.seat).sort((a, b) => a - b);
}

/** The seat is asked in the window right before scoring (its front step is that window): its time there runs out with the game's reminder interval. */
export function waitsBeforeScoring(s: GameState, seat: number): boolean {
  return s.queues.find((q) => q.seat === seat)?.steps[0]?.k === "final-window";
}

/**
 * The Building (card id) the seat's pending decision puts in its harbor ("choose where it goes"),
 * or null when the seat is asked something else or nothing.
 */
export function buildingToPlace(s: GameState, seat: number): string | null {
  const step = s.queues.find((q) => q.seat === seat)?.steps[0];
  return step?.k === "choose-building-space" ? step.card : null;
}

/**
 * The Buildings (card ids) the seat could build now with what it holds, on a free space: the
 * displays, the face-up C Buildings and its own hand (explaining what a move prepares, hints).
 */
export function buildableBuildings(s: GameState, seat: number): string[] {
  return buildableCards(s, seat).map((b) => b.id);
}

/** The seat is asked to take a turn (place a Worker, use an Elder or pass), not a follow-up decision. */
export function isTurnDecision(s: GameState, seat: number): boolean {
  return s.queues.find((q) => q.seat === seat)?.steps[0]?.k === "turn";
}

/**
 * The action a seat is in the middle of, in the game's words ("Build a Building", "the
 * Builder"): its latest Worker placed in this Work phase, while it is asked a follow-up
 * decision of its own turn; null otherwise (a turn decision, a Fishing choice, off its turn).
 */
export function actionInProgress(s: GameState, seat: number): string | null {
  const words = actionInProgressWords(s, seat);
  return words && english(words);
}

/** The action a seat is in the middle of (actionInProgress) as a message, for a reader in another language. */
export function actionInProgressWords(s: GameState, seat: number): Msg | null {
  if (s.phase !== "work" || isTurnDecision(s, seat) || activeSeat(s) !== seat) return null;
  const spot = [...s.placements].reverse().find((p) => p.seat === seat)?.spot;
  if (!spot) return null;
  if (spot.kind === "elder") return msg("word.theElder", { elder: { elder: spot.elder } });
  return msg("word.space", { space: { space: spot.kind === "space" ? spot.space : spot.copies } });
}

/**
 * The seat's legal choices as a person sees them: each with what it does (its description), a
 * Building whose effect would do nothing now noted so, and each space a Building may go on noted
 * with how it differs from the others (buildingSpaceDifferences). The bot shows these; the AI and
 * the simulator use legalChoices, the same choices without that help (cheaper).
 */
export function presentChoices(s: GameState, seat: number): Choice[] {
  return withHelp(s, seat, legalChoices(s, seat));
}

/** Every legal choice for that seat right now. */
export function legalChoices(s: GameState, seat: number): Choice[] {
  const step = s.queues.find((q) => q.seat === seat)?.steps[0];
  return step ? stepChoices(s, seat, step) : [];
}

/**
 * The Anytime exchanges a seat may use now, on its turn or not: "You may carry out the effect
 * at any time during the game, even outside your own turn, until scoring begins. If you are in
 * the middle of an action, you must first complete that other action before you may use this
 * effect." (appendix, Building categories). On the seat's turn they are also among its
 * legalChoices; outside it, applyChoice accepts them all the same.
 */
export function anytimeOffers(s: GameState, seat: number): Choice[] {
  if (s.phase === "over") return [];
  const step = s.queues.find((q) => q.seat === seat)?.steps[0];
  if (step && step.k !== "turn") return [];
  return anytimeChoices(s, seat);
}

/** Deep copy of plain JSON data. */
function cloneJson<T>(v: T): T {
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) return v.map(cloneJson) as T;
  const out: Record<string, unknown> = {};
  // for-in rather than Object.entries: no pair arrays; the same keys in the same order for plain JSON objects.
  for (const k in v) out[k] = cloneJson((v as Record<string, unknown>)[k]);
  return out as T;
}

/**
 * Copy a state for applyChoice. Steps, placements and log entries are never changed once
 * created (handlers make new ones), so the copy shares them; everything mutable is copied.
 * The purity property test checks that applying a choice never changes its input.
 */
function cloneState(s: GameState): GameState {
  // Explicit literals (no spreads): TypeScript then insists every field is listed, and V8 keeps them fast.
  const players: PlayerState[] = s.players.map((p) => ({
    supply: { wood: p.supply.wood, fish: p.supply.fish, gold: p.supply.gold },
    reserve: { wood: p.reserve.wood, fish: p.reserve.fish, gold: p.reserve.gold },
    reserveShips: p.reserveShips.slice(),
    ships: p.ships.slice(),
    // Shared: a Building list is never changed in place (placeBuilding makes a new one).
    buildings: p.buildings,
    forests: p.forests.slice(),
    elders: p.elders.map((e) => ({ id: e.id, fish: e.fish, worker: e.worker })),
    unissued: p.unissued,
    shares: p.shares.slice(),
    hand: p.hand, // shared: a hand is never changed in place (placeBuilding and the round spaces make new ones)
    workersLeft: p.workersLeft,
    fishInHand: p.fishInHand,
    shareFish: p.shareFish,
    pending: p.pending.slice(), // entries are never changed once recorded
    tally: { forestsRemovedThisTurn: p.tally.forestsRemovedThisTurn, eldersUsedThisRound: p.tally.eldersUsedThisRound, buildingsBuiltThisRound: p.tally.buildingsBuiltThisRound },
    cardState: cloneJson(p.cardState),
  }));
  return {
    v: s.v,
    rules: s.rules,
    options: { players: s.options.players, seed: s.options.seed, deck: s.options.deck },
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    round: s.round,
    phase: s.phase,
    fishingEnded: s.fishingEnded,
    turnEnded: s.turnEnded,
    finalStage: s.finalStage,
    firstPlayer: s.firstPlayer,
    turn: s.turn,
    drawDeck: s.drawDeck,
    players,
    plates: s.plates.slice(),
    newShares: s.newShares.slice(),
    newSharesFish: s.newSharesFish,
    shipSupply: { sloop: s.shipSupply.sloop, cutter: s.shipSupply.cutter, schooner: s.shipSupply.schooner },
    box: { sloop: s.box.sloop, cutter: s.box.cutter, schooner: s.box.schooner },
    elderStacks: s.elderStacks, // shared: never changed in place (taking an Elder makes new stacks)
    // Shared: the piles and displays are never changed in place (placeBuilding and the round spaces make new ones).
    displayA: s.displayA,
    displayB: s.displayB,
    displayC: s.displayC,
    pileA: s.pileA,
    pileB: s.pileB,
    pileC: s.pileC,
    placements: s.placements.slice(),
    queues: s.queues.map((q) => ({ seat: q.seat, steps: q.steps.slice() })),
    ledger: { wood: s.ledger.wood, fish: s.ledger.fish, gold: s.ledger.gold },
    log: s.log.slice(),
    choices: s.choices,
    undoBarrier: s.undoBarrier,
  };
}

function whyIllegal(s: GameState, seat: number, choiceId: string): Msg {
  const step = s.queues.find((q) => q.seat === seat)?.steps[0];
  if (!step) {
    const waiting = pendingSeats(s);
    return msg("error.notYourTurn", { waiting: waiting.length ? { list: waiting.map((w) => ({ seat: w })), join: "and" } : msg("error.nobody") });
  }
  const prompt = stepPromptWords(s, seat, step);
  if (step.k === "turn" && choiceId.startsWith("place:")) {
    const space = choiceId.slice(6);
    const known = SPACE_IDS.find((x) => x === space);
    if (space === "imitate") return msg("error.cannotImitate");
    if (!known) return msg("error.noSuchSpace", { name: space });
    const closed = closedSpaces(s, seat).find((c) => c.space === known);
    if (closed?.full) return msg("error.spaceFull", { space: { space: known } });
    if (closed) return msg("error.cannotTake", { space: { space: known }, why: closed.whySay });
  }
  if (step.k === "turn" && choiceId.startsWith("elder:")) {
    const elder = ELDER_IDS.find((x) => x === choiceId.slice(6));
    if (!elder) return msg("error.noSuchElder", { name: choiceId.slice(6) });
    const why = cannotUseElder(s, seat, elder);
    if (why) return msg("error.cannotUseElder", { elder: { elder }, why });
  }
  if (step.k !== "turn" && (choiceId.startsWith("place:") || choiceId.startsWith("elder:") || choiceId === "pass")) {
    return msg("error.finishFirst", { prompt });
  }
  return msg("error.notAChoice", { id: choiceId, prompt });
}

/** Apply one choice. Pure: returns a new state; throws RuleError (state untouched) when illegal. */
export function applyChoice(s: GameState, seat: number, choiceId: string): GameState {
  return applied(s, seat, choiceId, false);
}

/**
 * What a choice does by itself, to explain it (hints): the state right after it as applyChoice
 * gives it, except that a choice that ends the Work phase stops there, before Returning Home,
 * the next round and its catch. Such a state is for reading, not for playing on.
 */
export function choiceOutcome(s: GameState, seat: number, choiceId: string): GameState {
  return applied(s, seat, choiceId, true);
}

const GAME_OVER = msg("error.gameOver");
const NOT_YOURS = msg("error.exchangeNotYours");

function applied(s: GameState, seat: number, choiceId: string, untilWorkEnds: boolean): GameState {
  if (s.phase === "over") throw new RuleError(GAME_OVER);
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length) throw new RuleError(msg("error.noSeat", { n: seat }));
  const pendingStep = s.queues.find((q) => q.seat === seat)?.steps[0];
  if (!pendingStep && typeof choiceId === "string" && choiceId.startsWith("anytime:")) return exchangeOffTurn(s, seat, choiceId);
  if (typeof choiceId !== "string" || !pendingStep || !acceptsChoice(s, seat, pendingStep, choiceId)) {
    throw new RuleError(whyIllegal(s, seat, String(choiceId)));
  }
  const t = cloneState(s);
  t.choices += 1;
  const q = t.queues.find((x) => x.seat === seat);
  const step = q?.steps.shift();
  if (!q || !step) throw new RuleError(msg("error.nothingToDecide"));
  resolve(t, seat, step, choiceId);
  advance(t, untilWorkEnds);
  // Undo stops here when the choice revealed something hidden: randomness was used, a card was
  // drawn from a pile or left a hand, a face-down Elder turned up. Otherwise it may be taken
  // back (the store also stops at another player's choice).
  if (!sameHidden(s, t)) t.undoBarrier = t.choices;
  return t;
}

/**
 * Whether a choice revealed nothing: the generator, the piles' and hands' sizes and the face-down
 * Elders are as before (`s` is never changed by applyChoice, so it is compared as it stands).
 */
function sameHidden(s: GameState, t: GameState): boolean {
  if (s.rng.length !== t.rng.length || s.rng.some((x, i) => x !== t.rng[i])) return false;
  if (s.pileA.length !== t.pileA.length || s.pileB.length !== t.pileB.length || s.pileC.length !== t.pileC.length) return false;
  if (s.players.length !== t.players.length || s.players.some((p, i) => p.hand.length !== t.players[i]?.hand.length)) return false;
  return s.elderStacks.length === t.elderStacks.length && s.elderStacks.every((e, i) => e.hiddenBottom === t.elderStacks[i]?.hiddenBottom);
}

/**
 * An Anytime exchange by a seat that is not asked anything: it changes only that player's
 * goods (and what they set off, which may ask that player something), so nobody else's pending
 * decision and no undo barrier moves.
 */
function exchangeOffTurn(s: GameState, seat: number, choiceId: string): GameState {
  if (!anytimeOffers(s, seat).some((c) => c.id === choiceId)) throw new RuleError(NOT_YOURS);
  const t = cloneState(s);
  t.choices += 1;
  if (!applyAnytime(t, seat, choiceId)) throw new RuleError(NOT_YOURS);
  settleOffTurn(t, seat);
  return t;
}

/** Itemised scores as they stand now (winner = leading); the final ones at the end. */
export function currentScores(s: GameState): ScoreSheet[] {
  return scoreAll(s);
}

/** The seat's free Building spaces (each costs 1 VP at the end), as summarize shows them. */
export function freeBuildingSpaces(s: GameState, seat: number): number {
  return freeSpaceCount(player(s, seat));
}

/** One seat's total as it stands now (the total of its currentScores sheet, without scoring the others). */
export function currentScore(s: GameState, seat: number): number {
  return scoreTotal(s, seat);
}

/** Itemised end-game scores, or null before the end. */
export function finalScores(s: GameState): ScoreSheet[] | null {
  return s.phase === "over" ? scoreAll(s) : null;
}

export interface RecordedChoice { seat: number; choiceId: string }

/** Rebuild a game from its options and the recorded choices. */
export function replay(options: NewGameOptions, choices: readonly RecordedChoice[]): GameState {
  return replayFrom(newGame(options), choices);
}

/** Continue a stored state with recorded choices (undo rebuilds from the snapshot at its barrier). */
export function replayFrom(start: GameState, choices: readonly RecordedChoice[]): GameState {
  let s = start;
  for (const c of choices) s = applyChoice(s, c.seat, c.choiceId);
  return s;
}
