// Backups and restores of a SQLite database (docs/admin.md, "Backups and restore"); PostgreSQL
// has its own tools (pg_dump, pg_restore). A backup is a consistent copy taken while the bot
// runs, then checked: SQLite's structure check and every running game in the copy replayed from
// its log (./verify.ts). A restore puts such a copy in place, also under a running bot (the same
// online copy, the other way), after making sure it is a backup of this bot (not an empty file,
// another program's database or a newer bot's), migrating and checking it; every running game it
// takes back in time begins a new posting epoch (./epochs.ts), so its thread is told and its new
// posts appear (Discord would drop posts that repeat the discarded timeline's nonces).
import { existsSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { copySqlite, recordedMigrations, selfContained, storedGames, structureProblem, type StoredGame } from "../db/backup.ts";
import { openDatabase } from "../db/client.ts";
import { migrateDatabase, migrationsOf } from "../db/migrate.ts";
import { providerOf, sqliteFile } from "../db/url.ts";
import { unreadableArchives } from "./archive.ts";
import { GameStore } from "./index.ts";
import type { VerifyOutcome } from "./verify.ts";

/** Nothing was written (a wrong argument, a missing file, the wrong database): the message says why. */
export class BackupError extends Error {
  override name = "BackupError";
}

/** A running game whose check failed, in the copy. */
interface GameProblem {
  readonly gameId: number;
  readonly problem: string;
}

export interface BackupReport {
  readonly source: string;
  readonly target: string;
  readonly bytes: number;
  /** Games in the copy by status. */
  readonly running: number;
  readonly others: number;
  /** What SQLite's structure check found wrong in the copy (null: nothing). */
  readonly structure: string | null;
  /** Running games in the copy that do not replay from their log. */
  readonly problems: readonly GameProblem[];
}

/** `doIt`: "back it up", "restore it". */
function notPostgres(databaseUrl: string, doIt: string): void {
  if (providerOf(databaseUrl) === "postgres") {
    throw new BackupError(`DATABASE_URL is a PostgreSQL database: ${doIt} with PostgreSQL's own tools (pg_dump, pg_restore), as docs/admin.md says under "Backups and restore".`);
  }
}

function problemsOf(outcomes: readonly VerifyOutcome[]): GameProblem[] {
  return outcomes.flatMap((o) => (o.ok ? [] : [{ gameId: o.gameId, problem: o.problem }]));
}

/** Open a SQLite file as a store (no migration), run `fn`, close it. */
async function withStore<T>(file: string, fn: (store: GameStore) => Promise<T>): Promise<T> {
  const database = await openDatabase(`file:${file}`);
  try {
    return await fn(new GameStore(database));
  } finally {
    await database.close();
  }
}

/** A copy's -wal and -shm files, if any are left, and the copy itself. */
function removeCopy(file: string): void {
  for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) rmSync(f, { force: true });
}

/**
 * Copy the SQLite database DATABASE_URL names to `targetPath` (a new file) while the bot may be
 * running, then check the copy. The copy is written beside the target under a temporary name and
 * renamed once complete, so a file with the target's name is always a whole copy. Problems found
 * in the copy are reported (it is kept: it is what the database holds); anything that stops the
 * copy is a BackupError and leaves nothing behind.
 */
export async function backupDatabase(databaseUrl: string, targetPath: string): Promise<BackupReport> {
  notPostgres(databaseUrl, "back it up");
  const source = sqliteFile(databaseUrl);
  if (!existsSync(source)) throw new BackupError(`there is no database at ${source} (DATABASE_URL): nothing to back up.`);
  const target = resolve(targetPath);
  if (target === source) throw new BackupError(`the backup cannot be the database itself (${source}): name another file.`);
  if (existsSync(target)) throw new BackupError(`${target} already exists: name a new file (a backup never replaces a file).`);
  if (!existsSync(dirname(target))) throw new BackupError(`the folder ${dirname(target)} does not exist: create it first, or name a file in another folder.`);
  const partial = join(dirname(target), `.${basename(target)}.partial-${process.pid}`);
  try {
    await copySqlite(source, partial);
    const structure = structureProblem(partial);
    const outcomes = structure === null ? await withStore(partial, (store) => store.verifyLive()) : [];
    selfContained(partial);
    const games = storedGames(partial);
    renameSync(partial, target);
    const running = games.filter((g) => g.status === "active").length;
    return { source, target, bytes: statSync(target).size, running, others: games.length - running, structure, problems: problemsOf(outcomes) };
  } finally {
    removeCopy(partial);
  }
}

