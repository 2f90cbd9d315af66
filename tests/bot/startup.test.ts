// `npm start` with a database it cannot open: one pino line at level fatal naming the database
// and the problem (no stack trace, no password), and a non-zero exit, before Discord is tried.
// Likewise a METRICS_PORT that is malformed or already in use: one line naming it.
import { spawnSync } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const TSX = createRequire(import.meta.url).resolve("tsx/cli");
const dir = mkdtempSync(join(tmpdir(), "nusfjord-startup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the bot's entry point in a folder without .env; returns its exit code and output lines. */
function start(databaseUrl: string, env: Record<string, string> = {}): { status: number | null; lines: string[] } {
  const r = spawnSync(process.execPath, [TSX, join(ROOT, "src/main.ts")], {
    cwd: dir, encoding: "utf8", timeout: 30_000,
    env: { PATH: process.env.PATH ?? "", DISCORD_TOKEN: "startup-test-token-123", DATABASE_URL: databaseUrl, LOG_LEVEL: "info", ...env },
  });
  return { status: r.status, lines: `${r.stdout}${r.stderr}`.split("\n").filter((l) => l.trim() !== "") };
}

function theLine(lines: string[]): { level: number; msg: string } {
  expect(lines).toHaveLength(1);
  const parsed = JSON.parse(lines[0] ?? "") as { level: number; msg: string; err?: unknown };
  expect(parsed.err).toBeUndefined();
  expect(parsed.msg).not.toMatch(/\n| {4}at /);
  return parsed;
}

describe("a database that cannot be opened at start-up", () => {
  it("an unreachable PostgreSQL server: one fatal line naming host and port, exit 1, password not shown", () => {
    const r = start("postgresql://nusfjord:s3cret-pw@127.0.0.1:1/nusfjord");
    expect(r.status).toBe(1);
    const line = theLine(r.lines);
    expect(line.level).toBe(60);
    expect(line.msg).toBe("cannot open the database: PostgreSQL at 127.0.0.1:1 refused the connection: is the server running, and is DATABASE_URL's host and port right?");
    expect(r.lines.join("\n")).not.toContain("s3cret-pw");
  }, 40_000);

  it("a SQLite path that is a folder: one fatal line naming the file, exit 1", () => {
    const r = start(`file:${dir}`);
    expect(r.status).toBe(1);
    expect(theLine(r.lines).msg).toBe(`cannot open the database: SQLite database ${dir} cannot be opened (a folder in its place, or no permission to read and write it): check the path in DATABASE_URL`);
  }, 40_000);

  it("a SQLite path through a file: one fatal line saying its folder cannot be created, exit 1", () => {
    writeFileSync(join(dir, "plain-file"), "");
    const r = start(`file:${join(dir, "plain-file", "bot.db")}`);
    expect(r.status).toBe(1);
    expect(theLine(r.lines).msg).toBe(`cannot open the database: SQLite database ${join(dir, "plain-file", "bot.db")}: its folder cannot be created (a file is in the way): check the path in DATABASE_URL`);
  }, 40_000);
});

describe("health and metrics settings at start-up", () => {
  it("a METRICS_PORT that is not a port: one line naming it and what it accepts, exit 1", () => {
    const r = start(`file:${join(dir, "metrics-bad.db")}`, { METRICS_PORT: "ninety" });
    expect(r.status).toBe(1);
    expect(r.lines).toEqual(['METRICS_PORT must be a port number from 1 to 65535 (or 0 for any free port), got "ninety".']);
  }, 40_000);

  it("a METRICS_PORT another program listens on: one fatal line naming it, exit 1, before Discord is tried", async () => {
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(0, "127.0.0.1", resolve));
    const port = (squatter.address() as AddressInfo).port;
    try {
      const r = start(`file:${join(dir, "metrics-busy.db")}`, { METRICS_PORT: String(port) });
      expect(r.status).toBe(1);
      const parsed = r.lines.map((l) => JSON.parse(l) as { level: number; msg: string; err?: unknown });
      // The database opened (an info line), then the port: the last line, fatal, without a stack trace.
      expect(parsed.map((l) => l.msg)).toEqual(["database ready", `METRICS_PORT ${port} is already in use on 127.0.0.1 (by another program, or another bot process): choose another METRICS_PORT, or stop that program.`]);
      expect(parsed[1]).toMatchObject({ level: 60 });
      expect(parsed[1]?.err).toBeUndefined();
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  }, 40_000);
});

describe("bad settings at start-up", () => {
  it("an unknown LOG_LEVEL or a RENDER_THREADS that is no number: one line naming the setting and what it accepts, exit 1", () => {
    const level = start(`file:${join(dir, "bad-level.db")}`, { LOG_LEVEL: "verbose" });
    expect(level.status).toBe(1);
    expect(level.lines).toEqual(['LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, got "verbose".']);
    const threads = start(`file:${join(dir, "bad-threads.db")}`, { RENDER_THREADS: "four" });
    expect(threads.status).toBe(1);
    expect(threads.lines).toEqual(['RENDER_THREADS must be a whole number from 0 to 32, got "four".']);
  }, 80_000);

  it("a name in .env that is no setting (a typo): one line naming it and the setting meant, exit 1, instead of being ignored", () => {
    const withEnv = mkdtempSync(join(tmpdir(), "nusfjord-dotenv-"));
    try {
      writeFileSync(join(withEnv, ".env"), "# settings\nLOG_LEVLE=debug\n");
      const r = spawnSync(process.execPath, [TSX, join(ROOT, "src/main.ts")], {
        cwd: withEnv, encoding: "utf8", timeout: 30_000,
        env: { PATH: process.env.PATH ?? "", DISCORD_TOKEN: "startup-test-token-123", DATABASE_URL: `file:${join(withEnv, "bot.db")}` },
      });
      expect(r.status).toBe(1);
      expect(`${r.stdout}${r.stderr}`).toBe("LOG_LEVLE in .env is not a setting of this bot (did you mean LOG_LEVEL?): the settings are the ones .env.example lists.\n");
    } finally {
      rmSync(withEnv, { recursive: true, force: true });
    }
  }, 40_000);
});
