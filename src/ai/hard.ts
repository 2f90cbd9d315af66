// The hard AI: a search over whole moves, decided by playouts.
//
// Candidates. A decision's choices are followed down the same action's later questions (Build a
// Building -> which Building -> which space -> how to pay), so that "build the Fortress" and
// "build Wood Trade" are different candidates, not one "Build a Building". The first two levels
// are searched in full, the deeper ones (which space, which payment) take the best by the
// evaluation (./worth.ts). The candidates searched are the evaluation's best few and every
// whole move that gains VP at once (each affordable Building and Ship), so a big card is never
// missed because a cheap one looked better at a glance. An Anytime exchange in front of a
// placement (Manufacture's 3 fish -> 2 wood...) is followed, repeated as often as it takes, into
// the builds it enables: "exchange, exchange, Build, the Docking Harbor" is one candidate.
//
// Playouts. Each candidate is played on in sampled worlds (./worlds.ts: what the seat cannot see
// dealt anew), every seat then playing the whole move its own evaluation ranks best (how a
// strong player plays with no time to search; it keeps Issue a Share for its round's last Worker
// and takes another company's Share off the board when that pays, denial included: the margin
// counts the issuer's loss), except that a seat the table says is an easy or medium AI plays as
// the medium AI (HardOptions.models: the levels are public), a round ahead
// (to the next round's Work phase, past its Returning Home and catch; in round 7 to the game's end), and
// valued as the seat's worth less the best other seat's (at the game's end: the final scores; at a
// table where every other seat is an easy or medium AI, the seat's own worth alone: aimAt).
// The worlds differ only in what the seat cannot see; while the playouts reach none of it (at 2
// players nothing hidden is drawn before round 4's hands) every world gives the same value, so two
// that agree for every candidate still in the running end the sampling at that depth, and the
// search looks a round further instead while the budget affords two worlds there (measured
// against medium at the default budget, paired by deal: docs/benchmarks.md, issue 36).
// The last stage of the halving plays its finalists to the game's end when the budget affords
// DEEP_WORLDS worlds that deep (measured: against the hard AI before issue 22 at the default
// budget, 18 of 20 games with it, 13 of 20 without). Every candidate is played in the same
// worlds, so they are compared fairly; candidates far behind the best are dropped as the worlds
// accumulate, so the budget goes to the close calls. The best mean wins; equal means are decided
// by the evaluation, then by the order of the choices. A pass (or a decline) is taken only when
// it beats every move that gains VP by a clear margin; issuing a Share while another seat still
// places before the seat's next turn only when it beats every other move by ISSUE_LATE_MARGIN.
//
// Before scoring. In the window right before scoring (waitsBeforeScoring), what the seat holds is
// worth only what an Anytime exchange or a Building's final choice turns into VP there, so no
// search: the seat takes the first of the shortest run of window choices that raises its score
// the most (./reads.ts windowChoice), in its playouts too. The hard AI before issue 36 searched no
// Anytime exchange there and left its goods unused (12 wood at its Wood Trade: 3 VP).
//
// Deterministic: the worlds are seeded from the game's seed and position, and the search stops
// after a budget counted in work (positions the engine applied or the evaluation valued), not in
// wall-clock time, so the same state and seat always give the same choice. The budget is given
// in milliseconds and turned into work with WORK_PER_MS, measured on the reference machine
// (`npm run bench` prints the hard AI's real decision times).
import { applyChoice, currentScore, isTurnDecision, legalChoices, pendingSeats, RuleError, waitsBeforeScoring, type GameState } from "../engine/index.ts";
import { hash } from "./hash.ts";
import type { AiPlayer } from "./player.ts";
import { sampleWorld } from "./worlds.ts";
import { aimed, type Aim } from "./worth.ts";
import { fishingsLeft, searchChoices, windowChoice } from "./reads.ts";
import { mediumChoice } from "./medium.ts";

/**
 * How the playouts play another seat: "strong", its own evaluation's best whole moves (a person
 * or a hard AI); "medium", as the medium AI does, taking another company's Share off the board
 * as a strong player would (an easy or medium AI at the table).
 */
export type SeatModel = "strong" | "medium";

export interface HardOptions {
  /** Thinking time per decision, in milliseconds on the reference machine (default 1000). */
  budgetMs?: number;
  /** How the playouts play each seat of the table, by seat (default: every seat "strong"); the searching seat always plays its own. */
  models?: readonly SeatModel[];
  /** Rounds a playout looks ahead: 1 (the default) plays to the next round's Work phase, 7 to the game's end. */
  rounds?: number;
}

