// Store benchmark (SQLite, the default): choices applied and persisted per second on real
// 4-player games from round 4 on (targets: >= 500/s), and the time to load a game by id
// (target: median < 2 ms). Each choice is one full transaction: load, engine, CAS, log row,
// snapshot, reminders, outbox, committed with synchronous=FULL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../src/db/client.ts";
import { migrateDatabase } from "../../src/db/migrate.ts";
import { GameStore } from "../../src/store/index.ts";
import { randomGame } from "../renderers/states.ts";
import { median } from "./median.ts";

interface Move { seat: number; choiceId: string; round: number }

/** A whole random 4-player game as a list of moves (engine only, so not timed). */
function randomGameMoves(seed: string, rngSeed: number): Move[] {
  return [...randomGame(4, rngSeed, seed)].map(({ before, move }) => ({ ...move, round: before.round }));
}

export async function benchStore(games = 12): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "nusfjord-bench-"));
  const url = `file:${join(dir, "bench.db")}`;
  await migrateDatabase(url);
  const database = await openDatabase(url);
  const store = new GameStore(database);
  try {
    let timedChoices = 0;
    let timedMs = 0;
    const midGameIds: number[] = [];
    let snapshotBytes = 0;
    for (let g = 0; g < games; g++) {
      const seed = `bench-store-${g}`;
      const moves = randomGameMoves(seed, 1000 + g);
      const created = await store.createGame({
        guildId: "bench", channelId: "bench", hostUserId: "u0", playerCount: 4, seed,
        seats: [0, 1, 2, 3].map((i) => ({ userId: `u${i}`, displayName: `P${i}` })),
      });
      await store.startGame(created.id, "u0");
      let t0 = 0;
      for (const m of moves) {
        if (m.round >= 4 && t0 === 0) {
          t0 = performance.now();
          midGameIds.push(created.id);
          snapshotBytes = (await store.db.snapshot.findUniqueOrThrow({ where: { gameId: created.id } })).state.length;
          t0 = performance.now();
        }
        await store.applyChoice({ gameId: created.id, actor: { userId: `u${m.seat}` }, choiceId: m.choiceId });
        if (t0 > 0) timedChoices++;
      }
      if (t0 > 0) timedMs += performance.now() - t0;
    }
    const perSecond = timedChoices / (timedMs / 1000);
    console.log(`store (SQLite): ${perSecond.toFixed(0)} choices applied and persisted per second (${timedChoices} choices from round 4 on, ${games} 4-player games, ~${(snapshotBytes / 1024).toFixed(0)} KiB snapshots; target >= 500/s)`);

    // Loading: the bot loads a game for every interaction. Finished games hold the largest snapshots.
    const ids = midGameIds.length > 0 ? midGameIds : [1];
    for (let i = 0; i < 200; i++) await store.loadGame(ids[i % ids.length] ?? 1); // warm-up
    const times: number[] = [];
    for (let i = 0; i < 2000; i++) {
      const t = performance.now();
      await store.loadGame(ids[i % ids.length] ?? 1);
      times.push(performance.now() - t);
    }
    console.log(`store (SQLite): load a game by id: median ${median(times).toFixed(3)} ms, p95 ${[...times].sort((a, b) => a - b)[Math.floor(times.length * 0.95)]?.toFixed(3)} ms (${times.length} loads; target median < 2 ms)`);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchStore();
