// Exactly-once background work across bot processes and crashes. Each piece of work (posting a
// game's outbox, moving a game's AI seats, posting one reminder) is claimed by one process at a
// time with a lease that lapses: a process killed in the middle never blocks the work for good,
// another takes it over once the lease has passed. Taking over means doing the same thing again,
// so every post carries a Discord nonce derived from what it announces (nonceOf); Discord
// (`enforce_nonce`) returns the first message for a repeated nonce instead of posting again.
// At-least-once claims plus an idempotent post: exactly once.
import { createHash } from "node:crypto";
import { bool, date, int, orNull, text, typed, type Sql } from "../db/sql.ts";
import { gameEpoch } from "./epochs.ts";

/**
 * A Discord message nonce (at most 25 characters) for one post, the same in every process
 * and after every restart for the same `parts`.
 */
export function nonceOf(...parts: readonly (string | number)[]): string {
  return createHash("sha256").update(parts.join(":")).digest("base64url").slice(0, 25);
}

// One upsert takes a free lease, a lapsed one, or renews our own; it changes no row when
// another holder's lease still runs. The same text works on SQLite (3.24+) and PostgreSQL.
const ACQUIRE_SQL = `INSERT INTO "Lease" ("name", "holder", "until") VALUES (?, ?, ?)
ON CONFLICT ("name") DO UPDATE SET "holder" = excluded."holder", "until" = excluded."until"
WHERE "Lease"."until" <= ? OR "Lease"."holder" = ?`;

/**
 * Take (or renew) the lease `name` until `now + ms`; false while another process holds it. A
 * lease held under our own identity is ours whatever its time: with a stable identity
 * (INSTANCE_ID) that is also a lease our crashed predecessor left, taken over at once.
 */
export async function acquireLease(sql: Sql, name: string, holder: string, now: Date, ms: number): Promise<boolean> {
  return await sql.execute(ACQUIRE_SQL, [name, holder, new Date(now.getTime() + ms), now, holder]) === 1;
}

/**
 * Give the lease up. With its intent done (none left), the row goes; with an intent still to
 * finish (a failed post), the row stays with the intent and a lapsed lease, so the next pass
 * (here or in another process) finishes that same post.
 */
export async function releaseLease(sql: Sql, name: string, holder: string): Promise<void> {
  await sql.execute(`DELETE FROM "Lease" WHERE "name" = ? AND "holder" = ? AND "intent" IS NULL`, [name, holder]);
  await sql.execute(`UPDATE "Lease" SET "until" = ? WHERE "name" = ? AND "holder" = ?`, [new Date(0), name, holder]);
}

/** The work is done: the lease goes, intent and all (only while holding it). */
export async function dropLease(sql: Sql, name: string, holder: string): Promise<void> {
  await sql.execute(`DELETE FROM "Lease" WHERE "name" = ? AND "holder" = ?`, [name, holder]);
}

/** The leases whose name starts with `prefix`, with their intents (e.g. every lobby still opening). */
export async function leasesNamed(sql: Sql, prefix: string): Promise<{ name: string; intent: string | null }[]> {
  const rows = await sql.query(`SELECT "name", "intent" FROM "Lease" WHERE "name" LIKE ? ORDER BY "name"`, [`${prefix.replace(/[%_\\]/g, "")}%`]);
  return rows.map((r) => ({ name: text(r.name), intent: orNull(text)(r.intent) }));
}

/**
 * The game is announced up to `logLength` and `version` (as store markPosted), written only while
 * `holder` still holds the posting lease `lease`: a process whose lease lapsed mid-post and was
 * taken over must not set the mark back over what its successor announced since (the lines in
 * between would be told again). False when the lease is no longer ours.
 */