export const DEFAULT_HARD_BUDGET_MS = 1000;
/** Work units (positions applied or valued) per millisecond on the reference machine. */
const WORK_PER_MS = 60;
/** Work one playout spends per round it looks ahead, per seat at a table of two (measured: 150-650, the most early in a game; the searching seat's own moves weigh the most). */
const ROUND_WORK_PER_SEAT = 400;

/**
 * The work a playout is estimated to take per round it looks ahead, before any is measured. Each
 * seat's move in a playout values its options for every seat, so a round costs about the square
 * of the seats: ROUND_WORK_PER_SEAT per seat at two, 1.5 times that per seat at three, twice at
 * four, 2.5 times at five. Measured at the default budget (the bench's games, other seats played strong): 900-1,900
 * a round at 2 players, 2,100-4,100 at 4, 2,200-7,600 at 5. Estimated per seat alone, a decision
 * with many candidates at 5 players played its first world of every candidate at up to 3.3
 * budgets (2 s).
 */
function roundWork(players: number): number {
  return ROUND_WORK_PER_SEAT * players * Math.max(1, players / 2);
}
/** Candidates searched by their evaluation alone (besides every move that builds). */
const BEST_BY_EVALUATION = 6;
/** Levels of a move searched in full (the action, then which Building / Ship / Elder); deeper ones take the best by the evaluation. */
const FULL_DEPTH = 2;
/** Positions evaluated per playout decision of an easy or medium AI seat at most (the medium AI allows 600 for its own moves). */
const PLAYOUT_EVALS = 120;
/** Work a playout decision of an easy or medium AI seat costs besides the positions it values (listing choices, the seat's view). */
const DECISION_WORK = 4;
/** Questions of one move followed at most. */
const MAX_DEPTH = 5;
/** Decisions played per playout and round looked ahead at most (a round of 5 players with its Fishing is well inside). */
const PLAYOUT_DECISIONS = 150;
/** Worlds per candidate at most: past this many its mean hardly moves. */
const MAX_WORLDS = 64;
/** Work a world costs besides its playouts, per seat (sampling it, replaying the candidates' moves). */
const WORLD_WORK = 15;
/** Rounds in a game. */
const GAME_ROUNDS = 7;
/** Worlds the final stage must afford at least to play its finalists to the game's end. */
const DEEP_WORLDS = 4;
/**
 * What a playout to the game's end costs for each round it looks ahead, against the playouts a
 * round ahead measured so far: later rounds have more to choose from (measured: the first deep
 * world of a decision early in the game took up to 3 budgets when estimated at 1x).
 */
const DEEP_COST = 2;
/** VP by which issuing a Share with an early Worker of the round must beat the best other move to be taken now. */
const ISSUE_LATE_MARGIN = 0.5;
/** VP by which a pass must beat every move that gains VP to be taken. */
const CLEAR_MARGIN = 1.5;

/** A whole move: the choices of one action, from the decision in front of the seat to the next one. */
interface Move {
  path: string[];
  /** The seat's margin (worth less the best other's) right after the move, in the first world. */
  eval: number;
  /** The move gains VP at once (the score up: a Building or Ship built, gold taken...). */
  gains: boolean;
  /** The move builds a Building or a Ship. */
  builds: boolean;
  /** Position of its first choice among the legal choices (the last tie-break). */
  order: number;
}

/** Whether the move goes on with another question to the same seat (not a new turn, not after cards were drawn). */
function continues(before: GameState, after: GameState, seat: number): boolean {
  if (after.phase === "over" || !pendingSeats(after).includes(seat) || isTurnDecision(after, seat)) return false;
  const piles = (g: GameState) => g.pileA.length + g.pileB.length + g.pileC.length;
  return piles(after) === piles(before);
}

