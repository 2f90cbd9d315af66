// One bot process per SQLite file: a second `npm start` on the same file is refused with one
// clear message, and the lock of a process that was killed never blocks the next start.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InstanceLockedError, lockSqliteInstance } from "../../src/db/instance-lock.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const HOLDER = fileURLToPath(new URL("./lock-holder.ts", import.meta.url));

let dir: string;
beforeEach(() => { dir = mkdtempSync(join(tmpdir(), "nusfjord-lock-")); });
afterEach(() => { rmSync(dir, { recursive: true, force: true }); });

describe("one bot process per SQLite file", () => {
  it("refuses a second bot process on the same SQLite file with one message saying what to do", () => {
    const file = join(dir, "bot.db");
    const lock = lockSqliteInstance(file);
    try {
      const run = spawnSync(process.execPath, ["--import", "tsx", "src/main.ts"], {
        cwd: ROOT, encoding: "utf8", timeout: 60_000,
        env: { PATH: process.env.PATH, DATABASE_URL: `file:${file}`, DISCORD_TOKEN: "not-a-real-token", DISCORD_API_URL: "http://127.0.0.1:9/api", LOG_LEVEL: "info" },
      });
      expect(run.status).toBe(1);
      const lines = run.stdout.trim().split("\n").filter(Boolean);
      expect(lines).toHaveLength(1);
      const line = JSON.parse(lines[0] ?? "{}") as { level?: number; msg?: string };
      expect(line.level).toBe(60);
      expect(line.msg).toContain("Another bot process is already running on the SQLite database");
      expect(line.msg).toContain("PostgreSQL");
      expect(run.stderr).not.toMatch(/at .*\.ts:\d+/); // no stack trace
    } finally {
      lock.release();
    }
  });

  it("is refused in the same way to a second lock in one process, and free again once released", () => {
    const file = join(dir, "bot.db");
    const first = lockSqliteInstance(file);
    expect(() => lockSqliteInstance(file)).toThrow(InstanceLockedError);
    first.release();
    lockSqliteInstance(file).release();
  });

  it("is free as soon as the process holding it is killed (SIGKILL leaves no stale lock)", async () => {
    const file = join(dir, "bot.db");
    const child = spawn(process.execPath, ["--import", "tsx", HOLDER, file], { stdio: ["ignore", "pipe", "inherit"] });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (d: Buffer) => { if (d.toString().includes("locked")) resolve(); });
      child.on("exit", (code) => reject(new Error(`lock holder ended early (${code})`)));
    });
    expect(() => lockSqliteInstance(file)).toThrow(InstanceLockedError);
    const exited = new Promise((resolve) => child.on("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    const lock = lockSqliteInstance(file);
    lock.release();
  });
});
