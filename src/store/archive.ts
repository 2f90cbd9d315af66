// Compact history. While a game runs it keeps everything: a Choice row per choice (with who made
// it, when, and the undone ones), the Snapshot with its undo-barrier copy, every outbox message
// sent, its reminders: about 100 KB for a 4-player game (tests/bench/startup.ts). Once it has
// ended (finished or cancelled) and its last post is out, none of that is needed any more but
// what /replay, exports, `npm run verify-games`, the finished-games lists and the ratings'
// rebuild read: its final state and the choices that count, with their versions. Compacting
// keeps exactly those, gzip-compressed, in one GameArchive row (about 4 KB; 5 KB a game with its
// Game, Seat and RatingChange rows), and deletes the rest, in one transaction. The readers take
// either form (a game not compacted yet has its rows).
import { promisify } from "node:util";
import { constants, gunzipSync, gzip } from "node:zlib";
import { bytes, int, marks, text, type Sql, type SqlRunner } from "../db/sql.ts";
import { parseState, snapshotVersionFits, type LoggedChoice } from "./records.ts";

const compress = promisify(gzip);
const GZIP = { level: constants.Z_BEST_COMPRESSION };

/**
 * The log as stored in GameArchive.log (before gzip): a JSON array with one entry per choice,
 * `[seat, choiceId]`, or `[seat, choiceId, version]` when its version is not the one after the
 * entry before (the first entry, and after an undo), so a log is mostly seats and choices.
 */
type PackedChoice = [number, string] | [number, string, number];

export function packLog(log: readonly LoggedChoice[]): string {
  let previous: number | null = null;
  const packed = log.map((c): PackedChoice => {
    const entry: PackedChoice = previous !== null && c.version === previous + 1 ? [c.seat, c.choiceId] : [c.seat, c.choiceId, c.version];
    previous = c.version;
    return entry;
  });
  return JSON.stringify(packed);
}

/** Thrown when an archive row cannot be read back: the database was edited by hand, or damaged. */
class CorruptArchiveError extends Error {
  override name = "CorruptArchiveError";
}

function isPacked(v: unknown): v is PackedChoice {
  return Array.isArray(v) && (v.length === 2 || v.length === 3) && Number.isInteger(v[0]) && typeof v[1] === "string" && (v.length === 2 || Number.isInteger(v[2]));
}

export function unpackLog(json: string): LoggedChoice[] {
  const v: unknown = JSON.parse(json);
  if (!Array.isArray(v)) throw new CorruptArchiveError("An archived choice log is not a list.");
  let previous = 0;
  return v.map((e: unknown) => {
    if (!isPacked(e)) throw new CorruptArchiveError("An archived choice log holds something that is not a choice.");
    const version = e[2] ?? previous + 1;
    previous = version;
    return { version, seat: e[0], choiceId: e[1] };
  });
}

/** gzip-compressed text (on libuv's threads: the event loop goes on meanwhile). */
export function packText(s: string): Promise<Buffer> {
  return compress(s, GZIP);
}

/** The text of a gzip-compressed column; small (a few KB), so decompressed at once. */
function unpackText(b: Uint8Array): string {
  try {
    return gunzipSync(b).toString("utf8");
  } catch {
    throw new CorruptArchiveError("An archived game is not readable (its gzip data is damaged).");
  }
}

export interface Archived {
  readonly version: number;
  readonly choices: number;
  /** The final state's JSON, exactly as the snapshot held it. */
  readonly state: string;
  readonly log: readonly LoggedChoice[];
}

/** A game's archive as the database returns it (a row of GameArchive, by either layer). */
export interface ArchiveRow {
  readonly version: number;
  readonly choices: number;
  readonly state: Uint8Array;
  readonly log: Uint8Array;
}

export function readArchiveRow(r: ArchiveRow): Archived {
  return { version: r.version, choices: r.choices, state: unpackText(r.state), log: unpackLog(unpackText(r.log)) };
}

/** The final state of a compacted game (null: not compacted), without unpacking its log. */
export async function archivedState(q: SqlRunner, gameId: number): Promise<{ version: number; state: string } | null> {
  const [r] = await q.query(`SELECT "version", "state" FROM "GameArchive" WHERE "gameId" = ?`, [gameId]);
  return r ? { version: int(r.version), state: unpackText(bytes(r.state)) } : null;
}

/** The final states of those of `ids` that are compacted, by game id. */
export async function archivedStates(q: SqlRunner, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query(`SELECT "gameId", "state" FROM "GameArchive" WHERE "gameId" IN (${marks(ids.length)})`, ids);
  return new Map(rows.map((r) => [int(r.gameId), unpackText(bytes(r.state))]));
}

/** The choice log of a compacted game (null: not compacted). */
export async function archivedLog(q: SqlRunner, gameId: number): Promise<LoggedChoice[] | null> {
  const [r] = await q.query(`SELECT "log" FROM "GameArchive" WHERE "gameId" = ?`, [gameId]);
  return r ? unpackLog(unpackText(bytes(r.log))) : null;
}

