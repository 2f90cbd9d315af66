// A player's own settings, the same in every game and server (PlayerSettings, keyed by the
// Discord user id): time away and quiet hours with their time zone. Time away stops the clocks
// of the player's seats in running games (reminders, the AI takeover offer, turn deadlines):
// setting, changing or ending it moves those clocks in the same transaction, and a clock started
// while the player is away starts when they are back (transition.ts). Quiet hours are read by
// the bot, which holds reminders and direct messages until they end.
import { date, int, marks, orNull, text, typed, type Sql, type SqlArg, type SqlRunner } from "../db/sql.ts";
import { LobbyError, said } from "./errors.ts";

/** At most this far ahead: a longer absence is better met by handing the seat to an AI. */
const MAX_AWAY_MS = 30 * 24 * 60 * 60_000;

export interface QuietHours {
  /** Minutes after midnight, in the player's time zone, when they begin. */
  readonly from: number;
  /** Minutes after midnight when they end (earlier than `from`: across midnight). */
  readonly to: number;
}

export interface PlayerSettings {
  readonly userId: string;
  /** Away until then; null when not away (a past date reads as null). */
  readonly awayUntil: Date | null;
  readonly quiet: QuietHours | null;
  /** An IANA time zone; null: none given (UTC). */
  readonly timeZone: string | null;
}

/** A change of the player's quiet hours or time zone; absent fields stay as they are. */
export interface QuietChange {
  /** null: no quiet hours. */
  readonly quiet?: QuietHours | null;
  readonly timeZone?: string;
}

const SELECT_SETTINGS = (n: number) => `SELECT "userId", "awayUntil", "quietFrom", "quietTo", "timeZone" FROM "PlayerSettings" WHERE "userId" IN (${marks(n)})`;
const UPSERT_SETTINGS = `INSERT INTO "PlayerSettings" ("userId", "awayUntil", "quietFrom", "quietTo", "timeZone", "updatedAt") VALUES (?, ?, ?, ?, ?, ?)
ON CONFLICT ("userId") DO UPDATE SET "awayUntil" = excluded."awayUntil", "quietFrom" = excluded."quietFrom", "quietTo" = excluded."quietTo",
  "timeZone" = excluded."timeZone", "updatedAt" = excluded."updatedAt"`;

function toSettings(r: Readonly<Record<string, unknown>>, now: Date): PlayerSettings {
  const away = orNull(date)(r.awayUntil);
  const from = orNull(int)(r.quietFrom);
  const to = orNull(int)(r.quietTo);
  return {
    userId: text(r.userId),
    awayUntil: away && away > now ? away : null,
    quiet: from !== null && to !== null ? { from, to } : null,
    timeZone: orNull(text)(r.timeZone),
  };
}

function none(userId: string): PlayerSettings {
  return { userId, awayUntil: null, quiet: null, timeZone: null };
}

/** The settings of these players (a player who never set any gets none), by user id. */
export async function playerSettings(q: SqlRunner, userIds: readonly string[], now: Date): Promise<Map<string, PlayerSettings>> {
  const ids = [...new Set(userIds)];
  const out = new Map(ids.map((id) => [id, none(id)]));
  if (ids.length === 0) return out;
  for (const r of await q.query(SELECT_SETTINGS(ids.length), ids)) out.set(text(r.userId), toSettings(r, now));
  return out;
}

/**
 * When each of `seats` starts to wait: now, or for a player away now, the moment they are back
 * (their clocks do not run while they are away). `holders[seat]` is the seat's user (null: AI).
 */
export async function clockStarts(q: SqlRunner, holders: readonly (string | null)[], seats: readonly number[], now: Date): Promise<Map<number, Date>> {
  const starts = new Map(seats.map((seat) => [seat, now]));
  const users = seats.flatMap((seat) => { const u = holders[seat]; return u ? [u] : []; });
  if (users.length === 0) return starts;
  const ids = [...new Set(users)];
  const rows = await q.query(`SELECT "userId", "awayUntil" FROM "PlayerSettings" WHERE "userId" IN (${marks(ids.length)}) AND "awayUntil" > ?`, [...ids, now]);
  const back = new Map(rows.map((r) => [text(r.userId), date(r.awayUntil)]));
  for (const seat of seats) {
    const until = back.get(holders[seat] ?? "");
    if (until) starts.set(seat, until);
  }
  return starts;
}