/** Every whole move from the decision in `world` (a sampled world: the moves read nothing hidden). */
function movesIn(world: GameState, seat: number, search: Search, exchanges = false): Move[] {
  const start = currentScore(world, seat);
  const holdings = (g: GameState) => (g.players[seat]?.ships.length ?? 0) + (g.players[seat]?.buildings.length ?? 0);
  const held = holdings(world);
  const walk = (out: Move[], s: GameState, path: string[], depth: number, order: number, first?: (id: string) => boolean): void => {
    const ids = searchChoices(s, seat).map((c) => c.id).filter((id) => depth > 0 || !first || first(id));
    const children: { id: string; next: GameState; eval: number }[] = [];
    for (const id of ids) {
      const next = applyChoice(s, seat, id);
      // Applying it, and valuing it for every seat. Under the own aim only the searching seat is
      // valued, but the count still charges every seat on purpose: charging the own aim less
      // (more playouts in the same time) measured level, 36.8-36.9 VP either way (docs/benchmarks.md).
      search.work += 2 + s.players.length;
      children.push({ id, next, eval: aimed(next, seat, seat === search.seat ? search.aim : "margin") });
    }
    const chosen = depth < FULL_DEPTH ? children : children.length ? [children.reduce((a, b) => (b.eval > a.eval ? b : a))] : [];
    chosen.forEach((c, i) => {
      const p = [...path, c.id];
      if (depth < MAX_DEPTH && continues(s, c.next, seat)) walk(out, c.next, p, depth + 1, depth === 0 ? i : order);
      else out.push({ path: p, eval: c.eval, gains: currentScore(c.next, seat) > start || holdings(c.next) > held, builds: holdings(c.next) > held, order: depth === 0 ? i : order });
    });
  };
  const out: Move[] = [];
  walk(out, world, [], 0, 0);
  if (exchanges && isTurnDecision(world, seat)) out.push(...exchangeMoves(world, seat, search, out, walk));
  return out;
}

/** Times one Anytime exchange is repeated in front of a placement at most (12 fish through Manufacture's 3 fish -> 2 wood is 4). */
const MAX_EXCHANGES = 6;

/** The placements a build can follow an exchange into: the Build spaces, a copy of one, an Elder. */
function buildsAfterExchange(id: string): boolean {
  return id.startsWith("place:build") || id === "place:imitate" || id.startsWith("elder:");
}

/**
 * Anytime exchanges followed into the builds they enable. An exchange (Manufacture's 3 fish -> 2
 * wood...) is a choice of its own in front of the placement, and the engine offers the placement
 * again after it; so the exchange, repeated as often as it takes, then the Build and which
 * Building, is one whole move here, to be compared with the others. Only builds that the fewer
 * exchanges (or none) did not already allow are kept: the exchange is there for them.
 */
function exchangeMoves(world: GameState, seat: number, search: Search, plain: readonly Move[], walk: (out: Move[], s: GameState, path: string[], depth: number, order: number, first?: (id: string) => boolean) => void): Move[] {
  const tail = (m: Move, from: number) => m.path.slice(from).join(" ");
  const seen = new Set(plain.filter((m) => m.builds).map((m) => tail(m, 0)));
  const base = searchChoices(world, seat).length;
  const out: Move[] = [];
  legalChoices(world, seat).filter((c) => c.id.startsWith("anytime:")).forEach((x, j) => {
    let s = world;
    const prefix: string[] = [];
    for (let k = 0; k < MAX_EXCHANGES; k++) {
      try { s = applyChoice(s, seat, x.id); } catch (e) { if (e instanceof RuleError) break; throw e; }
      search.work += 2;
      prefix.push(x.id);
      const after: Move[] = [];
      walk(after, s, [...prefix], 0, 0, buildsAfterExchange);
      for (const m of after) {
        const t = tail(m, prefix.length);
        if (!m.builds || seen.has(t)) continue;
        seen.add(t);
        out.push({ ...m, order: base + j });
      }
    }
  });
  return out;
}

/**
 * A seat's move in a playout: its evaluation's best whole move (what it would play with no time
 * to search). The searching seat's candidate is thus valued by how it would itself go on, and
 * against opponents who play as strongly as it does without search: modelled as the medium AI
 * (before issue 36's last step), they left a Share issued early on the board and never built
 * what the seat's evaluation sees, so the search misjudged both (measured against the hard AI
 * before issue 36, 40 games at 30 ms: 28 wins to 15 with this, 21 to 22 without).
 */
function ownMove(world: GameState, seat: number, search: Search): string[] {
  if (waitsBeforeScoring(world, seat)) return [windowChoice(world, seat)];
  let best: Move | undefined;
  const late = issueLate(world, seat);
  for (const m of movesIn(world, seat, search)) {
    if (late && m.path[0] === "place:issue-share") continue;
    if (!best || m.eval > best.eval || (m.eval === best.eval && m.order < best.order)) best = m;
  }
  return best?.path ?? [];
}

