// The database could not do what was asked, for a reason that is nobody's move: another
// program holds SQLite's write lock, the disk is full, the database is read-only, the server is
// unreachable. Thrown only when nothing was written (the transaction was rolled back or never
// began), so the player can be told so; the message is written for them, and `forAdmins` says
// what is wrong for the operator's log.

import { say } from "../i18n/index.ts";

export type DatabaseFailureKind = "busy" | "full" | "readonly" | "unavailable";

export const DATABASE_FAILURE_KINDS: readonly DatabaseFailureKind[] = ["busy", "full", "readonly", "unavailable"];

const FOR_ADMINS: Readonly<Record<DatabaseFailureKind, string>> = {
  busy: "the database is locked by another program (longer than the bot waits)",
  full: "the database's disk is full: nothing can be saved until space is freed (SQLite: the disk holding the file; PostgreSQL: the server's)",
  readonly: "the database is read-only: nothing can be saved (PostgreSQL: a standby, or default_transaction_read_only on; SQLite: a file or folder the bot may not write)",
  unavailable: "the database cannot be reached",
};

export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
  constructor(readonly kind: DatabaseFailureKind, options?: { cause?: unknown }) {
    // The player's words (in English here; the router says them in the player's language).
    super(say("en", `errors.database.${kind}`), options);
  }

  /** What is wrong, for the operator's log. */
  get forAdmins(): string {
    return FOR_ADMINS[this.kind];
  }

  /** Only an operator can cure it (free space, make the database writable): logged as an error. */
  get needsAdmin(): boolean {
    return this.kind === "full" || this.kind === "readonly";
  }
}

/**
 * The latest COMMIT SQLite refused (./sqlite-connection.ts notes it). Prisma's client, when the
 * COMMIT of its own transaction fails, throws P2028 "A rollback cannot be executed on a committed
 * transaction" instead of SQLite's error (a full disk during `/nusfjord new`): this says which.
 */
let lastCommitFailure: { readonly error: unknown; readonly at: number } | null = null;

export function noteCommitFailure(error: unknown): void {
  lastCommitFailure = { error, at: Date.now() };
}

/** How long after a refused COMMIT Prisma's P2028 is taken to be about it. */
const COMMIT_FAILURE_MS = 10_000;

/** The SQLite result code behind an error (better-sqlite3's `code`, or the one Prisma's adapter kept), if any. */
function sqliteCode(e: unknown): string | undefined {
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
 * Connection failures as Prisma's driver adapters report them (a DriverAdapterError whose cause
 * has this `kind`), e.g. PostgreSQL down: nothing was written.
 */
const UNREACHABLE_KINDS: ReadonlySet<string> = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections", "TlsConnectionError"]);

/**
 * Which database failure `e` is, when it is one that leaves nothing written: SQLite busy, full
 * or unable to write (I/O error, read-only file), a PostgreSQL connection lost or refused (by
 * the driver, or as the driver adapter reports it), Prisma unable to open a transaction in time
 * (P2028) or to reach the server (P1001/P1017).
 */
export function databaseFailure(e: unknown): DatabaseUnavailableError | null {
  if (e instanceof DatabaseUnavailableError) return e;
  if (isBusy(e)) return new DatabaseUnavailableError("busy", { cause: e });
  const code = sqliteCode(e);
  if (code?.startsWith("SQLITE_FULL")) return new DatabaseUnavailableError("full", { cause: e });
  if (code?.startsWith("SQLITE_READONLY")) return new DatabaseUnavailableError("readonly", { cause: e });
  if (code?.startsWith("SQLITE_IOERR") || code?.startsWith("SQLITE_CANTOPEN")) return new DatabaseUnavailableError("unavailable", { cause: e });
  for (let cur: unknown = e, depth = 0; cur !== null && typeof cur === "object" && depth < 6; depth++) {
    const o = cur as { code?: unknown; kind?: unknown; cause?: unknown; message?: unknown };
    if (o.code === "P2028") return new DatabaseUnavailableError(committedAndFailed(o.message) ?? "busy", { cause: e });
    // PostgreSQL's SQLSTATEs, as the driver adapter passes them on (kind "postgres").
    if (o.kind === "postgres" && o.code === "53100") return new DatabaseUnavailableError("full", { cause: e });
    if (o.kind === "postgres" && o.code === "25006") return new DatabaseUnavailableError("readonly", { cause: e });
    if (o.code === "P1001" || o.code === "P1017" || o.code === "ECONNREFUSED") return new DatabaseUnavailableError("unavailable", { cause: e });
    if (typeof o.kind === "string" && UNREACHABLE_KINDS.has(o.kind)) return new DatabaseUnavailableError("unavailable", { cause: e });
    cur = o.cause;
  }
  return null;
}