export async function markPostedHolding(sql: Sql, lease: string, holder: string, gameId: number, logLength: number, version: number, messages?: PostedMessages): Promise<boolean> {
  const set = messages ? `, "postMessageId" = ?, "pingMessageId" = ?` : "";
  const ids = messages ? [messages.post, messages.ping] : [];
  return await sql.execute(`UPDATE "Game" SET "postedLog" = ?, "postedVersion" = ?${set} WHERE "id" = ? AND EXISTS (SELECT 1 FROM "Lease" WHERE "name" = ? AND "holder" = ?)`, [logLength, version, ...ids, gameId, lease, holder]) === 1;
}

/** The game's latest post (start or turn) and the ping line after it; null where there is none. */
export interface PostedMessages {
  readonly post: string | null;
  readonly ping: string | null;
}

/** What a lease's holder has said it is about to do (JSON, see the caller); null when nothing. */
export async function leaseIntent(sql: Sql, name: string): Promise<string | null> {
  const rows = await sql.query(`SELECT "intent" FROM "Lease" WHERE "name" = ?`, [name]);
  return orNull(text)(rows[0]?.intent);
}

/** Record (or clear, with null) the intent; only while holding the lease. */
export async function setLeaseIntent(sql: Sql, name: string, holder: string, intent: string | null): Promise<boolean> {
  return await sql.execute(`UPDATE "Lease" SET "intent" = ? WHERE "name" = ? AND "holder" = ?`, [intent === null ? typed(null, "string") : intent, name, holder]) === 1;
}

export interface ClaimedReminder {
  readonly id: number;
  readonly gameId: number;
  readonly seat: number;
  /** The number this reminder carries when posted (1 for the first of a wait). */
  readonly sentCount: number;
  /** When the seat began to wait (null for reminders written before this was recorded). */
  readonly waitingSince: Date | null;
  readonly claimedAt: Date;
  /** The Discord nonce of this occurrence: the same for whoever posts it. */
  readonly nonce: string;
  /**
   * A reminder may be posted: reminders are on and not muted (the game's, the seat's, this
   * turn's). A row that closes a seat's window before scoring falls due without that.
   */
  readonly remind: boolean;
  /** The row was written for a seat waiting in the window before scoring (src/store/final-window.ts). */
  readonly beforeScoring: boolean;
}

/** A reminder that was sent comes again this much later while the seat still waits. */
export const REMINDER_REPEAT_MS = 24 * 60 * 60_000;

// Due reminders to act on: the game running, not paused and not set aside as damaged, the seat a person, not claimed by a
// process whose lease still runs, and either to be posted (reminders on, the seat not muted for
// the game, the reminder not muted for this turn) or closing the seat's window before scoring.
const DUE_SQL = `SELECT r."id", r."gameId", r."seat", r."sentCount", r."waitingSince", r."beforeScoring", r."muted", g."remindersOn", s."remindersMuted"
FROM "Reminder" r
JOIN "Game" g ON g."id" = r."gameId"
JOIN "Seat" s ON s."gameId" = r."gameId" AND s."seat" = r."seat"
WHERE r."dueAt" <= ? AND g."status" = 'active' AND g."paused" = ?
  AND s."userId" IS NOT NULL AND s."aiLevel" IS NULL
  AND (r."beforeScoring" = ? OR (r."muted" = ? AND g."remindersOn" = ? AND s."remindersMuted" = ?))
  AND (r."claimedUntil" IS NULL OR r."claimedUntil" <= ? OR r."claimedBy" = ?)
  AND NOT EXISTS (SELECT 1 FROM "DamagedGame" d WHERE d."gameId" = r."gameId" AND d."repairedAt" IS NULL)
ORDER BY r."dueAt", r."id" LIMIT ?`;
// The claim: whoever sets the lease first on a due, unclaimed (or lapsed) reminder posts it.
// A claim of our own identity is taken back at once: it was left by this process's predecessor
// (a crash; two live processes never share an identity), and one process handles one reminder
// at a time, so it is no claim of ours still at work.
const CLAIM_SQL = `UPDATE "Reminder" SET "claimedBy" = ?, "claimedUntil" = ?
WHERE "id" = ? AND "sentCount" = ? AND "dueAt" <= ? AND ("claimedUntil" IS NULL OR "claimedUntil" <= ? OR "claimedBy" = ?)`;
// Done: counted, due again a day later should the seat still wait, and unclaimed.
const DONE_SQL = `UPDATE "Reminder" SET "sentAt" = ?, "sentCount" = ?, "dueAt" = ?, "claimedBy" = NULL, "claimedUntil" = NULL
WHERE "id" = ? AND "sentCount" = ? AND "claimedBy" = ?`;

