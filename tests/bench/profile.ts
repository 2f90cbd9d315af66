// /profile with 10,000 finished games in the server (a benchmark, not a test): the bot as
// deployed against the Discord stand-in, its SQLite database holding that many finished 4-player
// games (copies of one real finished game, as the leaderboard benchmark builds them, the seats
// given to 400 players, every second game's third seat to the medium AI and every fifth game's
// last seat to the hard AI), whose seat results are filled in by the backfill an upgrade runs
// (`npm run db:migrate`) and whose ratings by `npm run ratings:rebuild --repair`'s code. Timed:
// that backfill over the 10,000 games, then `/profile` from sending the command to its answer
// (a player's own with about 100 games and the chart, the medium AI's with 5,000 games), and
// the store's query alone for each.
//
// `npm run bench` runs it (tests/bench/run.ts), or alone: `npx tsx tests/bench/profile.ts`
// (BENCH_PROFILE_GAMES sets the game count, default 10,000).
import { pathToFileURL } from "node:url";
import { startHarness } from "../e2e/harness.ts";
import { lcg, randomMove } from "../engine/helpers.ts";
import { text } from "../../src/db/sql.ts";
import { median } from "./median.ts";

/** Players the seats are spread over. */
const PLAYERS = 400;
const RUNS = 20;

export async function benchProfile(total = Number(process.env.BENCH_PROFILE_GAMES ?? 10_000)): Promise<void> {
  const h = await startHarness();
  try {
    const guildId = h.discord.guildId;
    const asker = h.discord.addUser("ann");
    const built = performance.now();
    // The template: one whole 4-player game, played through the store.
    const g = await h.store.createGame({
      guildId, channelId: h.discord.channelId, hostUserId: "u0", playerCount: 4, seed: "profile-0",
      seats: [0, 1, 2, 3].map((i) => ({ userId: `u${i}`, displayName: `Player ${i + 1}` })),
    });
    await h.store.startGame(g.id, "u0");
    const rand = lcg(11);
    for (let { state } = await h.store.loadGame(g.id); state;) {
      const move = randomMove(state, rand);
      if (!move) break;
      ({ state } = await h.store.applyChoice({ gameId: g.id, actor: { userId: `u${move.seat}` }, seat: move.seat, choiceId: move.choiceId }));
    }
    // Copies, doubling: the games, their seats and final snapshots (what an upgrade finds).
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
    // Four different players at every table; the medium AI in every second game, the hard AI in every fifth.
    await sql.execute(`UPDATE "Seat" SET "userId" = 'p' || (("gameId" * 7 + "seat" * 101) % ${PLAYERS}), "displayName" = 'Player ' || (("gameId" * 7 + "seat" * 101) % ${PLAYERS})`);
    await sql.execute(`UPDATE "Seat" SET "userId" = NULL, "aiLevel" = 'medium', "displayName" = 'Odd' WHERE "seat" = 2 AND "gameId" % 2 = 0`);
    await sql.execute(`UPDATE "Seat" SET "userId" = NULL, "aiLevel" = 'hard', "displayName" = 'Ingrid' WHERE "seat" = 3 AND "gameId" % 5 = 0`);
    await sql.execute(`UPDATE "Seat" SET "userId" = ? WHERE "userId" = 'p0'`, [asker.id]);
    // As before the upgrade: no seat results yet (the template's were written as it finished).
    await sql.execute(`DELETE FROM "SeatBuilding"`);
    await sql.execute(`DELETE FROM "SeatResult"`);
    const buildS = (performance.now() - built) / 1000;

    const b0 = performance.now();
    const filled = await h.store.backfillSeatResults();
    const backfillS = (performance.now() - b0) / 1000;
    if (filled.games !== total) throw new Error(`filled in ${filled.games} games, not ${total}`);
    const rebuilt = await h.store.rebuildRatings(true);
    if (rebuilt.games !== total) throw new Error(`rated ${rebuilt.games} games, not ${total}`);

    const commandMs = async (options: Record<string, string>): Promise<{ times: number[]; games: number }> => {
      const times: number[] = [];
      let games = 0;
      for (let k = 0; k < RUNS; k++) {
        const t = performance.now();
        const out = await h.discord.command(asker, h.discord.channelId, "profile", { options });
        const shown = /\n🎲 (\d+) games · /.exec(out.response?.content ?? "");
        if (!shown || out.response?.attachments.length !== 1) throw new Error(`unexpected answer: ${out.response?.content ?? "(none)"}`);
        games = Number(shown[1]);
        times.push(performance.now() - t);
      }
      return { times, games };
    };
    const queryMs = async (player: string): Promise<number[]> => {
      const times: number[] = [];
      for (let k = 0; k < RUNS; k++) {
        const t = performance.now();
        await h.store.profile(guildId, player);
        times.push(performance.now() - t);
      }
      return times;
    };
    const own = await commandMs({});
    const ai = await commandMs({ ai: "medium" });
    const ownQuery = await queryMs(asker.id);
    const aiQuery = await queryMs("ai:medium");
    const f = (x: number) => x.toFixed(1);
    console.log(`/profile with ${total} finished 4-player games in the server (database built in ${buildS.toFixed(1)} s): ` +
      `the backfill of their seat results (an upgrade's \`npm run db:migrate\`) ${backfillS.toFixed(1)} s (${f((backfillS * 1000) / total)} ms a game); ` +
      `answered through the stand-in, chart included, in ${f(median(own.times))} ms (a player with ${own.games} games) and ${f(median(ai.times))} ms (the medium AI, ${ai.games} games) (medians of ${RUNS}); ` +
      `the store's query ${f(median(ownQuery))} ms and ${f(median(aiQuery))} ms`);
  } finally {
    await h.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await benchProfile();
  process.exit(0);
}
