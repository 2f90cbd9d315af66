// The outbox (messages the bot still has to post) and the reminders that fall due. Rows are
// written in the same transaction as the change they announce, so a crash between saving and
// posting loses no message: the bot posts whatever is still unsent after a restart.
import type { Db } from "../db/client.ts";
import { date, int, orNull, type Sql } from "../db/sql.ts";
import type { OutboxPayload } from "./records.ts";

export interface OutboxEntry {
  readonly id: number;
  readonly payload: OutboxPayload;
  readonly attempts: number;
  readonly createdAt: Date;
}

/** Unsent messages in the order they were written; `afterId` continues a listing past a held entry. */
export async function pendingOutbox(db: Db, limit = 50, afterId = 0): Promise<OutboxEntry[]> {
  const rows = await db.outboxMessage.findMany({ where: { sentAt: null, id: { gt: afterId } }, orderBy: { id: "asc" }, take: limit });
  // The payload column only ever holds JSON.stringify(OutboxPayload) written by transition.ts.
  return rows.map((r) => ({ id: r.id, payload: JSON.parse(r.payload) as OutboxPayload, attempts: r.attempts, createdAt: r.createdAt }));
}

export async function markOutboxSent(db: Db, id: number, now: Date): Promise<void> {
  await db.outboxMessage.updateMany({ where: { id, sentAt: null }, data: { sentAt: now } });
}

export async function markOutboxFailed(db: Db, id: number): Promise<void> {
  await db.outboxMessage.update({ where: { id }, data: { attempts: { increment: 1 } } });
}

export interface ClaimedReminder {
  readonly id: number;
  readonly gameId: number;
  readonly seat: number;
  /** How many times it has now been sent, this time included. */
  readonly sentCount: number;
  /** When the seat began to wait (null for reminders written before this was recorded). */
  readonly waitingSince: Date | null;
  readonly claimedAt: Date;
}

/** A reminder that was sent comes again this much later while the seat still waits. */
export const REMINDER_REPEAT_MS = 24 * 60 * 60_000;

// Due reminders that should be posted: the game running and not paused, reminders on, the seat
// a person who has not muted reminders for the game, the reminder not muted for this turn.
const DUE_SQL = `SELECT r."id", r."gameId", r."seat", r."sentCount", r."waitingSince"
FROM "Reminder" r
JOIN "Game" g ON g."id" = r."gameId"
JOIN "Seat" s ON s."gameId" = r."gameId" AND s."seat" = r."seat"
WHERE r."dueAt" <= ? AND r."muted" = ? AND g."status" = 'active' AND g."paused" = ? AND g."remindersOn" = ?
  AND s."userId" IS NOT NULL AND s."aiLevel" IS NULL AND s."remindersMuted" = ?
ORDER BY r."dueAt", r."id" LIMIT ?`;
// The compare-and-swap that hands a reminder to one caller only: whoever moves its count first.
const CLAIM_SQL = `UPDATE "Reminder" SET "sentAt" = ?, "sentCount" = ?, "dueAt" = ? WHERE "id" = ? AND "sentCount" = ? AND "dueAt" <= ?`;

/**
 * Claims the reminders due now: each is handed to exactly one caller (two bot processes, or a
 * restart in the middle, never post one twice), counted, and scheduled to come again a day
 * later should the seat still be waiting then.
 */
export async function claimDueReminders(sql: Sql, now: Date, limit = 50): Promise<ClaimedReminder[]> {
  const rows = await sql.query(DUE_SQL, [now, false, false, true, false, limit]);
  const claimed: ClaimedReminder[] = [];
  const next = new Date(now.getTime() + REMINDER_REPEAT_MS);
  for (const r of rows) {
    const id = int(r.id);
    const count = int(r.sentCount);
    if (await sql.execute(CLAIM_SQL, [now, count + 1, next, id, count, now]) !== 1) continue;
    claimed.push({ id, gameId: int(r.gameId), seat: int(r.seat), sentCount: count + 1, waitingSince: orNull(date)(r.waitingSince), claimedAt: now });
  }
  return claimed;
}