export interface RestoreReport {
  readonly backup: string;
  readonly database: string;
  /** Running games the restore took back in time: their threads are told (by the bot). */
  readonly wentBack: readonly number[];
  /** Games the database had that the backup has not (started after the backup): gone. */
  readonly gone: readonly number[];
}

export interface RestoreOptions {
  /** Restore a backup that holds no games at all (refused without it: it would leave the bot with none). */
  readonly force?: boolean;
  /** Told, once the backup is known to be this bot's and before the database changes, what it holds against the database (one sentence). */
  readonly say?: (line: string) => void;
}

/** Running games of the copy that the live database has at another version (or that it lacks: a new machine). */
function wentBackIn(copy: readonly StoredGame[], live: readonly StoredGame[] | null): number[] {
  const now = new Map((live ?? []).map((g) => [g.id, g.version]));
  return copy.filter((g) => g.status === "active" && (live === null || now.get(g.id) !== g.version)).map((g) => g.id);
}

/** Games named at most in a refusal (a backup whose archive pages are damaged may have thousands). */
const NAMED = 20;

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** "no games", "1 game (1 running, 0 finished)", "20 games (3 running, 15 finished, 1 cancelled, 1 not started)". */
function describeGames(games: readonly Pick<StoredGame, "status">[]): string {
  if (games.length === 0) return "no games";
  const count = (status: string): number => games.filter((g) => g.status === status).length;
  const parts = [`${count("active")} running`, `${count("finished")} finished`];
  if (count("abandoned") > 0) parts.push(`${count("abandoned")} cancelled`);
  if (count("lobby") > 0) parts.push(`${count("lobby")} not started`);
  return `${plural(games.length, "game")} (${parts.join(", ")})`;
}

/**
 * The backup must be a database of this bot, of this version or an older one: its migrations
 * (Prisma's `_prisma_migrations`, as ../db/migrate.ts records them) are among this bot's. An
 * empty file (a valid empty database to SQLite) and another program's database record none of
 * them, and migrating them would only build this bot's tables, empty, in them; a newer bot's
 * backup records one this version does not know.
 */
function thisBotsBackup(copy: string, backup: string): void {
  const recorded = recordedMigrations(copy);
  const ours = new Set(migrationsOf("sqlite").map((m) => m.name));
  if (recorded === null || !recorded.some((name) => ours.has(name))) {
    const why = recorded === null ? "it has no _prisma_migrations table" : "its _prisma_migrations table records none of the bot's migrations";
    throw new BackupError(`${backup} is a SQLite database but not one of this bot's (${why}): nothing was changed; pick a file written by npm run backup.`);
  }
  const unknown = recorded.filter((name) => !ours.has(name));
  if (unknown.length > 0) {
    throw new BackupError(`${backup} was written by a newer version of the bot (it records the ${unknown.length === 1 ? "migration" : "migrations"} ${unknown.join(", ")}, which this version does not know): nothing was changed; restore it with that version of the bot or a later one, or pick an older backup.`);
  }
}

/**
 * Put the backup `backupPath` in place of the SQLite database DATABASE_URL names, whether a bot
 * runs on it or not. The backup is refused (BackupError, nothing changed) when it is an empty
 * file, no database of this bot (another program's, or a newer bot's), damaged, or holds no
 * games at all (unless `force`). Otherwise it is copied beside the database, migrated to this
 * version of the bot and checked: a backup whose structure or running games fail the check, or
 * whose finished games' archives do not read, is refused too. Then the running games it takes
 * back in time begin new posting epochs in that copy, and the copy goes into the live database
 * in one step (SQLite's online backup API, as a backup is taken), so a running bot sees the
 * restored database at once.
 */
