// Test databases: a fresh SQLite file per call, or, when DATABASE_URL is a postgresql:// URL
// (the second CI run), a fresh PostgreSQL database per call, dropped afterwards.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { expect } from "vitest";
import { config } from "../../src/config.ts";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { migrateDatabase } from "../../src/db/migrate.ts";
import { providerOf } from "../../src/db/url.ts";
import { GameStore } from "../../src/store/index.ts";
import { lcg, randomMove } from "../engine/helpers.ts";

export { lcg, randomMove };

export const provider = providerOf(config().databaseUrl);

/**
 * CI sets REQUIRE_POSTGRES=1 for its PostgreSQL run: then running on anything else is an
 * error, so a misconfigured run cannot pass on SQLite while claiming PostgreSQL. (A test-only
 * switch, hence read here rather than in src/config.ts.)
 */
if (process.env.REQUIRE_POSTGRES === "1" && provider !== "postgres") {
  throw new Error(`REQUIRE_POSTGRES=1 but DATABASE_URL is not a postgresql:// URL (${config().databaseUrl})`);
}

export interface TestDb {
  readonly url: string;
  drop(): Promise<void>;
}

/** A new, empty, migrated database of the provider under test. */
export async function freshDatabaseUrl(migrate = true): Promise<TestDb> {
  let db: TestDb;
  if (provider === "postgres") {
    const base = new URL(config().databaseUrl);
    const name = `${base.pathname.slice(1)}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect(); // an unreachable server fails the test here: never a skip
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    db = {
      url: url.toString(),
      // Cleanup only. FORCE cannot end a backend of another role (e.g. an autovacuum worker
      // that just started on the busy test database), so retry briefly; a database that still
      // cannot be dropped is left to the throw-away CI cluster, with a warning.
      async drop() {
        const c = new pg.Client({ connectionString: base.toString() });
        await c.connect();
        try {
          for (let attempt = 1; ; attempt++) {
            try {
              await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
              return;
            } catch (e) {
              if (attempt >= 20) {
                console.warn(`could not drop test database ${name}: ${(e as Error).message}`);
                return;
              }
              await new Promise((r) => setTimeout(r, 250));
            }
          }
        } finally {
          await c.end();
        }
      },
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), "nusfjord-store-"));
    db = { url: `file:${join(dir, "test.db")}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  if (migrate) await migrateDatabase(db.url);
  return db;
}

export interface TestStore {
  readonly store: GameStore;
  readonly database: Database;
  readonly url: string;
  /** Moves the injected clock. */
  advance(ms: number): void;
  now: () => Date;
  close(): Promise<void>;
}

export async function openTestStore(start = new Date("2026-01-01T12:00:00Z")): Promise<TestStore> {
  const t = await freshDatabaseUrl();
  const database = await openDatabase(t.url);
  let clock = start.getTime();
  let seeds = 0;
  const now = () => new Date(clock);
  return {
    // Games created without a seed get test-0, test-1, ...: every run plays the same games.
    store: new GameStore(database, { now, newSeed: () => `test-${seeds++}` }),
    database,
    url: t.url,
    advance: (ms) => { clock += ms; },
    now,
    async close() { await database.close(); await t.drop(); },
  };
}

/** A started 4-player game with human seats u0..u3. */
export async function startedGame(store: GameStore, players: 2 | 3 | 4 | 5 = 4, seed = "store-test") {
  const created = await store.createGame({
    guildId: "g1", channelId: "c1", hostUserId: "u0", playerCount: players, seed,
    seats: Array.from({ length: players }, (_, i) => ({ userId: `u${i}`, displayName: `Player ${i + 1}` })),
  });
  return store.startGame(created.id, "u0");
}

/** Up to `moves` random choices in game `gameId`, each by the seat to move (users u0, u1...); returns how many were made (fewer when the game ended). */
export async function playRandomly(store: GameStore, gameId: number, moves: number, rand: () => number): Promise<number> {
  for (let n = 0; n < moves; n++) {
    const { state } = await store.loadGame(gameId);
    const move = state ? randomMove(state, rand) : null;
    if (!move) return n;
    await store.applyChoice({ gameId, actor: { userId: `u${move.seat}` }, seat: move.seat, choiceId: move.choiceId });
  }
  return moves;
}

/** Every row of every store table, for "the database is unchanged" assertions. */
export async function dumpTables(store: GameStore): Promise<unknown> {
  const db = store.db;
  const [games, seats, choices, snapshots, reminders, outbox, ratings, ratingChanges, seatResults, seatBuildings, optOuts, deadlines, players, archives] = await Promise.all([
    db.game.findMany({ orderBy: { id: "asc" } }),
    db.seat.findMany({ orderBy: { id: "asc" } }),
    db.choice.findMany({ orderBy: { id: "asc" } }),
    db.snapshot.findMany({ orderBy: { gameId: "asc" } }),
    db.reminder.findMany({ orderBy: { id: "asc" } }),
    db.outboxMessage.findMany({ orderBy: { id: "asc" } }),
    db.rating.findMany({ orderBy: [{ guildId: "asc" }, { player: "asc" }] }),
    db.ratingChange.findMany({ orderBy: { id: "asc" } }),
    db.seatResult.findMany({ orderBy: [{ gameId: "asc" }, { seat: "asc" }] }),
    db.seatBuilding.findMany({ orderBy: [{ gameId: "asc" }, { seat: "asc" }, { building: "asc" }] }),
    db.leaderboardOptOut.findMany({ orderBy: { userId: "asc" } }),
    db.turnDeadline.findMany({ orderBy: { id: "asc" } }),
    db.playerSettings.findMany({ orderBy: { userId: "asc" } }),
    db.gameArchive.findMany({ orderBy: { gameId: "asc" } }),
  ]);
  return { games, seats, choices, snapshots, reminders, outbox, ratings, ratingChanges, seatResults, seatBuildings, optOuts, deadlines, players, archives };
}

/** `act` must fail with an error of `type` whose message matches, and leave every table as it was. */
export async function expectRefusedUnchanged(store: GameStore, act: () => Promise<unknown>, type: abstract new (...a: never[]) => Error, message: RegExp): Promise<unknown> {
  const before = await dumpTables(store);
  const err: unknown = await act().then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(type);
  expect(err instanceof Error ? err.message : "").toMatch(message);
  expect(await dumpTables(store)).toEqual(before);
  return err;
}

/** Two stores on one fresh test database, standing for two processes, with the given lease. */
export async function twoStores(leaseMs: number): Promise<{ t: TestStore; a: GameStore; b: GameStore }> {
  const t = await openTestStore();
  return { t, a: new GameStore(t.database, { now: t.now, leaseMs }), b: new GameStore(t.database, { now: t.now, leaseMs }) };
}
