// Health and metrics over HTTP, on the port the admin chooses (METRICS_PORT, bound to
// METRICS_HOST, 127.0.0.1 by default), served by each bot process for itself:
// - GET /healthz: 200 "ok" when the gateway is connected and the database answers (and could
//   save a change: on SQLite, no other program holds its write lock); else 503 with the reason
//   in plain words, one line per problem ("database: ...", "gateway: ...").
// - GET /metrics: this process's metrics in Prometheus's text format (./metrics.ts).
// Plain node:http: two routes need no framework. docs/admin.md, "Running it", says what to watch.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { ConfigError } from "../../config.ts";
import type { Logger } from "../../logger.ts";
import { databaseFailure } from "../../store/index.ts";
import type { BotMetrics } from "./metrics.ts";

export interface HealthChecks {
  /** Why the gateway is not connected, in plain words; null when it is. */
  gateway(): string | null;
  /** Resolves when the database answers and could save a change; throws what is wrong otherwise. */
  database(): Promise<void>;
}

export interface MonitoringOptions {
  readonly host: string;
  /** 0: any free port (see `port` once started). */
  readonly port: number;
  readonly metrics: BotMetrics;
  readonly health: HealthChecks;
  readonly log: Logger;
  /** How long /healthz waits for the database before calling it unhealthy (default 2 s). */
  readonly databaseTimeoutMs?: number;
}

/** What /healthz answers: healthy, or each problem in plain words. */
export interface Health {
  readonly ok: boolean;
  readonly problems: readonly string[];
}

const DEFAULT_DATABASE_TIMEOUT_MS = 2000;

/** The SQLite result code and message behind an error (better-sqlite3's, as Prisma's adapter passes it on), if any. */
function sqliteReason(e: unknown): string | null {
  for (let cur: unknown = e, depth = 0; cur !== null && typeof cur === "object" && depth < 6; depth++) {
    const o = cur as { code?: unknown; originalCode?: unknown; originalMessage?: unknown; message?: unknown; cause?: unknown };
    const code = [o.code, o.originalCode].find((c): c is string => typeof c === "string" && c.startsWith("SQLITE_"));
    if (code) {
      const message = typeof o.originalMessage === "string" ? o.originalMessage : typeof o.message === "string" ? o.message : "";
      return message && message !== code ? `${code}: ${message}` : code;
    }
    cur = o.cause;
  }
  return null;
}

/** What Prisma's driver adapters report (a DriverAdapterError's cause `kind`), in an operator's words. */
const ADAPTER_PROBLEMS: Readonly<Record<string, string>> = {
  DatabaseNotReachable: "cannot be reached", ConnectionClosed: "closed the connection", SocketTimeout: "did not answer in time",
  TooManyConnections: "has too many connections open", TlsConnectionError: "refused the secure (TLS) connection",
  AuthenticationFailed: "refused the bot's login", DatabaseDoesNotExist: "does not exist", DatabaseAccessDenied: "refused the bot access",
};

/** A driver adapter's report behind an error ("cannot be reached at 127.0.0.1:5432"), if any. */
function adapterReason(e: unknown): string | null {
  for (let cur: unknown = e, depth = 0; cur !== null && typeof cur === "object" && depth < 6; depth++) {
    const o = cur as { kind?: unknown; host?: unknown; port?: unknown; cause?: unknown };
    const what = typeof o.kind === "string" ? ADAPTER_PROBLEMS[o.kind] : undefined;
    if (what) return typeof o.host === "string" ? `${what} at ${o.host}${typeof o.port === "number" ? `:${o.port}` : ""}` : what;
    cur = o.cause;
  }
  return null;
}

/** The database's problem in an operator's words. */
function databaseProblem(e: unknown): string {
  const failure = databaseFailure(e);
  const what = failure?.kind === "busy" ? "locked by another program" : failure?.kind === "full" ? "out of space" : failure?.kind === "readonly" ? "read-only" : failure ? "cannot be reached or written" : null;
  // SQLite's own code first: Prisma's adapter reports SQLITE_BUSY as a "SocketTimeout".
  const sqlite = sqliteReason(e);
  if (sqlite) return what ? `${what} (${sqlite})` : sqlite;
  const adapter = adapterReason(e);
  if (adapter) return adapter;
  if (what) return what;
  const message = (e instanceof Error ? e.message : String(e)).split("\n")[0] ?? "";
  const code = e !== null && typeof e === "object" && "code" in e && typeof e.code === "string" ? e.code : null;
  return code && !message.includes(code) ? `${message} (${code})` : message || "failed";
}

