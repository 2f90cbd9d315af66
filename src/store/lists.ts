// Read-only lists of games: a server's games by status (/games, the `game` autocomplete), a
// player's (/mygames), a server's finished games with their results. In plain SQL (the Prisma
// client's query path cost /games most of its time) and without parsing a game's state twice:
// whose move it is and the final scores are remembered per game version (read-cache.ts).
import { currentScores, finalScores, pendingSeats, type ScoreSheet } from "../engine/index.ts";
import { int, marks, type Row, type Sql, type SqlArg } from "../db/sql.ts";
import { CorruptRowError, parseState, toGameRecord, type GameRecord, type GameStatus } from "./records.ts";
import type { VersionedCache } from "./read-cache.ts";
import { GAME_ROW_COLUMNS, SEAT_COLUMNS, toGame, toSeat } from "./rows.ts";
import { archivedStates } from "./archive.ts";
import type { Seat } from "../db/generated/sqlite/client.ts";

export interface GameFilter {
  readonly guildId?: string;
  /** Games where this user holds a seat. */
  readonly userId?: string;
  readonly statuses?: readonly GameStatus[];
  /** At most this many, newest first (default 100)... */
  readonly limit?: number;
  /** ...after skipping this many (a page of a long list). */
  readonly offset?: number;
}

export interface ListedGame {
  readonly game: GameRecord;
  /** The seats that must decide now; empty unless the game is running (and not damaged). */
  readonly pendingSeats: readonly number[];
  /** Set aside as damaged (./damage.ts): nothing moves in it until it is repaired. */
  readonly damaged: boolean;
}

export interface FinishedGame {
  readonly game: GameRecord;
  /** The final scores, best first as scored (null: no readable final state, e.g. a damaged game). */
  readonly sheets: readonly ScoreSheet[] | null;
}

/** The caches the lists read through (one per store: whose move, final scores). */
export interface ListCaches {
  readonly pending: VersionedCache<readonly number[]>;
  readonly results: VersionedCache<readonly ScoreSheet[]>;
}

/** A mark that has not been repaired: the game is set aside. */
const DAMAGED_JOIN = `LEFT JOIN "DamagedGame" d ON d."gameId" = g."id" AND d."repairedAt" IS NULL`;

/** The filter on the table aliased `p`. */
function where(filter: GameFilter): { sql: string; args: SqlArg[] } {
  const parts: string[] = [];
  const args: SqlArg[] = [];
  if (filter.guildId !== undefined) { parts.push(`p."guildId" = ?`); args.push(filter.guildId); }
  if (filter.userId !== undefined) { parts.push(`EXISTS (SELECT 1 FROM "Seat" u WHERE u."gameId" = p."id" AND u."userId" = ?)`); args.push(filter.userId); }
  if (filter.statuses !== undefined) {
    if (filter.statuses.length === 0) parts.push("1 = 0");
    else { parts.push(`p."status" IN (${marks(filter.statuses.length)})`); args.push(...filter.statuses); }
  }
  return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", args };
}

/**
 * The games whose ids `pick` selects (a subquery on "Game" p, sorted and limited), whole, with
 * their damage marks. The page is chosen on the index alone and only its rows are read whole:
 * sorting every matching row with all its columns cost several times more.
 */
function pageSql(pick: string, order: string): string {
  return `SELECT ${GAME_ROW_COLUMNS}, d."gameId" AS "damagedId" FROM "Game" g ${DAMAGED_JOIN} WHERE g."id" IN (${pick}) ORDER BY ${order}`;
}

/** The seats of these games, by game. */
async function seatsOf(sql: Sql, ids: readonly number[]): Promise<Map<number, Seat[]>> {
  const out = new Map<number, Seat[]>();
  if (ids.length === 0) return out;
  for (const r of await sql.query(`SELECT ${SEAT_COLUMNS} FROM "Seat" s WHERE s."gameId" IN (${marks(ids.length)}) ORDER BY s."gameId", s."seat"`, ids)) {
    const seat = toSeat(r);
    out.set(seat.gameId, [...(out.get(seat.gameId) ?? []), seat]);
  }
  return out;
}

/**
 * Read `compute(state)` for each game, from the cache when it holds the game's version, else
 * from its snapshot (read only for those). A snapshot that is missing, at another version than
 * its game or unreadable gives nothing (the game is damaged; its next load sets it aside).
 */