/**
 * Whether the seat, playing on in a playout, keeps Issue a Share for a later Worker of the round:
 * a Share issued while another seat still places before the seat's next turn is that seat's to
 * buy (cheaply from round 4 on); issued with the round's last Worker, by the next First Player, it
 * is the issuer's own to buy back. A strong player issues late.
 */
function issueLate(s: GameState, seat: number): boolean {
  if (s.phase !== "work" || (s.players[seat]?.workersLeft ?? 0) <= 1) return false;
  return s.players.some((p, o) => o !== seat && p.workersLeft > 0);
}

/**
 * Every whole move of the seat's decision, best evaluation first, one per first choice (its best
 * by the evaluation): how the hard AI orders what it did not play out (hints fill up with them).
 */
export function movesByEvaluation(state: GameState, seat: number, models?: readonly SeatModel[]): { id: string; path: string[]; eval: number }[] {
  const moves = movesIn(searchWorld(state, seat, 0), seat, { seat, work: 0, rounds: 1, aim: aimAt(seat, models) }, true);
  const seen = new Set<string>();
  return moves.slice().sort((a, b) => b.eval - a.eval || a.order - b.order).flatMap((m) => {
    const id = m.path[0] ?? "";
    if (seen.has(id)) return [];
    seen.add(id);
    return [{ id, path: m.path, eval: m.eval }];
  });
}

/**
 * What the seat's search maximises: its margin over the best other seat, or its own worth alone
 * when every other seat is an easy or medium AI (the table shows the levels). The hard AI wins
 * those games anyway (40 of 40 against medium at every budget measured); counting the others'
 * worth there spends moves on holding a weak seat down instead of scoring (measured, 2 players
 * against medium, 40 games at 300 ms, seed s36: 34.9 VP with the margin, 35.7 with half the
 * other's worth, 36.0 with its own worth alone; at the default budget, seed sim: 35.2 with the
 * margin on games 0-39, 37.3 with its own worth, 36.84 over games 0-199, 38.26 since the search looks
 * further where the worlds cannot differ; 40 and 200 wins of as many).
 */
export function aimAt(seat: number, models: readonly SeatModel[] | undefined): Aim {
  return models !== undefined && models.length > 1 && models.every((m, o) => o === seat || m === "medium") ? "own" : "margin";
}

/** The candidates: every move that builds (a Building or a Ship) and the evaluation's best few others, best evaluation first. */
function candidatesOf(moves: readonly Move[]): Move[] {
  const ranked = [...moves].sort((a, b) => b.eval - a.eval || a.order - b.order);
  const picked = new Set<Move>(ranked.filter((m) => m.builds));
  let others = 0;
  for (const m of ranked) if (!m.builds && others++ < BEST_BY_EVALUATION) picked.add(m);
  return ranked.filter((m) => picked.has(m));
}

interface Search {
  seat: number;
  /** How the playouts play the other seats (see SeatModel; missing: "strong"). */
  models?: readonly SeatModel[];
  /** Work done so far (positions applied or valued). */
  work: number;
  /** Rounds a playout looks ahead. */
  rounds: number;
  /** What the searching seat maximises (aimAt); the other seats' own moves in the playouts always weigh their margin. */
  aim: Aim;
}

/**
 * An easy or medium AI's choice in a playout: the medium AI's, except that it values buying the
 * Shares on the board as a strong player does. The medium evaluation counts a bought Share's VP
 * and fish for the buyer only, so it rarely takes a free one; a strong player takes it also to
 * deny it: a Share of another company left on the board is one its issuer buys back (+1 VP) or
 * another seat takes, and each such Share takes a fish from its issuer's catch at every Fishing
 * left.
 */
function otherMove(s: GameState, seat: number, search: Search): string {
  const foreign = s.newShares.filter((o) => o !== seat).length;
  const denial = foreign * (SNIPE_DENIAL + SNIPE_FISH * fishingsLeft(s));
  const { id, evals } = mediumChoice(s, seat, PLAYOUT_EVALS, denial > 0 ? (c) => (c === "place:buy-shares" ? denial : 0) : undefined);
  search.work += evals + DECISION_WORK;
  return id;
}

/** VP a strong player counts for taking another company's Share off the board besides its own gain: what the issuer would gain buying it back. */
const SNIPE_DENIAL = 1;
/** VP per Fishing left the issuer loses with each of its Shares held by another seat (a fish of its catch). */
const SNIPE_FISH = 0.3;