/** Resolves with null when `work` resolves within `ms`, else with what went wrong. */
async function within(work: Promise<void>, ms: number): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => { timer = setTimeout(() => resolve(`did not answer within ${ms / 1000} s`), ms); });
  try {
    return await Promise.race([work.then(() => null, (e: unknown) => databaseProblem(e)), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The health of the bot now: the gateway, then the database (waited for at most `timeoutMs`). */
export async function checkHealth(checks: HealthChecks, timeoutMs = DEFAULT_DATABASE_TIMEOUT_MS): Promise<Health> {
  const problems: string[] = [];
  const gateway = checks.gateway();
  if (gateway !== null) problems.push(`gateway: ${gateway}`);
  const database = await within(checks.database(), timeoutMs);
  if (database !== null) problems.push(`database: ${database}`);
  return { ok: problems.length === 0, problems };
}

/** A port that cannot be listened on, as one line naming the setting to change. */
function listenProblem(e: unknown, host: string, port: number): Error {
  const code = e !== null && typeof e === "object" && "code" in e ? e.code : undefined;
  switch (code) {
    case "EADDRINUSE": return new ConfigError(`METRICS_PORT ${port} is already in use on ${host} (by another program, or another bot process): choose another METRICS_PORT, or stop that program.`);
    case "EACCES": return new ConfigError(`METRICS_PORT ${port} may not be opened by this user on ${host} (ports below 1024 need special rights): choose a METRICS_PORT from 1024 to 65535.`);
    case "EADDRNOTAVAIL": return new ConfigError(`METRICS_HOST ${host} is not an address of this machine, so METRICS_PORT ${port} cannot be opened there: use 127.0.0.1 (this machine only), 0.0.0.0 (every network) or one of this machine's addresses.`);
    case "ENOTFOUND": case "EAI_AGAIN": return new ConfigError(`METRICS_HOST ${host} is not a host name this machine can find: use an IP address such as 127.0.0.1 or 0.0.0.0.`);
    default: return new ConfigError(`METRICS_PORT ${port} cannot be opened on ${host}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

export class Monitoring {
  readonly #server: Server;
  readonly #options: MonitoringOptions;
  /** The health check under way: concurrent /healthz requests share it (one database probe at a time). */
  #checking: Promise<Health> | null = null;

  private constructor(server: Server, options: MonitoringOptions) {
    this.#server = server;
    this.#options = options;
  }

  /** Listens on the host and port; throws a ConfigError naming the setting when it cannot. */
  static async start(options: MonitoringOptions): Promise<Monitoring> {
    const server = createServer();
    const monitoring = new Monitoring(server, options);
    server.on("request", (req: IncomingMessage, res: ServerResponse) => void monitoring.#answer(req, res));
    await new Promise<void>((resolve, reject) => {
      const failed = (e: unknown) => reject(listenProblem(e, options.host, options.port));
      server.once("error", failed);
      server.listen(options.port, options.host, () => {
        server.off("error", failed);
        resolve();
      });
    });
    server.on("error", (e) => options.log.error({ err: e }, "the health and metrics server failed"));
    options.log.info({ host: options.host, port: monitoring.port }, `serving health and metrics at http://${hostInUrl(options.host)}:${monitoring.port}/healthz and /metrics`);
    return monitoring;
  }

  /** The port listened on (the one the system chose when asked for 0). */
  get port(): number {
    return (this.#server.address() as AddressInfo).port;
  }

  /** The health now (one check at a time; callers meanwhile share its answer). */
  health(): Promise<Health> {
    this.#checking ??= checkHealth(this.#options.health, this.#options.databaseTimeoutMs).finally(() => { this.#checking = null; });
    return this.#checking;
  }

  async #answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    try {
      if (req.method !== "GET" && req.method !== "HEAD") return send(res, 405, "Only GET and HEAD are answered here.\n", { allow: "GET, HEAD" });
      if (path === "/healthz") {
        const health = await this.health();
        return send(res, health.ok ? 200 : 503, health.ok ? "ok\n" : `${health.problems.join("\n")}\n`);
      }
      if (path === "/metrics") return send(res, 200, await this.#options.metrics.text(), { "content-type": this.#options.metrics.contentType });
      return send(res, 404, "Not found: this port serves /healthz and /metrics.\n");
    } catch (e) {
      this.#options.log.error({ err: e, path }, "could not answer a health or metrics request");
      if (!res.headersSent) send(res, 500, `could not answer: ${e instanceof Error ? e.message : String(e)}\n`);
    }
  }

  /** Stop listening and drop the open connections (a scraper's keep-alive would hold close() up). */
  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.#server.close(() => resolve()));
    this.#server.closeAllConnections();
    await closed;
  }
}

/** An IPv6 address goes in brackets in a URL. */
function hostInUrl(host: string): string {
  return host.includes(":") ? `[${host}]` : host;
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...headers });
  res.end(res.req.method === "HEAD" ? undefined : body);
}
