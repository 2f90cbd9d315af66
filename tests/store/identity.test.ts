// One live process per identity (INSTANCE_ID): a restarted process takes its predecessor's
// claims over at once (tests/store/claims.test.ts), which is safe only because two live
// processes never share an identity. On PostgreSQL an advisory lock held for the process's life
// refuses a second one with one line and is given up the moment the holder dies; on SQLite a
// file serves one bot process at all (src/db/instance-lock.ts), so there is no second one.
import { spawn, spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IdentityInUseError, lockIdentity } from "../../src/db/identity-lock.ts";
import { lockSqliteInstance } from "../../src/db/instance-lock.ts";
import { sqliteFile } from "../../src/db/url.ts";
import { freshDatabaseUrl, provider, type TestDb } from "./helpers.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const HOLDER = fileURLToPath(new URL("./identity-holder.ts", import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let db: TestDb;
beforeAll(async () => { db = await freshDatabaseUrl(); });
afterAll(async () => { await db.drop(); });

/** `npm start` as INSTANCE_ID `name` on the test database, with a Discord that cannot be reached. */
function startBot(name: string): { status: number | null; lines: { level?: number; msg?: string }[]; stderr: string } {
  const run = spawnSync(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: ROOT, encoding: "utf8", timeout: 60_000,
    env: { PATH: process.env.PATH, DATABASE_URL: db.url, INSTANCE_ID: name, DISCORD_TOKEN: "not-a-real-token", DISCORD_API_URL: "http://127.0.0.1:9/api", LOG_LEVEL: "info" },
  });
  return { status: run.status, lines: run.stdout.trim().split("\n").filter(Boolean).map((l) => JSON.parse(l) as { level?: number; msg?: string }), stderr: run.stderr };
}

describe("a second live process under the same identity", () => {
  it("is refused at start-up with one fatal line saying what to do", async () => {
    // PostgreSQL: another process holds the identity; SQLite: another process holds the file.
    const held = provider === "postgres" ? await lockIdentity(db.url, `twin-a:0/1`, () => undefined) : null;
    const file = provider === "sqlite" ? lockSqliteInstance(sqliteFile(db.url)) : null;
    try {
      const run = startBot("twin-a");
      expect(run.status).toBe(1);
      expect(run.lines).toHaveLength(1);
      expect(run.lines[0]?.level).toBe(60);
      expect(run.lines[0]?.msg).toMatch(provider === "postgres"
        ? /^INSTANCE_ID: another bot process is running as "twin-a:0\/1" on this database right now\. Two processes must never share a name: give each its own INSTANCE_ID/
        : /^Another bot process is already running on the SQLite database/);
      expect(run.stderr).not.toMatch(/at .*\.ts:\d+/); // no stack trace
    } finally {
      await held?.release();
      file?.release();
    }
  }, 90_000);
});

describe.runIf(provider === "postgres")("identities on PostgreSQL", () => {
  it("are held by one process at a time: a second lock is refused, another identity is not, and a released one is free again", async () => {
    const a = await lockIdentity(db.url, "box-1:0/1", () => undefined);
    await expect(lockIdentity(db.url, "box-1:0/1", () => undefined)).rejects.toBeInstanceOf(IdentityInUseError);
    const other = await lockIdentity(db.url, "box-1:1/2", () => undefined);
    await a.release();
    const again = await lockIdentity(db.url, "box-1:0/1", () => undefined);
    await again.release();
    await other.release();
  });

  it("are given up the moment their process is killed, so its successor starts at once", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", HOLDER, db.url, "box-2:0/1"], { stdio: ["ignore", "pipe", "inherit"] });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (d: Buffer) => { if (d.toString().includes("held")) resolve(); });
      child.on("exit", (code) => reject(new Error(`holder ended (${code})`)));
    });
    await expect(lockIdentity(db.url, "box-2:0/1", () => undefined)).rejects.toBeInstanceOf(IdentityInUseError);
    const killed = new Promise((r) => child.on("exit", r));
    child.kill("SIGKILL");
    await killed;
    const began = Date.now();
    let lock = null;
    while (!lock && Date.now() - began < 3000) {
      lock = await lockIdentity(db.url, "box-2:0/1", () => undefined).catch(async (e: unknown) => { if (!(e instanceof IdentityInUseError)) throw e; await sleep(50); return null; });
    }
    expect(lock).not.toBeNull();
    await lock?.release();
  }, 60_000);

  it("are taken again after the lock's connection broke, and a process whose identity was taken meanwhile is told to stop", async () => {
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    const cut = async (identity: string) => {
      const { rows } = await admin.query<{ n: number }>("SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE application_name = $1", [`nusfjord ${identity}`]);
      expect(rows[0]?.n).toBe(1);
    };
    try {
      // Taken again by its holder once the database answers (here at once).
      const lost: IdentityInUseError[] = [];
      const kept = await lockIdentity(db.url, "box-3:0/1", (e) => lost.push(e));
      await cut("box-3:0/1");
      // (Watched from the server's side: trying the lock meanwhile could take it from under the holder.)
      const holds = async () => (await admin.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE l.locktype = 'advisory' AND l.granted AND a.application_name = $1", ["nusfjord box-3:0/1"])).rows[0]?.n === 1;
      for (let i = 0; i < 200 && !(await holds()); i++) await sleep(50);
      expect(await holds()).toBe(true);
      await expect(lockIdentity(db.url, "box-3:0/1", () => undefined)).rejects.toBeInstanceOf(IdentityInUseError);
      expect(lost).toEqual([]);
      await kept.release();

      // Taken by another process while the connection was down: the first is told, once.
      const told: IdentityInUseError[] = [];
      const first = await lockIdentity(db.url, "box-4:0/1", (e) => told.push(e));
      await cut("box-4:0/1");
      const second = await lockIdentity(db.url, "box-4:0/1", () => undefined);
      for (let i = 0; i < 200 && told.length === 0; i++) await sleep(50);
      expect(told).toHaveLength(1);
      expect(told[0]?.message).toContain('another bot process is running as "box-4:0/1"');
      await first.release();
      await second.release();
    } finally {
      await admin.end();
    }
  }, 60_000);
});
