// Which database failure an error is, so that each is told in its own words: a full disk and a
// read-only database each have theirs (and need the operator: error lines), a lock held too long
// is "busy", a server gone is "unavailable"; anything else is not a database failure.
import { describe, expect, it } from "vitest";
import { DatabaseUnavailableError, databaseFailure, noteCommitFailure, startupProblem } from "../../src/db/errors.ts";

/** An error as Prisma's driver adapters report a PostgreSQL one. */
function postgres(code: string, message: string): Error {
  return Object.assign(new Error(message), { name: "DriverAdapterError", cause: { kind: "postgres", code, message } });
}

/** Prisma's P2028, with its message. */
function p2028(message: string): Error {
  return Object.assign(new Error(`Invalid \`db.game.create()\` invocation:\n\nTransaction API error: ${message}`), { code: "P2028" });
}

describe("database failures", () => {
  it("a full disk, SQLite's or PostgreSQL's, is 'full', told as the bot's disk being full, and needs the operator", () => {
    for (const e of [Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" }), postgres("53100", "could not extend file: No space left on device")]) {
      const f = databaseFailure(e);
      expect(f?.kind).toBe("full");
      expect(f?.message).toBe("The bot's disk is full, so this could not be saved and nothing was changed. The bot's admins have been told; please try again later.");
      expect(f?.needsAdmin).toBe(true);
    }
  });

  it("a read-only database, SQLite's or PostgreSQL's (a standby, default_transaction_read_only), is 'readonly' and needs the operator", () => {
    for (const e of [Object.assign(new Error("attempt to write a readonly database"), { code: "SQLITE_READONLY" }), postgres("25006", "cannot execute INSERT in a read-only transaction")]) {
      const f = databaseFailure(e);
      expect(f?.kind).toBe("readonly");
      expect(f?.message).toMatch(/^The bot's database is read-only right now, so this could not be saved and nothing was changed\./);
      expect(f?.needsAdmin).toBe(true);
    }
  });

  it("Prisma's P2028 after its COMMIT failed is what that COMMIT's failure was; a transaction not started in time is 'busy'", () => {
    const committed = p2028("Transaction already closed: A rollback cannot be executed on a committed transaction.");
    noteCommitFailure(Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" }));
    expect(databaseFailure(committed)?.kind).toBe("full");
    noteCommitFailure(Object.assign(new Error("disk I/O error"), { code: "SQLITE_IOERR_WRITE" }));
    expect(databaseFailure(committed)?.kind).toBe("unavailable");
    expect(databaseFailure(p2028("Unable to start a transaction in the given time."))?.kind).toBe("busy");
  });

  it("a lock held too long is 'busy' and a server gone 'unavailable', neither waiting for the operator; other errors are no database failure", () => {
    expect(databaseFailure(new DatabaseUnavailableError("busy"))?.needsAdmin).toBe(false);
    expect(databaseFailure(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }))).toMatchObject({ kind: "unavailable", needsAdmin: false });
    expect(databaseFailure(postgres("23505", "duplicate key value violates unique constraint"))).toBeNull();
    expect(databaseFailure(new Error("something else"))).toBeNull();
  });
});

describe("the one line when the database cannot be opened", () => {
  const url = "postgresql://bot:p%40ss-w0rd@db.example:6432/nusfjord";
  const failure = (code: string, message: string): Error => Object.assign(new Error(message), { code });

  it("names the server and what to check in DATABASE_URL, for each way a PostgreSQL connection is refused", () => {
    expect(startupProblem(failure("ETIMEDOUT", "connect ETIMEDOUT"), url)).toBe("PostgreSQL at db.example:6432 did not answer in time (a firewall, or the wrong host in DATABASE_URL?)");
    expect(startupProblem(failure("EHOSTUNREACH", "connect EHOSTUNREACH"), url)).toBe("PostgreSQL at db.example:6432 cannot be reached (no route to it): check DATABASE_URL's host, and the network");
    expect(startupProblem(failure("3D000", 'database "nusfjord" does not exist'), url)).toBe('PostgreSQL at db.example:6432 has no database "nusfjord" (create it, or fix DATABASE_URL)');
    expect(startupProblem(failure("42501", "permission denied for database nusfjord"), url)).toBe('PostgreSQL at db.example:6432: user "bot" may not use database "nusfjord" (missing privileges: grant them, or name another user in DATABASE_URL)');
    expect(startupProblem(failure("57P03", "the database system is starting up"), url)).toBe("PostgreSQL at db.example:6432: the database system is starting up (57P03) (check DATABASE_URL)");
  });

  it("never shows the password, as written in DATABASE_URL or decoded, even when a driver's message quotes it", () => {
    const line = startupProblem(new Error("could not connect with p%40ss-w0rd (or p@ss-w0rd)\n    at somewhere"), url);
    expect(line).toBe("PostgreSQL at db.example:6432: could not connect with *** (or ***) (check DATABASE_URL)");
  });
});
