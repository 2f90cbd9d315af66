// What the AI players read of a position, written once for the medium and hard levels: card
// facts, the choices they search, the turns and Fishing phases left, the seat's Shares. Each
// reads only what the seat may see (its own player and public counts).
import { applyChoice, cardView, currentScore, FINAL_WINDOW_TIME_UP, legalChoices, RuleError, waitsBeforeScoring, type CardView, type Choice, type GameState } from "../engine/index.ts";

const ROUNDS = 7;
const WORKERS = 3;

const views = new Map<string, CardView>();

/** A Building card's printed facts, looked up once per card (the evaluations read them at every position they value). */
export function cardOf(id: string): CardView {
  let c = views.get(id);
  if (!c) { c = cardView(id); views.set(id, c); }
  return c;
}

/** The choices the AIs search: Anytime exchanges are left to the actions that need them (the engine offers them again) unless nothing else is legal. */
export function searchChoices(s: GameState, seat: number): Choice[] {
  const all = legalChoices(s, seat);
  const pool = all.filter((c) => !c.id.startsWith("anytime:"));
  return pool.length ? pool : all;
}

/** Worker placements the seat still has, this round's included. */
export function turnsLeft(s: GameState, seat: number): number {
  const later = ROUNDS - s.round;
  if (s.phase === "work") return (s.players[seat]?.workersLeft ?? 0) + later * WORKERS;
  return later * WORKERS + (s.phase === "fishing" ? WORKERS : 0);
}

/** Fishing phases still to come (this round's included while it runs). */
export function fishingsLeft(s: GameState): number {
  return ROUNDS - s.round + (s.phase === "fishing" ? 1 : 0);
}

/**
 * The seat's Shares that move fish at each catch: those of other companies it holds (a fish
 * each for it) and its own held by others or on the board (a fish each out of its catch).
 */
export function shareCounts(s: GameState, seat: number): { foreignHeld: number; ownAway: number } {
  let ownAway = 0;
  for (const o of s.newShares) if (o === seat) ownAway++;
  let foreignHeld = 0;
  s.players.forEach((p, holder) => {
    for (const o of p.shares) {
      if (holder === seat && o !== seat) foreignHeld++;
      else if (holder !== seat && o === seat) ownAway++;
    }
  });
  return { foreignHeld, ownAway };
}

/** Window choices in a row the hard AI looks through before scoring (Manufacture's wood -> fish, then the Stockfishery's fish -> gold). */
const WINDOW_DEPTH = 3;

/**
 * The seat's choice in the window right before scoring (waitsBeforeScoring): the first of the
 * run of at most WINDOW_DEPTH window choices (Anytime exchanges, Buildings' final choices) that
 * ends with the highest score, when that is higher than now; else "done". What the seat holds
 * then is worth nothing more, so any exchange that turns it into VP is taken (Cooperage's 4
 * wood -> 1 gold...). Deterministic: of runs to the same score the shortest is taken, then the
 * first in the order of the choices.
 */
export function windowChoice(s: GameState, seat: number): string {
  const now = currentScore(s, seat);
  let best = { score: now, length: 0, first: "done" };
  const search = (t: GameState, depth: number, first: string | null): void => {
    for (const c of legalChoices(t, seat)) {
      if (c.id === "done" || c.id === FINAL_WINDOW_TIME_UP) continue;
      let next: GameState;
      try { next = applyChoice(t, seat, c.id); } catch (e) { if (e instanceof RuleError) continue; throw e; }
      const score = currentScore(next, seat);
      const id = first ?? c.id;
      const length = WINDOW_DEPTH - depth + 1;
      if (score > best.score || (score === best.score && score > now && length < best.length)) best = { score, length, first: id };
      if (depth > 1 && waitsBeforeScoring(next, seat)) search(next, depth - 1, id);
    }
  };
  search(s, WINDOW_DEPTH, null);
  return best.first;
}
