// /games with 200 running games in the server (a benchmark, not a test): the bot as deployed,
// in a process of its own (`node --import tsx src/main.ts`, ./deployed-bot.ts) on SQLite,
// logging at info, against the Discord stand-in in this process (Discord is not on the bot's
// machine either). The server holds 200 running 4-player games in rounds 3-4 (copies of one
// real game: its seats and snapshot) and 20 finished ones (copies of one real finished game).
// Timed: one /games at a time (its answer's latency, median, and the bot process's CPU for each,
// from its /metrics), then /games requests at rising offered rates for 3 s each: per rate the
// requests served per second, the acknowledgement p99 and max; and the most served per second
// with every acknowledgement under 3 s (Discord's limit). Target: >= 300 /s on one process.
//
// `npm run bench` runs it (tests/bench/run.ts), or alone: `npx tsx tests/bench/games.ts`
// (BENCH_GAMES_RATES sets the offered rates, e.g. "100,300"; BENCH_GAMES_BOT_ROOT runs the bot
// from another checkout, to measure the code before a change the same way; BENCH_GAMES_NODE_ARGS
// gives the bot's process Node.js options, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { text } from "../../src/db/sql.ts";
import type { GameStore } from "../../src/store/index.ts";
import { lcg, randomMove } from "../engine/helpers.ts";
import { openTestStore } from "../store/helpers.ts";
import { DiscordStandIn, type InteractionOutcome } from "../e2e/standin/index.ts";
import { metric, startDeployedBot } from "./deployed-bot.ts";
import { median, percentile } from "./median.ts";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const RUNNING = 200;
const FINISHED = 20;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A 4-player game of the server's, played with random legal choices until `stop` says so. */
async function playedGame(store: GameStore, guildId: string, channelId: string, seed: string, stop: (round: number) => boolean): Promise<number> {
  const g = await store.createGame({
    guildId, channelId, hostUserId: "u0", playerCount: 4, seed,
    seats: [0, 1, 2, 3].map((i) => ({ userId: `u${i}`, displayName: `Player ${i + 1}` })),
  });
  await store.startGame(g.id, "u0");
  const rand = lcg(seed.length * 31);
  for (let { state } = await store.loadGame(g.id); state && !stop(state.round);) {
    const move = randomMove(state, rand);
    if (!move) break;
    ({ state } = await store.applyChoice({ gameId: g.id, actor: { userId: `u${move.seat}` }, seat: move.seat, choiceId: move.choiceId }));
  }
  return g.id;
}

/** `copies` more of game `id` (its row, seats, snapshot and choices, so the bot's start-up check finds it whole): a few statements per table. */
async function copyGame(store: GameStore, id: number, copies: number): Promise<void> {
  const sql = store.sql;
  const cols = async (table: string, skip: readonly string[]) =>
    (await sql.query(`SELECT name FROM pragma_table_info('${table}')`)).map((r) => text(r.name)).filter((c) => !skip.includes(c)).map((c) => `"${c}"`).join(", ");
  const [gameCols, seatCols, snapCols, choiceCols] = [await cols("Game", ["id"]), await cols("Seat", ["id", "gameId"]), await cols("Snapshot", ["gameId"]), await cols("Choice", ["id", "gameId"])];
  const [top] = await sql.query(`SELECT MAX("id") AS "id" FROM "Game"`);
  const base = Number(top?.id ?? 0);
  for (let k = 1; k <= copies; k++) {
    await sql.transaction(async (tx) => {
      await tx.execute(`INSERT INTO "Game" ("id", ${gameCols}) SELECT ?, ${gameCols} FROM "Game" WHERE "id" = ?`, [base + k, id]);
      await tx.execute(`INSERT INTO "Seat" ("gameId", ${seatCols}) SELECT ?, ${seatCols} FROM "Seat" WHERE "gameId" = ?`, [base + k, id]);
      await tx.execute(`INSERT INTO "Snapshot" ("gameId", ${snapCols}) SELECT ?, ${snapCols} FROM "Snapshot" WHERE "gameId" = ?`, [base + k, id]);
      await tx.execute(`INSERT INTO "Choice" ("gameId", ${choiceCols}) SELECT ?, ${choiceCols} FROM "Choice" WHERE "gameId" = ?`, [base + k, id]);
    });
  }
}

