// A player who left the leaderboards (/nusfjord privacy, ./privacy.ts) is shown without their
// name where other people look at a game that has ended (finished or cancelled): their seat is
// "Player N" to everyone but themself. Running games keep the names: the table must know whom
// it waits for.
import type { GameRecord, SeatRecord } from "../store/index.ts";
import type { BotContext } from "./context.ts";

/** Seats whose name hideLeavers took out (for the places that would otherwise mention them). */
const hidden = new WeakSet<SeatRecord>();

/** The seat's name was hidden: its player left the leaderboards. */
export function nameHidden(seat: SeatRecord): boolean {
  return hidden.has(seat);
}

function ended(game: GameRecord): boolean {
  return game.status === "finished" || game.status === "abandoned";
}

/** The people of a game's seats: who holds each, and who held a seat handed to an AI. */
function peopleOf(game: GameRecord): string[] {
  return game.seats.flatMap((s) => [s.userId, s.formerUserId].filter((id): id is string => id !== null));
}

function masked(game: GameRecord, left: ReadonlySet<string>, viewer: string): GameRecord {
  const hide = (id: string | null): boolean => id !== null && id !== viewer && left.has(id);
  if (!ended(game) || !game.seats.some((s) => hide(s.userId) || hide(s.formerUserId))) return game;
  return {
    ...game,
    seats: game.seats.map((s) => {
      if (!hide(s.userId) && !hide(s.formerUserId)) return s;
      const seat = { ...s, displayName: `Player ${s.seat + 1}` };
      hidden.add(seat);
      return seat;
    }),
  };
}

/**
 * The games as `viewer` may see them: in a game that has ended, the seat of a player who left
 * the leaderboards is "Player N" (to everyone but that player). One query for all the games.
 */
export async function hideLeavers(ctx: BotContext, games: readonly GameRecord[], viewer: string): Promise<GameRecord[]> {
  const people = games.filter(ended).flatMap(peopleOf);
  if (people.length === 0) return [...games];
  const left = await ctx.store.leftLeaderboards(people);
  return games.map((g) => masked(g, left, viewer));
}

/** One game as `viewer` may see it (hideLeavers). */
export async function hideLeaversIn(ctx: BotContext, game: GameRecord, viewer: string): Promise<GameRecord> {
  const [shown] = await hideLeavers(ctx, [game], viewer);
  return shown ?? game;
}
