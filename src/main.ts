// `npm start` (after `prestart` generated the Prisma clients and applied the migrations):
// read the configuration, take the SQLite file's one-process lock, open the database, take this
// process's identity (INSTANCE_ID: refused while another live process has it), check every
// running game against its choice log, serve health and metrics (when METRICS_PORT is set),
// connect to Discord and serve until stopped (Ctrl-C / SIGTERM).
import { existsSync } from "node:fs";

if (existsSync(".env")) process.loadEnvFile(".env");

const { ConfigError, configOrExit } = await import("./config.ts");
const { createLogger } = await import("./logger.ts");

const cfg = configOrExit();
const log = createLogger(cfg.logLevel, undefined, [cfg.discordToken]);
const { openStore } = await import("./store/index.ts");
// Load the engine now, which validates every Building card: a malformed card stops start-up, not a game days later.
await import("./engine/index.ts");
const { NusfjordBot } = await import("./bot/bot.ts");

// One bot process per SQLite file (several processes need PostgreSQL): refuse a second one.
const { providerOf, sqliteFile } = await import("./db/url.ts");
const { lockSqliteInstance, InstanceLockedError } = await import("./db/instance-lock.ts");
const { startupProblem } = await import("./db/errors.ts");
const { lockIdentity, IdentityInUseError } = await import("./db/identity-lock.ts");
let instanceLock: { release(): void } | null = null;
if (providerOf(cfg.databaseUrl) === "sqlite") {
  try {
    instanceLock = lockSqliteInstance(sqliteFile(cfg.databaseUrl));
  } catch (e) {
    // Another bot on this file, or a path that cannot hold a database: one line, not a stack trace.
    const problem = e instanceof InstanceLockedError ? e.message : `cannot open the database: ${startupProblem(e, cfg.databaseUrl)}`;
    log.fatal(e instanceof InstanceLockedError ? {} : { problem: startupProblem(e, cfg.databaseUrl) }, problem);
    process.exit(1);
  }
}

let opened;
try {
  // Claims carry this process's identity, so a restart takes its predecessor's claims over at once.
  const { store, database } = await openStore(cfg.databaseUrl, { instance: cfg.instanceId });
  const identity = await lockIdentity(cfg.databaseUrl, cfg.instanceId, (e) => {
    // The database came back after the lock's connection broke, and another process had taken
    // this identity meanwhile: two processes must not work under one name.
    log.fatal(e.message);
    process.exit(1);
  });
  // Only games that can still change: finished ones never do, so start-up does not grow with history.
  opened = { store, database, identity, outcomes: await store.verifyLive() };
} catch (e) {
  // Another live process under this INSTANCE_ID: one line saying what to do.
  if (e instanceof IdentityInUseError) {
    log.fatal(e.message);
    process.exit(1);
  }
  // One line naming the problem (the database, never its password), not a stack trace.
  const problem = startupProblem(e, cfg.databaseUrl);
  log.fatal({ problem }, `cannot open the database: ${problem}`);
  process.exit(1);
}
const { store, database, identity, outcomes } = opened;
const bad = outcomes.filter((o) => !o.ok).length;
// Games started under older rules continue from their snapshots (docs/admin.md, "Upgrading the bot"): told apart, not counted as problems.
const legacy = outcomes.filter((o) => o.ok && o.legacy).length;
log.info({ provider: database.provider, instance: cfg.instanceId, shards: cfg.shardIds, shardCount: cfg.shardCount, runningGamesChecked: outcomes.length, mismatched: bad, olderRules: legacy }, bad ? "some stored games differ from their choice log: run npm run verify-games to see which" : "database ready");

const bot = new NusfjordBot({ config: cfg, store, log });
let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down");
  await bot.stop();
  await identity.release();
  await database.close();
  instanceLock?.release();
  process.exit(0);
}
// Not awaited by the signal handler: a failure to close is logged, and the process still exits.
function onSignal(signal: string): void {
  void shutdown(signal).catch((e: unknown) => { log.fatal({ err: e }, "shutting down failed"); process.exit(1); });
}
process.on("SIGINT", () => onSignal("SIGINT"));
process.on("SIGTERM", () => onSignal("SIGTERM"));

try {
  await bot.start();
} catch (e) {
  // A setting that only fails once used (METRICS_PORT in use): one line naming it, no stack trace.
  if (e instanceof ConfigError) log.fatal(e.message);
  else log.fatal({ err: e }, "could not connect to Discord (is DISCORD_TOKEN right?)");
  await bot.stop().catch(() => undefined);
  await identity.release();
  await database.close();
  process.exit(1);
}