/**
 * Plays the move in the world, then every seat its own evaluation's best whole moves (ownMove;
 * an easy or medium AI seat as otherMove), as many rounds ahead as the search looks (or to the
 * game's end); returns the seat's margin there. A sampled world can
 * differ from the real one in what a later question names (a card drawn): should the engine
 * refuse a move there, the playout ends where it got and is valued as it stands.
 */
function playout(world: GameState, path: readonly string[], search: Search, played?: { seat: number; path: string[] }[]): number {
  const start = world.round;
  let s = world;
  try {
    for (const id of path) { s = applyChoice(s, search.seat, id); search.work++; }
    for (let n = 0; n < PLAYOUT_DECISIONS * search.rounds; n++) {
      if (s.phase === "over" || (s.round >= start + search.rounds && s.phase === "work")) break;
      const seat = pendingSeats(s)[0];
      if (seat === undefined) break;
      const move = seat !== search.seat && search.models?.[seat] === "medium" ? [otherMove(s, seat, search)] : ownMove(s, seat, search);
      if (move.length === 0) break;
      for (const id of move) s = applyChoice(s, seat, id);
      played?.push({ seat, path: move });
    }
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
  }
  search.work += s.players.length;
  return aimed(s, search.seat, search.aim);
}

/**
 * The margin each one-choice move reaches when played out in `world`, a round ahead. The search
 * runs it in sampled worlds; given the real state it is what a cheater would compute (the
 * hidden-information test shows the difference).
 */
export function playoutValues(world: GameState, seat: number, ids: readonly string[]): number[] {
  const search: Search = { seat, work: 0, rounds: 1, aim: "margin" };
  return ids.map((id) => playout(world, [id], search));
}

/** The whole moves a playout of `path` in `world` goes on with, seat by seat (for tests). */
export function playoutMoves(world: GameState, seat: number, path: readonly string[], models?: readonly SeatModel[]): { seat: number; path: string[] }[] {
  const played: { seat: number; path: string[] }[] = [];
  playout(world, path, { seat, work: 0, rounds: 1, ...(models ? { models } : {}), aim: aimAt(seat, models) }, played);
  return played;
}

export interface HardValue {
  id: string;
  /** Still in the running after the last stage of the halving. */
  final: boolean;
  /** The whole move searched. */
  path: string[];
  /** Mean margin over its playouts. */
  value: number;
  /** The evaluation right after the move (the tie-break). */
  eval: number;
  gains: boolean;
  builds: boolean;
  playouts: number;
  order: number;
  /** Each playout's margin, by the world it ran in and how many rounds it looked ahead. */
  results: readonly WorldResult[];
  /** It issues a Share while another seat still places before the seat's next turn (see issueLate). */
  early: boolean;
}

/** A candidate's playout in one world: the world's number, how many rounds it looked ahead, the value it reached. */
interface WorldResult { world: number; rounds: number; value: number }

/** Worlds the budget must afford a round further for the search to look that far (see hardValues). */
const FURTHER_WORLDS = 2;

/** Whether the candidate was played in at least two worlds this many rounds ahead, all to the same value. */
function sameInEveryWorld(results: readonly WorldResult[], rounds: number): boolean {
  const at = results.filter((r) => r.rounds === rounds);
  return at.length >= 2 && at.every((r) => r.value === at[0]?.value);
}

/**
 * How many VP `b` is behind `a` in the worlds both were played in (paired, as the search compares
 * them); over their own means when they share none.
 */
export function pairedBehind(a: HardValue, b: HardValue): number {
  const mine = new Map(a.results.map((r) => [`${r.rounds}:${r.world}`, r.value]));
  let sum = 0;
  let n = 0;
  for (const r of b.results) {
    const v = mine.get(`${r.rounds}:${r.world}`);
    if (v === undefined) continue;
    sum += v - r.value;
    n++;
  }
  return n > 0 ? sum / n : a.value - b.value;
}

/** The search's k-th sampled world: seeded from the game's seed and position, so the same for the same view. */
export function searchWorld(state: GameState, seat: number, k: number): GameState {
  return sampleWorld(state, seat, hash(`${state.options.seed}:${state.choices}:${seat}:hard`) + k * 0x9e3779b9);
}

/**
 * The hard AI's value of each searched move (the mean margin over its playouts) and how many
 * playouts each got, best evaluation first. Exported for tests and the benchmark.
 */
