// A crash while /nusfjord new opens a lobby: the bot (a child process) is SIGKILLed between each
// two steps of the opening (the game saved; the reply asked of Discord; the reply made but not
// yet known; the thread asked for; the thread made; its first message; enabling the buttons),
// the stand-in holding that step's request until the process is dead. Started again under the
// same INSTANCE_ID, it finishes the opening as it starts (its claims last 30 s; it takes them
// over without waiting): one lobby message with working buttons, one thread with one first message,
// one game. Then the lobby is used: a player joins and the host starts the game.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { GameStore, openingLease } from "../../src/store/index.ts";
import { freshDatabaseUrl, type TestDb } from "../store/helpers.ts";
import { ChildBot } from "./child-bot.ts";
import { customIds } from "./harness.ts";
import { DiscordStandIn, interactiveComponents, type RecordedMessage } from "./standin/index.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Where the opening is cut: the request held, and whether before Discord acted on it or after. */
const STEPS: readonly { name: string; method: string; path: RegExp; when: "before" | "after" }[] = [
  { name: "the game saved, the lobby reply not yet made", method: "POST", path: /^\/interactions\/\d+\/[^/]+\/callback$/, when: "before" },
  { name: "the lobby reply made, its message not yet saved", method: "POST", path: /^\/interactions\/\d+\/[^/]+\/callback$/, when: "after" },
  { name: "the lobby message saved, the thread not yet opened", method: "POST", path: /^\/channels\/\d+\/messages\/\d+\/threads$/, when: "before" },
  { name: "the thread opened, not yet saved", method: "POST", path: /^\/channels\/\d+\/messages\/\d+\/threads$/, when: "after" },
  { name: "the thread saved, its first message not yet posted", method: "POST", path: /^\/channels\/\d+\/messages$/, when: "before" },
  { name: "the thread's first message posted, the buttons still disabled", method: "POST", path: /^\/channels\/\d+\/messages$/, when: "after" },
  { name: "the buttons being enabled", method: "PATCH", path: /^\/webhooks\/\d+\/[^/]+\/messages\/@original$/, when: "before" },
  { name: "the buttons enabled, the opening not yet marked done", method: "PATCH", path: /^\/webhooks\/\d+\/[^/]+\/messages\/@original$/, when: "after" },
];

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 20_000): Promise<void> {
  const began = Date.now();
  while (!(await check())) {
    if (Date.now() - began > ms) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe("a crash while /nusfjord new opens the lobby", () => {
  let discord: DiscordStandIn;
  let db: TestDb;
  let database: Database;
  let reader: GameStore;
  let bot: ChildBot;

  beforeAll(async () => {
    discord = await DiscordStandIn.start();
    db = await freshDatabaseUrl();
    database = await openDatabase(db.url);
    reader = new GameStore(database);
    bot = new ChildBot({ url: db.url, discord, instance: "opening-test" });
    await bot.start();
  }, 90_000);

  afterAll(async () => {
    await bot?.kill();
    await discord?.close();
    await database?.close();
    await db?.drop();
  });

  const lobbyMessages = (gameId: number): RecordedMessage[] => discord.messages(discord.channelId)
    .filter((m) => m.authorId === discord.botUser.id && !m.deleted && m.text.startsWith(`**Nusfjord #${gameId}** `));
  // The lobby's buttons, at any depth (a V2 lobby holds them in its container).
  const enabled = (m: RecordedMessage | undefined, verb: string): boolean => interactiveComponents(m?.components)
    .some((c) => typeof c.custom_id === "string" && decodeId(c.custom_id)?.verb === verb && c.disabled !== true);

  it("leaves, after a restart, a lobby that works, whichever step it was cut at", async () => {
    for (const [n, step] of STEPS.entries()) {
      const host = discord.addUser(`host${n}`);
      const guest = discord.addUser(`guest${n}`);
      const before = await reader.db.game.count();
      const hold = discord.holdNext(step.method, step.path, step.when);
      // Nobody answers this interaction in the end (the process dies): its outcome does not matter.
      void discord.command(host, discord.channelId, "nusfjord", { subcommand: "new", options: { players: 2 } }).catch(() => null);
      await Promise.race([hold.reached, sleep(30_000).then(() => { throw new Error(`step "${step.name}" was never reached`); })]);
      await bot.kill();
      hold.release();
      const game = await reader.db.game.findFirstOrThrow({ orderBy: { id: "desc" } });
      expect(await reader.db.game.count()).toBe(before + 1);
      expect(await reader.db.lease.count({ where: { name: openingLease(game.id) } })).toBe(1); // the opening is unfinished

      // Finished at start-up: the same identity takes its predecessor's claim over without waiting for it to lapse.
      await bot.start();
      expect(await reader.db.lease.count({ where: { name: openingLease(game.id) } }), step.name).toBe(0);

      // One lobby message, its buttons enabled, saved with the game; one thread, saved, with one first message.
      const lobbies = lobbyMessages(game.id);
      expect(lobbies, step.name).toHaveLength(1);
      const lobby = lobbies[0];
      expect(enabled(lobby, "join"), step.name).toBe(true);
      expect(enabled(lobby, "start"), step.name).toBe(true);
      const threads = discord.threads(discord.channelId).filter((t) => t.name === `Nusfjord #${game.id}`);
      expect(threads, step.name).toHaveLength(1);
      const saved = await reader.loadGame(game.id);
      expect([saved.game.lobbyMessageId, saved.game.threadId], step.name).toEqual([lobby?.id, threads[0]?.id]);
      expect(discord.messages(threads[0]?.id ?? "").filter((m) => m.text.startsWith(`This thread is game #${game.id}.`)), step.name).toHaveLength(1);
      expect(await reader.db.game.count()).toBe(before + 1);

      // The lobby works: a player joins, the host starts.
      if (!lobby) throw new Error("no lobby");
      const joinId = customIds(lobby).find((id) => decodeId(id)?.verb === "join") ?? "";
      const joined = await discord.button(guest, lobby, joinId);
      expect(joined.response?.text, step.name).toContain(`<@${guest.id}>`);
      const startId = customIds(discord.message(lobby.id)).find((id) => decodeId(id)?.verb === "start") ?? "";
      const started = await discord.button(host, discord.message(lobby.id) ?? lobby, startId);
      expect(started.response?.text, step.name).toContain("The game is on");
      // The start post, and the line after it that pings the table (the last message of the
      // start: the next step's hold must not catch it).
      await until(`the start post of game ${game.id} (${step.name})`, () => discord.messages(threads[0]?.id ?? "").some((m) => m.text.includes(`Nusfjord #${game.id} begins!`)), 90_000);
      await until(`the start's ping line of game ${game.id} (${step.name})`, () => discord.messages(threads[0]?.id ?? "").some((m) => m.text.startsWith(`🎣 Nusfjord #${game.id} begins:`)), 90_000);
    }
    // Only the refusal the resumption meets by design: the thread it asks for already exists.
    expect(discord.problems.filter((p) => !/160004/.test(p))).toEqual([]);
    expect(bot.errors()).toEqual([]);
  }, 600_000);
});
