// The health and metrics server (src/bot/ops/monitoring.ts) and the metrics' registry
// (src/bot/ops/metrics.ts) on their own: a database that is gone (a PostgreSQL server nobody
// answers on) or that never answers makes /healthz 503 with the reason, and 200 once it is
// back; a port in use is one error naming METRICS_PORT; two bots in one process count apart;
// a database that does not answer leaves /metrics quick, its figures unknown (NaN).
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../src/config.ts";
import { openSql } from "../../src/db/sql.ts";
import { createLogger } from "../../src/logger.ts";
import { BotMetrics, type DatabaseFigures } from "../../src/bot/ops/metrics.ts";
import { Monitoring, checkHealth, type HealthChecks } from "../../src/bot/ops/monitoring.ts";
import { DatabaseUnavailableError } from "../../src/store/index.ts";

const log = createLogger("fatal");
const FIGURES: DatabaseFigures = { games: { lobby: 1, active: 2, finished: 3, abandoned: 0 }, outbox: { depth: 0, oldestTried: null } };
const metricsOf = (figures: () => Promise<DatabaseFigures> = async () => FIGURES, figuresTimeoutMs?: number) =>
  new BotMetrics({ figures, now: () => new Date("2026-03-01T09:00:00Z"), ...(figuresTimeoutMs !== undefined ? { figuresTimeoutMs } : {}) });

// A PostgreSQL server that is gone: nothing listens on port 1 (the pool connects only when asked).
const gone = openSql(await new PrismaPg({ connectionString: "postgresql://nusfjord:pw@127.0.0.1:1/nusfjord" }).connect(), "postgres");
afterAll(() => gone.dispose());

const up: HealthChecks = { gateway: () => null, database: async () => undefined };

describe("the health check", () => {
  it("names a PostgreSQL server that cannot be reached", async () => {
    expect(await checkHealth({ ...up, database: () => gone.ping(1000) })).toEqual({ ok: false, problems: ["database: cannot be reached at 127.0.0.1:1"] });
  });

  it("gives up on a database that does not answer within the timeout, and says so", async () => {
    const t0 = Date.now();
    const health = await checkHealth({ ...up, database: () => new Promise<void>(() => undefined) }, 100);
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(health).toEqual({ ok: false, problems: ["database: did not answer within 0.1 s"] });
  });

  it("says what the database could not do, in an operator's words", async () => {
    const full = new DatabaseUnavailableError("full", { cause: Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" }) });
    expect((await checkHealth({ ...up, database: () => Promise.reject(full) })).problems).toEqual(["database: out of space (SQLITE_FULL: database or disk is full)"]);
  });

  it("lists the gateway and the database when both are down", async () => {
    expect(await checkHealth({ gateway: () => "not connected", database: () => gone.ping(1000) })).toEqual({
      ok: false, problems: ["gateway: not connected", "database: cannot be reached at 127.0.0.1:1"],
    });
  });
});

describe("the health and metrics server", () => {
  it("answers /healthz 503 with the reason while the database is gone, 200 ok once it is back", async () => {
    let database: () => Promise<void> = async () => undefined;
    const server = await Monitoring.start({ host: "127.0.0.1", port: 0, metrics: metricsOf(), log, health: { gateway: () => null, database: () => database() } });
    const healthz = async () => {
      const res = await fetch(`http://127.0.0.1:${server.port}/healthz`);
      return { status: res.status, body: await res.text() };
    };
    try {
      expect(await healthz()).toEqual({ status: 200, body: "ok\n" });
      database = () => gone.ping(1000);
      expect(await healthz()).toEqual({ status: 503, body: "database: cannot be reached at 127.0.0.1:1\n" });
      database = async () => undefined;
      expect(await healthz()).toEqual({ status: 200, body: "ok\n" });
      const other = await fetch(`http://127.0.0.1:${server.port}/`);
      expect(other.status).toBe(404);
      expect(await other.text()).toContain("/healthz and /metrics");
      expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: "POST" })).status).toBe(405);
    } finally {
      await server.close();
    }
  });

  it("refuses a port already in use with one error naming METRICS_PORT", async () => {
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(0, "127.0.0.1", resolve));
    const port = (squatter.address() as AddressInfo).port;
    try {
      const started = Monitoring.start({ host: "127.0.0.1", port, metrics: metricsOf(), log, health: up });
      await expect(started).rejects.toThrow(ConfigError);
      await expect(started).rejects.toThrow(`METRICS_PORT ${port} is already in use on 127.0.0.1 (by another program, or another bot process): choose another METRICS_PORT, or stop that program.`);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });

  it("refuses a METRICS_HOST that is not an address of this machine, naming it", async () => {
    await expect(Monitoring.start({ host: "192.0.2.1", port: 0, metrics: metricsOf(), log, health: up })).rejects.toThrow(/^METRICS_HOST 192\.0\.2\.1 is not an address of this machine/);
  });
});

describe("the metrics", () => {
  it("count apart for two bots in one process (a registry each)", async () => {
    const a = metricsOf();
    const b = metricsOf();
    a.interaction("command", "rules", "ok");
    a.interaction("command", "rules", "ok");
    b.interaction("command", "rules", "refused");
    expect(await a.text()).toContain('nusfjord_interactions_total{type="command",name="rules",outcome="ok"} 2');
    expect(await a.text()).not.toContain('outcome="refused"');
    expect(await b.text()).toContain('nusfjord_interactions_total{type="command",name="rules",outcome="refused"} 1');
    expect(await a.text()).toContain('nusfjord_games{status="running"} 2');
  });

  it("answer at once with the database's figures unknown (NaN) when it does not answer in time", async () => {
    const m = metricsOf(() => new Promise<DatabaseFigures>(() => undefined), 100);
    const t0 = Date.now();
    const text = await m.text();
    expect(Date.now() - t0).toBeLessThan(1000);
    // prom-client writes NaN as "Nan" (Prometheus reads either).
    expect(text).toMatch(/^nusfjord_outbox_depth NaN$/im);
    expect(text).toMatch(/^nusfjord_outbox_oldest_age_seconds NaN$/im);
    expect(text).toMatch(/^nusfjord_games\{status="running"\} NaN$/im);
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("count database failures by kind, a PostgreSQL server that is gone among them, and nothing else", async () => {
    const m = metricsOf();
    m.databaseError(new DatabaseUnavailableError("busy"));
    m.databaseError(new Error("not the database's"));
    m.databaseError(await gone.query("SELECT 1").then(() => null, (e: unknown) => e));
    const text = await m.text();
    expect(text).toContain('nusfjord_database_errors_total{kind="busy"} 1\n');
    expect(text).toContain('nusfjord_database_errors_total{kind="full"} 0\n');
    expect(text).toContain('nusfjord_database_errors_total{kind="unavailable"} 1\n');
  });
});
