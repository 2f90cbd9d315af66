// `npm start` stopped by SIGTERM or SIGINT (a deploy, a process manager, Ctrl-C): the bot process
// finishes the interaction under way and the post it causes, tells an interaction that arrives
// meanwhile that it is restarting (nothing changed), and exits with status 0 within 10 s.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.ts";
import { migrateDatabase } from "../../src/db/migrate.ts";
import { GameStore } from "../../src/store/index.ts";
import { choiceButtons } from "../e2e/harness.ts";
import { DiscordStandIn, type RecordedMessage, type StandInUser } from "../e2e/standin/index.ts";
import { holdSqliteLock } from "../store/sqlite-lock.ts";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
/** tsx as a loader in the bot's own process, as `npm start` runs it (tsx's CLI would stand between the signal and the bot). */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
const LONG = 120_000;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => { for (const c of cleanups.splice(0).reverse()) await c(); });

interface Running {
  readonly child: ChildProcess;
  readonly lines: string[];
  readonly exited: Promise<number | null>;
  readonly discord: DiscordStandIn;
  readonly file: string;
  readonly gameId: number;
  readonly users: readonly StandInUser[];
}

/** A started 2-player game in a new SQLite file, and the bot process (as `npm start` runs it) serving it against a stand-in. */
async function startBot(): Promise<Running> {
  const discord = await DiscordStandIn.start({ interactionTimeoutMs: 30_000 });
  const dir = mkdtempSync(join(tmpdir(), "nusfjord-shutdown-"));
  cleanups.push(async () => { await discord.close(); rmSync(dir, { recursive: true, force: true }); });
  const file = join(dir, "bot.db");
  const url = `file:${file}`;
  const users = [discord.addUser("ann"), discord.addUser("bo")];
  await migrateDatabase(url);
  const database = await openDatabase(url);
  let gameId: number;
  try {
    const store = new GameStore(database, { newSeed: () => "shutdown" });
    const lobby = await store.createGame({ guildId: discord.guildId, channelId: discord.channelId, hostUserId: users[0]?.id ?? "", playerCount: 2, seats: users.map((u) => ({ userId: u.id, displayName: u.username })) });
    gameId = (await store.startGame(lobby.id, users[0]?.id ?? "")).game.id;
  } finally {
    await database.close();
  }
  const child = spawn(process.execPath, ["--import", TSX_LOADER, join(ROOT, "src/main.ts")], {
    cwd: dir, stdio: ["ignore", "pipe", "pipe"],
    env: { PATH: process.env.PATH ?? "", DISCORD_TOKEN: discord.token, DISCORD_API_URL: discord.apiBase, DATABASE_URL: url, LOG_LEVEL: "info", AI_MOVE_DELAY_MS: "0" },
  });
  cleanups.push(() => { child.kill("SIGKILL"); });
  const lines: string[] = [];
  let rest = "";
  const read = (d: Buffer) => { rest += d.toString(); const all = rest.split("\n"); rest = all.pop() ?? ""; lines.push(...all.filter((l) => l.trim())); };
  child.stdout?.on("data", read);
  child.stderr?.on("data", read);
  const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
  return { child, lines, exited, discord, file, gameId, users };
}

/** The game's start post with its player's choices (the bot posts it once connected). */
function startPost(r: Running): Promise<RecordedMessage> {
  return r.discord.waitForMessage(r.discord.channelId, (m) => choiceButtons(m).length > 0, 60_000);
}

/** Whether the bot has acknowledged an interaction (answered or deferred it) since `since`. */
function acknowledged(r: Running, since: number): boolean {
  return r.discord.requests.some((q) => q.method === "POST" && /\/interactions\/\d+\/[^/]+\/callback(\?|$)/.test(q.path) && q.at >= since);
}
const SHUTTING_DOWN = "shutting down: finishing the interactions and posts under way (at most 8 s)";

async function until(ok: () => boolean): Promise<void> {
  for (let waited = 0; !ok(); waited += 20) {
    if (waited > 30_000) throw new Error("waited 30 s in vain");
    await new Promise((res) => setTimeout(res, 20));
  }
}

