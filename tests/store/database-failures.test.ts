// The database failing under the bot: the disk fills up, another process holds SQLite's lock.
// Each failure is a DatabaseUnavailableError ("nothing was changed"), leaves every table as it
// was and every lock released, and the store carries on once the cause is gone. SQLite only:
// these are the SQLite connection's promises (src/db/sqlite-connection.ts); PostgreSQL has
// neither a process-wide lock nor a file the bot could fill.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fillDisk, smallDisk } from "./small-disk.ts";
import { openDatabase } from "../../src/db/client.ts";
import { migrateDatabase } from "../../src/db/migrate.ts";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { DatabaseUnavailableError, GameStore } from "../../src/store/index.ts";
import { dumpTables, openTestStore, provider, startedGame } from "./helpers.ts";
import { holdSqliteLock } from "./sqlite-lock.ts";

const cleanups: (() => void)[] = [];
afterAll(() => { for (const c of cleanups.reverse()) c(); });

async function openOn(file: string, busyWaitMs?: number) {
  const url = `file:${file}`;
  await migrateDatabase(url);
  const database = await openDatabase(url, { busyWaitMs });
  return { database, store: new GameStore(database, { newSeed: () => "full-disk" }) };
}

/** The first legal choice of the player to move. */
function nextMove(state: Parameters<typeof legalChoices>[0]): { seat: number; choiceId: string } {
  const seat = pendingSeats(state)[0] ?? 0;
  const choice = legalChoices(state, seat)[0];
  if (!choice) throw new Error("no legal choice");
  return { seat, choiceId: choice.id };
}

