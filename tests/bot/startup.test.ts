// `npm start` with a database it cannot open: one pino line at level fatal naming the database
// and the problem (no stack trace, no password), and a non-zero exit, before Discord is tried.
import { spawnSync } from "node:child_process";
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
function start(databaseUrl: string): { status: number | null; lines: string[] } {
  const r = spawnSync(process.execPath, [TSX, join(ROOT, "src/main.ts")], {
    cwd: dir, encoding: "utf8", timeout: 30_000,
    env: { PATH: process.env.PATH ?? "", DISCORD_TOKEN: "startup-test-token-123", DATABASE_URL: databaseUrl, LOG_LEVEL: "info" },
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
    expect(theLine(r.lines).msg).toBe(`cannot open the database: SQLite database ${dir} cannot be opened (a folder in its place, or no permission to read and write it)`);
  }, 40_000);

  it("a SQLite path through a file: one fatal line saying its folder cannot be created, exit 1", () => {
    writeFileSync(join(dir, "plain-file"), "");
    const r = start(`file:${join(dir, "plain-file", "bot.db")}`);
    expect(r.status).toBe(1);
    expect(theLine(r.lines).msg).toBe(`cannot open the database: SQLite database ${join(dir, "plain-file", "bot.db")}: its folder cannot be created (a file is in the way): check the path in DATABASE_URL`);
  }, 40_000);
});