export function hardValues(state: GameState, seat: number, options: HardOptions = {}): HardValue[] {
  const budget = Math.max(1, Math.round((options.budgetMs ?? DEFAULT_HARD_BUDGET_MS) * WORK_PER_MS));
  const world = (k: number) => searchWorld(state, seat, k);
  // A round ahead (to the next round's Work phase; in round 7 to the game's end), then the
  // evaluation: measured, looking further for every candidate did no better at the default
  // budget than more worlds (only the finalists go deeper, below), except where the worlds cannot
  // differ: there more of them add nothing, and the search looks further instead (below).
  const search: Search = { seat, work: 0, rounds: options.rounds ?? 1, ...(options.models ? { models: options.models } : {}), aim: aimAt(seat, options.models) };
  const late = issueLate(state, seat);
  const moves = movesIn(world(0), seat, search, true);
  let candidates = candidatesOf(moves).map((m) => ({ ...m, total: 0, playouts: 0, live: true, results: [] as WorldResult[] }));
  // A budget too small for one world of every candidate plays one world of the evaluation's best
  // few (at least two).
  const oneWorld = search.rounds * roundWork(state.players.length) + WORLD_WORK * state.players.length;
  const few = Math.max(2, Math.floor((budget - search.work) / oneWorld));
  if (candidates.length > few) candidates = candidates.slice(0, few);
  // Successive halving: the budget in stages; each stage plays every live candidate in the same
  // new worlds, as many as its share of the budget affords, then keeps the better half.
  let stages = Math.max(1, Math.ceil(Math.log2(candidates.length)));
  const roundsToEnd = GAME_ROUNDS - state.round + 1;
  let k = 0;
  // Work a playout takes: estimated until the first ones are measured.
  let perPlayout = search.rounds * roundWork(state.players.length);
  let playouts = 0;
  while (k < MAX_WORLDS) {
    const live = candidates.filter((c) => c.live);
    const share = (budget - search.work) / stages;
    let worlds = Math.floor(share / (live.length * perPlayout + WORLD_WORK * state.players.length));
    // The first world, and the first a round further (the budget was checked for it), are always played.
    if (k === 0 || live.every((c) => c.playouts === 0)) worlds = Math.max(1, worlds);
    // The last stage goes one world at a time, each time checking the budget with what the
    // playouts so far cost (deep ones cost more than a round's estimate says).
    if (stages === 1 && k > 0) worlds = Math.min(1, worlds);
    // The last stage ends when the budget affords no more worlds; an earlier one that affords
    // none still halves the field on what the worlds so far showed.
    if (worlds < 1 && stages === 1) break;
    // The final stage, when the budget affords DEEP_WORLDS worlds of the finalists played to the
    // game's end, starts over that deep: the close call is settled on final scores.
    if (stages === 1 && k > 0 && search.rounds < roundsToEnd && options.rounds === undefined) {
      const deep = perPlayout * roundsToEnd * DEEP_COST;
      if (budget - search.work >= DEEP_WORLDS * (live.length * deep + WORLD_WORK * state.players.length)) {
        search.rounds = roundsToEnd;
        perPlayout = deep;
        playouts = 0;
        for (const c of live) { c.total = 0; c.playouts = 0; }
        continue;
      }
    }
    const last = stages === 1;
    for (let i = 0; i < worlds && k < MAX_WORLDS; i++, k++) {
      // Worlds that cannot differ teach nothing more (below); a stage planned on a round's
      // estimate stops at the budget.
      if (live.every((c) => sameInEveryWorld(c.results, search.rounds))) break;
      if (k > 0 && search.work >= budget) break;
      search.work += WORLD_WORK * state.players.length;
      const w = world(k);
      for (const c of live) {
        const before = search.work;
        const value = playout(w, c.path, search);
        c.total += value;
        c.playouts++;
        c.results.push({ world: k, rounds: search.rounds, value });
        perPlayout = (perPlayout * playouts + (search.work - before)) / ++playouts;
      }
    }
    if (stages > 1 && live.length > 2) {
      const keep = Math.ceil(live.length / 2);
      const ranked = live.slice().sort((x, y) => y.total / y.playouts - x.total / x.playouts || y.eval - x.eval || x.order - y.order);
      for (const c of ranked.slice(keep)) c.live = false;
    }
    stages = Math.max(1, stages - 1);
    // Worlds that agree for every candidate still in the running are all there is to know this
    // far (the playouts reach nothing hidden: see the top of the file); the search looks a round
    // further instead, while the budget affords FURTHER_WORLDS worlds there.
    const still = candidates.filter((c) => c.live);
    const exact = still.every((c) => sameInEveryWorld(c.results, search.rounds));
    if (exact && k < MAX_WORLDS && options.rounds === undefined && search.rounds < roundsToEnd) {
      // A round-ahead playout of the round's last move plays next to nothing: at least a round's
      // estimate for each round it now plays.
      const further = Math.max(perPlayout * (search.rounds + 1) / search.rounds, search.rounds * roundWork(state.players.length));
      if (budget - search.work >= FURTHER_WORLDS * (still.length * further + WORLD_WORK * state.players.length)) {
        search.rounds++;
        perPlayout = further;
        playouts = 0;
        for (const c of still) { c.total = 0; c.playouts = 0; }
        continue;
      }
    }
    // The last stage, exact and no further affordable, is done.
    if (exact && last) break;
  }
  return candidates.map((c) => ({
    id: c.path[0] ?? "",
    final: c.live,
    path: c.path,
    value: c.total / c.playouts,
    eval: c.eval,
    gains: c.gains,
    builds: c.builds,
    playouts: c.playouts,
    order: c.order,
    results: c.results,
    early: late && c.path[0] === "place:issue-share",
  }));
}

