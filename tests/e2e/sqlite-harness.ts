// The harness (./harness.ts) on a SQLite file of its own, whatever DATABASE_URL says, with the
// connection's busy wait and the stand-in's deadlines chosen by the caller: for the tests and
// benchmarks of another process holding SQLite's lock.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { NusfjordBot } from "../../src/bot/bot.ts";
import { parseConfig } from "../../src/config.ts";
import { openDatabase } from "../../src/db/client.ts";
import { migrateDatabase } from "../../src/db/migrate.ts";
import { createLogger } from "../../src/logger.ts";
import { GameStore } from "../../src/store/index.ts";
import { assembleHarness, logSink, type Harness } from "./harness.ts";
import { DiscordStandIn, type StandInOptions } from "./standin/index.ts";

export interface SqliteHarness extends Harness {
  /** The SQLite file, for another process to lock. */
  readonly file: string;
}

/** `folder`: where the database goes (a new folder under it); by default the system's temporary folder. */
export async function startSqliteHarness(opts: { busyWaitMs: number; standIn?: StandInOptions; metrics?: boolean; folder?: string }): Promise<SqliteHarness> {
  const discord = await DiscordStandIn.start(opts.standIn);
  const dir = mkdtempSync(join(opts.folder ?? tmpdir(), "nusfjord-locked-"));
  const file = join(dir, "bot.db");
  const url = `file:${file}`;
  await migrateDatabase(url);
  const database = await openDatabase(url, { busyWaitMs: opts.busyWaitMs });
  let clock = new Date("2026-03-01T09:00:00Z").getTime();
  let seeds = 0;
  const now = () => new Date(clock);
  const store = new GameStore(database, { now, newSeed: () => `locked-${seeds++}` });
  const { logs, sink } = logSink();
  const config = parseConfig({ DISCORD_TOKEN: discord.token, DISCORD_API_URL: discord.apiBase, DATABASE_URL: url, AI_MOVE_DELAY_MS: "0", LOG_LEVEL: "debug", ...(opts.metrics ? { METRICS_PORT: "0" } : {}) });
  const log = createLogger(config.logLevel, sink, [discord.token]);
  const makeBot = () => new NusfjordBot({ config, store, log, now, reminderTimer: false });
  // As strict as the main harness: any request Discord would refuse, or a leaked token, fails.
  return assembleHarness<SqliteHarness>({
    discord, store, logs, file,
    db: { store, database, url, advance: (ms) => { clock += ms; }, now, close: async () => { await database.close(); rmSync(dir, { recursive: true, force: true }); } },
  }, makeBot);
}
