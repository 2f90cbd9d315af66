// The bot: a discord.js client wired to the store. start() serves health and metrics when
// METRICS_PORT is set, logs in, registers the slash commands (in one server when
// DISCORD_GUILD_ID is set, else globally), posts whatever the outbox still holds, lets waiting AI
// seats move, finishes the lobbies a stopped process left half-open and starts the reminder clock.
import { languageOf, translator } from "../i18n/index.ts";
import { Client, Events, GatewayIntentBits, MessageFlags, Options, Status, type Interaction } from "discord.js";
import { COMMANDS } from "../../commands/index.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { GameStore } from "../store/index.ts";
import { AiPool } from "./ai/pool.ts";
import { AiRunner } from "./ai/runner.ts";
import type { BotContext } from "./context.ts";
import { botImages } from "./images/images.ts";
import { BotMetrics } from "./ops/metrics.ts";
import { Monitoring } from "./ops/monitoring.ts";
import { resumeOpenings } from "./turn/opening.ts";
import { postOutbox } from "./turn/poster.ts";
import { playDueDeadlines } from "./time/deadlines.ts";
import { sendDueReminders } from "./time/reminders.ts";
import { claimed, createRouter } from "./router.ts";
import { tellDamagedGames } from "./ops/damaged.ts";
import { Timelines } from "./turn/timelines.ts";
import { WebServer } from "../web/server.ts";
import { linkSecret } from "../web/keys.ts";

export interface BotOptions {
  readonly config: Config;
  readonly store: GameStore;
  readonly log: Logger;
  /** The clock (tests pass a fake one; the store should share it). */
  readonly now?: () => Date;
  /** Check reminders on a timer (default true; tests call checkReminders() themselves). */
  readonly reminderTimer?: boolean;
  /** Outbox rows read per pass (tests make it small to exercise passes). */
  readonly outboxBatch?: number;
  /** The AI players' worker threads (default: AI_THREADS of them); the bot closes it on stop(). */
  readonly aiPool?: AiPool;
}

/**
 * Ended games whose history each periodic pass compacts, at most (one transaction each, so
 * interactions go on in between). Games end far less often than that; `npm run db:migrate`
 * compacts a backlog (e.g. after upgrading) all at once.
 */
const COMPACT_PER_PASS = 50;
/**
 * What discord.js keeps in memory: only what the bot reads. By default it keeps the last 200
 * messages of every channel (each message the bot posts lands there: every game thread's turn
 * posts, about 5 KB each) and every member and user who ever used a command, and frees threads
 * 4 hours after they are archived: a busy bot carried hundreds of megabytes it never reads
 * (issue 34). The bot reads no message from the cache (the few it edits, the lobby and the
 * opening posts, are fetched by id: ./turn/lobby.ts, ./turn/opening.ts), no member (permissions come with
 * the interaction: `appPermissions`) and no user (DMs fetch the user: ./turn/dm.ts). Guilds and
 * channels stay: the gateway keeps them up to date, and posting looks a game's thread up there.
 */
const CACHE = Options.cacheWithLimits({
  ...Options.DefaultMakeCacheSettings,
  MessageManager: 0,
  ReactionManager: 0,
  ReactionUserManager: 0,
  ThreadMemberManager: 0,
  PresenceManager: 0,
  VoiceStateManager: 0,
  GuildMemberManager: { maxSize: 0, keepOverLimit: (member) => member.id === member.client.user.id },
  UserManager: { maxSize: 0, keepOverLimit: (user) => user.id === user.client.user.id },
});

/** Threads leave the cache 10 minutes after they are archived (a finished game's thread is archived by the bot). */
const SWEEPERS = { ...Options.DefaultSweeperSettings, threads: { interval: 600, lifetime: 600 } };

/**
 * discord.js's REST manager makes a queue for each interaction's token (the follow-ups and edits
 * of a reply go to `/webhooks/<app>/<token>/...`) and by default sweeps idle ones once an hour:
 * at a few interactions a second, thousands of dead queues. Idle ones go every minute instead
 * (an interaction's token lives 15 minutes; a queue swept while idle is made again if needed).
 */
const REST = { handlerSweepInterval: 60_000 };