/** What is wrong with an archive row: its compressed data, its log or its final state does not read back (null: it reads). */
function archiveProblem(r: Pick<ArchiveRow, "state" | "log">): string | null {
  let state: string;
  let log: string;
  try {
    state = unpackText(r.state);
    log = unpackText(r.log);
  } catch {
    return "its compressed data is damaged";
  }
  try {
    unpackLog(log);
  } catch {
    return "its choice log is not a list of choices";
  }
  try {
    parseState(state);
  } catch {
    return "its final state is not a game's state";
  }
  return null;
}

/** Archive rows read at a time by `unreadableArchives` (a few KB each). */
const ARCHIVE_PAGE = 200;

/**
 * Every compacted game whose archive does not read back (damaged compressed data, a log or final
 * state that is not one), oldest first, with what is wrong: such a game is lost to /replay,
 * exports, the lists and the ratings' rebuild, so a backup holding one is not restored (backup.ts).
 */
export async function unreadableArchives(q: SqlRunner): Promise<{ gameId: number; problem: string }[]> {
  const out: { gameId: number; problem: string }[] = [];
  for (let after = 0; ;) {
    const rows = await q.query(`SELECT "gameId", "state", "log" FROM "GameArchive" WHERE "gameId" > ? ORDER BY "gameId" LIMIT ?`, [after, ARCHIVE_PAGE]);
    for (const r of rows) {
      const gameId = int(r.gameId);
      let problem: string | null;
      try {
        problem = archiveProblem({ state: bytes(r.state), log: bytes(r.log) });
      } catch {
        problem = "its row holds something other than compressed data";
      }
      if (problem !== null) out.push({ gameId, problem });
      after = gameId;
    }
    if (rows.length < ARCHIVE_PAGE) return out;
  }
}

const ENDED = ["finished", "abandoned"] as const;

// Taking the game's row lock first (an update that changes nothing) orders this after any
// transaction that is changing the game (a choice's compare-and-swap, a repair by
// verify-games) and makes a second process compacting the same game wait, then find nothing.
const LOCK_ENDED_GAME = `UPDATE "Game" SET "version" = "version" WHERE "id" = ? AND "status" IN (?, ?)`;
const SELECT_LOCKED = `SELECT g."version", g."status", n."version" AS "snapshotVersion", n."choices", n."state",
  (SELECT COUNT(*) FROM "OutboxMessage" o WHERE o."gameId" = g."id" AND o."sentAt" IS NULL) AS "unsent",
  (SELECT COUNT(*) FROM "DamagedGame" d WHERE d."gameId" = g."id" AND d."repairedAt" IS NULL) AS "damaged"
FROM "Game" g JOIN "Snapshot" n ON n."gameId" = g."id" WHERE g."id" = ?`;
const SELECT_LOG = `SELECT "version", "seat", "choiceId" FROM "Choice" WHERE "gameId" = ? AND "undoneAt" IS NULL ORDER BY "version"`;
const INSERT_ARCHIVE = `INSERT INTO "GameArchive" ("gameId", "version", "choices", "state", "log", "archivedAt") VALUES (?, ?, ?, ?, ?, ?)
ON CONFLICT ("gameId") DO NOTHING`;
const DELETE_HISTORY = ["Choice", "Snapshot", "OutboxMessage", "Reminder"].map((t) => `DELETE FROM "${t}" WHERE "gameId" = ?`);

/**
 * Why a game was not compacted: it is not over (running, in its lobby, or gone), a post is still
 * to go out (the end post and the final scores need its rows), there is nothing to compact (done
 * already, or cancelled in its lobby), or its snapshot and log disagree (left whole for
 * `npm run verify-games` to report and repair; also when it has an archive beside its rows), or
 * it is set aside as damaged (damage.ts: its rows stay whole for its repair).
 */
export type CompactOutcome = "compacted" | "not-ended" | "posts-pending" | "nothing" | "inconsistent" | "damaged";

/** What an ended game keeps, read under its lock, ready to compress. */
interface Kept {
  readonly gameId: number;
  readonly version: number;
  readonly choices: number;
  readonly state: string;
  readonly log: readonly LoggedChoice[];
}

/** Lock an ended game and read what it keeps, inside the caller's transaction; or why it cannot be compacted. */
async function readKept(tx: SqlRunner, gameId: number): Promise<Kept | Exclude<CompactOutcome, "compacted">> {
  if (await tx.execute(LOCK_ENDED_GAME, [gameId, ...ENDED]) !== 1) return "not-ended";
  const [row] = await tx.query(SELECT_LOCKED, [gameId]);
  if (!row) return "nothing";
  if (int(row.unsent) > 0) return "posts-pending";
  if (int(row.damaged) > 0) return "damaged";
  const version = int(row.version);
  const choices = int(row.choices);
  const log: LoggedChoice[] = (await tx.query(SELECT_LOG, [gameId])).map((r) => ({ version: int(r.version), seat: int(r.seat), choiceId: text(r.choiceId) }));
  const snapshotVersion = int(row.snapshotVersion);
  // A game cancelled while it ran has its snapshot one version behind (records.ts).
  const status = text(row.status) === "abandoned" ? "abandoned" : "finished";
  if (!snapshotVersionFits({ status, version }, snapshotVersion) || log.length !== choices) return "inconsistent";
  return { gameId, version: snapshotVersion, choices, state: text(row.state), log };
}

