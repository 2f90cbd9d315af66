// The database could not do what was asked, for a reason that is nobody's move: another
// program holds SQLite's write lock, the disk is full, the server is unreachable. Thrown only
// when nothing was written (the transaction was rolled back or never began), so the player can
// be told so; the message is written for them.

export type DatabaseFailureKind = "busy" | "full" | "unavailable";

export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
  constructor(readonly kind: DatabaseFailureKind, options?: { cause?: unknown }) {
    super(kind === "busy"
      ? "The database is busy (another program is using it right now), so nothing was changed. Please try again in a minute."
      : kind === "full"
        ? "The bot could not save this: its database is out of space. Nothing was changed; please tell the server admins."
        : "The bot could not reach its database, so nothing was changed. Please try again later, and tell the server admins if it keeps happening.",
    options);
  }
}

/** The SQLite result code behind an error (better-sqlite3's `code`, or the one Prisma's adapter kept), if any. */
export function sqliteCode(e: unknown): string | undefined {
  for (let cur: unknown = e, depth = 0; cur !== null && typeof cur === "object" && depth < 6; depth++) {
    const o = cur as { code?: unknown; originalCode?: unknown; cause?: unknown; meta?: unknown };
    for (const c of [o.code, o.originalCode]) if (typeof c === "string" && c.startsWith("SQLITE_")) return c;
    cur = o.cause ?? o.meta;
  }
  return undefined;
}

/** A failure that only waiting can cure: another connection holds the lock. */
export function isBusy(e: unknown): boolean {
  const code = sqliteCode(e);
  return code !== undefined && (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED"));
}

/**
 * Which database failure `e` is, when it is one that leaves nothing written: SQLite busy, full
 * or unable to write (I/O error, read-only file), a PostgreSQL connection lost or refused,
 * Prisma unable to open a transaction in time (P2028) or to reach the server (P1001/P1017).
 */
export function databaseFailure(e: unknown): DatabaseUnavailableError | null {
  if (e instanceof DatabaseUnavailableError) return e;
  if (isBusy(e)) return new DatabaseUnavailableError("busy", { cause: e });
  const code = sqliteCode(e);
  if (code?.startsWith("SQLITE_FULL")) return new DatabaseUnavailableError("full", { cause: e });
  if (code?.startsWith("SQLITE_IOERR") || code?.startsWith("SQLITE_READONLY") || code?.startsWith("SQLITE_CANTOPEN")) return new DatabaseUnavailableError("unavailable", { cause: e });
  for (let cur: unknown = e, depth = 0; cur !== null && typeof cur === "object" && depth < 6; depth++) {
    const o = cur as { code?: unknown; cause?: unknown };
    if (o.code === "P2028") return new DatabaseUnavailableError("busy", { cause: e });
    if (o.code === "P1001" || o.code === "P1017" || o.code === "ECONNREFUSED") return new DatabaseUnavailableError("unavailable", { cause: e });
    cur = o.cause;
  }
  return null;
}
