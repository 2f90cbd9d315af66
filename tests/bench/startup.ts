// Start-up with a long history (target: < 10 s with 100,000 stored finished games), and what a
// finished game costs on disk (target: at most 8 KB on average once compacted). A SQLite database
// holds that many finished 4-player games as a version before compact history stored them (each
// a copy of one real finished game: its seats, every choice row, its final snapshot, its sent
// posts, its rating changes) and 20 running ones. Measured: the bytes per finished game (pages
// in use, read from SQLite), then `npm run db:migrate` compacting them all (timed, as the first
// start after the upgrade runs it), the bytes per finished game after it (pages in use, and the
// file after VACUUM); then, timed, what `npm start` does before connecting to Discord
// (migrations check, opening the database, the check of every game that can still change) and
// the first page of /games. For scale, the old start-up check (every stored game replayed) is
// timed on 300 games and extrapolated.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { openDatabase } from "../../src/db/client.ts";
import { migrateDatabase } from "../../src/db/migrate.ts";
import { GameStore } from "../../src/store/index.ts";
import { lcg, randomMove } from "../engine/helpers.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

async function playToEnd(store: GameStore, gameId: number, rngSeed: number, stopAtChoices = Infinity): Promise<void> {
  const rand = lcg(rngSeed);
  let { state } = await store.loadGame(gameId);
  for (let n = 0; state && n < stopAtChoices; n++) {
    const move = randomMove(state, rand);
    if (!move) break;
    ({ state } = await store.applyChoice({ gameId, actor: { userId: `u${move.seat}` }, seat: move.seat, choiceId: move.choiceId }));
  }
}

async function seatedGame(store: GameStore, seed: string): Promise<number> {
  const g = await store.createGame({
    guildId: "100000000000000001", channelId: "100000000000000002", hostUserId: "u0", playerCount: 4, seed,
    seats: [0, 1, 2, 3].map((i) => ({ userId: `u${i}`, displayName: `Player ${i + 1}` })),
  });
  await store.startGame(g.id, "u0");
  return g.id;
}

/** Copies game 1 (finished, its posts out) until there are `total` finished games, doubling: one statement per table per step. */
function cloneFinished(file: string, total: number): void {
  const db = new Database(file);
  const cols = (table: string, skip: readonly string[]) =>
    (db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all() as { name: string }[]).map((c) => c.name).filter((c) => !skip.includes(c));
  const q = (c: readonly string[]) => c.map((x) => `"${x}"`).join(", ");
  const gameCols = cols("Game", ["id"]);
  // The tables holding a game's rows, each copied with the game id moved on.
  const perGame = ["Seat", "Choice", "Snapshot", "OutboxMessage", "RatingChange"].map((table) => ({ table, columns: cols(table, ["id", "gameId"]) }));
  for (let n = 1; n < total; n *= 2) {
    const add = Math.min(n, total - n);
    db.transaction(() => {
      db.prepare(`INSERT INTO "Game" ("id", ${q(gameCols)}) SELECT "id" + ?, ${q(gameCols)} FROM "Game" WHERE "id" <= ?`).run(n, add);
      for (const { table, columns } of perGame) {
        db.prepare(`INSERT INTO "${table}" ("gameId", ${q(columns)}) SELECT "gameId" + ?, ${q(columns)} FROM "${table}" WHERE "gameId" <= ?`).run(n, add);
      }
    })();
  }
  db.close();
}

