// Posting epochs (the GameEpoch table): a backup restored under the bot, or a bot started on a
// restored database, takes games back in time. Their new posts would announce the same ranges
// of versions as posts of the discarded timeline, under the same nonces, and Discord drops a
// post whose nonce repeats one of the last few minutes. So every post's nonce carries the
// game's epoch, and a game that went back in time begins a new, random epoch, whose thread is
// told once (`told`). Whoever finds the game went back (src/bot/turn/timelines.ts, or `npm run
// restore`) begins it here with a compare-and-swap, so two processes never begin two.
import { randomUUID } from "node:crypto";
import { bool, date, int, marks, orNull, text, type SqlRunner } from "../db/sql.ts";

export interface GameEpoch {
  /** "" for a game's first epoch (no row): its nonces are those of bots from before epochs. */
  readonly epoch: string;
  /** When the epoch began (null for the first). */
  readonly startedAt: Date | null;
  /** The thread was told the game went back (always true for the first epoch). */
  readonly told: boolean;
}

const FIRST: GameEpoch = { epoch: "", startedAt: null, told: true };

function toEpoch(r: Record<string, unknown> | undefined): GameEpoch {
  if (!r || r.epoch === null || r.epoch === undefined) return FIRST;
  return { epoch: text(r.epoch), startedAt: orNull(date)(r.startedAt), told: bool(r.told) };
}

export async function gameEpoch(sql: SqlRunner, gameId: number): Promise<GameEpoch> {
  const [row] = await sql.query(`SELECT "epoch", "startedAt", "told" FROM "GameEpoch" WHERE "gameId" = ?`, [gameId]);
  return toEpoch(row);
}

/** What a process compares with what it knew, for each running game: how far the thread was told, and the epoch. */
export interface GameTimeline extends GameEpoch {
  readonly gameId: number;
  readonly postedVersion: number;
}

export async function runningTimelines(sql: SqlRunner): Promise<GameTimeline[]> {
  const rows = await sql.query(`SELECT g."id", g."postedVersion", e."epoch", e."startedAt", e."told"
FROM "Game" g LEFT JOIN "GameEpoch" e ON e."gameId" = g."id" WHERE g."status" = ? ORDER BY g."id"`, ["active"]);
  return rows.map((r) => ({ gameId: int(r.id), postedVersion: int(r.postedVersion), ...toEpoch(r) }));
}

/** A new epoch's name: random, so no two timelines ever share one (a counter would come back with a restore). */
function newEpochName(): string {
  return randomUUID().slice(0, 12);
}

/**
 * Begin a new epoch for the game, its thread not told yet, if its epoch is still `from` (else
 * another process began one first: null, nothing written).
 */
export async function beginEpoch(sql: SqlRunner, gameId: number, from: string, now: Date): Promise<GameEpoch | null> {
  const next: GameEpoch = { epoch: newEpochName(), startedAt: now, told: false };
  const changed = from === ""
    ? await sql.execute(`INSERT INTO "GameEpoch" ("gameId", "epoch", "startedAt", "told") VALUES (?, ?, ?, ?) ON CONFLICT ("gameId") DO NOTHING`, [gameId, next.epoch, now, false])
    : await sql.execute(`UPDATE "GameEpoch" SET "epoch" = ?, "startedAt" = ?, "told" = ? WHERE "gameId" = ? AND "epoch" = ?`, [next.epoch, now, false, gameId, from]);
  return changed === 1 ? next : null;
}

/** The thread was told the game went back (in this epoch). */
export async function markEpochTold(sql: SqlRunner, gameId: number, epoch: string): Promise<void> {
  await sql.execute(`UPDATE "GameEpoch" SET "told" = ? WHERE "gameId" = ? AND "epoch" = ?`, [true, gameId, epoch]);
}

/** New epochs, their threads to be told, for these games whatever their epoch now (`npm run restore`). */
export async function restartEpochs(sql: SqlRunner, gameIds: readonly number[], now: Date): Promise<void> {
  if (gameIds.length === 0) return;
  await sql.execute(`DELETE FROM "GameEpoch" WHERE "gameId" IN (${marks(gameIds.length)})`, gameIds);
  for (const gameId of gameIds) await beginEpoch(sql, gameId, "", now);
}
