// `npm start` (after `prestart` generated the Prisma clients and applied the migrations):
// read the configuration (./.env and the environment), take the SQLite file's one-process lock,
// open the database, take this process's identity (INSTANCE_ID: refused while another live
// process has it) (filling in the results of games finished before /profile existed), check
// every running game against its choice log (setting aside damaged ones), serve health and metrics
// (when METRICS_PORT is set), connect to Discord and serve until stopped. SIGTERM or SIGINT
// (Ctrl-C) stops it cleanly: new interactions are told the bot is restarting, those under way
// and the posts they cause are finished (for at most DRAIN_MS), then it exits with status 0.
const { ConfigError, configOrExit } = await import("./config.ts");
const { createLogger } = await import("./logger.ts");

const cfg = configOrExit();
const log = createLogger(cfg.logLevel, undefined, [cfg.discordToken]);

/**
 * How long a stop waits for the interactions and posts under way. Process managers kill a process
 * that has not ended 10 s after SIGTERM (Docker's and systemd's defaults): this leaves time to
 * close the rest. Anything not finished by then is safe in the database and done at the next start.
 */
const DRAIN_MS = 8000;
/** A stop that still has not ended by then (a database that does not answer) ends the process anyway. */
const STOP_LIMIT_MS = 9500;

type Running = { stop(options: { drainMs: number }): Promise<void> };
let running: Running | null = null;
let closing: (() => Promise<void>) | null = null;
let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, `shutting down: finishing the interactions and posts under way (at most ${DRAIN_MS / 1000} s)`);
  setTimeout(() => { log.error(`shutting down took longer than ${STOP_LIMIT_MS / 1000} s: exiting without closing the database (nothing acknowledged is lost)`); process.exit(1); }, STOP_LIMIT_MS).unref();
  await running?.stop({ drainMs: DRAIN_MS });
  await closing?.();
  log.info("stopped");
  process.exit(0);
}
// Not awaited by the signal handler: a failure to close is logged, and the process still exits.
function onSignal(signal: string): void {
  void shutdown(signal).catch((e: unknown) => { log.fatal({ err: e }, "shutting down failed"); process.exit(1); });
}
// From the start: a stop while the database is opened and checked ends the process cleanly too.
process.on("SIGINT", () => onSignal("SIGINT"));
process.on("SIGTERM", () => onSignal("SIGTERM"));

const { openStore } = await import("./store/index.ts");
// Load the engine now, which validates every Building card: a malformed card stops start-up, not a game days later.
await import("./engine/index.ts");
const { NusfjordBot } = await import("./bot/bot.ts");
const { connectProblem } = await import("./bot/ops/connect-problem.ts");
const { providerOf, sqliteFile } = await import("./db/url.ts");
const { lockSqliteInstance, InstanceLockedError } = await import("./db/instance-lock.ts");
const { startupProblem } = await import("./db/errors.ts");
const { lockIdentity, IdentityInUseError } = await import("./db/identity-lock.ts");

/** Open, check and connect; returns early when a stop came meanwhile (shutdown() ends the process). */
async function serve(): Promise<void> {
  // One bot process per SQLite file (several processes need PostgreSQL): refuse a second one.
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
  closing = () => { instanceLock?.release(); return Promise.resolve(); };

  let opened;
  try {
    // Claims carry this process's identity, so a restart takes its predecessor's claims over at once.
    const { store, database } = await openStore(cfg.databaseUrl, { instance: cfg.instanceId });
    closing = async () => { await database.close(); instanceLock?.release(); };
    const identity = await lockIdentity(cfg.databaseUrl, cfg.instanceId, (e) => {
      // The database came back after the lock's connection broke, and another process had taken
      // this identity meanwhile: two processes must not work under one name.
      log.fatal(e.message);
      process.exit(1);
    });
    closing = async () => { await identity.release(); await database.close(); instanceLock?.release(); };
    // `npm run db:migrate` has done this already when started with `npm start`: then one query.
    const filled = await store.backfillSeatResults();
    for (const skipped of filled.skipped) log.warn(skipped);
    if (filled.games > 0) log.info({ games: filled.games }, "filled in the results of games finished before /profile existed");
    // Only games that can still change: finished ones never do, so start-up does not grow with
    // history. A game that fails is set aside as damaged (its players are told once the bot is
    // connected); one that passes again plays on.
    opened = { store, database, outcomes: await store.checkRunningGames() };
  } catch (e) {
    if (stopping) return;
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
  if (stopping) return;
  const { store, database, outcomes } = opened;
  const damaged = outcomes.flatMap((o) => (o.ok || o.retry ? [] : [{ gameId: o.gameId, problem: o.problem }]));
  // Games started under older rules continue from their snapshots (docs/admin.md, "Upgrading the bot"): told apart, not counted as problems.
  const legacy = outcomes.filter((o) => o.ok && o.legacy).length;
  log.info({ provider: database.provider, instance: cfg.instanceId, shards: cfg.shardIds, shardCount: cfg.shardCount, runningGamesChecked: outcomes.length, damaged: damaged.length, olderRules: legacy }, "database ready");
  // Each damaged game is logged at error level once, when its players are told (src/bot/ops/damaged.ts); this says which are set aside now.
  if (damaged.length > 0) log.warn({ damaged }, `${damaged.length} running game${damaged.length === 1 ? " is" : "s are"} damaged and set aside (${damaged.map((d) => `#${d.gameId}`).join(", ")}): npm run verify-games says why; -- --repair rebuilds those it can from their logs`);

  const bot = new NusfjordBot({ config: cfg, store, log });
  running = bot;
  try {
    await bot.start();
  } catch (e) {
    if (stopping) return;
    // A setting that only fails once used (METRICS_PORT in use): one line naming it, no stack trace.
    if (e instanceof ConfigError) log.fatal(e.message);
    // Otherwise one line saying why: no network or DNS (naming the host), a refused connection, or a refused token (401).
    else log.fatal(connectProblem(e, cfg.discordApiUrl));
    await bot.stop({ drainMs: 0 }).catch(() => undefined);
    await closing?.();
    process.exit(1);
  }
}
await serve();
