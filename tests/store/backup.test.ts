// `npm run backup` and `npm run restore` on SQLite files (src/store/backup.ts), whatever database
// the other store tests run on: what they refuse and why (nothing written), a copy whose check
// fails (kept, and said), a backup that would restore damaged games (refused), what is not this
// bot's backup (an empty file, another program's database, a newer bot's, one holding no games
// without --force: refused, the live database left byte for byte as it was), and which games a
// restore marks as gone back in time.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { gzipSync } from "node:zlib";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.ts";
import { migrateDatabase } from "../../src/db/migrate.ts";
import { storedGames } from "../../src/db/backup.ts";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { BackupError, backupDatabase, restoreDatabase, tellThreadsRestored } from "../../src/store/backup.ts";
import { GameStore } from "../../src/store/index.ts";
import { lcg, randomMove, startedGame } from "./helpers.ts";

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

/** The live database's file and its -wal, hashed: what a refused restore must leave byte for byte as it was. */
function fingerprint(file: string): { db: string; wal: string | null } {
  const hash = (f: string): string => createHash("sha256").update(readFileSync(f)).digest("hex");
  return { db: hash(file), wal: existsSync(`${file}-wal`) ? hash(`${file}-wal`) : null };
}

/** Run SQL on a SQLite file (a backup being made into something else). */
function edit(file: string, sql: string, ...args: unknown[]): void {
  const db = new BetterSqlite3(file);
  try { db.prepare(sql).run(...args); } finally { db.close(); }
}

