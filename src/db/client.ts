// Opens the database DATABASE_URL names, with the generated client of its provider.
// Both generated clients come from schemas that differ only in the provider line (a test
// checks this), so their model APIs are the same; the store is written against one type.
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as SqliteClient } from "./generated/sqlite/client.ts";
import { PrismaClient as PostgresClient } from "./generated/postgres/client.ts";
import { providerOf, sqliteFile, type Provider } from "./url.ts";

/** The client type the store uses, whichever provider is behind it. */
export type Db = SqliteClient;

export interface Database {
  readonly db: Db;
  readonly provider: Provider;
  close(): Promise<void>;
}

/** How long a SQLite writer waits for another process's write lock before failing. */
const SQLITE_BUSY_TIMEOUT_MS = 10_000;

export async function openDatabase(databaseUrl: string): Promise<Database> {
  const provider = providerOf(databaseUrl);
  if (provider === "postgres") {
    const pg = new PostgresClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
    await pg.$connect();
    // Same schema, same model API; only the provider's SQL dialect differs. The generated
    // types are nominally distinct (private fields), hence the one narrow cast here.
    const db = pg as unknown as Db;
    return { db, provider, close: () => pg.$disconnect() };
  }
  const file = sqliteFile(databaseUrl);
  const db = new SqliteClient({ adapter: new PrismaBetterSQLite3({ url: `file:${file}`, timeout: SQLITE_BUSY_TIMEOUT_MS }) });
  // WAL: readers never block the writer; with synchronous=FULL every acknowledged commit is
  // on disk before the call returns, so a crash (even of the machine) loses nothing
  // acknowledged. Foreign keys are off by default in SQLite.
  await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  await db.$queryRawUnsafe("PRAGMA synchronous = FULL");
  await db.$queryRawUnsafe("PRAGMA foreign_keys = ON");
  return { db, provider, close: () => db.$disconnect() };
}
