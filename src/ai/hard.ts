// The hard AI: a search that looks past its own move. For its few most promising choices (by
// the medium evaluation) it plays the game forward, every seat choosing as the medium AI would,
// as many rounds ahead as its budget affords (with the default 1 s, to the game's end; with the
// least, to the start of the next round's Work phase, so the round's other placements, the
// Returning Home and the next catch are seen), then values the position for itself against the
// best of the others with the medium evaluation (at the game's end: the final scores). It takes
// the choice whose playouts end best.
//
// Hidden information, honestly: the seat does not know the other hands nor the order of the
// piles. Each playout runs in a "world" sampled from what the seat sees: the cards it cannot see
// (the other hands and the C pile) are dealt anew at random, keeping every hand's size, and the
// A and B piles (whose cards any player can work out from the deck, never their order) are
// shuffled; in a 5-player game the face-down Elders beneath the stacks are shuffled among
// themselves, and the game's random generator is replaced. Every candidate is played in the
// same worlds, so the comparison is fair.
//
// Deterministic: the worlds are seeded from the game's seed and position, and the search stops
// after a budget counted in work (positions the engine applied or the evaluation valued), not in
// wall-clock time, so the same state and seat always give the same choice. The budget is given
// in milliseconds and turned into work with WORK_PER_MS, measured on the reference machine
// (`npm run bench` prints the hard AI's real decision times).
import { applyChoice, legalChoices, pendingSeats, RuleError, type GameState } from "../engine/index.ts";
import { bestOf, contextOf, evaluate, mediumChoice, mediumValues, type Context } from "./medium.ts";
import { hash } from "./hash.ts";
import type { AiPlayer } from "./player.ts";
import { sampleWorld } from "./worlds.ts";

export interface HardOptions {
  /** Thinking time per decision, in milliseconds on the reference machine (default 1000). */
  budgetMs?: number;
  /** Choices searched (the medium AI's best; default 5). */
  candidates?: number;
  /**
   * Rounds a playout looks ahead: 1 plays to the next round's Work phase, 7 to the game's end.
   * By default as many as one playout of every searched choice affords within the budget (the
   * whole game from a budget of ~100-300 ms, by table size), at least 1; what the budget leaves
   * after that pass goes to more sampled worlds.
   */
  rounds?: number;
}

export const DEFAULT_HARD_BUDGET_MS = 1000;
/** Work units (positions applied or valued) per millisecond on the reference machine. */
const WORK_PER_MS = 30;
/** Work one playout spends per round it looks ahead, per seat at the table (measured: 100-200, the most early in a game). */
const ROUND_WORK_PER_SEAT = 200;
/** Rounds in a game: a playout looking this far ahead plays to the game's end. */
const GAME_ROUNDS = 7;
/** Choices searched: the medium AI's best few (the rest are rarely better and would thin the budget). */
const CANDIDATES = 5;
/** Positions evaluated per playout decision at most (the medium AI allows 600 for its own moves). */
const PLAYOUT_EVALS = 120;
/** Decisions played per playout and round looked ahead at most (a round of 5 players with its Fishing is well inside). */
const PLAYOUT_DECISIONS = 150;
/** Playouts per candidate at most: past this many sampled worlds its mean hardly moves. */
const MAX_PASSES = 48;
/** Work a playout decision costs besides the positions it values (listing choices, the seat's view). */
const DECISION_WORK = 4;
/** Work a pass costs besides its playouts, per seat (sampling the world, each seat's view of it). */
const PASS_WORK = 15;

interface Search {
  seat: number;
  /** Work done so far (positions applied or valued). */
  work: number;
  /** Rounds a playout looks ahead. */
  rounds: number;
}

/**
 * Plays `choiceId` in the world, then every seat as the medium AI would, as many rounds ahead as
 * the search looks (or to the game's end); returns the seat's evaluation less the best other
 * seat's. A sampled world can differ from the real one in what a pending step of another seat
 * names (a card it holds): should the engine refuse a move there, the playout ends where it got.
 */