describe("npm run restore refuses what is not a sound backup of this bot", () => {
  /** A closed database: one running 2-player game (2 choices made), one finished and compacted. */
  let template = "";
  let runningId = -1;
  let finishedId = -1;
  beforeAll(async () => {
    const { file, url, ids } = await liveDatabase(1, 2);
    runningId = ids[0] ?? -1;
    finishedId = await withStore(url, async (store) => {
      const started = await startedGame(store, 2, "backup-finished");
      let state = started.state;
      const rand = lcg(7);
      for (let move = randomMove(state, rand); move; move = randomMove(state, rand)) {
        ({ state } = await store.applyChoice({ gameId: started.game.id, actor: { userId: `u${move.seat}` }, seat: move.seat, choiceId: move.choiceId }));
      }
      for (const e of await store.pendingOutbox(100_000)) await store.markOutboxSent(e.id);
      expect(await store.compactGame(started.game.id)).toBe("compacted");
      return started.game.id;
    });
    template = file;
  }, 120_000);

  /**
   * A copy of the template in a new folder, held open as a running bot holds it, with one more
   * choice made (so its -wal holds a commit not yet in the file); `close` stops that "bot".
   */
  async function liveBot(): Promise<{ dir: string; file: string; url: string; store: GameStore; close: () => Promise<void> }> {
    const dir = folder();
    const file = join(dir, "live.db");
    copyFileSync(template, file);
    const url = `file:${file}`;
    const database = await openDatabase(url);
    const store = new GameStore(database);
    await play(store, runningId, 1);
    return { dir, file, url, store, close: () => database.close() };
  }

  /** `restore` is refused (BackupError) with exactly `message` (or one it matches), and the live file and its -wal stay byte for byte as they were. */
  async function refusedUnchanged(file: string, restore: () => Promise<unknown>, message: string | RegExp): Promise<void> {
    const before = fingerprint(file);
    expect(before.wal).not.toBeNull();
    const err = await refusal(restore());
    expect(err).toBeInstanceOf(BackupError);
    if (typeof message === "string") expect((err as Error).message).toBe(message);
    else expect((err as Error).message).toMatch(message);
    expect(fingerprint(file)).toEqual(before);
  }

  it("refuses a 0-byte file (what a failed backup job leaves) as empty, even with --force, and the database stays byte for byte as it was", async () => {
    const live = await liveBot();
    try {
      const empty = join(live.dir, "failed-job.db");
      writeFileSync(empty, "");
      const message = `${empty} is an empty file (0 bytes), which is what a failed backup job leaves behind: nothing was changed; pick another backup.`;
      await refusedUnchanged(live.file, () => restoreDatabase(live.url, empty), message);
      await refusedUnchanged(live.file, () => restoreDatabase(live.url, empty, { force: true }), message);
      expect(storedGames(live.file).map((g) => g.id)).toEqual([runningId, finishedId]);
    } finally {
      await live.close();
    }
  });

  it("refuses another program's SQLite database (a table of notes; another Prisma project's migrations; this bot's migrations without its tables), even with --force, and the database stays byte for byte as it was", async () => {
    const live = await liveBot();
    try {
      const notes = join(live.dir, "notes.db");
      edit(notes, `CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)`);
      edit(notes, `INSERT INTO notes (body) VALUES (?)`, "buy milk");
      await refusedUnchanged(live.file, () => restoreDatabase(live.url, notes, { force: true }),
        `${notes} is a SQLite database but not one of this bot's (it has no _prisma_migrations table): nothing was changed; pick a file written by npm run backup.`);
      const other = join(live.dir, "other-app.db");
      await migrateDatabase(`file:${other}`);
      edit(other, `DELETE FROM "_prisma_migrations"`);
      edit(other, `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count) VALUES ('x', 'y', 1, '20200101000000_init', 1, 1)`);
      await refusedUnchanged(live.file, () => restoreDatabase(live.url, other),
        `${other} is a SQLite database but not one of this bot's (its _prisma_migrations table records none of the bot's migrations): nothing was changed; pick a file written by npm run backup.`);
      const hollow = join(live.dir, "hollow.db");
      await backupDatabase(live.url, hollow);
      edit(hollow, `DROP TABLE "Game"`);
      await refusedUnchanged(live.file, () => restoreDatabase(live.url, hollow),
        /^the backup .*hollow\.db records this bot's migrations but lacks its tables \(.*\): nothing was changed; pick another backup\.$/);
    } finally {
      await live.close();
    }
  });

  it("refuses a backup made by a newer bot (it records a migration this version does not know), naming the migration, and the database stays byte for byte as it was", async () => {
    const live = await liveBot();
    try {
      const newer = join(live.dir, "newer.db");
      await backupDatabase(live.url, newer);
      edit(newer, `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count) VALUES ('future', 'f', 1, '20991231000000_from_a_newer_bot', 1, 1)`);
      await refusedUnchanged(live.file, () => restoreDatabase(live.url, newer),
        `${newer} was written by a newer version of the bot (it records the migration 20991231000000_from_a_newer_bot, which this version does not know): nothing was changed; restore it with that version of the bot or a later one, or pick an older backup.`);
    } finally {
      await live.close();
    }
  });

  it("refuses a backup whose finished game's archive does not read (damaged compressed data, or a final state that is no game's), naming the game, and the database stays byte for byte as it was", async () => {
    const live = await liveBot();
    try {
      const gzipDamaged = join(live.dir, "damaged-gzip.db");
      await backupDatabase(live.url, gzipDamaged);
      edit(gzipDamaged, `UPDATE "GameArchive" SET "log" = ? WHERE "gameId" = ?`, Buffer.from("not gzip at all"), finishedId);
      await refusedUnchanged(live.file, () => restoreDatabase(live.url, gzipDamaged),
        `the backup ${gzipDamaged} holds finished (or cancelled) games whose history cannot be read (game #${finishedId}: its compressed data is damaged): nothing was changed; pick another backup.`);
      const notAState = join(live.dir, "not-a-state.db");
      await backupDatabase(live.url, notAState);
      edit(notAState, `UPDATE "GameArchive" SET "state" = ? WHERE "gameId" = ?`, gzipSync(JSON.stringify({ hello: "world" })), finishedId);
      await refusedUnchanged(live.file, () => restoreDatabase(live.url, notAState),
        `the backup ${notAState} holds finished (or cancelled) games whose history cannot be read (game #${finishedId}: its final state is not a game's state): nothing was changed; pick another backup.`);
    } finally {
      await live.close();
    }
  });

  it("refuses a backup of this bot that holds no games without --force, saying how to force it, and the database stays byte for byte as it was; with --force it is restored", async () => {
    const live = await liveBot();
    try {
      const fresh = join(folder(), "fresh.db");
      await migrateDatabase(`file:${fresh}`);
      const empty = join(live.dir, "no-games.db");
      await backupDatabase(`file:${fresh}`, empty);
      await refusedUnchanged(live.file, () => restoreDatabase(live.url, empty),
        `the backup ${empty} holds no games, so restoring it would leave the bot with none: nothing was changed; to restore it all the same, add --force (npm run restore -- --force ${empty}).`);
      const r = await restoreDatabase(live.url, empty, { force: true });
      expect(r).toMatchObject({ wentBack: [], gone: [runningId, finishedId] });
      expect(storedGames(live.file)).toEqual([]);
      expect(await live.store.db.game.count()).toBe(0);
    } finally {
      await live.close();
    }
  });

  it("npm run restore exits 2 with the reason for a 0-byte file and for a backup holding no games without --force (the database file unchanged), and with --force restores it (exit 0) after saying what each holds", async () => {
    const { dir, file, url, ids } = await liveDatabase(1);
    const empty = join(dir, "failed-job.db");
    writeFileSync(empty, "");
    const fresh = join(folder(), "fresh.db");
    await migrateDatabase(`file:${fresh}`);
    const noGames = join(dir, "no-games.db");
    await backupDatabase(`file:${fresh}`, noGames);
    const run = (...args: string[]) => spawnSync(process.execPath, [TSX, join(ROOT, "src/scripts/restore.ts"), ...args], { cwd: dir, encoding: "utf8", timeout: 60_000, env: { PATH: process.env.PATH ?? "", DATABASE_URL: url } });
    const before = fingerprint(file).db;
    const zero = run(empty);
    expect({ status: zero.status, stdout: zero.stdout, stderr: zero.stderr }).toEqual({
      status: 2, stdout: "", stderr: `Nothing was restored: ${empty} is an empty file (0 bytes), which is what a failed backup job leaves behind: nothing was changed; pick another backup.\n`,
    });
    const unforced = run(noGames);
    expect({ status: unforced.status, stdout: unforced.stdout, stderr: unforced.stderr }).toEqual({
      status: 2,
      stdout: "The backup holds no games; the database now holds 1 game (1 running, 0 finished).\n",
      stderr: `Nothing was restored: the backup ${noGames} holds no games, so restoring it would leave the bot with none: nothing was changed; to restore it all the same, add --force (npm run restore -- --force ${noGames}).\n`,
    });
    expect(fingerprint(file).db).toBe(before);
    const forced = run("--force", noGames);
    expect({ status: forced.status, stdout: forced.stdout.split("\n"), stderr: forced.stderr }).toEqual({
      status: 0,
      stdout: [
        "The backup holds no games; the database now holds 1 game (1 running, 0 finished).",
        `Restored ${noGames} into ${file}.`,
        "No running game went back in time.",
        `Games started after the backup are gone: #${ids[0]} (their threads stay as they were; their buttons now answer that the game does not exist).`,
        "",
      ],
      stderr: "",
    });
    expect(storedGames(file)).toEqual([]);
  }, 120_000);

  it("says, before the database changes, how many games the backup holds against the database (running, finished, cancelled, not started; plurals right)", async () => {
    const live = await liveBot();
    try {
      const backup = join(live.dir, "backup.db");
      await backupDatabase(live.url, backup);
      await startedGame(live.store, 2, "after-the-backup");
      const cancelled = await startedGame(live.store, 2, "cancelled-after-the-backup");
      await live.store.updateSettings(cancelled.game.id, { userId: "u0" }, { cancel: true });
      await live.store.createGame({ guildId: "g1", channelId: "c1", hostUserId: "u0", playerCount: 2, seed: "lobby", seats: [{ userId: "u0", displayName: "Player 1" }] });
      const before = fingerprint(live.file);
      const said: { line: string; unchanged: boolean }[] = [];
      await restoreDatabase(live.url, backup, { say: (line) => said.push({ line, unchanged: isDeepStrictEqual(fingerprint(live.file), before) }) });
      expect(said).toEqual([{ line: "The backup holds 2 games (1 running, 1 finished); the database now holds 5 games (2 running, 1 finished, 1 cancelled, 1 not started).", unchanged: true }]);
      expect(storedGames(live.file).map((g) => g.id)).toEqual([runningId, finishedId]);
      const elsewhere = join(folder(), "new-machine.db");
      const lines: string[] = [];
      await restoreDatabase(`file:${elsewhere}`, backup, { say: (line) => lines.push(line) });
      expect(lines).toEqual([`The backup holds 2 games (1 running, 1 finished); there is no database at ${elsewhere} yet.`]);
    } finally {
      await live.close();
    }
    const one = await liveDatabase(1);
    const backup = join(one.dir, "one.db");
    await backupDatabase(one.url, backup);
    const lines: string[] = [];
    await restoreDatabase(one.url, backup, { say: (line) => lines.push(line) });
    expect(lines).toEqual(["The backup holds 1 game (1 running, 0 finished); the database now holds 1 game (1 running, 0 finished)."]);
  });
});
