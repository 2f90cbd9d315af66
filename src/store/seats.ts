// Who may act for which seat, and who may change a game.
import { pendingSeats, type GameState } from "../engine/index.ts";
import { NotYourSeatError, said } from "./errors.ts";
import { nameIn, type GameRecord, type SeatRecord } from "./records.ts";

/** Who is acting: a Discord user, or the bot itself playing an AI seat. */
export type Actor = { readonly userId: string } | { readonly ai: true };

/** Who asks to change a game: the user, and whether they manage the server (`admin`: Discord's Manage Server, see bot/permissions.ts). */
export interface Authority {
  readonly userId: string;
  readonly admin?: boolean;
}

/**
 * The one rule for changing a game beyond one's own seat (starting the lobby, its settings,
 * handing a seat to an AI, cancelling): the host may, and so may a server manager.
 */
export function hostOrManager(game: Pick<GameRecord, "hostUserId">, by: Authority): boolean {
  return game.hostUserId === by.userId || by.admin === true;
}

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
      ? said("errors.store.seatOfOther", { name: nameIn("en", holder) })
      : said("errors.store.noSuchSeat", { seat, game: gameId }));
  }
  const first = mine[0];
  if (!first) throw new NotYourSeatError(gameId, userId);
  const pending = pendingSeats(state);
  return mine.find((s) => pending.includes(s.seat))?.seat ?? first.seat;
}
