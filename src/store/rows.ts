// The store's reads on the hot paths, in plain SQL through the Sql layer (src/db/sql.ts):
// the game with its snapshot in one SELECT (a compacted game's archive in a second one), the
// seats (with their reminders) in another.
// Identifiers are the ones the migrations created; values are decoded to the same shapes the
// Prisma client returns, so records.ts converts both alike.
import type { Game, Seat } from "../db/generated/sqlite/client.ts";
import { bool, date, int, orNull, text, type Row, type SqlRunner } from "../db/sql.ts";
import { archivedState } from "./archive.ts";

export interface GameRow {
  readonly game: Game;
  /** null while the game is in its lobby. */
  readonly snapshot: { readonly version: number; readonly state: string } | null;
  /** Set aside as damaged and not repaired yet (./damage.ts); null for a sound game. */
  readonly damage: { readonly repairable: boolean } | null;
}

/** A running reminder: which seat it is for, and whether it closes that seat's window before scoring. */
export interface ReminderRef {
  readonly id: number;
  readonly seat: number;
  readonly beforeScoring: boolean;
}

/** A running turn deadline (deadlines.ts): which seat it is for. */
export interface DeadlineRef {
  readonly id: number;
  readonly seat: number;
}

/** The Game row's own columns, as `toGame` reads them (the table aliased `g`). */
export const GAME_ROW_COLUMNS = `g."id", g."guildId", g."channelId", g."threadId", g."hostUserId", g."status", g."playerCount", g."deck",
  g."seed", g."remindersOn", g."reminderMinutes", g."version", g."createdAt", g."updatedAt", g."startedAt", g."finishedAt",
  g."paused", g."postedLog", g."postedVersion", g."lobbyMessageId", g."takeoverMinutes", g."hintsOn", g."learning", g."rated", g."aiLevel", g."turnHours",
  g."postMessageId", g."pingMessageId", g."language"`;
const GAME_COLUMNS = `${GAME_ROW_COLUMNS}, n."version" AS "snapshotVersion", n."state" AS "snapshotState", d."repairable" AS "damagedRepairable"`;
const GAME_SQL = `SELECT ${GAME_COLUMNS} FROM "Game" g LEFT JOIN "Snapshot" n ON n."gameId" = g."id"
LEFT JOIN "DamagedGame" d ON d."gameId" = g."id" AND d."repairedAt" IS NULL WHERE g."id" = ?`;

/** The Seat row's columns, as `toSeat` reads them (the table aliased `s`). */
export const SEAT_COLUMNS = `s."id" AS "seatRowId", s."gameId" AS "seatGameId", s."seat", s."userId", s."aiLevel", s."displayName", s."notifyDm", s."notifyMention", s."remindersMuted", s."hintsUsed", s."formerUserId", s."deadlineTurns", s."noticeAt"`;
const SEATS_SQL = `SELECT ${SEAT_COLUMNS} FROM "Seat" s WHERE s."gameId" = ? ORDER BY s."seat"`;
// Reminders and turn deadlines exist only for seats of a started (hence full) game, so each has
// its seat row; at most one of each per seat. (One statement for everything, the game and
// snapshot repeated on each seat's row, measured slower on SQLite than these two.)
const SEATS_REMINDERS_SQL = `SELECT ${SEAT_COLUMNS}, r."id" AS "reminderId", r."beforeScoring", d."id" AS "deadlineId"
FROM "Seat" s LEFT JOIN "Reminder" r ON r."gameId" = s."gameId" AND r."seat" = s."seat"
LEFT JOIN "TurnDeadline" d ON d."gameId" = s."gameId" AND d."seat" = s."seat" WHERE s."gameId" = ? ORDER BY s."seat"`;

const nullText = orNull(text);
const nullDate = orNull(date);
const nullInt = orNull(int);

export function toGame(r: Row): Game {
  return {
    id: int(r.id), guildId: text(r.guildId), channelId: text(r.channelId), threadId: nullText(r.threadId),
    hostUserId: text(r.hostUserId), status: text(r.status), playerCount: int(r.playerCount), deck: text(r.deck),
    seed: text(r.seed), remindersOn: bool(r.remindersOn), reminderMinutes: int(r.reminderMinutes), version: int(r.version),
    createdAt: date(r.createdAt), updatedAt: date(r.updatedAt), startedAt: nullDate(r.startedAt), finishedAt: nullDate(r.finishedAt),
    paused: bool(r.paused), postedLog: int(r.postedLog), postedVersion: int(r.postedVersion), lobbyMessageId: nullText(r.lobbyMessageId), takeoverMinutes: nullInt(r.takeoverMinutes),
    hintsOn: bool(r.hintsOn), learning: bool(r.learning), rated: bool(r.rated), aiLevel: text(r.aiLevel), turnHours: nullInt(r.turnHours),
    postMessageId: nullText(r.postMessageId), pingMessageId: nullText(r.pingMessageId), language: text(r.language),
  };
}

export function toSeat(r: Row): Seat {
  return {
    id: int(r.seatRowId), gameId: int(r.seatGameId), seat: int(r.seat), userId: nullText(r.userId), aiLevel: nullText(r.aiLevel),
    displayName: text(r.displayName), notifyDm: bool(r.notifyDm), notifyMention: bool(r.notifyMention),
    remindersMuted: bool(r.remindersMuted), hintsUsed: int(r.hintsUsed), formerUserId: nullText(r.formerUserId),
    deadlineTurns: int(r.deadlineTurns), noticeAt: nullDate(r.noticeAt),
  };
}

function toGameRow(r: Row): GameRow {
  const snapshot = r.snapshotVersion === null || r.snapshotVersion === undefined ? null : { version: int(r.snapshotVersion), state: text(r.snapshotState) };
  const damage = r.damagedRepairable === null || r.damagedRepairable === undefined ? null : { repairable: bool(r.damagedRepairable) };
  return { game: toGame(r), snapshot, damage };
}

export async function selectGame(q: SqlRunner, gameId: number): Promise<GameRow | null> {
  const [r] = await q.query(GAME_SQL, [gameId]);
  if (!r) return null;
  const row = toGameRow(r);
  if (row.snapshot || (row.game.status !== "finished" && row.game.status !== "abandoned")) return row;
  // An ended game without its snapshot is compacted: its final state is in its archive (read
  // after the game, so a compaction committed in between is seen).
  return { ...row, snapshot: await archivedState(q, gameId) };
}

export async function selectSeats(q: SqlRunner, gameId: number): Promise<Seat[]> {
  return (await q.query(SEATS_SQL, [gameId])).map(toSeat);
}

export interface GameForWrite extends GameRow {
  readonly seats: readonly Seat[];
  readonly reminders: readonly ReminderRef[];
  readonly deadlines: readonly DeadlineRef[];
}

/** The game and its snapshot, then its seats with their running reminders and deadlines: two statements. */
export async function selectGameForWrite(q: SqlRunner, gameId: number): Promise<GameForWrite | null> {
  const game = await selectGame(q, gameId);
  if (!game) return null;
  const rows = await q.query(SEATS_REMINDERS_SQL, [gameId]);
  const reminders: ReminderRef[] = [];
  const deadlines: DeadlineRef[] = [];
  for (const r of rows) {
    if (r.reminderId !== null && r.reminderId !== undefined) reminders.push({ id: int(r.reminderId), seat: int(r.seat), beforeScoring: bool(r.beforeScoring) });
    if (r.deadlineId !== null && r.deadlineId !== undefined) deadlines.push({ id: int(r.deadlineId), seat: int(r.seat) });
  }
  return { ...game, seats: rows.map(toSeat), reminders, deadlines };
}
