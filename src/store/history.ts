// Read-only: a game's choice log as it counts (for /replay and exports).
import { int, text, type Sql } from "../db/sql.ts";

/** One choice of the log: the seat that made it, the engine's choice id, and the game version it produced. */
export interface LoggedChoice {
  readonly version: number;
  readonly seat: number;
  readonly choiceId: string;
}

const CHOICE_LOG = `SELECT "version", "seat", "choiceId" FROM "Choice" WHERE "gameId" = ? AND "undoneAt" IS NULL ORDER BY "version"`;

/**
 * The choices that make the game as it is: the rows not undone, in version order (undone rows
 * stay in the table, marked, and count for nothing). The game replays from these.
 */
export async function choiceLog(sql: Sql, gameId: number): Promise<LoggedChoice[]> {
  const rows = await sql.query(CHOICE_LOG, [gameId]);
  return rows.map((r) => ({ version: int(r.version), seat: int(r.seat), choiceId: text(r.choiceId) }));
}