export async function benchGames(rates = (process.env.BENCH_GAMES_RATES ?? "100,200,300,400,500").split(",").map(Number)): Promise<void> {
  // No deadline at the stand-in: late acknowledgements are counted here, not refused.
  const discord = await DiscordStandIn.start({ interactionTimeoutMs: 120_000, ackDeadlineMs: null });
  const db = await openTestStore(new Date("2026-03-01T09:00:00Z"));
  const dir = mkdtempSync(join(tmpdir(), "nusfjord-games-"));
  let bot: Awaited<ReturnType<typeof startDeployedBot>> | null = null;
  try {
    const { guildId, channelId } = discord;
    const asker = discord.addUser("ann");
    const done = await playedGame(db.store, guildId, channelId, "games-finished", () => false);
    if ((await db.store.loadGame(done)).game.status !== "finished") throw new Error("the finished template did not finish");
    await copyGame(db.store, done, FINISHED - 1);
    const running = await playedGame(db.store, guildId, channelId, "games-running", (round) => round >= 4);
    await copyGame(db.store, running, RUNNING - 1);
    // The posts of the games played above went out long ago (the bot would post the template games' whole history first).
    await db.store.sql.execute(`UPDATE "OutboxMessage" SET "sentAt" = ? WHERE "sentAt" IS NULL`, [new Date("2026-03-01T09:00:00Z")]);
    bot = await startDeployedBot({ root: resolve(process.env.BENCH_GAMES_BOT_ROOT ?? ROOT), cwd: dir, token: discord.token, apiBase: discord.apiBase, databaseUrl: db.url, env: { AI_MOVE_DELAY_MS: "0" }, nodeArgs: process.env.BENCH_GAMES_NODE_ARGS?.split(" ").filter(Boolean) });
    const check = await discord.command(asker, channelId, "games", {});
    if (!check.response?.content.includes(`of ${RUNNING}, page 1 of ${RUNNING / 10}`) || !check.response.content.includes("Finished lately")) {
      throw new Error(`unexpected /games answer: ${check.response?.content ?? "(none)"}`);
    }

    const one: number[] = [];
    const cpu0 = metric(await bot.metrics(), "process_cpu_seconds_total");
    for (let k = 0; k < 200; k++) {
      const t = performance.now();
      await discord.command(asker, channelId, "games", {});
      one.push(performance.now() - t);
    }
    // The bot process's CPU for each (reading /metrics costs a little of it too).
    const cpuMs = ((metric(await bot.metrics(), "process_cpu_seconds_total") - cpu0) * 1000) / one.length;
    let best = 0;
    const lines: string[] = [];
    for (const rate of rates) {
      const windowMs = 3000;
      const count = Math.round((rate * windowMs) / 1000);
      const t0 = Date.now();
      const runs: Promise<InteractionOutcome>[] = [];
      for (let n = 0; n < count; n++) {
        const wait = t0 + (n * 1000) / rate - Date.now();
        if (wait > 0) await sleep(wait);
        runs.push(discord.command(asker, channelId, "games", {}));
      }
      const outs = await Promise.all(runs);
      const elapsed = Date.now() - t0;
      const served = (count * 1000) / elapsed;
      const acks = outs.map((o) => o.ackMs);
      const answered = outs.filter((o) => o.response?.content.startsWith("Games in this server")).length;
      const inTime = answered === count && Math.max(...acks) < 3000;
      const keptUp = inTime && elapsed < windowMs + 1000;
      if (inTime) best = Math.max(best, served);
      lines.push(`${rate}/s offered: ${served.toFixed(0)}/s served, ack p99 ${percentile(acks, 99)} ms, max ${Math.max(...acks)} ms${keptUp ? "" : inTime ? " (backlog)" : ` (${acks.filter((a) => a >= 3000).length} LATE of ${count})`}`);
      await sleep(1000);
    }
    console.log(`bot: /games with ${RUNNING} running and ${FINISHED} finished games in the server: one at a time ${median(one).toFixed(1)} ms (median of ${one.length}), ${cpuMs.toFixed(1)} ms of the bot process's CPU each; served with every acknowledgement under 3 s: ${best.toFixed(0)}/s (${lines.join("; ")}); target >= 300/s`);
    if (bot.errors.length > 0) console.log(`bot: /games: the bot logged ${bot.errors.length} error lines, the first: ${bot.errors.slice(0, 3).join("\n")}`);
  } finally {
    await bot?.stop();
    await discord.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await benchGames();
  process.exit(0);
}
