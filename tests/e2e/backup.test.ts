// Backups and restores of the SQLite database with the bot running (docs/admin.md, "Backups and
// restore"): `npm run backup` in its own process while players move; that copy restored under the
// running bot by `npm run restore`, by SQLite's own online restore (the bot notices by itself),
// and while the bot is stopped. Each time the game carries on from the backup, its thread is
// told once where it went back to, and every post after that appears: none is dropped by
// Discord as a repeat of a post of the discarded timeline (the stand-in drops repeated nonces
// as Discord does).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copySqlite, storedGames } from "../../src/db/backup.ts";
import { openDatabase } from "../../src/db/client.ts";
import { restoreDatabase } from "../../src/store/backup.ts";
import { GameStore } from "../../src/store/index.ts";
import { loadState, postedLogLines } from "./harness.ts";
import { seatTable, type Table } from "./play.ts";
import { RESTORED_NOTICE, botMessages, oneTurn, toldIn } from "./restores.ts";
import { startSqliteHarness, type SqliteHarness } from "./sqlite-harness.ts";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const TSX = createRequire(import.meta.url).resolve("tsx/cli");
const LONG = 120_000;

/** `npm run backup -- <file>` in its own process, on the harness's database; resolves with its exit code and output. */
function backupProcess(url: string, file: string): { done: Promise<{ code: number | null; out: string }> } {
  const child = spawn(process.execPath, [TSX, join(ROOT, "src/scripts/backup.ts"), file], {
    cwd: tmpdir(), env: { PATH: process.env.PATH ?? "", DATABASE_URL: url }, stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (d: Buffer) => { out += d.toString(); });
  child.stderr.on("data", (d: Buffer) => { out += d.toString(); });
  return { done: new Promise((resolve) => child.on("exit", (code) => resolve({ code, out }))) };
}

/** The game's version in a SQLite file, read without the bot. */
function versionIn(file: string, gameId: number): number {
  return storedGames(file).find((g) => g.id === gameId)?.version ?? -1;
}

/** How far the game's posts had told its log, in a SQLite file. */
function postedLogIn(file: string, gameId: number): number {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(`SELECT "postedLog" FROM "Game" WHERE "id" = ?`).get(gameId) as { postedLog: number }).postedLog;
  } finally {
    db.close();
  }
}

describe("backups and restores under a running bot", () => {
  let h: SqliteHarness;
  let t: Table;
  const dir = mkdtempSync(join(tmpdir(), "nusfjord-backups-"));
  const backup = join(dir, "backup.db");
  beforeAll(async () => {
    h = await startSqliteHarness({ busyWaitMs: 10_000 });
    t = await seatTable(h, { users: ["ann", "bo"], options: { players: 2 } });
    for (let n = 0; n < 3; n++) await oneTurn(h, t, n);
  }, LONG);
  afterAll(async () => {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Restore with `restore`, then play three turns: the thread is told once, each post after the
   * notice tells the log from where the backup had told it, and Discord dropped no post.
   */
  async function restoredAndPlayed(restore: () => Promise<void>, picks: number): Promise<void> {
    const inBackup = versionIn(backup, t.gameId);
    const toldInBackup = postedLogIn(backup, t.gameId);
    const from = h.discord.messages(t.threadId).length;
    const repeats = h.discord.nonceRepeats;
    await restore();
    expect((await loadState(h.store, t.gameId)).game.version).toBe(inBackup);
    await h.bot.flush(); // the bot's periodic pass
    for (let n = 0; n < 3; n++) await oneTurn(h, t, picks + n);
    await h.bot.flush();
    const after = botMessages(h, t.threadId, from);
    const notices = after.filter((m) => RESTORED_NOTICE.test(m.text));
    expect(notices).toHaveLength(1);
    expect(after[0]).toBe(notices[0]);
    const told = toldIn(after, t.gameId);
    expect(told.length).toBeGreaterThan(0);
    expect(told).toEqual(await postedLogLines(h, t.gameId, toldInBackup));
    expect(h.discord.nonceRepeats).toBe(repeats);
    expect(await h.store.verifyGame(t.gameId)).toEqual({ gameId: t.gameId, ok: true });
  }

  it("npm run backup, in its own process while players move, writes a consistent copy, checks it and says so (exit 0)", async () => {
    const before = (await loadState(h.store, t.gameId)).game.version;
    const run = backupProcess(h.db.url, backup);
    let finished = false;
    const result = run.done.finally(() => { finished = true; });
    let moves = 0;
    for (let n = 3; !finished; n++, moves++) await oneTurn(h, t, n);
    const { code, out } = await result;
    expect(out).toMatch(new RegExp(`^Backed up .*bot\\.db to ${backup.replace(/[.]/g, "\\.")} \\(\\d+ KB, 1 running game and 0 others\\) and checked the copy: every running game in it replays from its log\\.\\n$`));
    expect(code).toBe(0);
    expect(moves).toBeGreaterThan(0);
    // The copy is the database as of one moment of the play: a version between the first and the last.
    const after = (await loadState(h.store, t.gameId)).game.version;
    const copied = versionIn(backup, t.gameId);
    expect(copied).toBeGreaterThanOrEqual(before);
    expect(copied).toBeLessThanOrEqual(after);
    expect(existsSync(`${backup}-wal`)).toBe(false);
    const database = await openDatabase(`file:${backup}`);
    try {
      expect(await new GameStore(database).verifyAll()).toEqual([{ gameId: t.gameId, ok: true }]);
    } finally {
      await database.close();
    }
    // Play goes on past the backup, so that restoring it goes back in time.
    for (let n = 0; n < 3; n++) await oneTurn(h, t, n + 1);
  }, LONG);

  it("npm run restore under the running bot: the game carries on from the backup, its thread is told once where it went back to, and every post after that appears", async () => {
    await restoredAndPlayed(async () => {
      const r = await restoreDatabase(h.db.url, backup);
      expect(r).toMatchObject({ wentBack: [t.gameId], gone: [] });
    }, 2);
  }, LONG);

  it("SQLite's own online restore under the running bot (not npm run restore): the bot notices the game went back, tells the thread once, and every post after that appears", async () => {
    await restoredAndPlayed(async () => { await copySqlite(backup, h.file); }, 4);
  }, LONG);

  it("npm run restore while the bot is stopped, then the bot started: the thread is told once, and every post after that appears", async () => {
    await restoredAndPlayed(async () => {
      await h.bot.stop();
      const r = await restoreDatabase(h.db.url, backup);
      expect(r.wentBack).toEqual([t.gameId]);
      await h.restart();
      await h.discord.waitForIdentify();
    }, 6);
  }, LONG);
});
