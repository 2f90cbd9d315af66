// The README's web step, to the letter, after its first run (tests/e2e/first-run.test.ts walks
// that one): in a fresh copy of the project, .env made from .env.example with the token, the
// stand-in's URL and one more setting, WEB_PORT (a free port here, where README's example says
// 8080), then `npm start` as npm runs it. A game is opened in Discord; its start post carries
// "Open the table" with a link at WEB_URL's default, http://localhost:<WEB_PORT>, and that link,
// fetched as a browser would, is the game's page. Nothing else is set: WEB_HOST, WEB_URL and
// WEB_SECRET stay empty, as .env.example has them.
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SETTINGS } from "../../src/config.ts";
import { closedPort } from "../ports.ts";
import { missing } from "./harness.ts";
import { idWith } from "./play.ts";
import { walkComponents } from "./standin/components.ts";
import { DiscordStandIn, type RecordedMessage } from "./standin/index.ts";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
/** What a fresh clone holds that `npm start` uses (node_modules from `npm ci`: shared here). */
const PROJECT = ["src", "commands", "renderers", "prisma", "package.json", "package-lock.json", "prisma.config.ts", "tsconfig.json", ".env.example", "README.md"];
const GENERATED = join(ROOT, "src/db/generated");

let dir = "";
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "nusfjord-web-first-run-"));
  for (const f of PROJECT) cpSync(join(ROOT, f), join(dir, f), { recursive: true, filter: (src) => !src.startsWith(GENERATED) });
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
});
afterAll(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

/** The environment of an admin's shell: none of the bot's settings (they come from .env). */
function shellEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { npm_config_update_notifier: "false" };
  for (const name of ["PATH", "HOME", "TMPDIR", "LANG", "TERM"]) if (process.env[name] !== undefined && !(SETTINGS as readonly string[]).includes(name)) env[name] = process.env[name];
  return env;
}

/** The link buttons of a message, by label. */
function linkButtons(m: RecordedMessage | null | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of walkComponents(m?.components ?? [])) if (c.type === 2 && c.style === 5 && typeof c.url === "string" && typeof c.label === "string") out.set(c.label, c.url);
  return out;
}

describe("the README's web step: WEB_PORT in .env, npm start, the table at WEB_URL", () => {
  it("with one setting more than the first run, a game's start post links to its page at http://localhost:<WEB_PORT>, which answers with the table", async () => {
    // What README says, word for word: the step to follow.
    const readme = readFileSync(join(dir, "README.md"), "utf8");
    expect(readme).toContain("set `WEB_PORT` in `.env` (e.g. `WEB_PORT=8080`) and `npm start`");
    expect(readme).toContain("**Open the table** link to its page at `WEB_URL` (default `http://localhost:8080`");
    const port = await closedPort();
    const discord = await DiscordStandIn.start();
    let bot: ReturnType<typeof spawn> | null = null;
    const lines: string[] = [];
    try {
      let env = readFileSync(join(dir, ".env.example"), "utf8");
      for (const [name, value] of Object.entries({ DISCORD_TOKEN: discord.token, DISCORD_API_URL: discord.apiBase, WEB_PORT: String(port) })) {
        expect(env, `.env.example has an empty ${name}= line`).toMatch(new RegExp(`^${name}=$`, "m"));
        env = env.replace(new RegExp(`^${name}=$`, "m"), `${name}=${value}`);
      }
      for (const name of ["WEB_HOST", "WEB_URL", "WEB_SECRET"]) expect(env).toMatch(new RegExp(`^${name}=$`, "m"));
      writeFileSync(join(dir, ".env"), env);

      bot = spawn("npm", ["start"], { cwd: dir, env: shellEnv(), stdio: ["ignore", "pipe", "pipe"], detached: true });
      const connected = new Promise<void>((done, fail) => {
        const take = (d: Buffer): void => {
          lines.push(...d.toString().split("\n").filter(Boolean));
          if (lines.some((l) => l.includes("connected; slash commands registered"))) done();
        };
        bot?.stdout?.on("data", take);
        bot?.stderr?.on("data", take);
        bot?.on("close", (code) => fail(new Error(`npm start ended (${code}):\n${lines.join("\n")}`)));
      });
      await connected;

      // A game in Discord: the lobby, a second player joins, the host starts it.
      const ann = discord.addUser("ann");
      const bo = discord.addUser("bo");
      const created = await discord.command(ann, discord.channelId, "nusfjord", { subcommand: "new", options: { players: 2 } });
      // The lobby's buttons open once its thread is made (the bot edits the lobby then).
      const lobbyId = created.response?.id ?? missing();
      let lobby = discord.message(lobbyId);
      for (let i = 0; i < 200 && walkComponents(lobby?.components ?? []).some((c) => c.disabled === true); i++) {
        await new Promise((r) => setTimeout(r, 100));
        lobby = discord.message(lobbyId);
      }
      const joined = await discord.button(bo, lobby ?? missing(), idWith(lobby, "join"));
      const started = await discord.button(ann, joined.response ?? missing(), idWith(joined.response, "start"));
      const threadId = /<#(\d+)>/.exec(started.response?.text ?? "")?.[1] ?? missing();
      const post = await discord.waitForMessage(threadId, (m) => linkButtons(m).has("Open the table"), 20_000);
      const link = linkButtons(post).get("Open the table") ?? missing();
      expect(link).toMatch(new RegExp(`^http://localhost:${port}/g/\\d+-[A-Za-z0-9_-]{22}$`));

      // The link as the admin's browser on this machine opens it.
      const page = await fetch(link);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toMatch(/<title>Nusfjord · game #\d+<\/title>/);
      expect(html).toContain("Whose turn");
      expect(html).toContain("Harbors");
    } finally {
      if (bot?.pid !== undefined) {
        const ended = new Promise((r) => bot?.on("close", r));
        process.kill(-bot.pid, "SIGINT");
        await ended;
      }
      await discord.close();
    }
    // It stopped cleanly, and said nothing worse than a warning.
    const logged = lines.filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(logged.at(-1)?.msg).toBe("stopped");
    expect(logged.filter((l) => l.level >= 50)).toEqual([]);
  }, 120_000);
});
