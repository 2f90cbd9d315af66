// The one SQLite connection of a process, as a driver adapter that both the Prisma client and
// the Sql layer use. It exists for three promises:
// - One lock for the connection, whichever layer uses it: a statement outside a transaction
//   waits for the open transaction (of either layer) to end, so it can neither read another's
//   uncommitted rows nor be swept into (and rolled back with) another's transaction.
// - Every transaction releases the lock however it ends: a failed COMMIT (disk full) is rolled
//   back and releases it at once; commit() and rollback() are idempotent. (Prisma's own adapter
//   releases its mutex only in commit()/rollback(), which Prisma never calls after a failed
//   COMMIT: every later transaction then waited for good.)
// - Waiting for another process never blocks the event loop: the connection's busy timeout is
//   0, and a statement refused with SQLITE_BUSY is retried after an async pause (backoff up to
//   100 ms, the lock released meanwhile so this process's reads go on) until `busyWaitMs` is spent, then DatabaseUnavailableError("busy"). A transaction
//   starts with BEGIN IMMEDIATE (the write lock at once), so once begun it is never refused for
//   the lock half-way; only its BEGIN waits.
import type { IsolationLevel, SqlDriverAdapter, SqlQuery, SqlResultSet, Transaction } from "@prisma/driver-adapter-utils";
import { DatabaseUnavailableError, isBusy, noteCommitFailure } from "./errors.ts";

const NO_ARGS = { args: [], argTypes: [] };

/** A FIFO lock for async sections. */
class Lock {
  #tail: Promise<void> = Promise.resolve();
  /** Resolves with the release function once the lock is held. */
  async acquire(): Promise<() => void> {
    const before = this.#tail;
    let release = () => {};
    this.#tail = new Promise<void>((r) => { release = r; });
    await before;
    let released = false;
    return () => { if (!released) { released = true; release(); } };
  }
}

/** How long a statement waits, in total, for another process's lock by default. */
export const DEFAULT_BUSY_WAIT_MS = 10_000;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export interface SqliteConnectionOptions {
  /** How long a statement may wait, in total, for another process's lock (default 10 s). */
  readonly busyWaitMs?: number;
}

export class SqliteConnection implements SqlDriverAdapter {
  readonly provider = "sqlite" as const;
  readonly adapterName: string;
  readonly #inner: SqlDriverAdapter;
  readonly #lock = new Lock();
  readonly #busyWaitMs: number;

  /** `inner` must be a connection whose busy timeout is 0; its own transactions are never used. */
  constructor(inner: SqlDriverAdapter, options: SqliteConnectionOptions = {}) {
    this.#inner = inner;
    this.adapterName = inner.adapterName;
    this.#busyWaitMs = options.busyWaitMs ?? DEFAULT_BUSY_WAIT_MS;
  }

