// `npm run backup` and `npm run restore` on SQLite files (src/store/backup.ts), whatever database
// the other store tests run on: what they refuse and why (nothing written), a copy whose check
// fails (kept, and said), a backup that would restore damaged games (refused), and which games a
// restore marks as gone back in time.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.ts";
import { migrateDatabase } from "../../src/db/migrate.ts";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { BackupError, backupDatabase, restoreDatabase, tellThreadsRestored } from "../../src/store/backup.ts";
import { GameStore } from "../../src/store/index.ts";
import { startedGame } from "./helpers.ts";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const TSX = createRequire(import.meta.url).resolve("tsx/cli");
const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

function folder(): string {
  const d = mkdtempSync(join(tmpdir(), "nusfjord-backup-"));
  dirs.push(d);
  return d;
}

/** A SQLite database in a new folder with `games` started 2-player games, `moves` choices made in each. */
async function liveDatabase(games = 1, moves = 2): Promise<{ dir: string; file: string; url: string; ids: number[] }> {
  const dir = folder();
  const file = join(dir, "live.db");
  const url = `file:${file}`;
  await migrateDatabase(url);
  const database = await openDatabase(url);
  const ids: number[] = [];
  try {
    const store = new GameStore(database);
    for (let g = 0; g < games; g++) {
      const started = await startedGame(store, 2, `backup-${g}`);
      ids.push(started.game.id);
      await play(store, started.game.id, moves);
    }
  } finally {
    await database.close();
  }
  return { dir, file, url, ids };
}

async function play(store: GameStore, gameId: number, moves: number): Promise<void> {
  for (let i = 0; i < moves; i++) {
    const { state } = await store.loadGame(gameId);
    if (!state) throw new Error("not started");
    const seat = pendingSeats(state)[0] ?? 0;
    await store.applyChoice({ gameId, actor: { userId: `u${seat}` }, seat, choiceId: legalChoices(state, seat)[0]?.id ?? "none" });
  }
}

async function withStore<T>(url: string, fn: (store: GameStore) => Promise<T>): Promise<T> {
  const database = await openDatabase(url);
  try { return await fn(new GameStore(database)); } finally { await database.close(); }
}

/** The game's snapshot claims one choice more than its log holds: its check fails. */
function damage(file: string, gameId: number): void {
  const db = new BetterSqlite3(file);
  try { db.prepare(`UPDATE "Snapshot" SET "choices" = "choices" + 1 WHERE "gameId" = ?`).run(gameId); } finally { db.close(); }
}

const refusal = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e);

describe("npm run backup", () => {
  it("refuses, writing nothing, a PostgreSQL database (naming pg_dump), a missing database, a file that exists (left as it was), a missing folder, and the database itself", async () => {
    const { dir, file, url } = await liveDatabase();
    const pg = await refusal(backupDatabase("postgresql://u:p@127.0.0.1:5432/db", join(dir, "a.db")));
    expect(pg).toBeInstanceOf(BackupError);
    expect((pg as Error).message).toBe(`DATABASE_URL is a PostgreSQL database: back it up with PostgreSQL's own tools (pg_dump, pg_restore), as docs/admin.md says under "Backups and restore".`);
    expect(((await refusal(backupDatabase(`file:${join(dir, "none.db")}`, join(dir, "b.db")))) as Error).message).toMatch(/^there is no database at .*none\.db/);
    writeFileSync(join(dir, "taken.db"), "keep me");
    expect(((await refusal(backupDatabase(url, join(dir, "taken.db")))) as Error).message).toMatch(/taken\.db already exists: name a new file/);
    expect(readFileSync(join(dir, "taken.db"), "utf8")).toBe("keep me");
    expect(((await refusal(backupDatabase(url, join(dir, "no", "such", "c.db")))) as Error).message).toMatch(/^the folder .*such does not exist/);
    expect(((await refusal(backupDatabase(url, file))) as Error).message).toMatch(/cannot be the database itself/);
    expect(readdirSync(dir).sort()).toEqual(["live.db", "live.db-shm", "live.db-wal", "taken.db"].filter((f) => existsSync(join(dir, f))).sort());
  });

  it("a copy holding a running game that does not replay is kept, and the problem named (exit 1); a refused backup says why (exit 2)", async () => {
    const { dir, file, ids } = await liveDatabase(2);
    damage(file, ids[1] ?? -1);
    const run = (target: string) => spawnSync(process.execPath, [TSX, join(ROOT, "src/scripts/backup.ts"), target], { cwd: dir, encoding: "utf8", timeout: 60_000, env: { PATH: process.env.PATH ?? "", DATABASE_URL: `file:${file}` } });
    const damaged = run(join(dir, "copy.db"));
    expect(damaged.stdout.split("\n")).toEqual([
      expect.stringMatching(/^Backed up .*live\.db to .*copy\.db \(\d+ KB, 2 running games and 0 others\), but the check of the copy found problems:$/),
      `  game #${ids[1]}: the snapshot says 3 choices, the log has 2`,
      "The copy is kept: it is what the database holds. `npm run verify-games` runs the same check on the database itself.",
      "",
    ]);
    expect(damaged.status).toBe(1);
    expect(existsSync(join(dir, "copy.db"))).toBe(true);
    const again = run(join(dir, "copy.db"));
    expect(again.stderr).toMatch(/^No backup was made: .*copy\.db already exists: name a new file \(a backup never replaces a file\)\.\n$/);
    expect(again.status).toBe(2);
  }, 120_000);
});

