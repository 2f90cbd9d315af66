// The two schemas are one schema, and each provider's migrations build exactly that schema.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { migrationsOf } from "../../src/db/migrate.ts";
import { schemaPath, sqliteFile } from "../../src/db/url.ts";
import { freshDatabaseUrl, provider } from "./helpers.ts";

/** The lines allowed to differ: the generated client's folder and the datasource. */
function normalized(file: string): string {
  return readFileSync(file, "utf8")
    .replace(/output\s*=\s*"[^"]*"/, 'output = "<provider>"')
    .replace(/provider\s*=\s*"(sqlite|postgresql)"/, 'provider = "<provider>"')
    .replace(/url\s*=\s*"[^"]*"/, 'url = "<unused>"');
}

/** What `prisma migrate diff` says the schema's tables are, from an empty database. */
function schemaScript(): string {
  const r = spawnSync(process.execPath, ["node_modules/prisma/build/index.js", "migrate", "diff", "--from-empty", "--to-schema-datamodel", schemaPath(provider), "--script"], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`prisma migrate diff failed: ${r.stderr}`);
  return r.stdout;
}

async function catalog(url: string): Promise<unknown> {
  if (provider === "sqlite") {
    const db = new BetterSqlite3(sqliteFile(url), { readonly: true });
    try {
      return db.prepare(`SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE '\\_prisma%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`)
        // Whitespace inside the stored SQL text is formatting (ALTER TABLE ADD COLUMN writes the new
        // column on the line before, and after the last one's comma), not shape: normalise it,
        // around commas and brackets too, before comparing.
        .all().map((r) => JSON.stringify(r, (key, v: unknown) => (key === "sql" && typeof v === "string" ? v.replace(/\s+/g, " ").replace(/ ?([,()]) ?/g, "$1") : v)));
    } finally { db.close(); }
  }
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const q = async (sql: string) => (await c.query<Record<string, unknown>>(sql)).rows;
    return {
      columns: await q(`SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations' ORDER BY 1, 2`),
      indexes: await q(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY 1`),
      constraints: await q(`SELECT conname, pg_get_constraintdef(k.oid) AS def FROM pg_constraint k JOIN pg_class t ON t.oid = k.conrelid WHERE k.connamespace = 'public'::regnamespace AND t.relname <> '_prisma_migrations' ORDER BY 1`),
    };
  } finally { await c.end(); }
}

async function runScript(url: string, sql: string): Promise<void> {
  if (provider === "sqlite") {
    const db = new BetterSqlite3(sqliteFile(url));
    try { db.exec(sql); } finally { db.close(); }
    return;
  }
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try { await c.query(sql); } finally { await c.end(); }
}

describe("database schema", () => {
  it("the SQLite and PostgreSQL schemas are identical except for provider, url and client output", () => {
    expect(normalized(schemaPath("postgres"))).toBe(normalized(schemaPath("sqlite")));
  });

  it(`the ${provider} migrations build exactly what the schema describes`, async () => {
    expect(migrationsOf(provider).length).toBeGreaterThan(0);
    const migrated = await freshDatabaseUrl(true);
    const pushed = await freshDatabaseUrl(false);
    try {
      await runScript(pushed.url, schemaScript());
      expect(await catalog(migrated.url)).toEqual(await catalog(pushed.url));
    } finally {
      await migrated.drop();
      await pushed.drop();
    }
  }, 60_000); // prisma migrate diff in a child process, and two databases built: seconds

  it("migrating again is a no-op, and an edited applied migration stops start-up", async () => {
    const { migrateDatabase } = await import("../../src/db/migrate.ts");
    const db = await freshDatabaseUrl(true);
    try {
      expect(await migrateDatabase(db.url)).toEqual([]);
      await runScript(db.url, `UPDATE "_prisma_migrations" SET checksum = 'x'`);
      await expect(migrateDatabase(db.url)).rejects.toThrow(/was changed after it was applied/);
    } finally {
      await db.drop();
    }
  });
});