/** Whether a choice gives up the worker or the offer in front of the seat. */
function givesUp(id: string): boolean {
  return id === "pass" || id === "decline";
}

/** Whether `a` is the better of two searched moves: the higher mean, then the evaluation, then the choices' order. */
function better(a: HardValue, b: HardValue): boolean {
  return a.value > b.value + 1e-9 || (Math.abs(a.value - b.value) <= 1e-9 && (a.eval > b.eval + 1e-9 || (Math.abs(a.eval - b.eval) <= 1e-9 && a.order < b.order)));
}

/**
 * The move the search takes: the best mean (among the candidates that got the most worlds),
 * equal means decided by the evaluation, then by the order of the choices. A pass or a decline
 * only when it beats every move that gains VP by CLEAR_MARGIN.
 */
function bestMove(values: readonly HardValue[]): HardValue {
  const finalists = values.filter((v) => v.final);
  let best = finalists[0];
  for (const v of finalists) if (!best || better(v, best)) best = v;
  if (!best) throw new Error("no candidate");
  // Issue a Share with a later Worker of the round when another move is about as good now: the
  // Share issued now is the next seat's to take (the playouts' opponents may not see it).
  if (best.early) {
    let other: HardValue | null = null;
    for (const v of finalists) if (!v.early && !givesUp(v.id) && (!other || better(v, other))) other = v;
    if (other && best.value - other.value <= ISSUE_LATE_MARGIN) best = other;
  }
  if (givesUp(best.id)) {
    let gain: HardValue | null = null;
    for (const v of values) if (v.gains && !givesUp(v.id) && (!gain || better(v, gain))) gain = v;
    if (gain && best.value - gain.value < CLEAR_MARGIN) return gain;
  }
  return best;
}

/**
 * The searched moves as the hard AI ranks them, one per first choice (its best whole move): the
 * move it takes first, then the finalists, then the others by how long they stayed in the
 * halving (the more worlds, the surer the mean), each group by `better`.
 */
export function hardRanking(values: readonly HardValue[]): HardValue[] {
  const first = bestMove(values);
  const rest = values.filter((v) => v !== first).sort((a, b) => Number(b.final) - Number(a.final) || b.playouts - a.playouts || (better(a, b) ? -1 : better(b, a) ? 1 : 0));
  const seen = new Set<string>();
  const out: HardValue[] = [];
  for (const v of [first, ...rest]) {
    if (seen.has(v.id)) continue;
    seen.add(v.id);
    out.push(v);
  }
  return out;
}

export function hardAi(options: HardOptions = {}): AiPlayer {
  return {
    choose(state, seat) {
      const all = legalChoices(state, seat);
      if (all.length === 0) throw new Error(`Seat ${seat} has nothing to decide.`);
      if (all.length === 1 && all[0]) return all[0].id;
      // Before scoring what the seat holds is worth only what an exchange turns into VP now.
      if (waitsBeforeScoring(state, seat)) return windowChoice(state, seat);
      return bestMove(hardValues(state, seat, options)).id;
    },
  };
}