/**
 * Compact `ids` inside the caller's transaction: every game locked and read first, then all of
 * them compressed at once (on libuv's threads, in parallel), then each written and its rows
 * deleted. A game that cannot be compacted is left as it was.
 */
async function compactIn(tx: SqlRunner, ids: readonly number[], now: Date): Promise<CompactOutcome[]> {
  const kept: (Kept | Exclude<CompactOutcome, "compacted">)[] = [];
  for (const id of ids) kept.push(await readKept(tx, id));
  const packed = await Promise.all(kept.map(async (k) => (typeof k === "string" ? null : await Promise.all([packText(k.state), packText(packLog(k.log))]))));
  const out: CompactOutcome[] = [];
  for (const [i, k] of kept.entries()) {
    const pack = packed[i];
    if (typeof k === "string" || !pack) { out.push(typeof k === "string" ? k : "nothing"); continue; }
    // An archive already there beside the rows (put back by hand?): leave both for an admin.
    if (await tx.execute(INSERT_ARCHIVE, [k.gameId, k.version, k.choices, pack[0], pack[1], now]) !== 1) { out.push("inconsistent"); continue; }
    for (const sqlText of DELETE_HISTORY) await tx.execute(sqlText, [k.gameId]);
    out.push("compacted");
  }
  return out;
}

/**
 * Compact one ended game, in one transaction: all of it or nothing. Safe to call for any game,
 * any number of times, from several processes at once (see LOCK_ENDED_GAME).
 */
export async function compactGame(sql: Sql, gameId: number, now: Date): Promise<CompactOutcome> {
  const [outcome] = await sql.transaction((tx) => compactIn(tx, [gameId], now));
  return outcome ?? "nothing";
}

// Ended games whose rows are still whole: those with a Snapshot (a compacted game has none),
// no post waiting, not set aside as damaged. Driven by the snapshots, in order (the running games and these few; written
// with EXISTS so that SQLite does not start from the finished games instead, all of them
// compacted but for a few), never by the archive or the finished games.
const CANDIDATES = `SELECT n."gameId" FROM "Snapshot" n
WHERE n."gameId" > ?
  AND EXISTS (SELECT 1 FROM "Game" g WHERE g."id" = n."gameId" AND g."status" IN (?, ?))
  AND NOT EXISTS (SELECT 1 FROM "OutboxMessage" o WHERE o."gameId" = n."gameId" AND o."sentAt" IS NULL)
  AND NOT EXISTS (SELECT 1 FROM "DamagedGame" d WHERE d."gameId" = n."gameId" AND d."repairedAt" IS NULL)
ORDER BY n."gameId" LIMIT ?`;

/** Candidates read at a time. */
const PAGE = 100;

export interface Compacted {
  /** Games compacted. */
  readonly games: number;
  /** Games left whole because their snapshot and log disagree (verify-games reports them). */
  readonly inconsistent: number;
}

export interface CompactOptions {
  /** At most this many games (default: all there are). */
  readonly limit?: number;
  /**
   * Games per transaction (default 1). More is faster for a long backlog (fewer commits) but
   * holds SQLite's write lock longer: the bot compacts one at a time, `npm run db:migrate` many.
   */
  readonly perTransaction?: number;
}

/**
 * Compact ended games whose posts are all out, oldest first (the bot's periodic pass: a few at
 * a time; `npm run db:migrate`: all). Games that cannot be compacted are passed over, so they
 * never hold up the others.
 */
export async function compactEndedGames(sql: Sql, now: () => Date, options: CompactOptions = {}): Promise<Compacted> {
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const per = Math.max(1, options.perTransaction ?? 1);
  let games = 0;
  let inconsistent = 0;
  for (let after = 0; games < limit;) {
    const ids = (await sql.query(CANDIDATES, [after, ...ENDED, PAGE])).map((r) => int(r.gameId));
    for (let at = 0; at < ids.length && games < limit;) {
      const batch = ids.slice(at, at + Math.min(per, limit - games));
      at += batch.length;
      const outcomes = await sql.transaction((tx) => compactIn(tx, batch, now()));
      games += outcomes.filter((o) => o === "compacted").length;
      inconsistent += outcomes.filter((o) => o === "inconsistent").length;
    }
    const last = ids[ids.length - 1];
    if (ids.length < PAGE || last === undefined) break;
    after = last;
  }
  return { games, inconsistent };
}
