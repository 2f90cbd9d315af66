// Who may act for which seat.
import { pendingSeats, type GameState } from "../engine/index.ts";
import { NotYourSeatError } from "./errors.ts";
import type { SeatRecord } from "./records.ts";

/** Who is acting: a Discord user, or the bot itself playing an AI seat. */
export type Actor = { readonly userId: string } | { readonly ai: true };

/**
 * The seat the actor plays here. A user holding several seats (allowed, e.g. to test alone)
 * acts for the one that must decide now unless `seat` says which.
 */
export function actingSeat(gameId: number, seats: readonly SeatRecord[], state: GameState, actor: Actor, seat?: number): number {
  const mine = seats.filter((s) => ("ai" in actor ? s.aiLevel !== null : s.userId === actor.userId));
  const userId = "ai" in actor ? null : actor.userId;
  if (seat !== undefined) {
    if (mine.some((s) => s.seat === seat)) return seat;
    const holder = seats.find((s) => s.seat === seat);
    throw new NotYourSeatError(gameId, userId, holder
      ? `That seat belongs to ${holder.displayName}; you can only make choices for your own seat.`
      : `There is no seat ${seat} in game #${gameId}.`);
  }
  const first = mine[0];
  if (!first) throw new NotYourSeatError(gameId, userId);
  const pending = pendingSeats(state);
  return mine.find((s) => pending.includes(s.seat))?.seat ?? first.seat;
}
