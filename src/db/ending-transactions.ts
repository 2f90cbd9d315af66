// A driver adapter whose transactions always give their connection back, however they end.
// Prisma ends a transaction by sending COMMIT (or ROLLBACK) and only then calling commit() (or
// rollback()), which is where PostgreSQL's adapter returns the connection to the pool. When
// COMMIT itself fails (a serialization failure detected at commit, a deferred constraint) Prisma
// calls neither, so the connection was never returned: after as many such failures as the pool
// has connections, every later transaction waited for good. Here a failed COMMIT or ROLLBACK
// ends the transaction at once (ROLLBACK, then the adapter's rollback()), and commit() and
// rollback() are idempotent. (On SQLite, SqliteConnection does this and more.)
import type { IsolationLevel, SqlDriverAdapter, SqlQuery, SqlResultSet, Transaction } from "@prisma/driver-adapter-utils";

const NO_ARGS = { args: [], argTypes: [] };

class EndingTransaction implements Transaction {
  readonly provider: Transaction["provider"];
  readonly adapterName: string;
  readonly options: Transaction["options"];
  readonly #inner: Transaction;
  #ended: Promise<void> | null = null;

  constructor(inner: Transaction) {
    this.#inner = inner;
    this.provider = inner.provider;
    this.adapterName = inner.adapterName;
    this.options = inner.options;
  }

  /** Rolls back what may still be open and gives the connection back, once. */
  #abandon(): Promise<void> {
    return (this.#ended ??= (async () => {
      try {
        await this.#inner.executeRaw({ sql: "ROLLBACK", ...NO_ARGS });
      } catch {
        // already ended by the server, or the connection is gone
      } finally {
        await this.#inner.rollback();
      }
    })());
  }

  queryRaw(query: SqlQuery): Promise<SqlResultSet> {
    return this.#inner.queryRaw(query);
  }

  async executeRaw(query: SqlQuery): Promise<number> {
    const verb = query.sql.trim().toUpperCase();
    if (verb !== "COMMIT" && verb !== "ROLLBACK") return this.#inner.executeRaw(query);
    try {
      return await this.#inner.executeRaw(query);
    } catch (e) {
      await this.#abandon();
      throw e;
    }
  }

  commit(): Promise<void> {
    return (this.#ended ??= this.#inner.commit());
  }

  rollback(): Promise<void> {
    return (this.#ended ??= this.#inner.rollback());
  }
}

/** `adapter`, with transactions that always end (see above). Mutates and returns the adapter. */
export function endingTransactions(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const start = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel?: IsolationLevel) => new EndingTransaction(await start(isolationLevel));
  return adapter;
}
