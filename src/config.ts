// The environment, read and validated once. Nothing else in the project reads process.env.
import { existsSync, readFileSync } from "node:fs";
import { isIP } from "node:net";
import { availableParallelism, hostname } from "node:os";
import { parseEnv } from "node:util";
import { DEFAULT_HARD_BUDGET_MS } from "./ai/hard.ts";

export type LogLevel = "trace" | "debug" | "info" | "warn" | "error" | "fatal";

export interface Config {
  /** `file:...` (embedded SQLite, the default) or `postgresql://...`. */
  readonly databaseUrl: string;
  /** Needed only to connect to Discord; absent in tests. */
  readonly discordToken: string | undefined;
  /** Register the slash commands in this one server (instant) instead of globally (up to an hour). */
  readonly discordGuildId: string | undefined;
  /** Where Discord's REST API lives; only changed to test against a local stand-in. */
  readonly discordApiUrl: string | undefined;
  /** Pause before an AI seat moves, so the channel stays readable. */
  readonly aiDelayMs: number;
  /**
   * Worker threads the AI players think on (AI_THREADS, default 1), so a decision never holds
   * up the interactions; 0 decides on the main thread (only for tests and benchmarks).
   */
  readonly aiThreads: number;
  /** How long the hard AI thinks about one decision (AI_HARD_BUDGET_MS, default 1000). */
  readonly aiHardBudgetMs: number;
  /**
   * Worker threads that draw the images (RENDER_THREADS, 0 to 32; default one per CPU, at most
   * 4); 0 draws on the main thread, as before the pool (only for comparison in benchmarks).
   */
  readonly renderThreads: number;
  /** How often due reminders are looked for. */
  readonly reminderCheckSeconds: number;
  readonly logLevel: LogLevel;
  /**
   * Discord sharding: how many shards the bot runs in all (1: no sharding), and which of them
   * this process runs (all by default). Several processes, each with its own SHARD_IDS and the
   * same SHARD_COUNT, share one PostgreSQL database (docs/admin.md, "Running several processes").
   */
  readonly shardCount: number;
  readonly shardIds: readonly number[];
  /**
   * The HTTP port of /healthz and /metrics (METRICS_PORT); null (unset): not served. 0 lets the
   * system pick a free port (tests read the one bound from the bot).
   */
  readonly metricsPort: number | null;
  /** The address that port listens on (METRICS_HOST, default 127.0.0.1: this machine only). */
  readonly metricsHost: string;
  /**
   * This process's identity on the claims it holds (posting a game, moving its AI seats, a
   * reminder, opening a lobby): INSTANCE_ID (default: the machine's host name) and the shards it
   * runs, e.g. "box-1:0-1/4". The same after a restart, so the restarted process takes its
   * predecessor's claims over at once; two live processes may never share it (the bot refuses to
   * start as one in use). docs/admin.md, "Deploying and restarting".
   */
  readonly instanceId: string;
  /**
   * The port of the web view of the games (WEB_PORT, issue 38: src/web/); null (unset): not
   * served, nothing listens. 0 lets the system pick a free port (tests read the one bound from the bot).
   */
  readonly webPort: number | null;
  /** The address players reach the web view at, behind the admin's proxy (WEB_URL; default http://localhost:<WEB_PORT>), no trailing slash. */
  readonly webUrl: string | null;
  /** The address the web view listens on (WEB_HOST, default 127.0.0.1: this machine only, behind the proxy; 0.0.0.0 in a container). */
  readonly webHost: string;
  /** What signs the web view's links (WEB_SECRET); unset: derived from DISCORD_TOKEN (a new token makes new links). */
  readonly webSecret: string | undefined;
}

const DEFAULT_DATABASE_URL = "file:./data/nusfjord.db";

const LOG_LEVELS: readonly LogLevel[] = ["trace", "debug", "info", "warn", "error", "fatal"];

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Every setting the bot reads (each explained in .env.example; a test checks that the two lists
 * and parseConfig agree). SHARDS is not one: discord.js's ShardingManager sets it for the
 * processes of `npm run start:shards`.
 */
export const SETTINGS = [
  "DISCORD_TOKEN", "DISCORD_GUILD_ID", "DATABASE_URL", "LOG_LEVEL", "AI_MOVE_DELAY_MS", "AI_THREADS",
  "AI_HARD_BUDGET_MS", "RENDER_THREADS", "REMINDER_CHECK_SECONDS", "DISCORD_API_URL", "SHARD_COUNT",
  "SHARD_IDS", "INSTANCE_ID", "METRICS_PORT", "METRICS_HOST", "WEB_PORT", "WEB_HOST", "WEB_URL", "WEB_SECRET",
] as const;

