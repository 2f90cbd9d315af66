// Whose turn it is in the Work phase, and which of the round's three Worker turns.
import { WORKERS } from "./rules-data.ts";
import type { GameState } from "./types.ts";

/** The seat whose Work-phase turn it is ("the turn's seat is (firstPlayer + turn) mod n"), or null outside the Work phase. */
export function activeSeat(s: GameState): number | null {
  // After the round's last turn (the Fortress's build at the end of the game) nobody has a turn.
  return s.phase === "work" && s.turn < WORKERS * s.players.length ? (s.firstPlayer + s.turn) % s.players.length : null;
}

/**
 * Which of the round's three Worker turns this is for the seat ("first/second/third Worker's
 * turn"): the ordinal of the turn in the round, passes included (our ruling A6); null outside
 * the seat's own Work-phase turn (Fishing, another player's turn, the end-game windows: A16).
 */
export function workerTurn(s: GameState, seat: number): 1 | 2 | 3 | null {
  if (activeSeat(s) !== seat) return null;
  const k = Math.floor(s.turn / s.players.length) + 1;
  return k === 1 || k === 2 || k === 3 ? k : null;
}