function playout(world: GameState, choiceId: string, contexts: readonly Context[], search: Search): number {
  const start = world.round;
  let s = applyChoice(world, search.seat, choiceId);
  search.work++;
  try {
    for (let n = 0; n < PLAYOUT_DECISIONS * search.rounds; n++) {
      if (s.phase === "over" || (s.round >= start + search.rounds && s.phase === "work")) break;
      const seat = pendingSeats(s)[0];
      if (seat === undefined) break;
      const { id, evals } = mediumChoice(s, seat, PLAYOUT_EVALS);
      search.work += evals + DECISION_WORK;
      s = applyChoice(s, seat, id);
    }
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
  }
  return margin(s, contexts);
}

/** The first context's seat's evaluation less the best of the others' (each valued from its own view of the world). */
function margin(s: GameState, contexts: readonly Context[]): number {
  const [mine, ...others] = contexts.map((ctx) => evaluate(s, ctx));
  if (mine === undefined) throw new Error("no context");
  return others.length ? mine - Math.max(...others) : mine;
}

/**
 * The margin each choice reaches when played out in `world` (one playout each, every seat then
 * choosing as the medium AI would). The search runs it in sampled worlds; given the real state it
 * is what a cheater would compute (the hidden-information test shows the difference).
 */
export function playoutValues(world: GameState, seat: number, ids: readonly string[], search: Search = newSearch(seat)): number[] {
  const contexts = [seat, ...world.players.map((_, i) => i).filter((i) => i !== seat)].map((o) => contextOf(world, o));
  return ids.map((id) => playout(world, id, contexts, search));
}

function newSearch(seat: number, rounds = 1): Search {
  return { seat, work: 0, rounds };
}

/**
 * The hard AI's value of each searched choice (the mean margin over its playouts) and how many
 * playouts each got, best medium value first. Exported for tests and the benchmark.
 */
export function hardValues(state: GameState, seat: number, options: HardOptions = {}): { id: string; value: number; tie: number; playouts: number }[] {
  const budget = Math.max(1, Math.round((options.budgetMs ?? DEFAULT_HARD_BUDGET_MS) * WORK_PER_MS));
  const ranked = mediumValues(state, seat).slice().sort((a, b) => b.value - a.value || a.tie - b.tie);
  const candidates = ranked.slice(0, options.candidates ?? CANDIDATES).map((c) => ({ ...c, total: 0, playouts: 0 }));
  const affordable = Math.floor(budget / (candidates.length * ROUND_WORK_PER_SEAT * state.players.length));
  const search = newSearch(seat, options.rounds ?? Math.min(GAME_ROUNDS, Math.max(1, affordable)));
  search.work = ranked.length;
  const ids = candidates.map((c) => c.id);
  const base = hash(`${state.options.seed}:${state.choices}:${seat}:hard`);
  // Pass after pass: every candidate once more, in a newly sampled world, until the budget is spent.
  // Another pass only while it should end within the budget (as long as the last one took).
  let passWork = 0;
  for (let pass = 0; pass < MAX_PASSES && (pass === 0 || search.work + passWork <= budget); pass++) {
    const before = search.work;
    search.work += PASS_WORK * state.players.length;
    const world = sampleWorld(state, seat, base + pass * 0x9e3779b9);
    playoutValues(world, seat, ids, search).forEach((v, i) => {
      const c = candidates[i];
      if (c) { c.total += v; c.playouts++; }
    });
    passWork = search.work - before;
  }
  return candidates.map((c) => ({ id: c.id, value: c.total / c.playouts, tie: c.tie, playouts: c.playouts }));
}

export function hardAi(options: HardOptions = {}): AiPlayer {
  return {
    choose(state, seat) {
      const all = legalChoices(state, seat);
      if (all.length === 0) throw new Error(`Seat ${seat} has nothing to decide.`);
      if (all.length === 1 && all[0]) return all[0].id;
      return bestOf(hardValues(state, seat, options)).id;
    },
  };
}