/** The closest setting to a misspelt name (at most two letters off), for "did you mean". */
function closestSetting(name: string): string | null {
  const distance = (a: string, b: string): number => {
    let row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const next = [i];
      for (let j = 1; j <= b.length; j++) next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
      row = next;
    }
    return row[b.length] ?? Infinity;
  };
  const scored = SETTINGS.map((s) => ({ s, d: distance(name.toUpperCase(), s) })).sort((x, y) => x.d - y.d)[0];
  return scored && scored.d <= 2 ? scored.s : null;
}

/**
 * The settings a .env file's text sets. A name that is no setting would be ignored without a
 * word (a typo such as LOG_LEVLE): refused instead, naming it and the setting it is closest to.
 */
export function parseEnvFile(text: string, file = ".env"): Record<string, string> {
  const vars = parseEnv(text) as Record<string, string>;
  const known: readonly string[] = SETTINGS;
  for (const name of Object.keys(vars)) {
    if (known.includes(name)) continue;
    const near = closestSetting(name);
    throw new ConfigError(`${name} in ${file} is not a setting of this bot${near ? ` (did you mean ${near}?)` : ""}: the settings are the ones .env.example lists.`);
  }
  return vars;
}

/**
 * An empty setting (`SHARD_COUNT=`, as .env.example lists most of them) means its default, for
 * this bot and for the libraries that read the environment themselves: discord.js's client reads
 * SHARD_COUNT and SHARDS, and takes an empty SHARD_COUNT for shard count 0 (a crash at start).
 * So an empty one is removed from the environment before anything reads it.
 */
function dropEmptySettings(): void {
  for (const name of [...SETTINGS, "SHARDS"]) if (process.env[name]?.trim() === "") delete process.env[name];
}

/**
 * For an entry point: the settings of ./.env, when there is one, into the environment (a variable
 * already set there wins, as with process.loadEnvFile); an empty one in either means the default.
 */
function loadEnvFile(file = ".env"): void {
  dropEmptySettings();
  if (!existsSync(file)) return;
  for (const [name, value] of Object.entries(parseEnvFile(readFileSync(file, "utf8"), file))) {
    if (value.trim() !== "") process.env[name] ??= value;
  }
}

function intSetting(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
  return n;
}