const within = <T>(p: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} still waiting after ${ms} ms: a lock was never released`)), ms))]);

describe.runIf(provider === "sqlite")("a full disk", () => {
  const disk = smallDisk("nusfjord-full-", cleanups);
  // Where mount is not allowed, this test cannot make a disk full and says so in its name.
  it.runIf(disk !== null)("a choice whose COMMIT finds the disk full (6 MB tmpfs) is refused as 'nothing was changed', releases every lock, and the next one succeeds once space is freed", async () => {
    const dir = disk ?? "";
    const { database, store } = await openOn(join(dir, "bot.db"));
    try {
      const { game, state } = await startedGame(store);
      // Empty the WAL so the next commit must grow it: with the disk full, it is COMMIT's
      // write of the transaction's pages to the WAL that fails (SQLITE_FULL), not a statement.
      await database.sql.query("PRAGMA wal_checkpoint(TRUNCATE)");
      const before = await dumpTables(store);
      const filler = fillDisk(dir);

      const move = nextMove(state);
      const err = await within(store.applyChoice({ gameId: game.id, actor: { userId: `u${move.seat}` }, ...move }).then(() => null, (e: unknown) => e), 5000, "applyChoice");
      expect(err).toBeInstanceOf(DatabaseUnavailableError);
      expect((err as DatabaseUnavailableError).kind).toBe("full");
      expect((err as Error).message).toMatch(/nothing was changed/i);
      // The Prisma client's transactions (the lobby) fail the same way, and do not hang either.
      const lobby = await within(store.createGame({ guildId: "g1", channelId: "c1", hostUserId: "u9", playerCount: 2, seats: [{ userId: "u9", displayName: "Nine" }] }).then(() => null, (e: unknown) => e), 5000, "createGame");
      expect(lobby).not.toBeNull();
      expect(await within(dumpTables(store), 5000, "reading every table")).toEqual(before);

      rmSync(filler);
      const applied = await within(store.applyChoice({ gameId: game.id, actor: { userId: `u${move.seat}` }, ...move }), 5000, "applyChoice after freeing space");
      expect(applied.version).toBe(game.version + 1);
      await within(store.createGame({ guildId: "g1", channelId: "c1", hostUserId: "u9", playerCount: 2, seats: [{ userId: "u9", displayName: "Nine" }] }), 5000, "createGame after freeing space");
      expect((await store.verifyGame(game.id)).ok).toBe(true);
    } finally {
      await database.close();
    }
  });

  it("a transaction refused for want of pages (PRAGMA max_page_count at the file's size, SQLite's own 'database or disk is full') changes nothing, leaves the connection free for the Prisma client, and works again once the limit is raised", async () => {
    const dir = mkdtempSync(join(tmpdir(), "nusfjord-pages-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const { database, store } = await openOn(join(dir, "bot.db"));
    try {
      const { game, state } = await startedGame(store);
      const before = await dumpTables(store);
      const [row] = await database.sql.query("PRAGMA page_count");
      await database.sql.query(`PRAGMA max_page_count = ${Number(row?.page_count)}`);
      const move = nextMove(state);
      // A choice appends its log row and replaces the snapshot: more pages than the file has.
      const err = await within(store.applyChoice({ gameId: game.id, actor: { userId: `u${move.seat}` }, ...move }).then(() => null, (e: unknown) => e), 5000, "applyChoice");
      expect(err).toBeInstanceOf(DatabaseUnavailableError);
      expect((err as DatabaseUnavailableError).kind).toBe("full");
      // Read through the Prisma client: it would wait for good if the failed transaction had kept the lock.
      expect(await within(dumpTables(store), 5000, "reading every table")).toEqual(before);

      await database.sql.query("PRAGMA max_page_count = 1073741823");
      const applied = await within(store.applyChoice({ gameId: game.id, actor: { userId: `u${move.seat}` }, ...move }), 5000, "applyChoice after raising the limit");
      expect(applied.version).toBe(game.version + 1);
      expect((await store.verifyGame(game.id)).ok).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(provider === "sqlite")("another process holding SQLite's lock", () => {
  it("a choice waits without blocking the event loop, reads go on, and past the busy wait it is refused as busy with nothing changed; after the lock is gone it succeeds", async () => {
    const dir = mkdtempSync(join(tmpdir(), "nusfjord-busy-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, "bot.db");
    const { database, store } = await openOn(file, 600);
    try {
      const { game, state } = await startedGame(store);
      const before = await dumpTables(store);
      const move = nextMove(state);
      const lock = await holdSqliteLock(file, 1500);
      let lastTick = Date.now();
      let worstGap = 0;
      const ticker = setInterval(() => { const t = Date.now(); worstGap = Math.max(worstGap, t - lastTick); lastTick = t; }, 10);
      try {
        const started = Date.now();
        const waiting = store.applyChoice({ gameId: game.id, actor: { userId: `u${move.seat}` }, ...move }).then(() => null, (e: unknown) => e);
        // While the choice waits for the lock, this process's reads go on (WAL lets readers
        // past another process's write lock, and the waiting choice does not hold the connection).
        await new Promise((r) => setTimeout(r, 100));
        const readStarted = Date.now();
        expect((await store.loadGame(game.id)).game.version).toBe(game.version);
        expect(Date.now() - readStarted).toBeLessThan(150);
        const err = await waiting;
        expect(err).toBeInstanceOf(DatabaseUnavailableError);
        expect((err as DatabaseUnavailableError).kind).toBe("busy");
        expect(Date.now() - started).toBeGreaterThanOrEqual(500);
        expect(await dumpTables(store)).toEqual(before);
        // better-sqlite3's own busy timeout would have frozen this process for the whole wait.
        expect(worstGap).toBeLessThan(200);
      } finally {
        clearInterval(ticker);
      }
      await lock.released;
      const applied = await store.applyChoice({ gameId: game.id, actor: { userId: `u${move.seat}` }, ...move });
      expect(applied.version).toBe(game.version + 1);
    } finally {
      await database.close();
    }
  });

  it("a choice made while the lock is held completes as soon as it is released, within the busy wait", async () => {
    const dir = mkdtempSync(join(tmpdir(), "nusfjord-busy-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, "bot.db");
    const { database, store } = await openOn(file, 5000);
    try {
      const { game, state } = await startedGame(store);
      const move = nextMove(state);
      const lock = await holdSqliteLock(file, 700);
      const applied = await store.applyChoice({ gameId: game.id, actor: { userId: `u${move.seat}` }, ...move });
      await lock.released;
      expect(applied.version).toBe(game.version + 1);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(provider === "postgres")("a PostgreSQL transaction whose COMMIT fails", () => {
  it("gives its connection back to the pool: after more such failures than the pool has connections, the next transaction still runs", async () => {
    const t = await openTestStore();
    try {
      const db = t.database.db;
      await t.database.sql.execute("CREATE TABLE skew (k integer)");
      // Write skew under SERIALIZABLE: both read the table, both insert, the first commits;
      // the second is the pivot of a dangerous structure and PostgreSQL refuses its COMMIT.
      const skew = async (): Promise<unknown> => {
        let readBoth: () => void = () => {};
        const bothRead = new Promise<void>((r) => { let n = 0; readBoth = () => { if (++n === 2) r(); }; });
        let firstDone: () => void = () => {};
        const firstCommitted = new Promise<void>((r) => { firstDone = r; });
        let secondWrote: () => void = () => {};
        const secondWritten = new Promise<void>((r) => { secondWrote = r; });
        // Both write before either commits, so neither write is refused; then the first
        // commits, and the second's COMMIT is the statement PostgreSQL refuses.
        const txn = (first: boolean) => db.$transaction(async (tx) => {
          await tx.$queryRawUnsafe("SELECT count(*) FROM skew");
          readBoth();
          await bothRead;
          if (first) {
            await tx.$executeRawUnsafe("INSERT INTO skew VALUES (1)");
            await secondWritten;
          } else {
            await new Promise((r) => setTimeout(r, 30));
            await tx.$executeRawUnsafe("INSERT INTO skew VALUES (1)");
            secondWrote();
            await firstCommitted;
          }
        }, { isolationLevel: "Serializable", timeout: 10_000 });
        const one = txn(true).then(() => null, (e: unknown) => e).finally(() => firstDone());
        const two = txn(false).then(() => null, (e: unknown) => e);
        const [a, b] = await Promise.all([one, two]);
        return a ?? b;
      };
      let refused = 0;
      for (let n = 0; n < 12; n++) {
        const e = await within(skew(), 15_000, "a write-skew pair");
        if (e) refused++;
        // Refused at COMMIT (Prisma's TransactionWriteConflict), not at a statement.
        expect(String(e)).toMatch(/TransactionWriteConflict/);
      }
      expect(refused).toBe(12);
      // The pool holds 10 connections: had the refused transactions kept theirs, this would wait for good.
      await within(db.$transaction(async (tx) => { await tx.$executeRawUnsafe("INSERT INTO skew VALUES (2)"); }), 10_000, "a transaction after the refused ones");
      expect(Number((await t.database.sql.query("SELECT count(*) AS n FROM skew WHERE k = 2"))[0]?.n)).toBe(1);
    } finally {
      await t.close();
    }
  }, 120_000);
});