async function fromStates<T>(sql: Sql, games: readonly { id: number; version: number }[], cache: VersionedCache<T>, compute: (state: ReturnType<typeof parseState>) => T): Promise<Map<number, T>> {
  const out = new Map<number, T>();
  const missing: number[] = [];
  const versionOf = new Map<number, number>();
  for (const g of games) {
    const hit = cache.get(g.id, g.version);
    if (hit !== undefined) out.set(g.id, hit);
    else { missing.push(g.id); versionOf.set(g.id, g.version); }
  }
  if (missing.length === 0) return out;
  for (const r of await sql.query(`SELECT "gameId", "version", "state" FROM "Snapshot" WHERE "gameId" IN (${marks(missing.length)})`, missing)) {
    const id = int(r.gameId);
    const version = int(r.version);
    if (version !== versionOf.get(id) || typeof r.state !== "string") continue;
    let value: T;
    try {
      value = compute(parseState(r.state));
    } catch {
      continue;
    }
    cache.set(id, version, value);
    out.set(id, value);
  }
  // A game that has ended and been compacted has no Snapshot row: its final state is in its archive
  // (archive.ts; read after the snapshots, so a compaction in between is seen). It never changes again.
  const archived = await archivedStates(sql, missing.filter((id) => !out.has(id))).catch(() => new Map<number, string>());
  for (const [id, json] of archived) {
    let value: T;
    try {
      value = compute(parseState(json));
    } catch {
      continue;
    }
    cache.set(id, versionOf.get(id) ?? 0, value);
    out.set(id, value);
  }
  return out;
}

/** The rows as records; a row holding a value the bot never writes (CorruptRowError) is left out, not the whole list. */
function records(rows: readonly Row[], seats: ReadonlyMap<number, Seat[]>): { game: GameRecord; damaged: boolean }[] {
  return rows.flatMap((r) => {
    const game = toGame(r);
    try {
      return [{ game: toGameRecord(game, seats.get(game.id) ?? []), damaged: r.damagedId !== null && r.damagedId !== undefined }];
    } catch (e) {
      if (e instanceof CorruptRowError) return [];
      throw e;
    }
  });
}

/**
 * Games by server, player and status, newest first, each with the seats it waits for. Only the
 * running games of the page need their state (to say whose move it is), and only when it
 * changed since it was last read: a long history of finished games costs nothing here.
 */
export async function listGames(sql: Sql, caches: ListCaches, filter: GameFilter): Promise<ListedGame[]> {
  const w = where(filter);
  const rows = await sql.query(pageSql(`SELECT p."id" FROM "Game" p ${w.sql} ORDER BY p."id" DESC LIMIT ? OFFSET ?`, `g."id" DESC`), [...w.args, filter.limit ?? 100, filter.offset ?? 0]);
  return listed(sql, caches, records(rows, await seatsOf(sql, rows.map((r) => int(r.id)))));
}

/** The games with the seats each waits for (from the cache, or their snapshots). */
async function listed(sql: Sql, caches: ListCaches, games: readonly { game: GameRecord; damaged: boolean }[]): Promise<ListedGame[]> {
  const running = games.filter((g) => g.game.status === "active" && !g.damaged).map((g) => g.game);
  const pending = await fromStates(sql, running, caches.pending, pendingSeats);
  return games.map(({ game, damaged }) => {
    const seats = pending.get(game.id);
    // A running game whose state cannot be read is damaged, marked or not yet.
    return { game, pendingSeats: seats ?? [], damaged: damaged || (game.status === "active" && seats === undefined) };
  });
}

/** The games with their final scores (from the cache, or their snapshots). */
async function withSheets(sql: Sql, caches: ListCaches, games: readonly { game: GameRecord; damaged: boolean }[]): Promise<FinishedGame[]> {
  const sheets = await fromStates(sql, games.filter((g) => !g.damaged).map((g) => g.game), caches.results, (s) => finalScores(s) ?? currentScores(s));
  return games.map(({ game }) => ({ game, sheets: sheets.get(game.id) ?? null }));
}

/** The page of a server's finished games, most recently ended first. */
const FINISHED_PAGE = `SELECT p."id" FROM "Game" p WHERE p."guildId" = ? AND p."status" = ? ORDER BY p."finishedAt" DESC, p."id" DESC LIMIT ?`;

/** What /games shows: a page of a server's games of some statuses (how many there are in all), and on the first page its latest finished games. */
export interface ServerGames {
  /** The server's games of those statuses, in all. */
  readonly total: number;
  /** The page shown, from 1: the one asked for, or the last when it asked for more. */
  readonly page: number;
  readonly games: readonly ListedGame[];
  /** The latest finished games, on the first page only. */
  readonly finished: readonly FinishedGame[];
}

