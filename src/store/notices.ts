// Direct messages held back by a player's quiet hours: the turn post does not DM them then, and
// marks the seat (Seat.noticeAt) with the moment the quiet hours end. Whoever clears the mark
// sends the message (a compare-and-swap on the mark, so one process does); a DM is best effort,
// so one lost to a crash right after the mark was cleared is not sent again.
import { date, int, type Sql } from "../db/sql.ts";

export interface HeldNotice {
  readonly gameId: number;
  readonly seat: number;
  /** When it was due: with the game and seat, what the message's nonce is made of. */
  readonly at: Date;
}

/** Hold the DM about the seat's turn until `at`. */
export async function holdNotice(sql: Sql, gameId: number, seat: number, at: Date): Promise<void> {
  await sql.execute(`UPDATE "Seat" SET "noticeAt" = ? WHERE "gameId" = ? AND "seat" = ?`, [at, gameId, seat]);
}

/** Take the held DMs due now (each taken by one process only); at most `limit`. */
export async function takeDueNotices(sql: Sql, now: Date, limit = 100): Promise<HeldNotice[]> {
  const rows = await sql.query(`SELECT "id", "gameId", "seat", "noticeAt" FROM "Seat" WHERE "noticeAt" <= ? ORDER BY "noticeAt", "id" LIMIT ?`, [now, limit]);
  const taken: HeldNotice[] = [];
  for (const r of rows) {
    const at = date(r.noticeAt);
    if (await sql.execute(`UPDATE "Seat" SET "noticeAt" = NULL WHERE "id" = ? AND "noticeAt" = ?`, [int(r.id), at]) === 1) {
      taken.push({ gameId: int(r.gameId), seat: int(r.seat), at });
    }
  }
  return taken;
}