const msgs = (r: Running): string[] => r.lines.flatMap((l) => { try { return [(JSON.parse(l) as { msg: string }).msg]; } catch { return [l]; } });

async function versionOf(file: string, gameId: number): Promise<number> {
  const database = await openDatabase(`file:${file}`);
  try { return (await new GameStore(database).loadGame(gameId)).game.version; } finally { await database.close(); }
}

describe("stopping the bot process", () => {
  it("SIGTERM with a choice under way (waiting for another program's lock): the choice completes and is answered, its turn is posted, a command sent meanwhile is told the bot is restarting, and the process exits 0 within 10 s", async () => {
    const r = await startBot();
    const ping = await startPost(r);
    const mover = r.users.find((u) => ping.text.includes(`<@${u.id}>`));
    const other = r.users.find((u) => u !== mover);
    if (!mover || !other) throw new Error("nobody is pinged on the start post");
    const versionBefore = await versionOf(r.file, r.gameId);
    const postsBefore = r.discord.messages(r.discord.channelId).length;

    const lock = await holdSqliteLock(r.file, 5000);
    const pressedAt = Date.now();
    const pressing = r.discord.button(mover, ping, choiceButtons(ping)[0]?.customId ?? "");
    // Under way: acknowledged (deferred) while the choice waits for the lock.
    await until(() => acknowledged(r, pressedAt));
    const signalled = Date.now();
    r.child.kill("SIGTERM");
    await until(() => msgs(r).includes(SHUTTING_DOWN));
    const meanwhile = await r.discord.command(other, r.discord.channelId, "rules", {});
    const pressed = await pressing;
    const code = await r.exited;
    const took = Date.now() - signalled;
    await lock.released;

    expect(code).toBe(0);
    expect(took).toBeLessThan(10_000);
    expect([pressed.response, ...pressed.followups].map((m) => m?.text ?? "").join("\n")).toMatch(/✅/);
    expect(await versionOf(r.file, r.gameId)).toBeGreaterThan(versionBefore);
    const posted = r.discord.messages(r.discord.channelId).slice(postsBefore).filter((m) => m.text.startsWith(`**Game #${r.gameId}**`));
    expect(posted).toHaveLength(1);
    expect(meanwhile.response?.text).toBe("⏳ The bot is restarting, so it did not take this and nothing was changed. Please try again in a minute.");
    expect(meanwhile.response?.flags).toBe(64);
    expect(msgs(r)).toEqual(expect.arrayContaining([SHUTTING_DOWN, "stopped"]));
    expect(r.lines.filter((l) => /"level":(50|60)/.test(l))).toEqual([]);
  }, LONG);

  it("SIGTERM with a choice that cannot finish in time (another program holds the lock for 20 s): the process still exits 0 within 10 s, saying what it left, and the choice is not half-made", async () => {
    const r = await startBot();
    const ping = await startPost(r);
    const mover = r.users.find((u) => ping.text.includes(`<@${u.id}>`));
    if (!mover) throw new Error("nobody is pinged on the start post");
    const versionBefore = await versionOf(r.file, r.gameId);
    const lock = await holdSqliteLock(r.file, 20_000);
    // Never completed: the stand-in gives up on it once the bot is gone.
    const pressedAt = Date.now();
    void r.discord.button(mover, ping, choiceButtons(ping)[0]?.customId ?? "").catch(() => null);
    await until(() => acknowledged(r, pressedAt));
    const signalled = Date.now();
    r.child.kill("SIGTERM");
    expect(await r.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(msgs(r)).toContain("stopping with work still under way after 8 s: it is not lost (the database holds it) and goes on at the next start");
    await lock.released;
    expect(await versionOf(r.file, r.gameId)).toBe(versionBefore);
  }, LONG);

  it("SIGINT (Ctrl-C) the same: with nothing under way the process exits 0 at once", async () => {
    const r = await startBot();
    await startPost(r);
    const signalled = Date.now();
    r.child.kill("SIGINT");
    expect(await r.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(msgs(r).slice(-2)).toEqual([SHUTTING_DOWN, "stopped"]);
  }, LONG);
});
