// The README's first run, to the letter, as a new admin follows it on a fresh clone:
//
//   cp .env.example .env   # put the bot's token in DISCORD_TOKEN
//   npm ci && npm start
//
// in a copy of the project (its tracked folders and files, node_modules shared, no generated
// Prisma client and no database), with .env.example copied to .env and only DISCORD_TOKEN and the
// stand-in's URL (DISCORD_API_URL) filled in, every other setting left as .env.example has it
// (several empty: empty means the default). `npm start` runs as npm runs it (its prestart
// generates the database client and applies the migrations). The bot must reach "connected" and
// answer a command, then stop cleanly on SIGTERM. Then the same start without a network to reach
// Discord: one line naming the host it could not look up or reach (not the token), exit 1.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { closedPort } from "../ports.ts";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SETTINGS } from "../../src/config.ts";
import { DiscordStandIn } from "./standin/index.ts";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
/** What a fresh clone holds that `npm start` uses (node_modules comes from `npm ci`: shared here). */
const PROJECT = ["src", "commands", "renderers", "prisma", "package.json", "package-lock.json", "prisma.config.ts", "tsconfig.json", ".env.example"];
const GENERATED = join(ROOT, "src/db/generated");

let dir = "";

/** A copy of the project as a fresh clone has it: no .env, no database, no generated client. */
function freshCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), "nusfjord-first-run-"));
  for (const f of PROJECT) cpSync(join(ROOT, f), join(copy, f), { recursive: true, filter: (src) => !src.startsWith(GENERATED) });
  symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"), "dir");
  return copy;
}

/** .env as the README says to make it: .env.example copied, then `values` filled into its empty lines. */
function writeEnv(copy: string, values: Readonly<Record<string, string>>): string {
  const example = readFileSync(join(copy, ".env.example"), "utf8");
  let env = example;
  for (const [name, value] of Object.entries(values)) {
    const line = new RegExp(`^${name}=$`, "m");
    expect(env, `.env.example has an empty ${name}= line to fill in`).toMatch(line);
    env = env.replace(line, `${name}=${value}`);
  }
  writeFileSync(join(copy, ".env"), env);
  return env;
}

/** The environment of a new admin's shell: none of the bot's settings (they come from .env). */
function shellEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of ["PATH", "HOME", "TMPDIR", "LANG", "TERM"]) if (process.env[name] !== undefined) env[name] = process.env[name];
  const settings: readonly string[] = SETTINGS;
  for (const name of Object.keys(env)) if (settings.includes(name)) delete env[name];
  // npm's update check would reach for the network: a newcomer's npm may, the test's need not.
  env.npm_config_update_notifier = "false";
  return env;
}

interface Started {
  readonly lines: string[];
  /** npm's exit code (null: it ended on a signal), once npm and the bot under it have both ended. */
  readonly exited: Promise<number | null>;
  /** The signal to the whole process group (npm and the bot under it), as a terminal's Ctrl-C. */
  kill(signal: NodeJS.Signals): void;
  /** Resolves with the first output line matching `pattern` (rejects if the process ends first). */
  line(pattern: RegExp, timeoutMs: number): Promise<string>;
}

/** Whether this machine lets the test run a command in a network namespace of its own (no network at all). */
function canIsolateNetwork(): boolean {
  return spawnSync("unshare", ["-rn", "true"]).status === 0;
}

/** `npm start` in the copy, as the admin types it (`offline`: in a network namespace with no network). */
function npmStart(copy: string, offline = false): Started {
  // A process group of its own, as a terminal gives the command it runs: Ctrl-C reaches npm and the bot.
  const child = spawn(offline ? "unshare" : "npm", offline ? ["-rn", "npm", "start"] : ["start"], { cwd: copy, env: shellEnv(), stdio: ["ignore", "pipe", "pipe"], detached: true });
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve: (l: string) => void }[] = [];
  let ended = false;
  // "close": npm has ended and so has every process that shared its output (the bot under it).
  const exited = new Promise<number | null>((r) => child.on("close", (code) => { ended = true; r(code); }));
  const take = (chunk: Buffer, rest: { text: string }): void => {
    rest.text += chunk.toString();
    const parts = rest.text.split("\n");
    rest.text = parts.pop() ?? "";
    for (const l of parts.filter((p) => p.trim() !== "")) {
      lines.push(l);
      for (const w of [...waiters]) if (w.pattern.test(l)) { waiters.splice(waiters.indexOf(w), 1); w.resolve(l); }
    }
  };
  const out = { text: "" };
  const err = { text: "" };
  child.stdout.on("data", (d: Buffer) => take(d, out));
  child.stderr.on("data", (d: Buffer) => take(d, err));
  return {
    lines, exited,
    kill: (signal) => { if (!ended && child.pid !== undefined) process.kill(-child.pid, signal); },
    line: (pattern, timeoutMs) => {
      const seen = lines.find((l) => pattern.test(l));
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolveLine, reject) => {
        const timer = setTimeout(() => reject(new Error(`no line matching ${pattern} within ${timeoutMs} ms; output:\n${lines.join("\n")}`)), timeoutMs);
        waiters.push({ pattern, resolve: (l) => { clearTimeout(timer); resolveLine(l); } });
        void exited.then((code) => { clearTimeout(timer); reject(new Error(`npm start ended (${code}) before a line matching ${pattern}; output:\n${lines.join("\n")}`)); });
      });
    },
  };
}

/** The bot's own JSON log lines (npm's and Prisma's lines are not JSON). */
function botLines(lines: readonly string[]): { level: number; msg: string }[] {
  return lines.flatMap((l) => {
    if (!l.startsWith("{")) return [];
    return [JSON.parse(l) as { level: number; msg: string }];
  });
}