export async function restoreDatabase(databaseUrl: string, backupPath: string, options: RestoreOptions = {}): Promise<RestoreReport> {
  notPostgres(databaseUrl, "restore it");
  const database = sqliteFile(databaseUrl);
  const backup = resolve(backupPath);
  if (!existsSync(backup)) throw new BackupError(`there is no backup at ${backup}.`);
  if (backup === database) throw new BackupError(`${backup} is the database itself (DATABASE_URL): name the backup to restore.`);
  if (statSync(backup).size === 0) throw new BackupError(`${backup} is an empty file (0 bytes), which is what a failed backup job leaves behind: nothing was changed; pick another backup.`);
  const copy = join(dirname(database), `.${basename(database)}.restoring-${process.pid}`);
  try {
    await copySqlite(backup, copy).catch((e: unknown) => {
      throw new BackupError(`${backup} cannot be read as a SQLite database (${e instanceof Error ? e.message : String(e)}): nothing was changed.`);
    });
    const structure = structureProblem(copy);
    if (structure !== null) throw new BackupError(`the backup ${backup} is damaged (SQLite's check: ${structure}): nothing was changed.`);
    thisBotsBackup(copy, backup);
    await migrateDatabase(`file:${copy}`).catch((e: unknown) => {
      throw new BackupError(`the backup ${backup} cannot be brought up to this version of the bot (${e instanceof Error ? e.message : String(e)}): nothing was changed; pick another backup.`);
    });
    const live = existsSync(database) ? storedGames(database) : null;
    let restored: StoredGame[];
    try {
      restored = storedGames(copy);
    } catch (e) {
      throw new BackupError(`the backup ${backup} records this bot's migrations but lacks its tables (${e instanceof Error ? e.message : String(e)}): nothing was changed; pick another backup.`);
    }
    options.say?.(`The backup holds ${describeGames(restored)}; ${live === null ? `there is no database at ${database} yet` : `the database now holds ${describeGames(live)}`}.`);
    if (restored.length === 0 && options.force !== true) {
      throw new BackupError(`the backup ${backup} holds no games, so restoring it would leave the bot with none: nothing was changed; to restore it all the same, add --force (npm run restore -- --force ${backup}).`);
    }
    const wentBack = wentBackIn(restored, live);
    const { problems, unreadable } = await withStore(copy, async (store) => {
      const found = problemsOf(await store.verifyLive());
      const archives = found.length === 0 ? await unreadableArchives(store.sql) : [];
      if (found.length === 0 && archives.length === 0) await store.restartEpochs(wentBack);
      return { problems: found, unreadable: archives };
    });
    if (problems.length > 0) {
      throw new BackupError(`running games in the backup ${backup} do not replay from their logs (${problems.map((p) => `game #${p.gameId}: ${p.problem}`).join("; ")}): nothing was changed.`);
    }
    if (unreadable.length > 0) {
      const named = unreadable.slice(0, NAMED).map((u) => `game #${u.gameId}: ${u.problem}`);
      if (unreadable.length > NAMED) named.push(`and ${plural(unreadable.length - NAMED, "game")} more`);
      throw new BackupError(`the backup ${backup} holds finished (or cancelled) games whose history cannot be read (${named.join("; ")}): nothing was changed; pick another backup.`);
    }
    await copySqlite(copy, database);
    const kept = new Set(restored.map((g) => g.id));
    return { backup, database, wentBack, gone: (live ?? []).filter((g) => !kept.has(g.id)).map((g) => g.id) };
  } finally {
    removeCopy(copy);
  }
}

/**
 * After a restore made some other way (pg_restore, a file copied back) while no bot ran: every
 * running game begins a new posting epoch, and the bot tells each thread where its game went back
 * to. (A bot that ran during the restore noticed by itself.) Returns the games.
 */
export async function tellThreadsRestored(store: GameStore): Promise<number[]> {
  const running = (await store.runningTimelines()).map((t) => t.gameId);
  await store.restartEpochs(running);
  return running;
}
