// Read-only: the games of a server that have ended, newest first, with their final state (for
// /games to show the winners), and a game's choice log as it counts (for /replay and exports).
import type { GameState } from "../engine/index.ts";
import type { Db } from "../db/client.ts";
import { int, text, type Sql } from "../db/sql.ts";
import { parseState, toGameRecord, type GameRecord } from "./records.ts";

export interface FinishedGame {
  readonly game: GameRecord;
  /** The final position (null only for a game finished without a snapshot, which never happens). */
  readonly state: GameState | null;
}

/** The server's finished games, the most recently ended first, at most `limit`. */
export async function finishedGames(db: Db, guildId: string, limit: number): Promise<FinishedGame[]> {
  const rows = await db.game.findMany({
    where: { guildId, status: "finished" },
    include: { seats: true, snapshot: true },
    orderBy: [{ finishedAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  return rows.map((r) => ({ game: toGameRecord(r, r.seats), state: r.snapshot ? parseState(r.snapshot.state) : null }));
}

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
