// A long catch-up after a restart: while the bot (a child process) is down, many turns are
// played (as another process would store them), so the next post has far more lines than one
// message holds. It comes as several posts, in order, each within Discord's limits, never cut
// with "…", every log line told exactly once. And exactly once across crashes: the bot is
// SIGKILLed once after Discord took a part but before the bot recorded it, once before the last
// post; started again under the same INSTANCE_ID, it tells the rest at once (its posting claim
// lasts 30 s; it takes it over without waiting), nothing twice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import { withNames } from "../../src/bot/layouts/present.ts";
import { CONTENT_MAX } from "../../src/bot/layouts/text.ts";
import { LIMITS } from "../../src/bot/layouts/v2.ts";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { GameStore } from "../../src/store/index.ts";
import { freshDatabaseUrl, type TestDb } from "../store/helpers.ts";
import { ChildBot } from "./child-bot.ts";
import { customIds, loadState, wholeTurnInStore } from "./harness.ts";
import { DiscordStandIn, interactiveComponents, IS_COMPONENTS_V2, textDisplays, type RecordedMessage } from "./standin/index.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 90_000): Promise<void> {
  const began = Date.now();
  while (!(await check())) {
    if (Date.now() - began > ms) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe("a catch-up longer than one message", () => {
  let discord: DiscordStandIn;
  let db: TestDb;
  let database: Database;
  let reader: GameStore;
  let bot: ChildBot;
  let gameId = -1;
  let threadId = "";

  beforeAll(async () => {
    discord = await DiscordStandIn.start();
    db = await freshDatabaseUrl();
    database = await openDatabase(db.url);
    reader = new GameStore(database);
    bot = new ChildBot({ url: db.url, discord, instance: "catch-up-test" });
    await bot.start();
    // A 5-player game of people (the most log lines a turn), opened, joined and started through Discord.
    const [ann, ...others] = ["ann", "bo", "cy", "di", "ed"].map((n) => discord.addUser(n));
    if (!ann) throw new Error("no users");
    const created = await discord.command(ann, discord.channelId, "nusfjord", { subcommand: "new", options: { players: 5 } });
    const lobbyId = created.response?.id ?? "";
    const live = (): RecordedMessage => discord.message(lobbyId) ?? created.response ?? missing();
    const button = (verb: string) => customIds(live()).find((id) => decodeId(id)?.verb === verb) ?? "";
    gameId = decodeId(button("join"))?.gameId ?? -1;
    // The lobby's Join button enabled (at any depth: the lobby is laid out by Discord).
    await until("the lobby's thread", () => interactiveComponents(live().components).some((c) => typeof c.custom_id === "string" && decodeId(c.custom_id)?.verb === "join" && c.disabled !== true));
    for (const u of others) await discord.button(u, live(), button("join"));
    expect((await discord.button(ann, live(), button("start"))).response?.text).toContain("The game is on");
    threadId = discord.threads(discord.channelId).find((t) => t.name === `Nusfjord #${gameId}`)?.id ?? "";
    await until("the start post, and it recorded as told", async () => discord.messages(threadId).some((m) => m.text.includes("begins!"))
      && (await reader.pendingOutbox()).length === 0 && await reader.db.lease.count() === 0);
  }, 180_000);

  afterAll(async () => {
    await bot?.kill();
    await discord?.close();
    await database?.close();
    await db?.drop();
  });

  /** The game's posts since `after` messages in the thread. */
  const postsSince = (after: number): RecordedMessage[] => discord.messages(threadId).slice(after).filter((m) => m.authorId === discord.botUser.id && m.text.startsWith(`**Game #${gameId}**`));

  /** Down, `turns` whole turns are played; then the bot is started with `hold` armed, killed there, started again. */
  async function catchUp(turns: number, hold: { when: "before" | "after"; skip: number }): Promise<{ posts: RecordedMessage[]; expected: string[]; repeats: number }> {
    await bot.kill();
    const { game } = await loadState(reader, gameId);
    const from = game.postedLog;
    for (let n = 0; n < turns; n++) await wholeTurnInStore({ store: reader }, gameId);
    const { game: after, state } = await loadState(reader, gameId);
    const expected = state.log.slice(from).map((e) => withNames(e.text, after.seats));
    // Enough to need two parts before the post itself.
    expect(expected.join("\n").length).toBeGreaterThan(2 * CONTENT_MAX);
    const before = discord.messages(threadId).length;
    const repeats = discord.nonceRepeats;
    const held = discord.holdNext("POST", new RegExp(`^/channels/${threadId}/messages$`), hold.when, hold.skip);
    void bot.start().catch(() => undefined); // killed while it posts at start-up
    await Promise.race([held.reached, sleep(120_000).then(() => { throw new Error("the held post was never made"); })]);
    await bot.kill();
    held.release();
    await bot.start(); // posts what is left as it starts, under the same identity
    await until("every line told", async () => (await loadState(reader, gameId)).game.postedLog === state.log.length, 60_000);
    return { posts: postsSince(before), expected, repeats: discord.nonceRepeats - repeats };
  }

  function check(posts: readonly RecordedMessage[], expected: readonly string[]): void {
    // Several posts, each within Discord's limits, none cut: every line exactly once, in order.
    expect(posts.length).toBeGreaterThanOrEqual(3);
    for (const p of posts) {
      if ((p.flags & IS_COMPONENTS_V2) === 0) expect(p.text.length).toBeLessThanOrEqual(CONTENT_MAX);
      else {
        // The turn post (Components V2): what it tells above its choices within a message's
        // 2000 characters, as planned; with the list of choices within Discord's 4000.
        const [news] = Array.isArray(p.components) ? p.components : [];
        expect(textDisplays([news]).join("\n").length).toBeLessThanOrEqual(CONTENT_MAX);
        expect(p.text.length).toBeLessThanOrEqual(LIMITS.text);
      }
      expect(p.text.split("\n")).not.toContain("…");
    }
    expect(posts.flatMap((p) => p.text.split("\n").filter((l) => l.startsWith("• ")).map((l) => l.slice(2)))).toEqual(expected);
    // The earlier ones are numbered parts; the last is the turn post with the image and the ping.
    const of = posts.length;
    for (const [k, p] of posts.slice(0, -1).entries()) expect(p.text.split("\n")[0]).toMatch(new RegExp(`^\\*\\*Game #${gameId}\\*\\* · round \\d · what happened meanwhile, part ${k + 1} of ${of}$`));
    const last = posts.at(-1);
    expect(last?.attachments).toHaveLength(1);
    // It names whoever decides now (pinged, or in bold when their own move led here): "your turn",
    // or a question such as a catch that runs short (the game's seed is random).
    expect(last?.text).toMatch(/(<@\d+>|\*\*[^*\n]+\*\*)(, your turn|: .+ Use the button below\.)/);
  }

  it("is told in several posts, each line once, when the bot dies after Discord took a part it had not recorded", async () => {
    const { posts, expected, repeats } = await catchUp(45, { when: "after", skip: 1 });
    check(posts, expected);
    expect(repeats).toBeGreaterThanOrEqual(1); // the part sent again under its nonce: Discord gave back the first
    expect(discord.problems).toEqual([]);
  }, 300_000);

  it("is told in several posts, each line once, when the bot dies before its last post", async () => {
    // The last post is the third request at the earliest; hold the one after the recorded parts.
    const { posts, expected } = await catchUp(45, { when: "before", skip: 2 });
    check(posts, expected);
    expect(discord.problems).toEqual([]);
    expect(bot.errors()).toEqual([]);
  }, 300_000);
});

function missing(): never {
  throw new Error("missing message");
}
