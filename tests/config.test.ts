import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { availableParallelism, hostname, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { ConfigError, SETTINGS, parseConfig, parseEnvFile } from "../src/config.ts";
import { createLogger } from "../src/logger.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

describe("configuration", () => {
  it("has defaults for everything but the token", () => {
    const c = parseConfig({});
    expect(c).toMatchObject({ discordToken: undefined, discordGuildId: undefined, discordApiUrl: undefined, aiDelayMs: 1500, reminderCheckSeconds: 60, logLevel: "info" });
  });

  it("thinks on one AI worker thread with a hard-AI budget of 1 s by default; AI_THREADS 0 and budgets of 10 ms to 30 s are accepted, anything else refused", () => {
    expect(parseConfig({})).toMatchObject({ aiThreads: 1, aiHardBudgetMs: 1000 });
    expect(parseConfig({ AI_THREADS: "0", AI_HARD_BUDGET_MS: "10" })).toMatchObject({ aiThreads: 0, aiHardBudgetMs: 10 });
    expect(parseConfig({ AI_THREADS: "4", AI_HARD_BUDGET_MS: "30000" })).toMatchObject({ aiThreads: 4, aiHardBudgetMs: 30_000 });
    for (const bad of ["9", "30001", "1.5", "fast"]) expect(() => parseConfig({ AI_HARD_BUDGET_MS: bad })).toThrow(/AI_HARD_BUDGET_MS must be a whole number from 10 to 30000/);
    for (const bad of ["-1", "two"]) expect(() => parseConfig({ AI_THREADS: bad })).toThrow(/AI_THREADS/);
  });

  it("draws images on one thread per CPU (at most 4) by default; RENDER_THREADS 0 to 32 is accepted, anything else refused", () => {
    expect(parseConfig({}).renderThreads).toBe(Math.max(1, Math.min(4, availableParallelism())));
    expect(parseConfig({ RENDER_THREADS: "0" }).renderThreads).toBe(0);
    expect(parseConfig({ RENDER_THREADS: " 32 " }).renderThreads).toBe(32);
    expect(parseConfig({ RENDER_THREADS: "" }).renderThreads).toBe(parseConfig({}).renderThreads);
    for (const bad of ["-1", "33", "1.5", "many"]) expect(() => parseConfig({ RENDER_THREADS: bad })).toThrow(/RENDER_THREADS must be a whole number from 0 to 32/);
  });

  it("reads the bot settings", () => {
    const c = parseConfig({ DISCORD_TOKEN: " abc ", DISCORD_GUILD_ID: "123456789012345678", DISCORD_API_URL: "http://127.0.0.1:9/api", AI_MOVE_DELAY_MS: "0", REMINDER_CHECK_SECONDS: "5" });
    expect(c).toMatchObject({ discordToken: "abc", discordGuildId: "123456789012345678", discordApiUrl: "http://127.0.0.1:9/api", aiDelayMs: 0, reminderCheckSeconds: 5 });
  });

  it("refuses malformed settings with a message naming the setting", () => {
    expect(() => parseConfig({ DISCORD_GUILD_ID: "my server" })).toThrow(ConfigError);
    expect(() => parseConfig({ DISCORD_GUILD_ID: "my server" })).toThrow(/DISCORD_GUILD_ID/);
    expect(() => parseConfig({ AI_MOVE_DELAY_MS: "-3" })).toThrow(/AI_MOVE_DELAY_MS/);
    expect(() => parseConfig({ REMINDER_CHECK_SECONDS: "soon" })).toThrow(/REMINDER_CHECK_SECONDS/);
    expect(() => parseConfig({ DISCORD_API_URL: "discord.com" })).toThrow(/DISCORD_API_URL/);
  });
});

describe("sharding settings", () => {
  it("runs one unsharded process by default", () => {
    expect(parseConfig({})).toMatchObject({ shardCount: 1, shardIds: [0] });
  });

  it("runs every shard in this process when only SHARD_COUNT is given", () => {
    expect(parseConfig({ SHARD_COUNT: "3" })).toMatchObject({ shardCount: 3, shardIds: [0, 1, 2] });
  });

  it("reads the shards of this process as a list or ranges, sorted and once each", () => {
    const pg = "postgresql://u:p@127.0.0.1:5432/db";
    expect(parseConfig({ DATABASE_URL: pg, SHARD_COUNT: "8", SHARD_IDS: "5, 0-2,1" })).toMatchObject({ shardCount: 8, shardIds: [0, 1, 2, 5] });
    expect(parseConfig({ DATABASE_URL: pg, SHARD_COUNT: "2", SHARD_IDS: "1" })).toMatchObject({ shardIds: [1] });
  });

  it("refuses shard ids outside SHARD_COUNT or malformed, naming the setting", () => {
    const pg = "postgresql://u:p@127.0.0.1:5432/db";
    expect(() => parseConfig({ DATABASE_URL: pg, SHARD_COUNT: "2", SHARD_IDS: "2" })).toThrow(/SHARD_IDS/);
    expect(() => parseConfig({ DATABASE_URL: pg, SHARD_COUNT: "2", SHARD_IDS: "one" })).toThrow(/SHARD_IDS/);
    expect(() => parseConfig({ DATABASE_URL: pg, SHARD_COUNT: "4", SHARD_IDS: "3-1" })).toThrow(/SHARD_IDS/);
    expect(() => parseConfig({ SHARD_COUNT: "0" })).toThrow(/SHARD_COUNT/);
  });

  it("refuses to split the shards over processes on a SQLite file", () => {
    expect(() => parseConfig({ SHARD_COUNT: "2", SHARD_IDS: "0" })).toThrow(/PostgreSQL/);
  });
});

describe("the process's identity (INSTANCE_ID)", () => {
  it("is the host name and the shards this process runs by default, the same at every start", () => {
    const host = hostname().replace(/[^A-Za-z0-9._-]/g, "-").replace(/^[^A-Za-z0-9]+/, "").slice(0, 63) || "bot";
    expect(parseConfig({}).instanceId).toBe(`${host}:0/1`);
    expect(parseConfig({}).instanceId).toBe(parseConfig({}).instanceId);
    const pg = { DATABASE_URL: "postgresql://u:p@db/nusfjord", SHARD_COUNT: "8" };
    expect(parseConfig({ ...pg, SHARD_IDS: "0-3,6" }).instanceId).toBe(`${host}:0-3,6/8`);
    expect(parseConfig({ ...pg, SHARD_IDS: "4" }).instanceId).not.toBe(parseConfig({ ...pg, SHARD_IDS: "5" }).instanceId);
  });

  it("takes INSTANCE_ID in place of the host name, with the shards after it", () => {
    expect(parseConfig({ INSTANCE_ID: "blue" }).instanceId).toBe("blue:0/1");
    expect(parseConfig({ INSTANCE_ID: " green.2_b-x ", DATABASE_URL: "postgresql://u:p@db/n", SHARD_COUNT: "4", SHARD_IDS: "2-3" }).instanceId).toBe("green.2_b-x:2-3/4");
  });

  it("refuses an INSTANCE_ID with other characters or too long, naming the setting", () => {
    for (const bad of ["blue green", "-blue", "a/b", "x".repeat(64), "bl:ue"]) {
      expect(() => parseConfig({ INSTANCE_ID: bad })).toThrow(ConfigError);
      expect(() => parseConfig({ INSTANCE_ID: bad })).toThrow(/^INSTANCE_ID must be 1 to 63 letters, digits/);
    }
  });
});

describe("health and metrics settings", () => {
  it("serves nothing unless METRICS_PORT is set; then on 127.0.0.1 unless METRICS_HOST says otherwise", () => {
    expect(parseConfig({})).toMatchObject({ metricsPort: null, metricsHost: "127.0.0.1" });
    expect(parseConfig({ METRICS_PORT: " 9464 " })).toMatchObject({ metricsPort: 9464, metricsHost: "127.0.0.1" });
    expect(parseConfig({ METRICS_PORT: "0" })).toMatchObject({ metricsPort: 0 });
    expect(parseConfig({ METRICS_PORT: "65535", METRICS_HOST: "0.0.0.0" })).toMatchObject({ metricsPort: 65535, metricsHost: "0.0.0.0" });
    expect(parseConfig({ METRICS_PORT: "9464", METRICS_HOST: "::1" })).toMatchObject({ metricsHost: "::1" });
    expect(parseConfig({ METRICS_PORT: "9464", METRICS_HOST: "monitoring.internal" })).toMatchObject({ metricsHost: "monitoring.internal" });
  });

  it("refuses a METRICS_PORT that is not a port number, naming the setting and what it accepts", () => {
    for (const bad of ["65536", "-1", "9464.5", "metrics", "1e3", "0x50", "99999999999999999999"]) {
      expect(() => parseConfig({ METRICS_PORT: bad })).toThrow(ConfigError);
      expect(() => parseConfig({ METRICS_PORT: bad })).toThrow(`METRICS_PORT must be a port number from 1 to 65535 (or 0 for any free port), got "${bad}".`);
    }
  });

  it("refuses a malformed METRICS_HOST, and one set without METRICS_PORT (it would be ignored)", () => {
    for (const bad of ["http://127.0.0.1", "127.0.0.1:9464", "my host", "-bad-.example"]) {
      expect(() => parseConfig({ METRICS_PORT: "9464", METRICS_HOST: bad })).toThrow(/^METRICS_HOST must be an IP address/);
    }
    expect(() => parseConfig({ METRICS_HOST: "0.0.0.0" })).toThrow('METRICS_HOST is set ("0.0.0.0") but METRICS_PORT is not: set METRICS_PORT to the port for /healthz and /metrics, or remove METRICS_HOST.');
  });
});

describe("logging", () => {
  it("never writes the bot token, wherever it appears in a logged object", () => {
    const lines: string[] = [];
    const sink = new Writable({ write(chunk: Buffer, _enc, done) { lines.push(chunk.toString()); done(); } });
    const log = createLogger("info", sink);
    const secret = "MTIz.secret-token-value";
    log.info({ config: parseConfig({ DISCORD_TOKEN: secret }) }, "starting");
    log.info({ token: secret, request: { headers: { authorization: `Bot ${secret}` } } }, "rest");
    expect(lines.length).toBe(2);
    expect(lines.join("")).not.toContain(secret);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ msg: "starting", config: { discordToken: "[redacted]" } });
  });

  it("cuts the token out of free text too, e.g. an error message that quotes it", () => {
    const lines: string[] = [];
    const sink = new Writable({ write(chunk: Buffer, _enc, done) { lines.push(chunk.toString()); done(); } });
    const secret = "MTIz.secret-token-value";
    const log = createLogger("info", sink, [secret]);
    log.error({ err: new Error(`401 for https://example.test/?t=${secret}`) }, `login with ${secret} failed`);
    expect(lines.join("")).not.toContain(secret);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ msg: "login with [redacted] failed" });
  });
});

