// Behaving as on the real Discord, through the strict stand-in: a double-sent command or a
// double press counts once; the bot checks its permissions before a game starts and stops
// posting (and tells the host once) where Discord refuses its posts for good; it edits nothing in
// an archived thread; it rides out a 429; interaction tokens expire after 15 minutes.
import { PermissionFlagsBits as P } from "discord.js";
import { describe, expect, it } from "vitest";
import { isTurnDecision, legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import { customIds, loadState, type Harness } from "./harness.ts";
import { idWith, latestPing, offered, openAndStart, pressChoice } from "./play.ts";
import { tableForSuite } from "./suite.ts";
import { interactiveComponents } from "./standin/index.ts";

/** Pass (or take the first choice of any other decision) through the store until one Worker is left in the round. */
async function toLastTurnOfRound(h: Harness, gameId: number): Promise<number> {
  for (let n = 0; n < 200; n++) {
    const { game, state } = await loadState(h.store, gameId);
    const [seat] = pendingSeats(state);
    if (seat === undefined) throw new Error("nobody to move");
    const left = state.players.reduce((sum, p) => sum + p.workersLeft, 0);
    if (isTurnDecision(state, seat) && left === 1) return seat;
    const choice = isTurnDecision(state, seat) ? "pass" : legalChoices(state, seat)[0]?.id ?? "pass";
    await h.store.applyChoice({ gameId, actor: { userId: game.seats[seat]?.userId ?? "" }, seat, choiceId: choice, expectedVersion: game.version });
  }
  throw new Error("the end of the round was not reached");
}

describe("a command counts once", () => {
  const t = tableForSuite({ users: ["ann", "bo"], options: { players: 2 } });
  const { h, user: { ann, bo } } = t;

  for (const [name, command] of [["/pass", { name: "pass", options: {} }], ["/place", { name: "place", options: { action: "place:gold" } }]] as const) {
    it(`a double-sent ${name} at the end of a round counts once: the copy says "already done" and does not spend the next round's Worker`, async () => {
      const seat = await toLastTurnOfRound(h, t.gameId);
      const before = await loadState(h.store, t.gameId);
      const user = before.game.seats[seat]?.userId === ann.id ? ann : bo;
      const round = before.state.round;
      const [a, b] = await Promise.all([0, 1].map(() => h.discord.command(user, t.threadId, command.name, { options: command.options })));
      const texts = [a?.response?.text ?? "", b?.response?.text ?? ""];
      expect(texts.filter((t) => t.startsWith("✅ Already done"))).toHaveLength(1);
      expect(texts.filter((t) => /^✅ (?!Already)/.test(t))).toHaveLength(1);
      await h.bot.idle();
      const after = await loadState(h.store, t.gameId);
      expect(after.state.round).toBe(round + 1);
      // The last player of the round is the first of the next: all their Workers are still there.
      expect(pendingSeats(after.state)).toEqual([seat]);
      expect(after.state.players[seat]?.workersLeft).toBe(3);
      const choiceId = command.name === "pass" ? "pass" : "place:gold";
      expect(await h.store.db.choice.count({ where: { gameId: t.gameId, seat, choiceId, version: { gt: before.game.version } } })).toBe(1);
    });
  }

  it("a double press on a private screen counts once, and the loser never overwrites the winner's ✅", async () => {
    const { game, state } = await loadState(h.store, t.gameId);
    const seat = pendingSeats(state)[0] ?? -1;
    const user = game.seats[seat]?.userId === ann.id ? ann : bo;
    const ping = latestPing(h, t.threadId);
    expect(offered(ping)).toContain("place:take-elder");
    const opened = await pressChoice(h, user, ping, "place:take-elder");
    const screen = opened.response;
    if (!screen) throw new Error("no private screen");
    const elder = offered(screen)[0] ?? "";
    const button = customIds(screen).find((id) => decodeId(id)?.arg === elder) ?? idWith(screen, "menu");
    const press = () => decodeId(button)?.verb === "menu" ? h.discord.select(user, screen, button, [elder]) : h.discord.button(user, screen, button);
    const [x, y] = await Promise.all([press(), press()]);
    await h.bot.idle();
    const privateNow = h.discord.message(screen.id);
    expect(privateNow?.text).toMatch(/^✅ /);
    expect(privateNow?.text).not.toMatch(/Already done|moved on/);
    const extra = [...(x?.followups ?? []), ...(y?.followups ?? [])].map((m) => m.text);
    expect(extra.filter((t) => /^✅ Already done|moved on/.test(t))).toHaveLength(1);
    expect(await h.store.db.choice.count({ where: { gameId: t.gameId, seat, choiceId: elder, version: { gt: game.version } } })).toBe(1);
  });
});

describe("permissions, refusals for good, archived threads, rate limits and token expiry", () => {
  const { h, user: { ann, bo } } = tableForSuite({ users: ["ann", "bo"] });

  it("/nusfjord new in a channel where the bot cannot post names exactly the missing permissions and creates nothing", async () => {
    const channel = h.discord.addTextChannel("no-posting");
    h.discord.denyBot(channel, P.SendMessages | P.AttachFiles);
    const out = await h.discord.command(ann, channel, "nusfjord", { subcommand: "new", options: { players: 2 } });
    expect(out.response?.ephemeral).toBe(true);
    expect(out.response?.text).toContain("I am missing **Send Messages** and **Attach Files** here");
    expect(out.response?.text).toContain("nothing was created");
    expect(await h.store.listGames({})).toEqual([]);
  });

  it("without Create Public Threads the game runs in the channel, the host is told which permission is missing, and Start waits for nothing", async () => {
    const channel = h.discord.addTextChannel("no-threads");
    h.discord.denyBot(channel, P.CreatePublicThreads);
    const created = await h.discord.command(ann, channel, "nusfjord", { subcommand: "new", options: { players: 2 } });
    await h.bot.idle();
    expect(created.followups.map((m) => m.text).join("\n")).toContain("I am missing **Create Public Threads**), so the game runs in this channel");
    const joined = await h.discord.button(bo, created.response ?? fail(), idWith(created.response, "join"));
    await h.discord.button(ann, joined.response ?? fail(), idWith(joined.response, "start"));
    await h.bot.idle();
    expect(h.discord.threads(channel)).toEqual([]);
    expect(h.discord.messages(channel).some((m) => m.text.includes("begins!"))).toBe(true);
  });

  it("the lobby's buttons wait until the game's thread exists, so Start cannot post in the parent channel", async () => {
    // Discord is slow to open the thread (a 429 on the thread route), so the lobby waits a while.
    h.discord.rateLimitNext("POST", /^\/channels\/\d+\/messages\/\d+\/threads$/, 1, 0.5);
    const created = await h.discord.command(ann, h.discord.channelId, "nusfjord", { subcommand: "new", options: { players: 2 } });
    // The first answer, before the thread is opened: every button disabled.
    const first = created.response;
    if (!first) throw new Error("no lobby");
    const buttons = interactiveComponents(first.components);
    expect(first.text).toContain("Opening the game's thread…");
    expect(buttons.length).toBe(4);
    expect(buttons.every((b) => "disabled" in b && b.disabled === true)).toBe(true);
    // A Start forced through anyway (a modified client) is refused and starts nothing.
    const gameId = decodeId(idWith(first, "start"))?.gameId ?? -1;
    const forced = await h.discord.forgedButton(ann, first, idWith(first, "start"));
    expect(forced.response?.ephemeral).toBe(true);
    expect(forced.response?.text).toContain("not active yet");
    expect((await h.store.loadGame(gameId)).game.status).toBe("lobby");
    await h.bot.idle();
    expect((await h.store.loadGame(gameId)).game.threadId).not.toBeNull();
    const now = h.discord.message(first?.id ?? "");
    expect(interactiveComponents(now?.components).some((b) => b.disabled !== true)).toBe(true);
  });

  it("a post Discord refuses for good pauses the game's posting: one refusal, the host told once, nothing retried until the host resumes", async () => {
    const channel = h.discord.addTextChannel("revoked");
    const created = await h.discord.command(ann, channel, "nusfjord", { subcommand: "new", options: { players: 2 } });
    await h.bot.idle();
    const lobby = h.discord.message(created.response?.id ?? "");
    const joined = await h.discord.button(bo, lobby ?? fail(), idWith(lobby, "join"));
    await h.discord.button(ann, joined.response ?? fail(), idWith(joined.response, "start"));
    await h.bot.idle();
    const thread = h.discord.threads(channel)[0];
    if (!thread) throw new Error("no thread");
    const gameId = decodeId(idWith(lobby, "join"))?.gameId ?? -1;
    // Someone takes the bot's right to post in threads there; the next turn's post is refused.
    h.discord.denyBot(channel, P.SendMessagesInThreads);
    h.expectProblems(new RegExp(`POST /api/v10/channels/${thread.id}/messages → 403 .*50013`));
    const { game, state } = await loadState(h.store, gameId);
    const seat = pendingSeats(state)[0] ?? -1;
    const user = game.seats[seat]?.userId === ann.id ? ann : bo;
    const move = await h.discord.command(user, thread.id, "pass");
    expect(move.response?.text).toMatch(/^✅ /);
    await h.bot.idle();
    for (let k = 0; k < 3; k++) await h.bot.tick();
    const refused = h.discord.requests.filter((r) => r.method === "POST" && r.path.startsWith(`/api/v10/channels/${thread.id}/messages`) && r.status === 403);
    expect(refused).toHaveLength(1);
    expect((await loadState(h.store, gameId)).game.paused).toBe(true);
    const dms = h.discord.dmMessages(ann.id).filter((m) => m.text.includes("Discord refused"));
    expect(dms).toHaveLength(1);
    expect(dms[0]?.text).toContain(`game #${gameId}`);
    expect(dms[0]?.text).toContain("/nusfjord settings pause:false");
    // Fixed and resumed: what waited is posted.
    h.discord.grantBot(channel, P.SendMessagesInThreads);
    const posts = h.discord.messages(thread.id).length;
    const resumed = await h.discord.command(ann, thread.id, "nusfjord", { subcommand: "settings", options: { pause: false } });
    expect(resumed.response?.text).toContain("The game continues.");
    await h.bot.idle();
    expect(h.discord.messages(thread.id).slice(posts).some((m) => m.text.startsWith(`**Game #${gameId}**`))).toBe(true);
  });

  it("a host with closed DMs is told once in the lobby's channel instead, pinged there alone", async () => {
    const dee = h.discord.addUser("dee", { dmsClosed: true });
    const channel = h.discord.addTextChannel("revoked-again");
    const created = await h.discord.command(dee, channel, "nusfjord", { subcommand: "new", options: { players: 2 } });
    await h.bot.idle();
    const lobby = h.discord.message(created.response?.id ?? "");
    const joined = await h.discord.button(bo, lobby ?? fail(), idWith(lobby, "join"));
    await h.discord.button(dee, joined.response ?? fail(), idWith(joined.response, "start"));
    await h.bot.idle();
    const thread = h.discord.threads(channel)[0];
    if (!thread) throw new Error("no thread");
    const gameId = decodeId(idWith(lobby, "join"))?.gameId ?? -1;
    h.discord.denyBot(channel, P.SendMessagesInThreads);
    h.expectProblems(new RegExp(`POST /api/v10/channels/${thread.id}/messages → 403 .*50013`), /→ 403 .*50007/);
    const { game, state } = await loadState(h.store, gameId);
    const seat = pendingSeats(state)[0] ?? -1;
    const user = game.seats[seat]?.userId === dee.id ? dee : bo;
    await h.discord.command(user, thread.id, "pass");
    await h.bot.idle();
    await h.bot.tick();
    const notes = h.discord.messages(channel).filter((m) => m.text.includes("Discord refused"));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.pinged).toEqual([dee.id]);
    expect((await loadState(h.store, gameId)).game.paused).toBe(true);
  });

  it("the lobby in an archived thread is edited only after the thread is unarchived, and is archived again after", async () => {
    const userThread = h.discord.userThread(ann, "ann's table");
    const created = await h.discord.command(ann, userThread, "nusfjord", { subcommand: "new", options: { players: 2 } });
    await h.bot.idle();
    const gameId = decodeId(idWith(created.response, "join"))?.gameId ?? -1;
    h.discord.archiveThread(userThread);
    const set = await h.discord.command(ann, h.discord.channelId, "nusfjord", { subcommand: "settings", options: { game: gameId, reminder_hours: 5 } });
    expect(set.response?.text).toContain("Reminders come after 5 hours.");
    await h.bot.idle();
    expect(h.discord.message(created.response?.id ?? "")?.text).toContain("reminders after 5 h");
    expect(h.discord.channel(userThread)?.archived).toBe(true);
  });

  it("a 429 with retry_after is waited out: the post arrives once", async () => {
    const { gameId, threadId } = await openAndStart(h, ann, [bo], { players: 2 });
    h.discord.rateLimitNext("POST", new RegExp(`^/channels/${threadId}/messages$`), 1, 0.2);
    const { game, state } = await loadState(h.store, gameId);
    const seat = pendingSeats(state)[0] ?? -1;
    const user = game.seats[seat]?.userId === ann.id ? ann : bo;
    const posts = h.discord.messages(threadId).length;
    const limited = h.discord.rateLimited.length;
    await h.discord.command(user, threadId, "pass");
    await h.bot.idle();
    expect(h.discord.rateLimited.slice(limited).map((r) => r.path)).toEqual([`/api/v10/channels/${threadId}/messages`]);
    expect(h.discord.messages(threadId).slice(posts).filter((m) => m.text.startsWith(`**Game #${gameId}**`))).toHaveLength(1);
  });

  it("an interaction token answers for 15 minutes only (401 50027 after)", async () => {
    const out = await h.discord.command(ann, h.discord.channelId, "rules");
    expect(out.response?.text).toBeTruthy();
    const token = h.discord.interactionTokens.at(-1) ?? "";
    const edit = () => fetch(`${h.discord.apiBase}/v10/webhooks/${h.discord.appId}/${token}/messages/@original`, {
      method: "PATCH", headers: { "content-type": "application/json" }, body: JSON.stringify({ content: "late" }),
    });
    expect((await edit()).status).toBe(200);
    h.discord.advanceClock(15 * 60_000 + 1);
    h.expectProblems(/→ 401 .*50027/);
    const late = await edit();
    expect(late.status).toBe(401);
    expect(await late.json()).toEqual({ message: "Invalid Webhook Token", code: 50027 });
  });
});

function fail(): never {
  throw new Error("missing message");
}
