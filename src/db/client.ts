// Opens the database DATABASE_URL names, with the generated client of its provider.
// Both generated clients come from schemas that differ only in the provider line (a test
// checks this), so their model APIs are the same; the store is written against one type.
// Next to the Prisma client sits the Sql layer (./sql.ts) for the store's hot paths; both
// share one driver adapter (one SQLite connection, or one PostgreSQL pool).
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter, SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaClient as SqliteClient } from "./generated/sqlite/client.ts";
import { PrismaClient as PostgresClient } from "./generated/postgres/client.ts";
import { endingTransactions } from "./ending-transactions.ts";
import { openSql, type Sql } from "./sql.ts";
import { DEFAULT_BUSY_WAIT_MS, SqliteConnection } from "./sqlite-connection.ts";
import { providerOf, sqliteFile, type Provider } from "./url.ts";

/** The client type the store uses, whichever provider is behind it. */
export type Db = SqliteClient;

export interface Database {
  readonly db: Db;
  /** Raw SQL straight on the driver adapter, for the hot paths. */
  readonly sql: Sql;
  readonly provider: Provider;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /**
   * SQLite: how long a statement waits, in total, for another process's lock before failing
   * with DatabaseUnavailableError("busy") (default 10 s). The wait never blocks the event loop.
   */
  readonly busyWaitMs?: number;
}

/**
 * Connects once and hands Prisma a factory that returns that same adapter. On SQLite this
 * matters: with two connections in one process, a synchronous busy wait on one could block
 * the event loop while the other holds the write lock across an await. On SQLite the shared
 * adapter is a SqliteConnection: one lock for every statement and transaction of both layers. Prisma disposes the adapter on $disconnect; the Sql
 * layer disposes it at most once too.
 */
async function shared(factory: SqlDriverAdapterFactory, wrap: (a: SqlDriverAdapter) => SqlDriverAdapter = (a) => a): Promise<{ factory: SqlDriverAdapterFactory; adapter: SqlDriverAdapter }> {
  const adapter = wrap(await factory.connect());
  const dispose = adapter.dispose.bind(adapter);
  let disposed: Promise<void> | null = null;
  adapter.dispose = () => (disposed ??= dispose());
  return { adapter, factory: { provider: factory.provider, adapterName: factory.adapterName, connect: () => Promise.resolve(adapter) } };
}

export async function openDatabase(databaseUrl: string, options: DatabaseOptions = {}): Promise<Database> {
  const provider = providerOf(databaseUrl);
  if (provider === "postgres") {
    // Transactions that give their connection back even when COMMIT fails (./ending-transactions.ts).
    const { factory, adapter } = await shared(new PrismaPg({ connectionString: databaseUrl }), endingTransactions);
    const sql = openSql(adapter, provider);
    const pg = new PostgresClient({ adapter: factory });
    await pg.$connect();
    // Same schema, same model API; only the provider's SQL dialect differs. The generated
    // types are nominally distinct (private fields), hence the one narrow cast here.
    const db = pg as unknown as Db;
    return { db, sql, provider, close: async () => { await pg.$disconnect(); await sql.dispose(); } };
  }
  const file = sqliteFile(databaseUrl);
  // Busy timeout 0: better-sqlite3 would wait for another process's lock synchronously,
  // freezing the whole bot; SqliteConnection waits asynchronously instead, and is the one lock
  // for this connection whichever layer (Prisma client, Sql layer) uses it.
  const { factory, adapter } = await shared(new PrismaBetterSQLite3({ url: `file:${file}`, timeout: 0 }), (a) => new SqliteConnection(a, { busyWaitMs: options.busyWaitMs }));
  const sql = openSql(adapter, provider);
  // WAL: readers never block the writer; with synchronous=FULL every acknowledged commit is
  // on disk before the call returns, so a crash (even of the machine) loses nothing
  // acknowledged. Foreign keys are off by default in SQLite. One connection: these hold for
  // the Prisma client and the Sql layer alike.
  await sql.query("PRAGMA journal_mode = WAL");
  await sql.query("PRAGMA synchronous = FULL");
  await sql.query("PRAGMA foreign_keys = ON");
  // Prisma's own wait to start a transaction (2 s by default) would give up before the
  // connection's busy wait does: a lobby or settings change waits as long as a choice.
  const db = new SqliteClient({ adapter: factory, transactionOptions: { maxWait: (options.busyWaitMs ?? DEFAULT_BUSY_WAIT_MS) + 1000 } });
  await db.$connect();
  return { db, sql, provider, close: async () => { await db.$disconnect(); await sql.dispose(); } };
}
