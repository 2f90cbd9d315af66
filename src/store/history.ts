// Read-only: the games of a server that have ended, newest first, with their final state (for
// /games to show the winners).
import type { GameState } from "../engine/index.ts";
import type { Db } from "../db/client.ts";
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