beforeAll(() => { dir = freshCopy(); });
afterAll(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

describe("the README's first run: cp .env.example .env, a token in DISCORD_TOKEN, npm start", () => {
  it("every setting .env.example leaves empty means its default: the bot connects, registers its commands and answers /games, then stops cleanly", async () => {
    const discord = await DiscordStandIn.start();
    try {
      const env = writeEnv(dir, { DISCORD_TOKEN: discord.token, DISCORD_API_URL: discord.apiBase });
      // The case that crashed: .env.example's SHARD_COUNT= and SHARD_IDS= (and others) left empty.
      expect(env).toMatch(/^SHARD_COUNT=$/m);
      expect(env).toMatch(/^SHARD_IDS=$/m);
      const bot = npmStart(dir);
      try {
        const connected = await bot.line(/connected; slash commands registered/, 150_000);
        expect(JSON.parse(connected)).toMatchObject({ commands: expect.any(Number), scope: "global" });
        const ann = discord.addUser("ann");
        const games = await discord.command(ann, discord.channelId, "games");
        expect(games.callbackType === 4 || games.callbackType === 5).toBe(true);
        const answer = games.response?.text ?? JSON.stringify(games.response);
        expect(answer).toMatch(/game/i);
        // Ctrl-C in the admin's terminal: SIGINT to npm and the bot; the bot stops cleanly, and npm with it.
        // npm ends on the signal itself (as after Ctrl-C in a terminal); the bot's last line says it stopped.
        bot.kill("SIGINT");
        await bot.exited;
        expect(botLines(bot.lines).at(-1)?.msg).toBe("stopped");
        // No error and no stack trace anywhere in what npm start printed.
        expect(botLines(bot.lines).filter((l) => l.level >= 50)).toEqual([]);
        expect(bot.lines.join("\n")).not.toMatch(/ {4}at |Error \[|DiscordjsTypeError/);
        // The SQLite file .env.example names, under the copy (relative to where npm start runs).
        expect(readFileSync(join(dir, "data/nusfjord.db")).subarray(0, 15).toString()).toBe("SQLite format 3");
      } finally {
        bot.kill("SIGKILL");
        await bot.exited;
      }
      expect(discord.problems).toEqual([]);
    } finally {
      await discord.close();
    }
  }, 240_000);

  it("with no way to reach Discord (a name that does not resolve): one line naming the host, not the token, exit 1", async () => {
    writeEnv(dir, { DISCORD_TOKEN: "first-run-token-0123456789", DISCORD_API_URL: "http://discord.invalid/api" });
    const bot = npmStart(dir);
    const code = await bot.exited;
    expect(code).toBe(1);
    const fatal = botLines(bot.lines).filter((l) => l.level >= 50);
    expect(fatal).toHaveLength(1);
    expect(fatal[0]?.msg).toMatch(/^could not connect to Discord: the name discord\.invalid \(DISCORD_API_URL\) could not be looked up \((ENOTFOUND|EAI_AGAIN)\)/);
    expect(fatal[0]?.msg).not.toMatch(/TOKEN/);
    expect(bot.lines.join("\n")).not.toMatch(/ {4}at |first-run-token-0123456789/);
  }, 180_000);

  // The machine as it is with its network cable pulled: DISCORD_API_URL left empty (Discord itself).
  it.runIf(canIsolateNetwork())("with no network at all (a network namespace of its own): one line saying discord.com cannot be looked up, exit 1", async () => {
    writeEnv(dir, { DISCORD_TOKEN: "first-run-token-0123456789" });
    const bot = npmStart(dir, true);
    expect(await bot.exited).toBe(1);
    const fatal = botLines(bot.lines).filter((l) => l.level >= 50);
    expect(fatal).toHaveLength(1);
    expect(fatal[0]?.msg).toMatch(/^could not connect to Discord: the name discord\.com could not be looked up \((ENOTFOUND|EAI_AGAIN)\)\. Is this machine online/);
    expect(bot.lines.join("\n")).not.toMatch(/ {4}at |first-run-token-0123456789/);
  }, 180_000);

  it("with Discord's address refusing connections: one line naming the address, not the token, exit 1", async () => {
    const port = await closedPort();
    writeEnv(dir, { DISCORD_TOKEN: "first-run-token-0123456789", DISCORD_API_URL: `http://127.0.0.1:${port}/api` });
    const bot = npmStart(dir);
    expect(await bot.exited).toBe(1);
    const fatal = botLines(bot.lines).filter((l) => l.level >= 50);
    expect(fatal.map((l) => l.msg)).toEqual([`could not connect to Discord at 127.0.0.1:${port} (DISCORD_API_URL): the connection was refused (ECONNREFUSED). Check this machine's network, firewall or proxy.`]);
  }, 180_000);

  it("with a token Discord refuses (401): one line blaming DISCORD_TOKEN, exit 1", async () => {
    const discord = await DiscordStandIn.start();
    try {
      writeEnv(dir, { DISCORD_TOKEN: "wrong-token-0123456789", DISCORD_API_URL: discord.apiBase });
      // Discord answers a token it does not know with 401 on the first request, GET /gateway/bot.
      discord.refuseNext("GET", /^\/gateway\/bot/, { status: 401, message: "401: Unauthorized", code: 0 });
      const bot = npmStart(dir);
      expect(await bot.exited).toBe(1);
      const fatal = botLines(bot.lines).filter((l) => l.level >= 50);
      expect(fatal.map((l) => l.msg)).toEqual(["Discord refused the bot's token (401 Unauthorized): check DISCORD_TOKEN (Developer Portal -> your application -> Bot -> Reset Token)."]);
      expect(bot.lines.join("\n")).not.toMatch(/wrong-token-0123456789/);
    } finally {
      await discord.close();
    }
  }, 180_000);
});
