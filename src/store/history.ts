// Read-only: a game's choice log as it counts (for /replay and exports), from its rows while it
// has them and from its archive once it is compacted (archive.ts).
import { int, text, type Sql } from "../db/sql.ts";
import { archivedLog } from "./archive.ts";
import type { LoggedChoice } from "./records.ts";

const CHOICE_LOG = `SELECT "version", "seat", "choiceId" FROM "Choice" WHERE "gameId" = ? AND "undoneAt" IS NULL ORDER BY "version"`;

/**
 * The choices that make the game as it is: the rows not undone, in version order (undone rows
 * stay in the table, marked, and count for nothing); for a compacted game, its archived log
 * (the same choices). The game replays from these.
 */
export async function choiceLog(sql: Sql, gameId: number): Promise<LoggedChoice[]> {
  const rows = await sql.query(CHOICE_LOG, [gameId]);
  // No rows: not started, or compacted (read after the rows, so a compaction in between is seen).
  if (rows.length === 0) return (await archivedLog(sql, gameId)) ?? [];
  return rows.map((r) => ({ version: int(r.version), seat: int(r.seat), choiceId: text(r.choiceId) }));
}

const CHANGED_SINCE = `SELECT COUNT(*) AS "n" FROM "Choice" WHERE "gameId" = ?
  AND (("undoneAt" IS NULL AND "version" > ?) OR ("version" <= ? AND "undoneVersion" > ?))`;

/**
 * Whether the game is as it was at `version`: every choice made since was undone, and none made
 * before it was (the state is the replay of the choices that count, so then it is the same). A
 * post's buttons carry the version they were made for; after ◀ Back or an Undo to that very
 * point they are right again.
 */
export async function unchangedSince(sql: Sql, gameId: number, version: number): Promise<boolean> {
  const [r] = await sql.query(CHANGED_SINCE, [gameId, version, version, version]);
  return int(r?.n ?? 0) === 0;
}
