// Read-only: the games of a server that have ended, newest first, with their final state (for
// /games to show the winners), and a game's choice log as it counts (for /replay and exports).
// Both read a game's rows while it has them and its archive once it is compacted (archive.ts).
import type { GameState } from "../engine/index.ts";
import type { Db } from "../db/client.ts";
import { int, text, type Sql } from "../db/sql.ts";
import { archivedLog, archivedStates } from "./archive.ts";
import { parseState, toGameRecord, type GameRecord, type LoggedChoice } from "./records.ts";

export interface FinishedGame {
  readonly game: GameRecord;
  /** The final position (null only for a game finished without a snapshot, which never happens). */
  readonly state: GameState | null;
}

/** The server's finished games, the most recently ended first, at most `limit`. */
export async function finishedGames(db: Db, sql: Sql, guildId: string, limit: number): Promise<FinishedGame[]> {
  const rows = await db.game.findMany({
    where: { guildId, status: "finished" },
    include: { seats: true, snapshot: true },
    orderBy: [{ finishedAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  // Read after the snapshots: a game compacted in between has its archive by then.
  const archived = await archivedStates(sql, rows.filter((r) => !r.snapshot).map((r) => r.id));
  return rows.map((r) => {
    const json = r.snapshot?.state ?? archived.get(r.id);
    return { game: toGameRecord(r, r.seats), state: json === undefined ? null : parseState(json) };
  });
}

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