/** While the bot stops: the interaction is not handled, and the user is told why, privately. */
export async function restarting(ctx: BotContext, i: Interaction, log: Logger): Promise<void> {
  // A twin process (a rolling deploy) may answer it instead: only the one whose claim lands answers.
  if (!(await claimed(ctx, i, log))) return;
  try {
    if (i.isAutocomplete()) await i.respond([]);
    else if (i.isRepliable()) await i.reply({ content: translator(languageOf(i.locale))("errors.restarting"), flags: MessageFlags.Ephemeral });
  } catch (e) {
    log.debug({ err: e }, "could not tell a user the bot is restarting");
  }
}

/** How long /healthz waits for another program's lock on SQLite before calling the database locked. */
const HEALTH_LOCK_WAIT_MS = 1000;

/** A shard's gateway state, in an operator's words. */
const SHARD_STATUS: Readonly<Record<Status, string>> = {
  [Status.Ready]: "connected", [Status.Connecting]: "connecting", [Status.Reconnecting]: "reconnecting",
  [Status.Idle]: "not started", [Status.Nearly]: "almost ready", [Status.Disconnected]: "disconnected",
  [Status.WaitingForGuilds]: "waiting for its servers", [Status.Identifying]: "logging in", [Status.Resuming]: "resuming",
};

export class NusfjordBot {
  readonly client: Client;
  readonly ctx: BotContext;
  /** This bot's metrics (served on /metrics when METRICS_PORT is set). */
  readonly metrics: BotMetrics;
  #monitoring: Monitoring | null = null;
  #web: WebServer | null = null;
  readonly #ai: AiRunner;
  /** The worker threads the AI players think on (closed by stop()). */
  readonly #aiPool: AiPool;
  readonly #opts: BotOptions;
  #flushing: Promise<void> | null = null;
  #flushAgain = false;
  #timer: NodeJS.Timeout | null = null;
  #reminding: Promise<number> | null = null;
  #deadlines: Promise<number> | null = null;
  #compacting: Promise<number> | null = null;
  #resuming: Promise<void> | null = null;
  /** Interaction handlers still running (a handler goes on after its first answer). */
  readonly #handling = new Set<Promise<void>>();
  /** Background tasks (ctx.background) still running. */
  readonly #background = new Set<Promise<void>>();
  /** stop() was called: new interactions are told the bot is restarting, the running ones finish. */
  #stopping = false;

