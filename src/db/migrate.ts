// Applies prisma/<provider>/migrations at start-up. Prisma's own `migrate deploy` needs its
// schema engine, whose JavaScript build fails on PostgreSQL 15 here ("Column type 'name' could
// not be deserialized"), so this applies the same folders itself, recording them in Prisma's
// `_prisma_migrations` table (same columns and sha256 checksums) so that the Prisma CLI keeps
// seeing a consistent history. Safe when several processes start at once: SQLite takes the
// write lock (BEGIN IMMEDIATE), PostgreSQL an advisory lock, and each migration runs in the
// same transaction as its bookkeeping row, so a crash leaves it either applied or not.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import { migrationsPath, providerOf, sqliteFile, type Provider } from "./url.ts";

const REPO_ROOT = resolve(fileURLToPath(import.meta.url), "../../..");

export interface Migration {
  readonly name: string;
  readonly sql: string;
  readonly checksum: string;
}

class MigrationError extends Error {
  override name = "MigrationError";
}

/** The migrations committed for a provider, oldest first (folder names sort by date). */
export function migrationsOf(provider: Provider): Migration[] {
  const dir = join(REPO_ROOT, migrationsPath(provider));
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

const TABLE_SQL = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

interface Applied { migration_name: string; checksum: string; finished_at: unknown }

/** Which migrations still need applying; refuses a database whose history differs from ours. */
function pending(all: readonly Migration[], applied: readonly Applied[]): Migration[] {
  const done = new Map(applied.filter((a) => a.finished_at !== null).map((a) => [a.migration_name, a.checksum]));
  for (const a of applied) {
    if (a.finished_at === null) throw new MigrationError(`Migration ${a.migration_name} was started but never finished; repair the database by hand.`);
  }
  for (const [name, checksum] of done) {
    const ours = all.find((m) => m.name === name);
    if (!ours) throw new MigrationError(`The database has migration ${name}, which this version of the bot does not know: is it an older version?`);
    if (ours.checksum !== checksum) throw new MigrationError(`Migration ${name} was changed after it was applied; never edit an applied migration, add a new one.`);
  }
  return all.filter((m) => !done.has(m.name));
}

/** Apply every pending migration; returns the names applied. */
export async function migrateDatabase(databaseUrl: string): Promise<string[]> {
  const provider = providerOf(databaseUrl);
  return provider === "postgres" ? migratePostgres(databaseUrl) : migrateSqlite(databaseUrl);
}

function migrateSqlite(databaseUrl: string): string[] {
  const db = new BetterSqlite3(sqliteFile(databaseUrl), { timeout: 30_000 });
  try {
    db.pragma("journal_mode = WAL");
    // Prisma's SQLite migrations rebuild a table to change it (copy, DROP TABLE, rename) between
    // "PRAGMA foreign_keys=OFF" and "=ON", which SQLite ignores inside a transaction: with foreign
    // keys on (better-sqlite3's default), dropping the old Game table would cascade-delete every
    // game's seats, choices and snapshots. So they are off on this connection, and each migration
    // is checked before it commits.
    db.pragma("foreign_keys = OFF");
    db.exec(TABLE_SQL.replaceAll("TIMESTAMPTZ", "DATETIME"));
    const names: string[] = [];
    for (;;) {
      // One migration per write transaction: BEGIN IMMEDIATE waits for any other starting
      // process, which then sees this migration recorded and skips it.
      db.exec("BEGIN IMMEDIATE");
      try {
        const applied = db.prepare(`SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`).all() as Applied[];
        const next = pending(migrationsOf("sqlite"), applied)[0];
        if (!next) { db.exec("COMMIT"); return names; }
        db.exec(next.sql);
        const broken = db.pragma("foreign_key_check") as unknown[];
        if (broken.length > 0) throw new MigrationError(`Migration ${next.name} would leave ${broken.length} row(s) pointing at rows that do not exist; nothing was changed.`);
        db.prepare(`INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count) VALUES (?, ?, ?, ?, ?, 1)`)
          .run(randomUUID(), next.checksum, Date.now(), next.name, Date.now());
        db.exec("COMMIT");
        names.push(next.name);
      } catch (e) {
        if (db.inTransaction) db.exec("ROLLBACK");
        throw e;
      }
    }
  } finally {
    db.close();
  }
}

/** Prisma Migrate's own advisory lock key, so this and the Prisma CLI exclude each other. */
const PG_LOCK_KEY = 72707369;

async function migratePostgres(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [PG_LOCK_KEY]);
    await client.query(TABLE_SQL);
    const { rows } = await client.query<Applied>(`SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`);
    const names: string[] = [];
    for (const m of pending(migrationsOf("postgres"), rows)) {
      await client.query("BEGIN");
      try {
        await client.query(m.sql); // simple query protocol: several statements are allowed
        await client.query(`INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count) VALUES ($1, $2, now(), $3, now(), 1)`, [randomUUID(), m.checksum, m.name]);
        await client.query("COMMIT");
      } catch (e) {
        await client.query("ROLLBACK");
        throw e;
      }
      names.push(m.name);
    }
    return names;
  } finally {
    await client.end(); // ending the session releases the advisory lock
  }
}