describe("npm start", () => {
  it("exits at once without a token, saying what to set and where to get it", () => {
    // From an empty directory (no .env there), with DISCORD_TOKEN unset.
    const cwd = mkdtempSync(join(tmpdir(), "nusfjord-start-"));
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "DISCORD_TOKEN"));
    const run = spawnSync(process.execPath, [join(ROOT, "node_modules/tsx/dist/cli.mjs"), join(ROOT, "src/main.ts")], { cwd, env, encoding: "utf8", timeout: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("DISCORD_TOKEN is not set");
    expect(run.stderr).toContain(".env.example");
    expect(run.stderr).toContain("https://discord.com/developers/applications");
  });
});

describe("the settings .env.example leaves empty", () => {
  it("each empty setting in .env.example means the same as leaving it out: the defaults", () => {
    const example = parseEnvFile(readFileSync(join(ROOT, ".env.example"), "utf8"), ".env.example");
    const empty = Object.entries(example).filter(([, v]) => v.trim() === "").map(([k]) => k);
    // The ones that crashed the first run (SHARD_COUNT) are among them.
    expect(empty).toEqual(expect.arrayContaining(["SHARD_COUNT", "SHARD_IDS", "METRICS_PORT", "METRICS_HOST", "INSTANCE_ID", "RENDER_THREADS"]));
    const withEmpty = parseConfig(Object.fromEntries(empty.map((k) => [k, ""])));
    expect(withEmpty).toEqual(parseConfig({}));
    // And with a space in them, as an editor may leave.
    expect(parseConfig(Object.fromEntries(empty.map((k) => [k, " "])))).toEqual(parseConfig({}));
  });
});

