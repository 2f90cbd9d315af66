// `npm run start:shards`: discord.js's ShardingManager runs one bot process per shard; on
// PostgreSQL both shards connect to the stand-in's gateway as shard 0 and 1 of 2 and stop on
// SIGTERM; on a SQLite file it refuses at once, saying why.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DiscordStandIn } from "../e2e/standin/index.ts";
import { freshDatabaseUrl, provider, type TestDb } from "./helpers.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

describe("npm run start:shards", () => {
  let discord: DiscordStandIn;
  let db: TestDb;
  beforeAll(async () => { discord = await DiscordStandIn.start(); db = await freshDatabaseUrl(); });
  afterAll(async () => { await discord?.close(); await db?.drop(); });

  it(provider === "postgres"
    ? "starts one process per shard, each connected as its shard, and stops them all on SIGTERM"
    : "refuses to run several shard processes on a SQLite file, saying what to use instead", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/shards.ts"], {
      cwd: ROOT, stdio: ["ignore", "pipe", "pipe"],
      env: { PATH: process.env.PATH, DATABASE_URL: db.url, DISCORD_TOKEN: discord.token, DISCORD_API_URL: discord.apiBase, SHARD_COUNT: "2", LOG_LEVEL: "info" },
    });
    let out = "";
    child.stdout.on("data", (d: Buffer) => { out += d.toString(); });
    child.stderr.on("data", (d: Buffer) => { out += d.toString(); });
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    if (provider !== "postgres") {
      expect(await exited).toBe(1);
      expect(out).toContain("a SQLite file serves one process");
      return;
    }
    for (let i = 0; i < 600 && discord.liveShards().length < 2; i++) await new Promise((r) => setTimeout(r, 100));
    expect(discord.liveShards().map(([id, count]) => `${id}/${count}`).sort()).toEqual(["0/2", "1/2"]);
    for (let i = 0; i < 200 && !out.includes("every shard is connected"); i++) await new Promise((r) => setTimeout(r, 100));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    for (let i = 0; i < 100 && discord.liveShards().length > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(discord.liveShards()).toEqual([]);
  }, 120_000);
});