/** Bytes in the pages SQLite uses (the file less its free pages), after moving the WAL into the file. */
function usedBytes(file: string): number {
  const db = new Database(file);
  try {
    db.pragma("wal_checkpoint(TRUNCATE)");
    const pages = Number(db.pragma("page_count", { simple: true })) - Number(db.pragma("freelist_count", { simple: true }));
    return pages * Number(db.pragma("page_size", { simple: true }));
  } finally {
    db.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function benchStartup(finished = Number(process.env.BENCH_STARTUP_GAMES ?? 100_000)): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "nusfjord-startup-"));
  const file = join(dir, "history.db");
  const url = `file:${file}`;
  try {
    const built = performance.now();
    await migrateDatabase(url);
    {
      const database = await openDatabase(url);
      const store = new GameStore(database);
      const first = await seatedGame(store, "history-0");
      await playToEnd(store, first, 1);
      const { game } = await store.loadGame(first);
      if (game.status !== "finished") throw new Error("the template game did not finish");
      // What the bot's poster does: every post of it out (the rows stay, marked sent).
      for (const e of await store.pendingOutbox(10_000)) await store.markOutboxSent(e.id);
      await database.close();
    }
    cloneFinished(file, finished);
    {
      const database = await openDatabase(url);
      const store = new GameStore(database);
      for (let g = 0; g < 20; g++) await playToEnd(store, await seatedGame(store, `running-${g}`), 100 + g, 40 + g);
      await database.close();
    }
    const sizeMb = statSync(file).size / 1e6;
    console.log(`startup: built a SQLite database of ${finished} finished + 20 running games (${sizeMb.toFixed(0)} MB) in ${((performance.now() - built) / 1000).toFixed(1)} s`);
    const before = usedBytes(file);

    // The first start after the upgrade: `npm run db:migrate` (run by `npm start`) compacts them.
    const m0 = performance.now();
    const migrate = spawnSync(process.execPath, [join(ROOT, "node_modules/tsx/dist/cli.mjs"), join(ROOT, "src/scripts/migrate.ts")], { cwd: ROOT, encoding: "utf8", env: { ...process.env, DATABASE_URL: url } });
    const migrateS = (performance.now() - m0) / 1000;
    if (migrate.status !== 0 || !migrate.stdout.includes(`compacted the history of ${finished} ended games`)) throw new Error(`npm run db:migrate: ${migrate.stdout}${migrate.stderr}`);
    const after = usedBytes(file);
    const v0 = performance.now();
    { const db = new Database(file); db.exec("VACUUM"); db.close(); }
    const vacuumS = (performance.now() - v0) / 1000;
    const vacuumed = statSync(file).size;
    console.log(`startup: bytes per finished game (SQLite pages in use / ${finished}; the 20 running games counted in): ${kb(before / finished)} as stored before compact history; ` +
      `npm run db:migrate compacted them in ${migrateS.toFixed(1)} s (${((migrateS * 1000) / finished).toFixed(2)} ms a game); after it ${kb(after / finished)} in use, ` +
      `${kb(vacuumed / finished)} after VACUUM (file ${(vacuumed / 1e6).toFixed(0)} MB, VACUUM ${vacuumS.toFixed(1)} s) (target: at most 8 KB)`);

    // What `npm start` does before connecting: migrations check, open, check the games that can change.
    const t0 = performance.now();
    await migrateDatabase(url);
    const database = await openDatabase(url);
    const store = new GameStore(database);
    const checked = await store.verifyLive();
    const startMs = performance.now() - t0;
    if (checked.length !== 20 || !checked.every((c) => c.ok)) throw new Error(`start-up check: ${JSON.stringify(checked.filter((c) => !c.ok))}`);
    const t1 = performance.now();
    const filter = { guildId: "100000000000000001", statuses: ["lobby", "active"] as const };
    await store.countGames(filter);
    await store.listGames({ ...filter, limit: 10 });
    await store.finishedGames("100000000000000001", 5);
    const gamesMs = performance.now() - t1;
    // The old start-up check replayed every stored game: time it on 300 and scale.
    const t2 = performance.now();
    for (let id = 1; id <= 300; id++) await store.verifyGame(id);
    const perGame = (performance.now() - t2) / 300;
    await database.close();
    console.log(`startup with ${finished} finished games: ${(startMs / 1000).toFixed(2)} s to be ready to connect (target < 10 s; 20 running games checked); /games first page ${gamesMs.toFixed(0)} ms; ` +
      `checking every stored game as before would take ~${((perGame * (finished + 20)) / 1000).toFixed(0)} s (${perGame.toFixed(1)} ms a game)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith("startup.ts")) await benchStartup();