describe("every setting in one place", () => {
  it("config.ts reads exactly the settings SETTINGS lists, .env.example explains each of them, and no other source file reads process.env", () => {
    const source = readFileSync(join(ROOT, "src/config.ts"), "utf8");
    const read = new Set([...source.matchAll(/\benv\.([A-Z][A-Z_]+)|intSetting\(env, "([A-Z][A-Z_]+)"/g)].map((m) => m[1] ?? m[2]));
    read.delete("SHARDS"); // set by discord.js's ShardingManager for its processes, not by the admin
    expect([...read].sort()).toEqual([...SETTINGS].sort());
    const example = readFileSync(join(ROOT, ".env.example"), "utf8");
    expect(Object.keys(parseEnv(example)).sort()).toEqual([...SETTINGS].sort());
    const files = ["src", "commands", "renderers"].flatMap((d) => readdirSync(join(ROOT, d), { recursive: true, encoding: "utf8" }).map((f) => join(d, f)))
      .filter((f) => f.endsWith(".ts") && !f.includes("generated") && f !== join("src", "config.ts"));
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => readFileSync(join(ROOT, f), "utf8").includes("process.env"))).toEqual([]);
  });

  it("a .env name that is no setting stops the bot, naming it and the setting it is closest to; known ones are read", () => {
    expect(parseEnvFile("LOG_LEVEL=debug\n# a comment\nDISCORD_TOKEN=abc\n")).toEqual({ LOG_LEVEL: "debug", DISCORD_TOKEN: "abc" });
    expect(() => parseEnvFile("LOG_LEVLE=debug\n")).toThrow(new ConfigError("LOG_LEVLE in .env is not a setting of this bot (did you mean LOG_LEVEL?): the settings are the ones .env.example lists."));
    expect(() => parseEnvFile("metrics_port=9464\n")).toThrow(/^metrics_port in \.env is not a setting of this bot \(did you mean METRICS_PORT\?\)/);
    expect(() => parseEnvFile("COLOUR=blue\n")).toThrow(new ConfigError("COLOUR in .env is not a setting of this bot: the settings are the ones .env.example lists."));
  });

  it("refuses a DATABASE_URL without a file after file:, or a PostgreSQL URL without a server, never showing a password", () => {
    expect(() => parseConfig({ DATABASE_URL: "file:" })).toThrow('DATABASE_URL must name the SQLite file after file: (e.g. file:./data/nusfjord.db), got "file:".');
    for (const bad of ["postgresql://", "postgresql://user:s3cret@/db", "postgres://:5432"]) {
      expect(() => parseConfig({ DATABASE_URL: bad })).toThrow(/^DATABASE_URL must be a PostgreSQL URL with a server/);
      expect(() => parseConfig({ DATABASE_URL: bad })).not.toThrow(/s3cret/);
    }
    expect(parseConfig({ DATABASE_URL: "postgresql://u:p@db.example.org:5432/nusfjord" }).databaseUrl).toBe("postgresql://u:p@db.example.org:5432/nusfjord");
  });
});