async function write(tx: SqlRunner, s: PlayerSettings, now: Date): Promise<void> {
  await tx.execute(UPSERT_SETTINGS, [
    s.userId, typed(s.awayUntil, "datetime"), typed(s.quiet?.from ?? null, "int"), typed(s.quiet?.to ?? null, "int"), typed(s.timeZone, "string"), now,
  ]);
}

// The clocks of a player's seats in running games: their reminders and turn deadlines.
const CLOCKS = (table: "Reminder" | "TurnDeadline") => `SELECT c."id", c."dueAt", c."waitingSince" FROM "${table}" c
JOIN "Seat" s ON s."gameId" = c."gameId" AND s."seat" = c."seat"
JOIN "Game" g ON g."id" = c."gameId"
WHERE s."userId" = ? AND g."status" = 'active'`;

/**
 * Move the player's running clocks from stopping until `from` to stopping until `to` (either
 * may be `now`: not away). What was left on a clock when it stopped is left when it starts again,
 * and when it began to wait moves alike, so the waiting shown and the takeover limit leave the
 * time away out. Returns how many clocks moved.
 */
async function moveClocks(tx: SqlRunner, userId: string, from: Date, to: Date): Promise<number> {
  const shift = to.getTime() - from.getTime();
  if (shift === 0) return 0;
  let moved = 0;
  for (const table of ["Reminder", "TurnDeadline"] as const) {
    for (const r of await tx.query(CLOCKS(table), [userId])) {
      const due = date(r.dueAt);
      const since = orNull(date)(r.waitingSince);
      const args: SqlArg[] = [new Date(Math.max(due.getTime() + shift, to.getTime()))];
      const set = since ? `"dueAt" = ?, "waitingSince" = ?` : `"dueAt" = ?`;
      if (since) args.push(new Date(since.getTime() + shift));
      moved += await tx.execute(`UPDATE "${table}" SET ${set} WHERE "id" = ?`, [...args, int(r.id)]);
    }
  }
  return moved;
}

export interface AwayChange {
  readonly before: PlayerSettings;
  readonly after: PlayerSettings;
}

/**
 * The player is away until `until` (null: back now). Refused, with nothing changed, for a moment
 * that is not in the future or more than 30 days ahead. The player's clocks move with it.
 */
export async function setAway(sql: Sql, now: Date, userId: string, until: Date | null): Promise<AwayChange> {
  const ahead = until === null ? null : until.getTime() - now.getTime();
  if (ahead !== null && ahead <= 0) throw new LobbyError(said("errors.store.away.past"));
  // Written so that an invalid Date (NaN: a moment too far for a Date) is refused here too.
  if (ahead !== null && !(ahead <= MAX_AWAY_MS)) throw new LobbyError(said("errors.store.away.tooLong", { days: MAX_AWAY_MS / (24 * 60 * 60_000) }));
  return sql.transaction(async (tx) => {
    const before = (await playerSettings(tx, [userId], now)).get(userId) ?? none(userId);
    const after = { ...before, awayUntil: until };
    await write(tx, after, now);
    await moveClocks(tx, userId, before.awayUntil ?? now, until ?? now);
    return { before, after };
  });
}

const DAY_MINUTES = 24 * 60;

/** The zone's canonical IANA name ("europe/oslo" gives "Europe/Oslo"), or null when Intl does not know it. */
export function canonicalTimeZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat("en-GB", { timeZone: name.trim() }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Change the player's quiet hours and/or time zone; refused, with nothing changed, for values that are not valid. */
export async function setQuietHours(sql: Sql, now: Date, userId: string, change: QuietChange): Promise<PlayerSettings> {
  const q = change.quiet;
  if (q && (![q.from, q.to].every((m) => Number.isInteger(m) && m >= 0 && m < DAY_MINUTES) || q.from === q.to)) {
    throw new LobbyError(said("errors.store.away.quiet"));
  }
  if (change.timeZone !== undefined && canonicalTimeZone(change.timeZone) !== change.timeZone) {
    throw new LobbyError(said("errors.store.away.zone", { zone: change.timeZone.slice(0, 60) }));
  }
  return sql.transaction(async (tx) => {
    const before = (await playerSettings(tx, [userId], now)).get(userId) ?? none(userId);
    const after: PlayerSettings = {
      ...before,
      ...(change.quiet !== undefined ? { quiet: change.quiet } : {}),
      ...(change.timeZone !== undefined ? { timeZone: change.timeZone } : {}),
    };
    await write(tx, after, now);
    return after;
  });
}
