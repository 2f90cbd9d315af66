// Helpers for engine tests: seeded games, random legal play, and constructed positions.
import { advance, startFishing } from "../../src/engine/flow.ts";
import { applyChoice, legalChoices, newGame, pendingSeats } from "../../src/engine/index.ts";
import type { GameState, NewGameOptions, PlayerCount } from "../../src/engine/index.ts";

export function testGame(o: Partial<NewGameOptions> & { players?: PlayerCount } = {}): GameState {
  return newGame({ players: o.players ?? 2, seed: o.seed ?? "test", ...(o.deck ? { deck: o.deck } : {}) });
}

/** A tiny deterministic generator for picking choices in tests and benchmarks. */
export function lcg(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 4294967296;
  };
}

export interface Move { seat: number; choiceId: string }

/** A random legal move (which seat, which choice), passing only when nothing else is legal; null once the game is over. */
export function randomMove(s: GameState, rand: () => number): Move | null {
  const pending = pendingSeats(s);
  const seat = pending[Math.floor(rand() * pending.length)];
  if (seat === undefined) return null;
  const options = legalChoices(s, seat);
  const nonPass = options.length > 1 ? options.filter((c) => c.id !== "pass") : options;
  const pick = nonPass[Math.floor(rand() * nonPass.length)];
  if (!pick) throw new Error(`Seat ${seat} is pending but has no legal choice`);
  return { seat, choiceId: pick.id };
}

/** Play random legal choices until the game ends; calls `check` after every choice. */
export function playRandom(
  s: GameState,
  rand: () => number,
  check?: (before: GameState, after: GameState, move: Move) => void,
  preferPass = 0.05,
): { state: GameState; moves: Move[] } {
  const moves: Move[] = [];
  for (let guard = 0; guard < 10_000; guard++) {
    const pending = pendingSeats(s);
    if (!pending.length) return { state: s, moves };
    const seat = pending[Math.floor(rand() * pending.length)] ?? 0;
    const choices = legalChoices(s, seat);
    // Passing is legal but wasteful; keep it rare so games are rich.
    const nonPass = choices.filter((c) => c.id !== "pass");
    const pool = nonPass.length && rand() > preferPass ? nonPass : choices;
    const pick = pool[Math.floor(rand() * pool.length)];
    if (!pick) throw new Error(`Seat ${seat} is pending but has no legal choice`);
    const next = applyChoice(s, seat, pick.id);
    const move = { seat, choiceId: pick.id };
    moves.push(move);
    check?.(s, next, move);
    s = next;
  }
  throw new Error("Game did not end within 10000 choices");
}

/** Give a player the choice path to take, failing loudly when a choice is not offered. */
export function choose(s: GameState, seat: number, ...ids: string[]): GameState {
  for (const id of ids) {
    const legal = legalChoices(s, seat).map((c) => c.id);
    if (!legal.includes(id)) throw new Error(`"${id}" is not legal for seat ${seat}; legal: ${legal.join(", ")}`);
    s = applyChoice(s, seat, id);
  }
  return s;
}

export function ids(s: GameState, seat: number): string[] {
  return legalChoices(s, seat).map((c) => c.id);
}

/** Deep copy a state for constructing positions in tests. */
export function edit(s: GameState, f: (d: GameState) => void): GameState {
  const d = JSON.parse(JSON.stringify(s)) as GameState;
  f(d);
  return d;
}


/** Run a Fishing phase from a constructed position (as at the start of a round). */
export function fishNow(s: GameState, f?: (d: GameState) => void): GameState {
  const t = edit(s, (d) => {
    d.phase = "fishing";
    d.queues = [];
    d.placements = [];
    f?.(d);
  });
  startFishing(t);
  advance(t);
  return t;
}

/** The seat whose turn it is (Work phase). */
export function active(s: GameState): number {
  const p = pendingSeats(s);
  if (p.length !== 1 || p[0] === undefined) throw new Error(`expected one pending seat, got ${p.join(",")}`);
  return p[0];
}
