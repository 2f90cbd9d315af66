// /leaderboard with 10,000 rated games in the server (a benchmark, not a test): the bot as
// deployed against the Discord stand-in, its SQLite database holding that many finished rated
// 4-player games (copies of one real finished game, as the start-up benchmark builds its
// history, with the seats given to 400 players and every fifth game's last seat to the hard
// AI), rated by `npm run ratings:rebuild --repair`'s code. Timed: that rebuild over the 10,000
// games, then `/leaderboard` (first page, a middle page, the last) from sending the command to
// its answer, and the store's query alone.
//
// `npm run bench` runs it (tests/bench/run.ts), or alone: `npx tsx tests/bench/leaderboard.ts`
// (BENCH_LEADERBOARD_GAMES sets the game count, default 10,000).
import { pathToFileURL } from "node:url";
import { startHarness } from "../e2e/harness.ts";
import { lcg, randomMove } from "../engine/helpers.ts";
import { text } from "../../src/db/sql.ts";
import { median } from "./median.ts";

/** Players the seats are spread over. */
const PLAYERS = 400;
const RUNS = 30;

export async function benchLeaderboard(total = Number(process.env.BENCH_LEADERBOARD_GAMES ?? 10_000)): Promise<void> {
  const h = await startHarness();
  try {
    const guildId = h.discord.guildId;
    const asker = h.discord.addUser("ann");
    const built = performance.now();
    // The template: one whole 4-player game, played through the store, rated when it finished.
    const g = await h.store.createGame({
      guildId, channelId: h.discord.channelId, hostUserId: "u0", playerCount: 4, seed: "leaderboard-0",
      seats: [0, 1, 2, 3].map((i) => ({ userId: `u${i}`, displayName: `Player ${i + 1}` })),
    });
    await h.store.startGame(g.id, "u0");
    const rand = lcg(7);
    for (let { state } = await h.store.loadGame(g.id); state;) {
      const move = randomMove(state, rand);
      if (!move) break;
      ({ state } = await h.store.applyChoice({ gameId: g.id, actor: { userId: `u${move.seat}` }, seat: move.seat, choiceId: move.choiceId }));
    }
    // Copies, doubling: the games, their seats and final snapshots (the rebuild reads nothing else).
    const sql = h.store.sql;
    const cols = async (table: string, skip: readonly string[]) =>
      (await sql.query(`SELECT name FROM pragma_table_info('${table}')`)).map((r) => text(r.name)).filter((c) => !skip.includes(c)).map((c) => `"${c}"`).join(", ");
    const [gameCols, seatCols, snapCols] = [await cols("Game", ["id"]), await cols("Seat", ["id", "gameId"]), await cols("Snapshot", ["gameId"])];
    for (let n = 1; n < total; n *= 2) {
      const add = Math.min(n, total - n);
      await sql.transaction(async (tx) => {
        await tx.execute(`INSERT INTO "Game" ("id", ${gameCols}) SELECT "id" + ?, ${gameCols} FROM "Game" WHERE "id" <= ?`, [n, add]);
        await tx.execute(`INSERT INTO "Seat" ("gameId", ${seatCols}) SELECT "gameId" + ?, ${seatCols} FROM "Seat" WHERE "gameId" <= ?`, [n, add]);
        await tx.execute(`INSERT INTO "Snapshot" ("gameId", ${snapCols}) SELECT "gameId" + ?, ${snapCols} FROM "Snapshot" WHERE "gameId" <= ?`, [n, add]);
      });
    }
    // Four different players at every table, by game and seat; every fifth game's last seat the hard AI.
    await sql.execute(`UPDATE "Seat" SET "userId" = 'p' || (("gameId" * 7 + "seat" * 101) % ${PLAYERS}), "displayName" = 'Player ' || (("gameId" * 7 + "seat" * 101) % ${PLAYERS})`);
    await sql.execute(`UPDATE "Seat" SET "userId" = NULL, "aiLevel" = 'hard', "displayName" = 'Ingrid' WHERE "seat" = 3 AND "gameId" % 5 = 0`);
    await sql.execute(`UPDATE "Seat" SET "userId" = ? WHERE "userId" = 'p0'`, [asker.id]);
    const buildS = (performance.now() - built) / 1000;

    const r0 = performance.now();
    const rebuilt = await h.store.rebuildRatings(true);
    const rebuildS = (performance.now() - r0) / 1000;
    if (rebuilt.games !== total) throw new Error(`rated ${rebuilt.games} games, not ${total}`);
    const { total: onBoard } = await h.store.leaderboard(guildId, { limit: 10, offset: 0 });
    const pages = Math.ceil(onBoard / 10);

    const commandMs = async (page: number): Promise<number[]> => {
      const times: number[] = [];
      for (let k = 0; k < RUNS; k++) {
        const t = performance.now();
        const out = await h.discord.command(asker, h.discord.channelId, "leaderboard", { options: { page } });
        if (!out.response?.content.startsWith("**Leaderboard**")) throw new Error(`unexpected answer: ${out.response?.content ?? "(none)"}`);
        times.push(performance.now() - t);
      }
      return times;
    };
    const first = await commandMs(1);
    const middle = await commandMs(Math.ceil(pages / 2));
    const last = await commandMs(pages);
    const query: number[] = [];
    for (let k = 0; k < RUNS; k++) {
      const t = performance.now();
      await h.store.leaderboard(guildId, { limit: 10, offset: 10 * Math.floor(pages / 2), asker: asker.id });
      query.push(performance.now() - t);
    }
    const f = (x: number) => x.toFixed(1);
    console.log(`/leaderboard with ${total} rated 4-player games in the server (${rebuilt.players} rated players, ${onBoard} on the board, ${pages} pages; database built in ${buildS.toFixed(1)} s): ` +
      `answered through the stand-in in ${f(median(first))} ms (first page), ${f(median(middle))} ms (page ${Math.ceil(pages / 2)}), ${f(median(last))} ms (last page) (medians of ${RUNS}); ` +
      `the store's query ${f(median(query))} ms; ratings:rebuild over the ${total} games ${rebuildS.toFixed(1)} s`);
  } finally {
    await h.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await benchLeaderboard();
  process.exit(0);
}
