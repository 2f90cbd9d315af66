// Nothing pings that should not and nothing leaks, through the local Discord stand-in: display
// names that try to mention, format or link are shown as written and ping nobody; text cut at a
// limit keeps whole emoji; components edit only the message they belong to; interaction tokens
// never reach the logs (the harness also checks every log line of every e2e run at close()).
import { beforeAll, describe, expect, it } from "vitest";
import { encodeId } from "../../src/bot/turn/custom-id.ts";
import { pendingSeats } from "../../src/engine/index.ts";
import { buttonLabels, loadState, type Harness, HOUR, reminderPosts } from "./harness.ts";
import { latestPing, openAndStart, pingLineAfter } from "./play.ts";
import type { RecordedMessage, StandInUser } from "./standin/index.ts";
import { harnessForSuite } from "./suite.ts";
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function everything(h: Harness, ...channels: string[]): RecordedMessage[] {
  return channels.flatMap((c) => h.discord.messages(c));
}

describe("display names that try to ping, format or link", () => {
  const h = harnessForSuite();
  let victim: StandInUser;
  let mallory: StandInUser;
  let fence: StandInUser;
  let gameId: number;
  let threadId: string;
  beforeAll(async () => {
    victim = h.discord.addUser("victim");
    mallory = h.discord.addUser(`<@${victim.id}> @everyone <@&${h.discord.guildId}>`);
    fence = h.discord.addUser("```[x](https://evil.example) **bold**");
    ({ gameId, threadId } = await openAndStart(h, mallory, [fence], { players: 2 }));
  });

  it("every post pings exactly the players it means to: never the user a name mentions, never @everyone or a role", async () => {
    const seated = new Set([mallory.id, fence.id]);
    const all = everything(h, h.discord.channelId, threadId);
    expect(all.length).toBeGreaterThan(2);
    for (const m of all) {
      for (const p of m.pinged) expect(seated.has(p)).toBe(true);
      expect(m.pinged).not.toContain(victim.id);
    }
    // A V2 post pings nobody itself: the line after it does (the start's: the table).
    const start = all.find((m) => m.text.includes("begins!"));
    if (!start) throw new Error("no start post");
    expect(start.pinged).toEqual([]);
    expect([...(pingLineAfter(h, threadId, start)?.pinged ?? [])].sort()).toEqual([mallory.id, fence.id].sort());
    const { game, state } = await loadState(h.store, gameId);
    const toMove = game.seats[pendingSeats(state)[0] ?? -1]?.userId;
    const ping = latestPing(h, threadId);
    expect(ping.pinged).toEqual([]);
    const line = pingLineAfter(h, threadId, ping);
    expect(line?.pinged).toContain(toMove);
    // The start's line pings the table; a later turn post's line only who is next.
    if (ping.id !== start.id) expect(line?.pinged).toEqual([toMove]);
  });

  it("names show as written: mentions, code fences, links and bold are escaped, and the your-turn line survives a code fence", async () => {
    const { game, state } = await loadState(h.store, gameId);
    const toMove = game.seats[pendingSeats(state)[0] ?? -1]?.userId ?? "";
    const ping = latestPing(h, threadId);
    expect(ping.text).toContain(`<@${toMove}>, your turn`);
    const text = everything(h, threadId).map((m) => m.text).join("\n");
    expect(text).not.toMatch(/(^|[^\\])```/);
    expect(text).not.toContain("https://evil.example");
    expect(text).not.toMatch(/(^|[^\\])\[x\]\(/);
    // The victim's mention appears only escaped (as text), never as a mention.
    expect(text).toContain(`\\<@${victim.id}>`);
    expect(text.split(`\\<@${victim.id}>`).join("")).not.toContain(`<@${victim.id}>`);
  });

  it("/harbor public:true says whose harbor it is (or shows every player) without pinging anyone", async () => {
    const out = await h.discord.command(fence, threadId, "harbor", { options: { public: true, seat: 1 } });
    const m = out.response;
    expect(m?.ephemeral).toBe(false);
    expect(m?.text).toContain(`\\<@${victim.id}> @\u200beveryone \\<@&${h.discord.guildId}>'s harbor`);
    expect(m?.pinged).toEqual([]);
    const own = await h.discord.command(fence, threadId, "harbor", { options: { public: true, player: fence.id } });
    expect(own.response?.text).toContain("\\`\\`\\`\\[x\\](https:\u200b//evil.example) \\*\\*bold\\*\\*'s harbor");
    expect(own.response?.pinged).toEqual([]);
    // Every player at once: the names are in the image and its description, never a ping.
    const table = await h.discord.command(fence, threadId, "harbor", { options: { public: true } });
    expect(table.response?.ephemeral).toBe(false);
    expect(table.response?.pinged).toEqual([]);
    expect(table.response?.attachments[0]?.description).toContain(`<@${victim.id}>`);
  });

  it("a forged lobby button on the public turn post is refused privately and replaces nothing", async () => {
    const ping = latestPing(h, threadId);
    for (const verb of ["join", "start", "cancel", "leave"] as const) {
      const forged = await h.discord.forgedButton(mallory, ping, encodeId(verb, gameId, 0));
      expect(forged.response?.ephemeral).toBe(true);
      expect(forged.response?.text).toContain("does not belong to this message");
    }
    const now = h.discord.message(ping.id);
    expect(now?.text).toBe(ping.text);
    expect(now?.edits).toBe(0);
    expect((await loadState(h.store, gameId)).game.status).toBe("active");
  });

  it("an interaction error is logged with the request's URL, and the token in it is cut out", async () => {
    // Discord refuses the deferred answer of /board once; the bot logs it and says sorry.
    h.discord.refuseNext("PATCH", /^\/webhooks\/\d+\/[^/]+\/messages\/@original$/, { status: 404, message: "Unknown Webhook", code: 10015 }, 1);
    h.expectProblems(/Unknown Webhook.*\(injected\)/);
    const before = h.logs.length;
    const out = await h.discord.command(fence, threadId, "board");
    await h.bot.idle();
    expect(out.response?.text).toMatch(/Something went wrong on our side; nothing was changed/);
    const lines = h.logs.slice(before).join("\n");
    expect(lines).toMatch(/\/webhooks\/\d+\/\[redacted\]\/messages\/(@|%40)original/);
    for (const token of h.discord.interactionTokens) expect(h.logs.some((l) => l.includes(token))).toBe(false);
  });
});

describe("emoji in names cut at a length limit", () => {
  const h = harnessForSuite();

  it("labels and autocomplete choices keep whole emoji, and an overdue host's reminder names them once", async () => {
    const fish = h.discord.addUser("🎣".repeat(50)); // 100 UTF-16 units
    const bo = h.discord.addUser("bo");
    const { gameId, threadId } = await openAndStart(h, fish, [bo], { players: 2 });
    const ac = await h.discord.autocomplete(fish, threadId, "board", { name: "game", value: "" });
    expect(ac.choices?.length).toBeGreaterThan(0);
    for (const c of ac.choices ?? []) {
      expect(c.name.length).toBeLessThanOrEqual(100);
      expect(LONE_SURROGATE.test(c.name)).toBe(false);
    }
    // Make it the host's turn, then let it wait past the takeover limit.
    const set = await h.discord.command(fish, threadId, "nusfjord", { subcommand: "settings", options: { takeover_hours: 1 } });
    expect(set.response?.text).toContain("An AI takeover is offered after 1 hour of waiting.");
    let { game, state } = await loadState(h.store, gameId);
    if (game.seats[pendingSeats(state)[0] ?? -1]?.userId !== fish.id) {
      await h.store.applyChoice({ gameId, actor: { userId: bo.id }, choiceId: "pass", expectedVersion: game.version });
      ({ game, state } = await loadState(h.store, gameId));
    }
    expect(game.seats[pendingSeats(state)[0] ?? -1]?.userId).toBe(fish.id);
    h.db.advance(25 * HOUR);
    expect(await h.bot.checkReminders()).toBe(1);
    const reminder = reminderPosts(h, threadId).at(-1);
    expect(reminder?.text).toContain("(host)");
    // The reminder (laid out by Discord) pings nobody; its ping line pings the host, once though they are also the one waited for.
    expect(reminder?.pinged).toEqual([]);
    expect(reminder ? pingLineAfter(h, threadId, reminder)?.pinged : null).toEqual([fish.id]);
    // A name too long for a label of 40 characters is not cut: the button says "this seat".
    const labels = buttonLabels(reminder);
    const takeover = labels.find((l) => l.startsWith("Let an AI play"));
    expect(takeover).toBe("Let an AI play this seat");
    expect(LONE_SURROGATE.test(labels.join(""))).toBe(false);
  });
});