/**
 * /games in three queries: the page with the count of all (a window over the index), the
 * latest finished games on the first page, and the seats of both; states only for games that
 * changed since they were last listed. A page past the end shows the last one.
 */
async function serverGames(sql: Sql, caches: ListCaches, guildId: string, statuses: readonly GameStatus[], want: { readonly page: number; readonly pageSize: number; readonly finished: number }): Promise<ServerGames> {
  const w = where({ guildId, statuses });
  const pageOf = (page: number) => sql.query(`SELECT ${GAME_ROW_COLUMNS}, k."total", d."gameId" AS "damagedId"
FROM (SELECT p."id", COUNT(*) OVER () AS "total" FROM "Game" p ${w.sql} ORDER BY p."id" DESC LIMIT ? OFFSET ?) k
JOIN "Game" g ON g."id" = k."id" ${DAMAGED_JOIN} ORDER BY g."id" DESC`, [...w.args, want.pageSize, (page - 1) * want.pageSize]);
  let page = Math.max(1, Math.floor(want.page));
  let rows = await pageOf(page);
  let total = int(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    total = await countGames(sql, { guildId, statuses });
    page = Math.max(1, Math.ceil(total / want.pageSize));
    rows = await pageOf(page);
  }
  const ended = page === 1 && want.finished > 0 ? await sql.query(pageSql(FINISHED_PAGE, `g."finishedAt" DESC, g."id" DESC`), [guildId, "finished", want.finished]) : [];
  const seats = await seatsOf(sql, [...rows, ...ended].map((r) => int(r.id)));
  return { total, page, games: await listed(sql, caches, records(rows, seats)), finished: await withSheets(sql, caches, records(ended, seats)) };
}

/**
 * What a SQLite database holds, as a value that changes whenever anything in it changes: the
 * rows this process's connection has changed since it opened (total_changes(); the process has
 * one connection, ../db/sqlite-connection.ts) and SQLite's data_version, which moves when
 * another connection commits (a script such as `npm run verify-games -- --repair`, a restore).
 * Null on PostgreSQL, where other processes write without telling this one.
 */
async function dataVersion(sql: Sql): Promise<string | null> {
  if (sql.provider !== "sqlite") return null;
  const [row] = await sql.query(`SELECT total_changes() AS "changes", (SELECT "data_version" FROM pragma_data_version) AS "version"`);
  return `${String(row?.changes)}:${String(row?.version)}`;
}

/** Pages of /games remembered at most (each a few kilobytes). */
const MAX_PAGES = 500;

/**
 * /games pages as last read, valid while the database has not changed since (dataVersion):
 * a server asking for its games many times a second between two moves reads them once. Exact:
 * any write, by this process or another, changes the version and every page is read afresh.
 * Only on SQLite (dataVersion is null elsewhere).
 */
export class ServerPages {
  #version: string | null = null;
  readonly #pages = new Map<string, ServerGames>();

  async read(sql: Sql, caches: ListCaches, guildId: string, statuses: readonly GameStatus[], want: { readonly page: number; readonly pageSize: number; readonly finished: number }): Promise<ServerGames> {
    const before = await dataVersion(sql);
    if (before === null) return serverGames(sql, caches, guildId, statuses, want);
    if (before !== this.#version) {
      this.#pages.clear();
      this.#version = before;
    }
    const key = JSON.stringify([guildId, statuses, want.page, want.pageSize, want.finished]);
    const hit = this.#pages.get(key);
    if (hit) return hit;
    const read = await serverGames(sql, caches, guildId, statuses, want);
    // Kept only when nothing changed while it was read.
    if ((await dataVersion(sql)) === before && this.#version === before) {
      if (this.#pages.size >= MAX_PAGES) this.#pages.clear();
      this.#pages.set(key, read);
    }
    return read;
  }
}

/** How many games match (for "page 2 of 7"). */
export async function countGames(sql: Sql, filter: GameFilter): Promise<number> {
  const w = where(filter);
  const [row] = await sql.query(`SELECT COUNT(*) AS "n" FROM "Game" p ${w.sql}`, w.args);
  return int(row?.n ?? 0);
}

/** The server's finished games, the most recently ended first, at most `limit`, with their final scores. */
export async function finishedGames(sql: Sql, caches: ListCaches, guildId: string, limit: number): Promise<FinishedGame[]> {
  const rows = await sql.query(pageSql(FINISHED_PAGE, `g."finishedAt" DESC, g."id" DESC`), [guildId, "finished", limit]);
  return withSheets(sql, caches, records(rows, await seatsOf(sql, rows.map((r) => int(r.id)))));
}
