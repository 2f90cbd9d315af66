// Real engine states for the renderer tests and the benchmark: seeded games played by
// deterministic choice policies (no hand-made summaries).
import { applyChoice, legalChoices, newGame, pendingSeats } from "../../src/engine/index.ts";
import type { GameState, PlayerCount } from "../../src/engine/index.ts";
import { lcg, randomMove, type Move } from "../engine/helpers.ts";

/**
 * A seeded game played by random non-pass choices (a random pending seat, a random choice that
 * is not a pass when there is one), choice by choice: the state after each choice and the seat
 * that made it (the first state, before any choice, with seat null). Ends with the game or after
 * 10,000 choices. The game's seed is `render-<seed>` unless `gameSeed` says otherwise.
 */
export function* seededPlay(players: PlayerCount, seed: number, gameSeed = `render-${seed}`): Generator<{ state: GameState; seat: number | null }> {
  const rand = lcg(seed);
  let s = newGame({ players, seed: gameSeed });
  yield { state: s, seat: null };
  for (let guard = 0; guard < 10_000; guard++) {
    const pending = pendingSeats(s);
    const seat = pending[Math.floor(rand() * pending.length)];
    if (seat === undefined) return;
    const choices = legalChoices(s, seat);
    const nonPass = choices.filter((c) => c.id !== "pass");
    const pool = nonPass.length ? nonPass : choices;
    const pick = pool[Math.floor(rand() * pool.length)];
    if (!pick) throw new Error(`seat ${seat} is pending without choices`);
    s = applyChoice(s, seat, pick.id);
    yield { state: s, seat };
  }
}

/** Play seeded random non-pass choices until `stop` says so (or the game ends). */
export function playUntil(players: PlayerCount, seed: number, stop: (s: GameState) => boolean): GameState {
  let last: GameState | undefined;
  for (const { state } of seededPlay(players, seed)) {
    last = state;
    if (stop(state)) break;
  }
  if (!last) throw new Error("no game was played");
  return last;
}

/** A whole seeded game played by the engine tests' random policy (tests/engine/helpers.ts randomMove), move by move: each move with the state it was made in. */
export function* randomGame(players: PlayerCount, rngSeed: number, gameSeed: string): Generator<{ before: GameState; move: Move }, GameState> {
  const rand = lcg(rngSeed);
  let s = newGame({ players, seed: gameSeed });
  for (let move = randomMove(s, rand); move; move = randomMove(s, rand)) {
    yield { before: s, move };
    s = applyChoice(s, move.seat, move.choiceId);
  }
  return s;
}

export const setup = (players: PlayerCount): GameState => newGame({ players, seed: `render-setup-${players}` });
export const midGame = (players: PlayerCount, seed = 7): GameState => playUntil(players, seed, (s) => s.round >= 4 && s.turn >= players + 1);
export const endGame = (players: PlayerCount, seed = 3): GameState => playUntil(players, seed, (s) => s.phase === "over");

const BUILDER = ["place:build-building", "place:build-ship", "ship:", "building:", "space:", "place:gold", "place:deforest", "place:thin-out", "forest:", "place:serve-fish", "serve"];

/**
 * A 2-player game where seat 0 builds whatever it can: by the end its harbor holds
 * 10 Buildings and 3 Ships (seed "full-1").
 */
export function fullHarbor(): GameState {
  let s = newGame({ players: 2, seed: "full-1" });
  for (let guard = 0; guard < 10_000; guard++) {
    const seat = pendingSeats(s)[0];
    if (seat === undefined) break;
    const choices = legalChoices(s, seat);
    let pick = choices.find((c) => c.id !== "pass") ?? choices[0];
    if (seat === 0) {
      for (const prefix of BUILDER) {
        const found = choices.find((c) => c.id.startsWith(prefix));
        if (found) { pick = found; break; }
      }
    }
    if (!pick) throw new Error(`seat ${seat} is pending without choices`);
    s = applyChoice(s, seat, pick.id);
  }
  return s;
}

/** The seat that acted last (the latest log entry with a seat), for the turn image. */
export function lastActor(s: GameState): number {
  for (let i = s.log.length - 1; i >= 0; i--) {
    const seat = s.log[i]?.seat;
    if (seat !== null && seat !== undefined) return seat;
  }
  return 0;
}
