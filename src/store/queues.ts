// The outbox (messages the bot still has to post) and the reminders that fall due. Rows are
// written in the same transaction as the change they announce, so a crash between saving and
// posting loses no message: the bot posts whatever is still unsent after a restart.
import type { Db } from "../db/client.ts";
import type { OutboxPayload } from "./records.ts";

export interface OutboxEntry {
  readonly id: number;
  readonly payload: OutboxPayload;
  readonly attempts: number;
  readonly createdAt: Date;
}

/** Unsent messages in the order they were written, but none of the games `skipGames`; `afterId` continues a listing past a held entry. */
export async function pendingOutbox(db: Db, limit = 50, afterId = 0, skipGames: readonly number[] = []): Promise<OutboxEntry[]> {
  const rows = await db.outboxMessage.findMany({ where: { sentAt: null, id: { gt: afterId }, ...(skipGames.length ? { gameId: { notIn: [...skipGames] } } : {}) }, orderBy: { id: "asc" }, take: limit });
  // The payload column only ever holds JSON.stringify(OutboxPayload) written by transition.ts.
  return rows.map((r) => ({ id: r.id, payload: JSON.parse(r.payload) as OutboxPayload, attempts: r.attempts, createdAt: r.createdAt }));
}

export async function markOutboxSent(db: Db, id: number, now: Date): Promise<void> {
  await db.outboxMessage.updateMany({ where: { id, sentAt: null }, data: { sentAt: now } });
}

export async function markOutboxFailed(db: Db, id: number): Promise<void> {
  await db.outboxMessage.update({ where: { id }, data: { attempts: { increment: 1 } } });
}

/** One game's unsent messages in the order they were written (read under the game's posting lease). */
export async function pendingOutboxOfGame(db: Db, gameId: number): Promise<OutboxEntry[]> {
  const rows = await db.outboxMessage.findMany({ where: { gameId, sentAt: null }, orderBy: { id: "asc" } });
  return rows.map((r) => ({ id: r.id, payload: JSON.parse(r.payload) as OutboxPayload, attempts: r.attempts, createdAt: r.createdAt }));
}
