// One bot process per SQLite file. SQLite serves one writer, and the bot's background work
// assumes one process per SQLite file (PostgreSQL is the database for several, docs/admin.md,
// "Running several processes"). The lock is an exclusive SQLite lock held open on a small file
// next to the database: the operating system drops it when the process ends in any way (exit,
// crash, SIGKILL), so a stale lock from a killed process never blocks a restart.
import Database from "better-sqlite3";

export class InstanceLockedError extends Error {
  override name = "InstanceLockedError";
}

export interface InstanceLock {
  readonly file: string;
  release(): void;
}

/** The lock file of a SQLite database file. */
function lockFileOf(databaseFile: string): string {
  return `${databaseFile}.bot-lock`;
}

/** Take the lock for `databaseFile`, or throw InstanceLockedError naming what to do. */
export function lockSqliteInstance(databaseFile: string): InstanceLock {
  const file = lockFileOf(databaseFile);
  const db = new Database(file, { timeout: 0 });
  try {
    db.pragma("locking_mode = EXCLUSIVE");
    // An exclusive transaction left open: no other connection can read or write the file
    // until this process closes it or ends.
    db.exec("BEGIN EXCLUSIVE");
  } catch (e) {
    db.close();
    if (e instanceof Error && /SQLITE_BUSY|database is locked/i.test(`${e.message} ${"code" in e ? String(e.code) : ""}`)) {
      throw new InstanceLockedError(
        `Another bot process is already running on the SQLite database ${databaseFile} (it holds ${file}). ` +
        "A SQLite file serves one bot process: stop the other one, or use PostgreSQL (DATABASE_URL=postgresql://...) to run several (see Running several processes in docs/admin.md).",
      );
    }
    throw e;
  }
  return {
    file,
    release() {
      if (db.open) { db.exec("ROLLBACK"); db.close(); }
    },
  };
}