describe("npm run restore", () => {
  it("marks as gone back in time only the running games that moved on since the backup, and names the games started after it", async () => {
    const { dir, url, ids } = await liveDatabase(2);
    const backup = join(dir, "backup.db");
    await backupDatabase(url, backup);
    const later = await withStore(url, async (store) => {
      await play(store, ids[0] ?? -1, 2);
      return (await startedGame(store, 2, "after-the-backup")).game.id;
    });
    const r = await restoreDatabase(url, backup);
    expect(r).toMatchObject({ wentBack: [ids[0]], gone: [later] });
    await withStore(url, async (store) => {
      expect((await store.runningTimelines()).map((t) => ({ gameId: t.gameId, told: t.told, first: t.epoch === "" }))).toEqual([
        { gameId: ids[0], told: false, first: false },
        { gameId: ids[1], told: true, first: true },
      ]);
      expect(await store.verifyAll()).toEqual(ids.map((gameId) => ({ gameId, ok: true })));
    });
  });

  it("refuses a backup whose running games do not replay, or that is no database, changing nothing", async () => {
    const { dir, file, url, ids } = await liveDatabase();
    const backup = join(dir, "backup.db");
    await backupDatabase(url, backup);
    damage(backup, ids[0] ?? -1);
    await withStore(url, (store) => play(store, ids[0] ?? -1, 1));
    const before = readFileSync(file);
    const err = await refusal(restoreDatabase(url, backup));
    expect(err).toBeInstanceOf(BackupError);
    expect((err as Error).message).toMatch(new RegExp(`running games in the backup .* do not replay from their logs \\(game #${ids[0]}: the snapshot says \\d+ choices, the log has \\d+\\): nothing was changed\\.$`));
    writeFileSync(join(dir, "junk.db"), "not a database at all, just text long enough to be read".repeat(100));
    expect(((await refusal(restoreDatabase(url, join(dir, "junk.db")))) as Error).message).toMatch(/junk\.db cannot be read as a SQLite database .*nothing was changed\.$/);
    expect(((await refusal(restoreDatabase("postgresql://u:p@127.0.0.1:5432/db", backup))) as Error).message).toMatch(/pg_restore/);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(readdirSync(dir).filter((f) => f.startsWith("."))).toEqual([]);
  });

  it("--tell-threads (after pg_restore or a copied file): every running game begins a new epoch, to be told", async () => {
    const { url, ids } = await liveDatabase(2);
    await withStore(url, async (store) => {
      expect(await tellThreadsRestored(store)).toEqual(ids);
      expect((await store.runningTimelines()).every((t) => !t.told && t.epoch !== "")).toBe(true);
    });
  });
});