  constructor(opts: BotOptions) {
    this.#opts = opts;
    this.client = new Client({
      intents: [GatewayIntentBits.Guilds],
      // Nothing pings unless a message names exactly whom it means to ping (allowedMentions.users).
      allowedMentions: { parse: [] },
      // Without sharding: one shard, 0 of 1. With it, the shards this process runs (config.ts).
      shards: [...opts.config.shardIds], shardCount: opts.config.shardCount,
      makeCache: CACHE, sweepers: SWEEPERS,
      rest: { ...REST, ...(opts.config.discordApiUrl ? { api: opts.config.discordApiUrl } : {}) },
    });
    this.#aiPool = opts.aiPool ?? new AiPool(opts.config.aiThreads, { hardBudgetMs: opts.config.aiHardBudgetMs });
    this.#ai = new AiRunner(() => this.ctx, this.#aiPool);
    const now = opts.now ?? (() => new Date());
    const metrics = new BotMetrics({ now, figures: async () => ({ games: await opts.store.gamesByStatus(), outbox: await opts.store.outboxBacklog() }) });
    this.metrics = metrics;
    this.ctx = {
      client: this.client, store: opts.store, log: opts.log, config: opts.config, now,
      images: botImages((kind, seconds) => metrics.imageRendered(kind, seconds)),
      metrics,
      timelines: new Timelines(),
      flush: () => this.flush(),
      kickAi: (gameId) => this.#ai.kick(gameId),
      aiChoose: async (level, state, seat, table) => {
        const asked = performance.now();
        try {
          const choiceId = await this.#aiPool.choose(level, state, seat, table);
          metrics.aiDecided(level, "move", (performance.now() - asked) / 1000);
          return choiceId;
        } catch (e) {
          metrics.aiFailed(level);
          throw e;
        }
      },
      background: (task) => {
        const running = task
          .catch((e: unknown) => { opts.log.warn({ err: e }, "a background task failed"); })
          .finally(() => this.#background.delete(running));
        this.#background.add(running);
      },
      hint: async (state, seat, table) => {
        const asked = performance.now();
        const hint = await this.#aiPool.hint(state, seat, table);
        metrics.aiDecided("hard", "hint", (performance.now() - asked) / 1000);
        return hint;
      },
    };
    const route = createRouter(this.ctx, COMMANDS);
    this.client.on(Events.InteractionCreate, (i) => {
      const handled = (this.#stopping ? restarting(this.ctx, i, opts.log) : route(i)).finally(() => this.#handling.delete(handled));
      this.#handling.add(handled);
    });
    this.client.on(Events.Error, (e) => opts.log.error({ err: e }, "discord client error"));
  }

  async start(): Promise<void> {
    const { config, log } = this.#opts;
    if (!config.discordToken) throw new Error("DISCORD_TOKEN is not set");
    // First, so that a port in use stops the bot before it connects (a ConfigError naming METRICS_PORT).
    if (config.metricsPort !== null) {
      this.#monitoring = await Monitoring.start({
        host: config.metricsHost, port: config.metricsPort, metrics: this.metrics, log,
        health: { gateway: () => this.gatewayProblem(), database: () => this.#opts.store.ping(HEALTH_LOCK_WAIT_MS) },
      });
    }
    // The web view (WEB_PORT), also before connecting: a port in use stops the bot at once.
    if (config.webPort !== null) {
      this.#web = await WebServer.start({ store: this.#opts.store, log, images: this.ctx.images, host: config.webHost, port: config.webPort, secret: linkSecret(config.webSecret, config.discordToken), ...(this.#opts.now ? { now: this.#opts.now } : {}) });
    }
    const ready = new Promise<void>((resolve) => this.client.once(Events.ClientReady, () => resolve()));
    await this.client.login(config.discordToken);
    await ready;
    const app = this.client.application;
    if (!app) throw new Error("Discord did not say which application this bot is");
    const defs = COMMANDS.map((c) => c.data);
    if (config.discordGuildId) await app.commands.set(defs, config.discordGuildId);
    else await app.commands.set(defs);
    log.info({ user: this.client.user?.tag, commands: defs.length, scope: config.discordGuildId ? "guild" : "global" }, "connected; slash commands registered");
    await this.flush();
    await this.kickAiGames();
    await tellDamagedGames(this.ctx);
    await this.resumeOpenings();
    if (this.#opts.reminderTimer ?? true) {
      this.#timer = setInterval(() => { void this.tick(); }, config.reminderCheckSeconds * 1000);
      this.#timer.unref();
    }
  }

  /** The port /healthz and /metrics are served on (null: METRICS_PORT unset, or not started). */
  get monitoringPort(): number | null {
    return this.#monitoring?.port ?? null;
  }

  /** The port the web view is served on (null: WEB_PORT unset, or not started). */
  get webPort(): number | null {
    return this.#web?.port ?? null;
  }

  /** Why this process's gateway connection is not up, in plain words; null when every shard it runs is connected. */
  gatewayProblem(): string | null {
    if (!this.client.isReady()) return "not connected";
    const down = [...this.client.ws.shards.values()].filter((s) => s.status !== Status.Ready);
    if (down.length === 0) return null;
    return `not connected (${down.map((s) => `shard ${s.id}: ${SHARD_STATUS[s.status]}`).join(", ")})`;
  }

  /**
   * The periodic pass: post what the outbox still holds (e.g. after Discord was unreachable),
   * let waiting AI seats move (e.g. after a failed move), send the reminders that are due, let an
   * AI play the turns whose deadline passed, tell the players of games found damaged or repaired
   * (./ops/damaged.ts), finish lobbies another process left half-open, forget old interaction claims,
   * and compact the history of games that have ended and whose posts are all out.
   */
  async tick(): Promise<void> {
    await this.flush();
    await this.kickAiGames().catch((e: unknown) => {
      this.#opts.log.error({ err: e }, "listing games with AI seats failed");
      this.metrics.databaseError(e);
    });
    await this.checkReminders();
    await this.checkDeadlines();
    await tellDamagedGames(this.ctx);
    await this.resumeOpenings();
    await this.#opts.store.forgetOldInteractions().catch((e: unknown) => {
      this.#opts.log.warn({ err: e }, "could not delete old interaction claims");
      this.metrics.databaseError(e);
    });
    await this.compactHistory();
  }

  /** Finish the lobbies whose opening a stopped process left unfinished (src/bot/turn/opening.ts); one pass at a time. */
  resumeOpenings(): Promise<void> {
    this.#resuming ??= resumeOpenings(this.ctx)
      .catch((e: unknown) => { this.#opts.log.error({ err: e }, "looking for lobbies left half-open failed"); this.metrics.databaseError(e); })
      .finally(() => { this.#resuming = null; });
    return this.#resuming;
  }

  async kickAiGames(): Promise<void> {
    for (const gameId of await this.#opts.store.activeGamesWithAi()) this.#ai.kick(gameId);
  }

  /** Post the outbox; calls while a post runs are folded into one more pass after it. */
  flush(): Promise<void> {
    if (this.#flushing) {
      this.#flushAgain = true;
      return this.#flushing;
    }
    const run = async (): Promise<void> => {
      do {
        this.#flushAgain = false;
        await postOutbox(this.ctx, this.#opts.outboxBatch).catch((e: unknown) => {
          this.#opts.log.error({ err: e }, "posting the outbox failed");
          this.metrics.databaseError(e);
        });
      } while (this.#flushAgain);
    };
    this.#flushing = run().finally(() => { this.#flushing = null; });
    return this.#flushing;
  }

  /** Post the reminders that are due; one pass at a time. */
  checkReminders(): Promise<number> {
    this.#reminding ??= sendDueReminders(this.ctx)
      .catch((e: unknown) => { this.#opts.log.error({ err: e }, "reminder pass failed"); this.metrics.databaseError(e); return 0; })
      .finally(() => { this.#reminding = null; });
    return this.#reminding;
  }

  /** Play the turns whose deadline passed; one pass at a time. */
  checkDeadlines(): Promise<number> {
    this.#deadlines ??= playDueDeadlines(this.ctx)
      .catch((e: unknown) => { this.#opts.log.error({ err: e }, "deadline pass failed"); this.metrics.databaseError(e); return 0; })
      .finally(() => { this.#deadlines = null; });
    return this.#deadlines;
  }

  /** Compact the history of ended games whose posts are out (a few per pass; store: archive.ts); one pass at a time. Resolves to how many. */
  compactHistory(): Promise<number> {
    const log = this.#opts.log;
    this.#compacting ??= this.#opts.store.compactHistory({ limit: COMPACT_PER_PASS })
      .then(({ games }) => {
        if (games > 0) log.info({ games }, "compacted the history of ended games");
        return games;
      })
      .catch((e: unknown) => { log.error({ err: e }, "compacting the history of ended games failed"); this.metrics.databaseError(e); return 0; })
      .finally(() => { this.#compacting = null; });
    return this.#compacting;
  }

  /** Resolves when no interaction is being handled, nothing is being posted and no AI is thinking. */
  async idle(): Promise<void> {
    for (;;) {
      await Promise.all(this.#handling);
      await Promise.all(this.#background);
      await this.#ai.idle();
      if (this.#flushing) await this.#flushing;
      if (this.#reminding) await this.#reminding;
      if (this.#deadlines) await this.#deadlines;
      if (this.#compacting) await this.#compacting;
      if (this.#resuming) await this.#resuming;
      if (this.#handling.size === 0 && this.#background.size === 0 && !this.#ai.busy && !this.#flushing && !this.#reminding && !this.#deadlines && !this.#compacting && !this.#resuming) return;
    }
  }

  /**
   * Stop: no new work is taken on (new interactions are told the bot is restarting; no AI seat
   * moves again), the interactions under way and the posts they cause are finished, waiting at
   * most `drainMs` for them (whatever is left is safe in the database: the outbox and the AI
   * seats go on at the next start), then the client, the worker threads and the metrics port close.
   */
  async stop(options: { readonly drainMs?: number } = {}): Promise<void> {
    this.#stopping = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#ai.stop();
    const drainMs = options.drainMs ?? Infinity;
    let timer: NodeJS.Timeout | undefined;
    const drained = await Promise.race([
      this.idle().then(() => true, () => true),
      new Promise<false>((resolve) => { if (drainMs !== Infinity) timer = setTimeout(() => resolve(false), drainMs); }),
    ]);
    clearTimeout(timer);
    if (!drained) {
      this.#opts.log.warn({ interactions: this.#handling.size, posting: this.#flushing !== null, aiThinking: this.#ai.busy }, `stopping with work still under way after ${drainMs / 1000} s: it is not lost (the database holds it) and goes on at the next start`);
    }
    await this.#aiPool.close();
    await this.client.destroy();
    await this.#monitoring?.close();
    this.#monitoring = null;
    await this.#web?.close();
    this.#web = null;
  }
}
