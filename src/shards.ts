// `npm run start:shards`: run the bot as SHARD_COUNT shards, one process each, on this machine.
// discord.js's ShardingManager starts `src/main.ts` once per shard (it passes SHARDS and
// SHARD_COUNT, which config.ts reads), restarts a shard process that dies, and stops them all
// on Ctrl-C / SIGTERM. Several processes need PostgreSQL (docs/admin.md, "Running several processes").
// To spread shards over machines instead, run `npm start` on each with SHARD_COUNT and SHARD_IDS.
// With METRICS_PORT set, shard N serves its health and metrics on METRICS_PORT + N (this
// managing process serves none).
import { fileURLToPath } from "node:url";

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
// Each shard process serves its own /healthz and /metrics: shard N on METRICS_PORT + N.
const lastShard = Math.max(...cfg.shardIds);
if (cfg.metricsPort !== null && cfg.metricsPort > 0 && cfg.metricsPort + lastShard > 65_535) {
  log.fatal(`METRICS_PORT ${cfg.metricsPort} leaves no port for shard ${lastShard}: npm run start:shards serves shard N's health and metrics on METRICS_PORT + N, so METRICS_PORT must be at most ${65_535 - lastShard}.`);
  process.exit(1);
}
if (cfg.webPort !== null && cfg.webPort > 0 && cfg.webPort + lastShard > 65_535) {
  log.fatal(`WEB_PORT ${cfg.webPort} leaves no port for shard ${lastShard}: npm run start:shards serves shard N's web view on WEB_PORT + N, so WEB_PORT must be at most ${65_535 - lastShard}.`);
  process.exit(1);
}
const { ShardingManager } = await import("discord.js");
const manager = new ShardingManager(fileURLToPath(new URL("./main.ts", import.meta.url)), {
  token, totalShards: cfg.shardCount, shardList: [...cfg.shardIds], mode: "process", respawn: true,
  execArgv: ["--import", "tsx"],
});
manager.on("shardCreate", (shard) => {
  // The environment the shard's process starts with (kept when it is started again).
  const metricsPort = cfg.metricsPort !== null && cfg.metricsPort > 0 ? cfg.metricsPort + shard.id : cfg.metricsPort;
  if (metricsPort !== null) (shard.env as Record<string, unknown>).METRICS_PORT = String(metricsPort);
  // The web view too: shard N on WEB_PORT + N (the proxy may send a page to any of them).
  if (cfg.webPort !== null && cfg.webPort > 0) (shard.env as Record<string, unknown>).WEB_PORT = String(cfg.webPort + shard.id);
  log.info({ shard: shard.id, shardCount: cfg.shardCount, ...(metricsPort !== null ? { metricsPort } : {}) }, "shard process started");
  shard.on("death", () => log.warn({ shard: shard.id }, "shard process ended; it is started again"));
});
let stopping = false;
/** Each shard process finishes what is under way within 10 s of its SIGTERM (src/main.ts); this waits that long for them. */
const SHARDS_STOP_MS = 10_000;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  manager.respawn = false;
  log.info({ signal }, "stopping every shard process");
  const ended = [...manager.shards.values()].map((shard) => {
    const child = shard.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    return exited;
  });
  const late = setTimeout(() => { log.error(`some shard processes had not ended ${SHARDS_STOP_MS / 1000} s after SIGTERM`); process.exit(1); }, SHARDS_STOP_MS);
  void Promise.all(ended).then(() => { clearTimeout(late); log.info("every shard process has stopped"); process.exit(0); });
}
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
await manager.spawn({ timeout: 120_000 });
log.info({ shards: [...manager.shards.keys()] }, "every shard is connected");
