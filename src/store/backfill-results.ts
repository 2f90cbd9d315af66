// The results of the games that finished before the SeatResult table existed (seat-results.ts),
// filled in once from their final state: `npm run db:migrate` runs it after the migrations, and
// so does the bot at start-up (where it finds nothing left to do after the first time).
import { finalScores } from "../engine/index.ts";
import { date, int, orNull, text, type Sql } from "../db/sql.ts";
import { loadGame } from "./games.ts";
import type { SeatIdentity } from "./ratings.ts";
import { seatResults, writeSeatResults, type SeatResultRow } from "./seat-results.ts";

export interface SeatResultsBackfill {
  /** Finished games whose results were written now. */
  readonly games: number;
  /** Finished games left without results, and why (no final position can be read). */
  readonly skipped: readonly string[];
}

/** The finished games without results, oldest first. */
const WITHOUT_RESULTS = `SELECT g."id", g."guildId", g."finishedAt" FROM "Game" g WHERE g."status" = 'finished'
AND NOT EXISTS (SELECT 1 FROM "SeatResult" r WHERE r."gameId" = g."id") ORDER BY g."id"`;
/** Games written per transaction. */
const BATCH = 100;

/**
 * Fill in the results of the finished games that have none: the games that finished before the
 * SeatResult table existed. Each game's final state is read once, through the same loadGame as
 * /replay and the export (so this follows however finished games are stored). Safe to run at
 * every start and from several processes at once: a game with results is not read again, and a
 * row already written is left as it is. Costs one indexed query once every game has results.
 */
export async function backfillSeatResults(sql: Sql): Promise<SeatResultsBackfill> {
  const games = (await sql.query(WITHOUT_RESULTS)).map((r) => ({ id: int(r.id), guildId: text(r.guildId), finishedAt: orNull(date)(r.finishedAt) }));
  const skipped: string[] = [];
  let filled = 0;
  for (let at = 0; at < games.length; at += BATCH) {
    const rows: SeatResultRow[] = [];
    for (const g of games.slice(at, at + BATCH)) {
      const { game, state } = await loadGame(sql, g.id);
      const sheets = state ? finalScores(state) : null;
      if (!sheets) { skipped.push(`game #${g.id} is finished but has no final position stored: it has no results for /profile`); continue; }
      const seats = game.seats.map((s): SeatIdentity => ({ seat: s.seat, userId: s.userId, aiLevel: s.aiLevel, formerUserId: s.formerUserId, displayName: s.displayName }));
      rows.push(...seatResults(g.id, g.guildId, g.finishedAt ?? game.updatedAt, seats, sheets));
    }
    filled += (await sql.transaction((tx) => writeSeatResults(tx, rows))).size;
  }
  return { games: filled, skipped };
}
