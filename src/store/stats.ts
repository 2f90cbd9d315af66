// Figures for the operator's metrics (src/bot/ops/metrics.ts), read when /metrics is scraped: how
// many games there are by status, and what the outbox still holds. Each is one cheap query on an
// index (Game.status; OutboxMessage.sentAt, id), whatever the length of the history.
import { date, int, orNull, text, type Sql } from "../db/sql.ts";
import { STATUSES, type GameStatus } from "./records.ts";

export interface OutboxBacklog {
  /** Messages not posted yet, whatever holds them. */
  readonly depth: number;
  /**
   * When the oldest message was written that the bot has tried to post and Discord has not taken
   * yet (null: none). Messages waiting on purpose are not counted: those of a paused game, and
   * those of a turn still in progress (never tried: they wait for the turn's end).
   */
  readonly oldestTried: Date | null;
}

/** How many games there are in each status (0 for a status no game has). */
export async function gamesByStatus(sql: Sql): Promise<Record<GameStatus, number>> {
  const rows = await sql.query(`SELECT "status", COUNT(*) AS "n" FROM "Game" GROUP BY "status"`);
  const out: Record<GameStatus, number> = { lobby: 0, active: 0, finished: 0, abandoned: 0 };
  for (const r of rows) {
    const status = STATUSES.find((s) => s === text(r.status));
    if (status) out[status] = int(r.n);
  }
  return out;
}

export async function outboxBacklog(sql: Sql): Promise<OutboxBacklog> {
  const [count] = await sql.query(`SELECT COUNT(*) AS "n" FROM "OutboxMessage" WHERE "sentAt" IS NULL`);
  const [oldest] = await sql.query(`SELECT o."createdAt" FROM "OutboxMessage" o JOIN "Game" g ON g."id" = o."gameId"
WHERE o."sentAt" IS NULL AND o."attempts" > 0 AND g."paused" = ? ORDER BY o."id" LIMIT 1`, [false]);
  return { depth: int(count?.n ?? 0), oldestTried: orNull(date)(oldest?.createdAt) };
}
