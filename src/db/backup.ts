// SQLite's online backup API (through better-sqlite3): a consistent copy of a database file
// that a bot may be writing meanwhile, for `npm run backup`, and the same copy the other way,
// into the live database, for `npm run restore`.
import Database from "better-sqlite3";

/** sqlite3_backup_step's page count for "every page at once". */
const ALL_PAGES = 0x7fffffff;

/**
 * Copy the SQLite database `source` into `target` (created, or replaced page by page) and
 * return its size in pages. Every page is copied in one step, inside one read transaction on
 * the source: the copy is the database as of one moment, whatever a bot writes meanwhile (in
 * WAL mode its writes go on during the copy; one step also means they never restart it). A
 * step that finds the target locked (a bot's transaction on a live database being restored) is
 * tried again until `waitMs` has passed.
 */
export async function copySqlite(source: string, target: string, waitMs = 30_000): Promise<number> {
  const db = new Database(source, { fileMustExist: true });
  try {
    const deadline = Date.now() + waitMs;
    const done = await db.backup(target, {
      progress: () => {
        if (Date.now() > deadline) throw new Error(`${target} stayed locked by another program for ${Math.round(waitMs / 1000)} s`);
        return ALL_PAGES;
      },
    });
    return done.totalPages;
  } finally {
    db.close();
  }
}

/**
 * Make a SQLite file one self-contained file (rollback journal instead of WAL, so no -wal or
 * -shm file belongs with it): for a copy that is to be moved or archived.
 */
export function selfContained(file: string): void {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma("journal_mode = DELETE");
  } finally {
    db.close();
  }
}

/** A game's id, status and version, read straight from a SQLite file (read-only; no migration). */
export interface StoredGame {
  readonly id: number;
  readonly status: string;
  readonly version: number;
}

export function storedGames(file: string): StoredGame[] {
  const db = new Database(file, { fileMustExist: true, readonly: true });
  try {
    return db.prepare(`SELECT "id", "status", "version" FROM "Game" ORDER BY "id"`).all().map((r) => {
      const row = r as { id: number; status: string; version: number };
      return { id: row.id, status: row.status, version: row.version };
    });
  } finally {
    db.close();
  }
}

/** SQLite's own check of the file's structure: null when fine, else what it found (first lines). */
export function structureProblem(file: string): string | null {
  const db = new Database(file, { fileMustExist: true, readonly: true });
  try {
    const rows = db.pragma("quick_check") as { quick_check: string }[];
    const found = rows.map((r) => r.quick_check).filter((m) => m !== "ok");
    return found.length === 0 ? null : found.slice(0, 5).join("; ");
  } finally {
    db.close();
  }
}

/**
 * The migrations a SQLite file records as applied, in Prisma's `_prisma_migrations` table (as
 * ./migrate.ts keeps it), by name; null when it has no such table, or one of another shape:
 * then the file is no database of this bot's.
 */
export function recordedMigrations(file: string): string[] | null {
  const db = new Database(file, { fileMustExist: true, readonly: true });
  try {
    if (!db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'`).get()) return null;
    const columns = new Set((db.pragma(`table_info("_prisma_migrations")`) as { name: string }[]).map((c) => c.name));
    if (!columns.has("migration_name") || !columns.has("rolled_back_at")) return null;
    return db.prepare(`SELECT "migration_name" AS name FROM "_prisma_migrations" WHERE "rolled_back_at" IS NULL ORDER BY "migration_name"`).all()
      .map((r) => String((r as { name: unknown }).name));
  } finally {
    db.close();
  }
}
