// Which database failure an error is, so that each is told in its own words: a full disk and a
// read-only database each have theirs (and need the operator: error lines), a lock held too long
// is "busy", a server gone is "unavailable"; anything else is not a database failure.
import { describe, expect, it } from "vitest";
import { DatabaseUnavailableError, databaseFailure, noteCommitFailure } from "../../src/db/errors.ts";

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
