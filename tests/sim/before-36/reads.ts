// Frozen for issue 36: the hard AI of commit 5aef428 ("hard-before-36"), kept unchanged so the
// simulator can measure the hard AI of issue 36 against it (`npm run simulate -- --ai
// hard,hard-before-36 ...`). A level of the simulator only; tables never get it. This folder holds
// that commit's src/ai/{hard,medium,worth,reads,worlds}.ts with their imports pointed at the
// engine and at each other, and what no one calls here removed. The original text follows.
//
// What the AI players read of a position, written once for the medium and hard levels: card
// facts, the choices they search, the turns and Fishing phases left, the seat's Shares. Each
// reads only what the seat may see (its own player and public counts).
import { cardView, legalChoices, type CardView, type Choice, type GameState } from "../../../src/engine/index.ts";

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