/** Parse a raw environment; exported separately so tests need not touch process.env. */
export function parseConfig(env: Readonly<Record<string, string | undefined>>): Config {
  const databaseUrl = databaseSetting(env.DATABASE_URL);
  const level = env.LOG_LEVEL?.trim() || "info";
  const logLevel = LOG_LEVELS.find((l) => l === level);
  if (!logLevel) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${level}".`);
  const guild = env.DISCORD_GUILD_ID?.trim() || undefined;
  if (guild !== undefined && !/^\d{15,22}$/.test(guild)) throw new ConfigError(`DISCORD_GUILD_ID must be a server id (digits; Developer Mode -> right-click the server -> Copy Server ID), got "${guild}".`);
  const api = env.DISCORD_API_URL?.trim() || undefined;
  if (api !== undefined && !/^https?:\/\//.test(api)) throw new ConfigError(`DISCORD_API_URL must be an http(s) URL, got "${api}".`);
  const shardCount = intSetting(env, "SHARD_COUNT", 1, 1, 10_000);
  // SHARDS is what discord.js's ShardingManager gives each process it starts (npm run start:shards).
  const shardIds = shardList(env.SHARD_IDS ?? env.SHARDS, shardCount);
  const { metricsPort, metricsHost } = metricsSettings(env);
  const instanceId = `${instanceName(env.INSTANCE_ID)}:${shardRange(shardIds)}/${shardCount}`;
  if (shardIds.length < shardCount && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(`SHARD_IDS runs only some shards in this process, so other processes run the rest: that needs a PostgreSQL DATABASE_URL (a SQLite file serves one process).`);
  }
  return {
    databaseUrl,
    discordToken: env.DISCORD_TOKEN?.trim() || undefined,
    discordGuildId: guild,
    discordApiUrl: api,
    aiDelayMs: intSetting(env, "AI_MOVE_DELAY_MS", 1500, 0, 60_000),
    aiThreads: intSetting(env, "AI_THREADS", 1, 0, 16),
    aiHardBudgetMs: intSetting(env, "AI_HARD_BUDGET_MS", DEFAULT_HARD_BUDGET_MS, 10, 30_000),
    renderThreads: intSetting(env, "RENDER_THREADS", defaultRenderThreads(), 0, 32),
    reminderCheckSeconds: intSetting(env, "REMINDER_CHECK_SECONDS", 60, 1, 3600),
    logLevel,
    shardCount,
    shardIds,
    metricsPort,
    metricsHost,
    instanceId,
    ...webSettings(env),
  };
}

/** DATABASE_URL: a SQLite file (`file:` and a path) or a PostgreSQL server (`postgresql://` and a host). */
function databaseSetting(raw: string | undefined): string {
  const url = raw?.trim() || DEFAULT_DATABASE_URL;
  if (url.startsWith("file:")) {
    if (url.replace(/^file:/, "").replace(/\?.*$/, "").trim() === "") throw new ConfigError(`DATABASE_URL must name the SQLite file after file: (e.g. file:./data/nusfjord.db), got "${url}".`);
    return url;
  }
  if (/^postgres(ql)?:\/\//.test(url)) {
    let host = "";
    try { host = new URL(url).hostname; } catch { /* said below */ }
    // Never the URL itself in the message: it may hold a password.
    if (!host) throw new ConfigError("DATABASE_URL must be a PostgreSQL URL with a server, like postgresql://user:password@host:5432/database; the one given cannot be read as one.");
    return url;
  }
  throw new ConfigError(`DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL), got "${url}".`);
}

/** What INSTANCE_ID may hold: letters, digits, dots, hyphens and underscores. */
const INSTANCE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/;

/** INSTANCE_ID, or the machine's host name (its first 63 characters that INSTANCE_ID allows). */
function instanceName(raw: string | undefined): string {
  const name = raw?.trim();
  if (name) {
    if (!INSTANCE_NAME.test(name)) throw new ConfigError(`INSTANCE_ID must be 1 to 63 letters, digits, dots, hyphens or underscores (starting with a letter or digit), got "${name.slice(0, 80)}".`);
    return name;
  }
  const host = hostname().replace(/[^A-Za-z0-9._-]/g, "-").replace(/^[^A-Za-z0-9]+/, "").slice(0, 63);
  return host || "bot";
}

/** "0-3,7": the shard ids as ranges. */
function shardRange(ids: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < ids.length;) {
    let j = i;
    while (j + 1 < ids.length && ids[j + 1] === (ids[j] ?? 0) + 1) j++;
    parts.push(j === i ? `${ids[i] ?? 0}` : `${ids[i] ?? 0}-${ids[j] ?? 0}`);
    i = j + 1;
  }
  return parts.join(",");
}

/** Only this machine can read /metrics unless METRICS_HOST says otherwise. */
const DEFAULT_METRICS_HOST = "127.0.0.1";

/** A DNS host name: dot-separated labels of letters, digits and inner hyphens. */
const HOST_NAME = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** Where /healthz and /metrics are served (docs/admin.md, "Running it"): nowhere unless METRICS_PORT is set. */
function metricsSettings(env: Readonly<Record<string, string | undefined>>): { metricsPort: number | null; metricsHost: string } {
  const port = env.METRICS_PORT?.trim() || undefined;
  const host = env.METRICS_HOST?.trim() || undefined;
  if (port === undefined) {
    // A host alone would be ignored: say so rather than serve nothing without a word.
    if (host !== undefined) throw new ConfigError(`METRICS_HOST is set ("${host}") but METRICS_PORT is not: set METRICS_PORT to the port for /healthz and /metrics, or remove METRICS_HOST.`);
    return { metricsPort: null, metricsHost: DEFAULT_METRICS_HOST };
  }
  const n = Number(port);
  if (!/^\d+$/.test(port) || n > 65_535) throw new ConfigError(`METRICS_PORT must be a port number from 1 to 65535 (or 0 for any free port), got "${port}".`);
  if (host !== undefined && isIP(host) === 0 && !HOST_NAME.test(host)) {
    throw new ConfigError(`METRICS_HOST must be an IP address (127.0.0.1, 0.0.0.0, ::1, ...) or a host name of this machine, got "${host}".`);
  }
  return { metricsPort: n, metricsHost: host ?? DEFAULT_METRICS_HOST };
}