  /**
   * Runs `fn` holding the connection's lock, again while SQLite answers SQLITE_BUSY, pausing
   * between tries without blocking and without holding the lock (so this process's other
   * statements, e.g. reads, which WAL lets through, go on meanwhile). With `keep`, the lock
   * stays held after a success and its release function is returned alongside. `waitMs`: how
   * long to wait for another process's lock (the connection's busy wait by default).
   */
  async #patiently<T>(fn: () => Promise<T>, keep = false, waitMs = this.#busyWaitMs): Promise<{ value: T; release: () => void }> {
    const deadline = Date.now() + waitMs;
    for (let pause = 2; ; pause = Math.min(pause * 2, 100)) {
      const release = await this.#lock.acquire();
      try {
        const value = await fn();
        if (!keep) release();
        return { value, release };
      } catch (e) {
        release();
        if (!isBusy(e)) throw e;
        if (Date.now() + pause > deadline) throw new DatabaseUnavailableError("busy", { cause: e });
      }
      await sleep(pause);
    }
  }

  async queryRaw(query: SqlQuery): Promise<SqlResultSet> {
    return (await this.#patiently(() => this.#inner.queryRaw(query))).value;
  }

  async executeRaw(query: SqlQuery): Promise<number> {
    return (await this.#patiently(() => this.#inner.executeRaw(query))).value;
  }

  async executeScript(script: string): Promise<void> {
    await this.#patiently(() => this.#inner.executeScript(script));
  }

  async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
    // SQLite transactions are serializable; anything else would be a promise not kept.
    if (isolationLevel && isolationLevel !== "SERIALIZABLE") throw new Error(`SQLite has no ${isolationLevel} isolation level`);
    const { release } = await this.#patiently(() => this.#inner.executeRaw({ sql: "BEGIN IMMEDIATE", ...NO_ARGS }), true);
    return new LockedTransaction(this.#inner, release);
  }

  /**
   * Whether a change could be saved now: takes SQLite's write lock (BEGIN IMMEDIATE) and gives
   * it back (ROLLBACK, nothing written), waiting at most `waitMs` for another process's lock,
   * then DatabaseUnavailableError("busy"). For the health check: reads go on while another
   * program holds the lock (WAL), so only taking it tells.
   */
  async probeWrite(waitMs: number): Promise<void> {
    const { release } = await this.#patiently(() => this.#inner.executeRaw({ sql: "BEGIN IMMEDIATE", ...NO_ARGS }), true, waitMs);
    try {
      await this.#inner.executeRaw({ sql: "ROLLBACK", ...NO_ARGS });
    } finally {
      release();
    }
  }

  getConnectionInfo() {
    return this.#inner.getConnectionInfo?.() ?? { supportsRelationJoins: false };
  }

  dispose(): Promise<void> {
    return this.#inner.dispose();
  }
}

/**
 * A transaction holding the connection's lock. Its caller ends it by sending COMMIT or
 * ROLLBACK (both Prisma and the Sql layer do) and then calling commit() or rollback(); the lock
 * is released as soon as the transaction has ended in SQLite, whatever failed.
 */
class LockedTransaction implements Transaction {
  readonly provider = "sqlite" as const;
  readonly adapterName: string;
  readonly options = { usePhantomQuery: false };
  readonly #inner: SqlDriverAdapter;
  readonly #release: () => void;
  #open = true;

  constructor(inner: SqlDriverAdapter, release: () => void) {
    this.#inner = inner;
    this.adapterName = inner.adapterName;
    this.#release = release;
  }

  #check(): void {
    if (!this.#open) throw new Error("this SQLite transaction has already ended");
  }

  async #end(): Promise<void> {
    if (!this.#open) return;
    this.#open = false;
    try {
      // Still in the transaction when COMMIT failed without SQLite rolling back by itself
      // (SQLITE_FULL may or may not have): end it, so nothing half-done stays open.
      await this.#inner.executeRaw({ sql: "ROLLBACK", ...NO_ARGS });
    } catch {
      // "no transaction is active": SQLite had ended it already.
    } finally {
      this.#release();
    }
  }

  async queryRaw(query: SqlQuery): Promise<SqlResultSet> {
    this.#check();
    return this.#inner.queryRaw(query);
  }

  async executeRaw(query: SqlQuery): Promise<number> {
    this.#check();
    const verb = query.sql.trim().toUpperCase();
    if (verb === "COMMIT" || verb === "END") {
      try {
        const n = await this.#inner.executeRaw(query);
        this.#open = false;
        this.#release();
        return n;
      } catch (e) {
        await this.#end();
        // Prisma's client replaces this error by its own P2028 (./errors.ts says which it was).
        noteCommitFailure(e);
        throw e;
      }
    }
    if (verb === "ROLLBACK") {
      await this.#end();
      return 0;
    }
    return this.#inner.executeRaw(query);
  }

  commit(): Promise<void> {
    return this.#end();
  }

  rollback(): Promise<void> {
    return this.#end();
  }
}