/**
 * Prisma's P2028 after its transaction's COMMIT failed: what the refused COMMIT was (full disk,
 * read-only, ...), or "unavailable" when it is not known; null for another P2028 (no transaction
 * could be started in time: busy).
 */
function committedAndFailed(message: unknown): DatabaseFailureKind | null {
  if (typeof message !== "string" || !message.includes("A rollback cannot be executed on a committed transaction")) return null;
  const noted = lastCommitFailure;
  if (noted && Date.now() - noted.at < COMMIT_FAILURE_MS) {
    const cause = databaseFailure(noted.error);
    if (cause) return cause.kind;
  }
  return "unavailable";
}

/**
 * One sentence for the operator when the database cannot be opened (at start-up, and in every
 * admin script: src/scripts/database.ts): which database (never its password), what is wrong and,
 * where a setting is the cure, that it is DATABASE_URL; instead of a stack trace.
 */
export function startupProblem(e: unknown, databaseUrl: string): string {
  const codeOf = (x: unknown): string | undefined => {
    for (let cur: unknown = x, depth = 0; cur !== null && typeof cur === "object" && depth < 6; depth++) {
      const c = (cur as { code?: unknown }).code;
      if (typeof c === "string") return c;
      cur = (cur as { cause?: unknown }).cause;
    }
    return undefined;
  };
  const code = codeOf(e);
  // The driver's own words, for the problems not named below: its first line, the password
  // blotted out should it ever quote it.
  const message = withoutPassword((e instanceof Error ? e.message : String(e)).split("\n")[0] ?? "", databaseUrl);
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    let where = "PostgreSQL";
    let user = "";
    let name = "";
    try {
      const u = new URL(databaseUrl);
      where = `PostgreSQL at ${u.hostname}:${u.port || "5432"}`;
      user = decodeURIComponent(u.username);
      name = decodeURIComponent(u.pathname.slice(1));
    } catch {
      // an unparsable URL: say so below with the driver's message
    }
    switch (code) {
      case "ECONNREFUSED": return `${where} refused the connection: is the server running, and is DATABASE_URL's host and port right?`;
      case "ENOTFOUND": case "EAI_AGAIN": return `${where}: no such host (check DATABASE_URL)`;
      case "ETIMEDOUT": return `${where} did not answer in time (a firewall, or the wrong host in DATABASE_URL?)`;
      case "EHOSTUNREACH": case "ENETUNREACH": return `${where} cannot be reached (no route to it): check DATABASE_URL's host, and the network`;
      case "28P01": case "28000": return `${where} refused the login of user "${user}" (check the user and password in DATABASE_URL)`;
      case "3D000": return `${where} has no database "${name}" (create it, or fix DATABASE_URL)`;
      case "42501": return `${where}: user "${user}" may not use database "${name}" (missing privileges: grant them, or name another user in DATABASE_URL)`;
      default: return `${where}: ${message}${code ? ` (${code})` : ""} (check DATABASE_URL)`;
    }
  }
  const file = databaseUrl.replace(/^file:/, "").replace(/\?.*$/, "");
  const where = `SQLite database ${file}`;
  if (code === "EACCES" || code === "EPERM" || code === "EROFS") return `${where}: cannot create its folder (permission denied): choose a writable path in DATABASE_URL`;
  if (code === "ENOENT" || code === "ENOTDIR" || code === "EEXIST") return `${where}: its folder cannot be created (${code === "EEXIST" ? "a file is in the way" : code}): check the path in DATABASE_URL`;
  if (code?.startsWith("SQLITE_CANTOPEN")) return `${where} cannot be opened (a folder in its place, or no permission to read and write it): check the path in DATABASE_URL`;
  if (code?.startsWith("SQLITE_NOTADB")) return `${where} is not a SQLite database file: check the path in DATABASE_URL`;
  if (code?.startsWith("SQLITE_READONLY")) return `${where} is read-only: the bot must be able to write it`;
  if (code?.startsWith("SQLITE_CORRUPT")) return `${where} is damaged (restore it from a backup)`;
  if (code?.startsWith("SQLITE_BUSY")) return `${where} is locked by another program and stayed locked`;
  if (code?.startsWith("SQLITE_FULL")) return `${where}: the disk is full`;
  return `${where}: ${message}${code ? ` (${code})` : ""} (check DATABASE_URL)`;
}

/** `text` with DATABASE_URL's password (as written and decoded) blotted out. */
function withoutPassword(text: string, databaseUrl: string): string {
  let password: string;
  try {
    password = new URL(databaseUrl).password;
  } catch {
    return text;
  }
  if (password === "") return text;
  let decoded = password;
  try {
    decoded = decodeURIComponent(password);
  } catch {
    // a malformed escape: only the password as written can appear
  }
  return [password, decoded].reduce((t, p) => t.split(p).join("***"), text);
}