/** The web view listens on this machine only unless WEB_HOST says otherwise (the proxy in front faces the players). */
const DEFAULT_WEB_HOST = "127.0.0.1";

/** WEB_PORT, WEB_HOST, WEB_URL and WEB_SECRET: the web view of the games (src/web/). */
function webSettings(env: Readonly<Record<string, string | undefined>>): { webPort: number | null; webHost: string; webUrl: string | null; webSecret: string | undefined } {
  const port = env.WEB_PORT?.trim() || undefined;
  const host = env.WEB_HOST?.trim() || undefined;
  const url = env.WEB_URL?.trim() || undefined;
  const secret = env.WEB_SECRET?.trim() || undefined;
  if (secret !== undefined && secret.length < 16) throw new ConfigError("WEB_SECRET must be at least 16 characters long (a long random string), or unset to derive it from DISCORD_TOKEN.");
  if (port === undefined) {
    if (url !== undefined) throw new ConfigError(`WEB_URL is set ("${url}") but WEB_PORT is not: set WEB_PORT to the port of the web view, or remove WEB_URL.`);
    if (host !== undefined) throw new ConfigError(`WEB_HOST is set ("${host}") but WEB_PORT is not: set WEB_PORT to the port of the web view, or remove WEB_HOST.`);
    return { webPort: null, webHost: DEFAULT_WEB_HOST, webUrl: null, webSecret: secret };
  }
  const n = Number(port);
  if (!/^\d+$/.test(port) || n > 65_535) throw new ConfigError(`WEB_PORT must be a port number from 1 to 65535 (or 0 for any free port), got "${port}".`);
  if (host !== undefined && isIP(host) === 0 && !HOST_NAME.test(host)) {
    throw new ConfigError(`WEB_HOST must be an IP address (127.0.0.1, 0.0.0.0, ::1, ...) or a host name of this machine, got "${host}".`);
  }
  if (url !== undefined && !/^https?:\/\/[^\s/]+/.test(url)) throw new ConfigError(`WEB_URL must be the http(s) address players reach the web view at (like https://nusfjord.example.org), got "${url}".`);
  return { webPort: n, webHost: host ?? DEFAULT_WEB_HOST, webUrl: (url ?? `http://localhost:${n}`).replace(/\/+$/, ""), webSecret: secret };
}

/** One image thread per CPU, at most 4 (and at least 1). */
function defaultRenderThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

/** "0,2,5" or "0-3,7": shard ids below `count`, each once; unset: every shard. */
function shardList(raw: string | undefined, count: number): number[] {
  const text = raw?.trim();
  if (!text) return Array.from({ length: count }, (_, i) => i);
  const ids = new Set<number>();
  for (const part of text.split(",").map((p) => p.trim())) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    const from = m ? Number(m[1]) : NaN;
    const to = m?.[2] !== undefined ? Number(m[2]) : from;
    if (!m || from > to || to >= count) throw new ConfigError(`SHARD_IDS must list shard ids from 0 to ${count - 1} (SHARD_COUNT ${count}), like "0,1" or "0-3", got "${text}".`);
    for (let i = from; i <= to; i++) ids.add(i);
  }
  return [...ids].sort((a, b) => a - b);
}

let cached: Config | undefined;

/** The process's configuration, read from the environment on first use. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/**
 * The configuration for an entry point (the bot, a script), from ./.env when there is one and
 * the environment: on a bad setting it says which and what it accepts, in one line on stderr,
 * and ends the process with `status`.
 */
export function settingsOrExit(status = 1): Config {
  try {
    loadEnvFile();
    return config();
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    console.error(e.message);
    process.exit(status);
  }
}

/**
 * The configuration for the bot (`npm start`, `npm run start:shards`): as settingsOrExit, and
 * without a token it says where to get one and ends the process with status 1.
 */
export function configOrExit(): Config & { discordToken: string } {
  const cfg = settingsOrExit();
  const token = cfg.discordToken;
  if (!token) {
    console.error("DISCORD_TOKEN is not set. Put your bot's token in .env (copy .env.example to .env) or in the environment.\nGet it at https://discord.com/developers/applications -> your application -> Bot -> Reset Token, and invite the bot with the applications.commands and bot scopes.");
    process.exit(1);
  }
  return { ...cfg, discordToken: token };
}
