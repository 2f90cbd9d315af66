// `npm run start:shards`: run the bot as SHARD_COUNT shards, one process each, on this machine.
// discord.js's ShardingManager starts `src/main.ts` once per shard (it passes SHARDS and
// SHARD_COUNT, which config.ts reads), restarts a shard process that dies, and stops them all
// on Ctrl-C / SIGTERM. Several processes need PostgreSQL (docs/admin.md, "Running several processes").
// To spread shards over machines instead, run `npm start` on each with SHARD_COUNT and SHARD_IDS.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

if (existsSync(".env")) process.loadEnvFile(".env");

const { configOrExit } = await import("./config.ts");
const { createLogger } = await import("./logger.ts");
const { providerOf } = await import("./db/url.ts");

const cfg = configOrExit();
const token = cfg.discordToken;
const log = createLogger(cfg.logLevel, undefined, [token]);
if (cfg.shardCount < 2 || providerOf(cfg.databaseUrl) !== "postgres") {
  log.fatal("npm run start:shards runs one process per shard: set SHARD_COUNT to 2 or more and DATABASE_URL to a PostgreSQL database (a SQLite file serves one process; for one process, use npm start).");
  process.exit(1);
}
const { ShardingManager } = await import("discord.js");
const manager = new ShardingManager(fileURLToPath(new URL("./main.ts", import.meta.url)), {
  token, totalShards: cfg.shardCount, shardList: [...cfg.shardIds], mode: "process", respawn: true,
  execArgv: ["--import", "tsx"],
});
manager.on("shardCreate", (shard) => {
  log.info({ shard: shard.id, shardCount: cfg.shardCount }, "shard process started");
  shard.on("death", () => log.warn({ shard: shard.id }, "shard process ended; it is started again"));
});
let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  manager.respawn = false;
  log.info({ signal }, "stopping every shard process");
  for (const shard of manager.shards.values()) shard.process?.kill("SIGTERM");
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
await manager.spawn({ timeout: 120_000 });
log.info({ shards: [...manager.shards.keys()] }, "every shard is connected");