/**
 * Claim the next due reminder, or null when none is due. One at a time, each posted before the
 * next is claimed, so a process killed in a pass holds at most one claim, which lapses after
 * `leaseMs` and is then taken over (and posted under the same nonce: never twice).
 */
export async function claimNextReminder(sql: Sql, holder: string, now: Date, leaseMs: number, skip: ReadonlySet<number> = new Set()): Promise<ClaimedReminder | null> {
  for (;;) {
    const rows = await sql.query(DUE_SQL, [now, false, true, false, true, false, now, holder, skip.size + 10]);
    const candidates = rows.filter((r) => !skip.has(int(r.id)));
    if (candidates.length === 0) return null;
    for (const r of candidates) {
      const id = int(r.id);
      const count = int(r.sentCount);
      if (await sql.execute(CLAIM_SQL, [holder, new Date(now.getTime() + leaseMs), id, count, now, now, holder]) !== 1) continue;
      const gameId = int(r.gameId);
      // The game's posting epoch: a reminder of a game restored from a backup repeats no nonce of the discarded timeline.
      const { epoch } = await gameEpoch(sql, gameId);
      const remind = !bool(r.muted) && bool(r.remindersOn) && !bool(r.remindersMuted);
      return {
        id, gameId, seat: int(r.seat), sentCount: count + 1, waitingSince: orNull(date)(r.waitingSince), claimedAt: now,
        nonce: nonceOf("r", gameId, id, count + 1, ...(epoch ? [epoch] : [])), remind, beforeScoring: bool(r.beforeScoring),
      };
    }
    // Every candidate was claimed by another process meanwhile: look again.
  }
}

const DEFER_SQL = `UPDATE "Reminder" SET "dueAt" = ?, "claimedBy" = NULL, "claimedUntil" = NULL WHERE "id" = ? AND "sentCount" = ? AND "claimedBy" = ?`;

/**
 * The claimed reminder waits until `dueAt` (its player is away or in their quiet hours): not
 * posted, not counted, let go. False when the claim is no longer ours.
 */
export async function deferReminder(sql: Sql, r: ClaimedReminder, holder: string, dueAt: Date): Promise<boolean> {
  return await sql.execute(DEFER_SQL, [dueAt, r.id, r.sentCount - 1, holder]) === 1;
}

/** The claimed reminder was posted (or is no longer wanted): count it and let it come again in a day. */
export async function completeReminder(sql: Sql, r: ClaimedReminder, holder: string, now: Date): Promise<boolean> {
  return await sql.execute(DONE_SQL, [now, r.sentCount, new Date(now.getTime() + REMINDER_REPEAT_MS), r.id, r.sentCount - 1, holder]) === 1;
}


/**
 * Take on one Discord interaction: true for the first process whose insert lands, false for
 * every other (a twin on the same shards during a rolling deploy, which then answers nothing).
 */
export async function claimInteraction(sql: Sql, id: string, holder: string, now: Date): Promise<boolean> {
  return await sql.execute(`INSERT INTO "InteractionClaim" ("id", "holder", "claimedAt") VALUES (?, ?, ?) ON CONFLICT ("id") DO NOTHING`, [id, holder, now]) === 1;
}

/** Forget interactions taken on before `before` (Discord never delivers one again after minutes). */
export async function forgetInteractions(sql: Sql, before: Date): Promise<number> {
  return sql.execute(`DELETE FROM "InteractionClaim" WHERE "claimedAt" < ?`, [before]);
}
