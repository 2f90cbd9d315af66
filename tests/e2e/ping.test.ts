// Playing from the "your turn" post through the local Discord stand-in: the post carries the
// player's choices, a simple action takes one interaction from it, what follows comes
// privately, nobody else can use it, and an old post re-offers the current question. Also the
// whole-game figure: interactions per turn from the pings (printed).
import { ComponentType } from "discord.js";
import { describe, expect, it } from "vitest";
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import { isTurnDecision, legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { IS_COMPONENTS_V2, walkComponents, type RecordedMessage, type StandInUser } from "./standin/index.ts";
import { THEN } from "../../src/bot/layouts/present.ts";
import { customIds, finishDecision, loadState, menuOf, menusOf, pick, snapshot, whoDecides, type Harness } from "./harness.ts";
import { ONE_STEP, idWith, latestPing, offered, openAndStart, pingLineAfter, pressChoice } from "./play.ts";
import { tableForSuite } from "./suite.ts";

/** Placements whose action asks nothing more (with a 2-player table), to take in one interaction. */

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length === 0 ? Number.NaN : s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

/**
 * Take a turn from a message's controls (the post, then each private reply) until the player
 * has nothing more to decide, as `finishDecision` does, counting interactions and taps: a menu
 * takes two taps (open it, pick), a button one. Messages are read at the moment of pressing
 * (a private reply is updated in place by the next press).
 */
async function takeTurn(h: Harness, user: StandInUser, post: RecordedMessage, first: string, n: number): Promise<{ interactions: number; taps: number; firstReply: RecordedMessage | null }> {
  let taps = menuOf(post) ? 2 : 1;
  const opened = await pressChoice(h, user, post, first);
  let interactions = 1;
  const firstReply = opened.response;
  let current = opened.response;
  for (let step = 0; current && step < 50; step++) {
    const choices = offered(current);
    // Nothing left, or the next turn already (the round ended and this player starts the next):
    // that turn is counted from its own post.
    if (choices.length === 0 || choices.some((c) => c.startsWith("place:") || c === "pass")) break;
    taps += menuOf(current) ? 2 : 1;
    current = (await pressChoice(h, user, current, pick(choices, n + step))).response;
    interactions++;
  }
  return { interactions, taps, firstReply };
}

describe("acting from the your-turn post", () => {
  const t = tableForSuite({ users: ["ann", "bo", "cy"], seated: ["ann", "bo"], options: { players: 2 } });
  const { h, current, user: { cy } } = t;

  it("the post names the player, carries exactly their legal choices as short buttons and menus, and no list of the board's first actions", async () => {
    const { who, user } = await current();
    const ping = latestPing(h, t.threadId);
    expect(ping.flags & IS_COMPONENTS_V2).toBe(IS_COMPONENTS_V2);
    expect(ping.text).toContain(`<@${user.id}>, your turn\n🪵 `);
    expect(ping.text).toContain(" · 3 Workers left");
    expect(ping.text).toMatch(/🪵 \d+\/12 wood · 🐟 \d+ fish · 🪙 \d+ gold · haul \d+/);
    expect(ping.text).not.toContain("You could");
    expect(ping.text).toContain("**Your choices**");
    expect([...offered(ping)].sort()).toEqual([...who.choices].sort());
    expect(customIds(ping).some((id) => decodeId(id)?.verb === "mine")).toBe(false);
    // Each menu's options in the engine's words, with no internal id under them.
    for (const c of walkComponents(ping.components)) {
      if (c.type !== ComponentType.StringSelect || !Array.isArray(c.options)) continue;
      for (const o of c.options as { description?: string }[]) expect(o.description ?? "").not.toMatch(/^(place|elder):/);
    }
  });

  it("the post itself pings nobody; the line after it pings the player, and their phone's notification says whose turn, which game and their goods", async () => {
    const { user } = await current();
    const ping = latestPing(h, t.threadId);
    expect(ping.notification.users).toEqual([]);
    const thread = h.discord.messages(t.threadId);
    const after = thread.slice(thread.findIndex((m) => m.id === ping.id) + 1);
    const line = after.find((m) => m.notification.users.includes(user.id));
    if (!line) throw new Error("no ping line after the turn post");
    expect(line.flags & IS_COMPONENTS_V2).toBe(0);
    // (At the start, the line pings the whole table first: "🎣 Nusfjord #1 begins: …".)
    expect(line.notification.users).toContain(user.id);
    expect(line.notification.text).toMatch(new RegExp(`^🎣 <@${user.id}>, your turn in game #${t.gameId} · round \\d · 🪵 \\d+/12 wood · 🐟 \\d+ fish · 🪙 \\d+ gold · haul \\d+ · 3 Workers left$`, "m"));
    expect(h.discord.notifications(user.id).at(-1)?.messageId).toBe(line.id);
  });

  it("someone else pressing the post's controls is refused privately and nothing changes", async () => {
    const { other } = await current();
    const ping = latestPing(h, t.threadId);
    const before = await snapshot(h.store, t.gameId);
    const posts = h.discord.messages(t.threadId).length;
    const choice = offered(ping).find((c) => c !== "pass") ?? "pass";
    const outsider = await pressChoice(h, cy, ping, choice);
    expect(outsider.response?.ephemeral).toBe(true);
    expect(outsider.response?.text).toMatch(/not your game/);
    const player = await pressChoice(h, other, ping, choice);
    expect(player.response?.ephemeral).toBe(true);
    expect(player.response?.text).toMatch(/It is not your turn in game #\d+: waiting for/);
    expect(await snapshot(h.store, t.gameId)).toEqual(before);
    await h.bot.idle();
    expect(h.discord.messages(t.threadId).length).toBe(posts);
    expect(h.discord.message(ping.id)?.edits).toBe(0);
  });

  it("a simple action takes one interaction from the post; the confirmation is private and the post stays as it was", async () => {
    const { who, user } = await current();
    const ping = latestPing(h, t.threadId);
    const simple = ONE_STEP.find((c) => who.choices.includes(c));
    if (!simple) throw new Error(`no one-step action among ${who.choices.join(", ")}`);
    const before = await snapshot(h.store, t.gameId);
    const done = await pressChoice(h, user, ping, simple);
    expect(done.callbackType).toBe(5); // a new private reply, not an update of the public post
    expect(done.response?.ephemeral).toBe(true);
    expect(done.response?.text).toMatch(/^✅ /);
    expect(done.response?.text).toContain(`Your turn is posted in <#${t.threadId}>.`);
    // The one control on the reply: Undo, for a misclick.
    expect(customIds(done.response).map((id) => decodeId(id)?.verb)).toEqual(["undo"]);
    expect(done.response?.text).toContain("Misclicked? **Undo** takes it back until another player chooses.");
    expect((await snapshot(h.store, t.gameId)).version).toBe(before.version + 1);
    await h.bot.idle();
    expect(h.discord.message(ping.id)?.edits).toBe(0);
    expect(h.discord.message(ping.id)?.text).toBe(ping.text);
    // The post announcing the next player's turn, and its ping line.
    const announced = latestPing(h, t.threadId);
    const announcedPing = pingLineAfter(h, t.threadId, announced);
    const nextPlayer = announcedPing?.notification.users ?? [];
    expect(nextPlayer).toHaveLength(1);
    const postsAfterTurn = h.discord.messages(t.threadId).filter((m) => !m.deleted).length;

    // Undo on the reply (the next player has not chosen yet): the turn is open again, the reply
    // becomes what was undone and the turn asked anew; then there is nothing more to undo.
    const reply = done.response;
    if (!reply) throw new Error("no reply");
    const undone = await h.discord.button(user, reply, customIds(reply)[0] ?? "");
    expect(undone.callbackType).toBe(6); // the reply is updated in place
    expect(undone.response?.text).toMatch(/^↩️ Undone \(1 choice\):\n• /);
    expect((await snapshot(h.store, t.gameId)).json).toEqual(before.json);
    expect(offered(undone.response)).toContain(simple);
    const again = await h.discord.command(user, t.threadId, "undo");
    expect(again.response?.text).toMatch(/nothing you can undo/);
    await h.bot.idle();
    // The post that announced the taken-back turn is edited in place: a line says so and its
    // buttons are gone; the ping line after it is deleted, and nothing new is posted.
    const superseded = h.discord.message(announced.id);
    expect(superseded?.text).toMatch(/^↩️ \S.* took back this turn; it is open again\./);
    expect(customIds(superseded ?? undefined)).toEqual([]);
    expect(h.discord.message(announcedPing?.id ?? "")?.deleted).toBe(true);
    expect(h.discord.messages(t.threadId).filter((m) => !m.deleted).length).toBe(postsAfterTurn - 1);
    // Played again, from the reply's buttons this time.
    const redo = await pressChoice(h, user, undone.response ?? reply, simple);
    expect(redo.response?.text).toMatch(/^✅ /);
    await h.bot.idle();
    // The next post is the other player's, with their choices; they are pinged once, by it.
    const next = latestPing(h, t.threadId);
    expect(next.id).not.toBe(announced.id);
    expect(next.text).not.toContain(`<@${user.id}>, your turn`);
    const live = h.discord.messages(t.threadId).filter((m) => !m.deleted && m.notification.users.length > 0 && m.createdAt >= announced.createdAt);
    expect(live.map((m) => m.notification.users)).toEqual([nextPlayer]);
  });

  it("an action with a follow-up continues privately; the old post then re-offers the current question, and changes nothing", async () => {
    const { who, user } = await current();
    expect(who.choices).toContain("place:take-elder");
    const ping = latestPing(h, t.threadId);
    // The post answers Take an Elder's question in its menu; typed, the placement comes alone.
    const taken = await h.discord.command(user, t.threadId, "place", { options: { action: "place:take-elder" } });
    expect(taken.response?.ephemeral).toBe(true);
    expect(taken.response?.text).toMatch(/^✅ Take an Elder\n/);
    expect(taken.response?.text).toContain("Choose an Elder to take.");
    expect(taken.response?.text).not.toMatch(/Player \d|\b(ann|bo): /);
    expect(taken.response?.components.length).toBeGreaterThan(0);
    const mid = await snapshot(h.store, t.gameId);

    // The post is stale now: pressing it again says the choice was made already (it counts
    // once) and answers with the question the player is on.
    const stale = await pressChoice(h, user, ping, "place:take-elder");
    expect(stale.response?.ephemeral).toBe(true);
    expect(stale.response?.text).toMatch(/^✅ Already done: /);
    expect(stale.response?.text).not.toMatch(/\bversion \d/); // no internal numbers
    expect(stale.response?.text).toContain("Choose an Elder to take.");
    expect(offered(stale.response)).toEqual(offered(taken.response));
    expect(await snapshot(h.store, t.gameId)).toEqual(mid);
    expect(h.discord.message(ping.id)?.edits).toBe(0);
  });

  it("in the middle of an action, /place and /pass answer with the pending decision and its buttons, and autocomplete says to finish it", async () => {
    const { user } = await current();
    const mid = await snapshot(h.store, t.gameId);
    const ac = await h.discord.autocomplete(user, t.threadId, "place", { name: "action", value: "" });
    expect(ac.choices?.map((c) => c.name)).toEqual(["Finish your current action: Choose an Elder to take."]);
    for (const outcome of [
      await h.discord.command(user, t.threadId, "place", { options: { action: "place:gold" } }),
      await h.discord.command(user, t.threadId, "place", { options: { action: String(ac.choices?.[0]?.value ?? "") } }),
      await h.discord.command(user, t.threadId, "pass"),
    ]) {
      expect(outcome.response?.ephemeral).toBe(true);
      expect(outcome.response?.text).toMatch(/^You are in the middle of \*\*Take an Elder\*\*: finish it first\.\n/);
      expect(outcome.response?.text).toContain("Choose an Elder to take.");
      expect(outcome.response?.text).not.toMatch(/not your turn/);
      expect(offered(outcome.response).every((c) => c.startsWith("take:"))).toBe(true);
      expect(offered(outcome.response).length).toBeGreaterThan(0);
    }
    expect(await snapshot(h.store, t.gameId)).toEqual(mid);
    // The buttons given there finish the action.
    const answer = await h.discord.command(user, t.threadId, "pass");
    const rest = await finishDecision(h.discord, user, answer.response, 0);
    expect(rest[0]?.response?.text).toMatch(/^✅ /);
    const { state } = await loadState(h.store, t.gameId);
    const seat = pendingSeats(state)[0] ?? -1;
    expect(isTurnDecision(state, seat)).toBe(true);
  });

  it("a whole game played from the posts: interactions per turn (median), simple actions and builds", async () => {
    const [ann, bo] = [...t.users.values()];
    if (!ann || !bo) throw new Error("users missing");
    const whole = await openAndStart(h, ann, [bo], { players: 2 });
    const perTurn: { first: string; interactions: number; taps: number }[] = [];
    let hints = 0;
    let quiet = 0;
    const shortcuts: { first: string; interactions: number }[] = [];
    let lastMover: string | null = null;
    for (let n = 0; n < 500; n++) {
      await h.bot.idle();
      const who = await whoDecides(h.store, whole.gameId);
      if (!who) break;
      const user = who.userId ? t.users.get(who.userId) : undefined;
      if (!user) throw new Error("a seat without a test user is pending");
      const ping = latestPing(h, whole.threadId);
      // A player whose own move rolled into their next turn has it in their private reply: the
      // post names them without a second ping; everyone else is pinged.
      if (lastMover === user.id && !customIds(ping).some((id) => decodeId(id)?.verb === "mine")) {
        expect(ping.text).not.toContain(`<@${user.id}>`);
        expect(ping.text).toMatch(/\*\*[^*]+\*\*, your turn\n🪵 /);
        quiet++;
      } else {
        expect(ping.text).toContain(`<@${user.id}>`);
      }
      lastMover = user.id;
      if (customIds(ping).some((id) => decodeId(id)?.verb === "mine")) {
        // Several players decide at once (short catches): each opens their own choices.
        const mine = await h.discord.button(user, ping, idWith(ping, "mine"));
        await finishDecision(h.discord, user, mine.response, n);
        continue;
      }
      // Build whenever the game lets us (to measure builds), else a varied pick.
      const options = offered(ping);
      // The post says what the player can afford to build (never a card from their hand).
      if (ping.text.includes("You can build: ")) {
        expect(options).toContain("place:build-building");
        hints++;
      }
      const first = options.includes("place:build-building") && n % 2 === 0 ? "place:build-building" : pick(options, n);
      const spread = menusOf(ping).some((m) => m.values.some((v) => v.startsWith(`${first}${THEN}`)));
      const turn = await takeTurn(h, user, ping, first, n);
      if (spread) shortcuts.push({ first, interactions: turn.interactions });
      expect(turn.firstReply?.ephemeral).toBe(true);
      // A turn is a placement or a pass (an Anytime exchange offered on the post is not one).
      if (/^(place:|elder:|pass$)/.test(first)) {
        perTurn.push({ first, interactions: turn.interactions, taps: turn.taps });
      }
    }
    await h.bot.idle();
    const { game, state } = await loadState(h.store, whole.gameId);
    expect(game.status).toBe("finished");
    expect(perTurn.length).toBe(42); // 3 Workers x 2 players x 7 rounds, every turn from its post
    expect(state.phase).toBe("over");
    const builds = perTurn.filter((t) => t.first === "place:build-building");
    const simple = perTurn.filter((t) => ONE_STEP.includes(t.first) || t.first === "pass");
    expect(builds.length).toBeGreaterThan(0);
    expect(hints).toBeGreaterThan(0);
    expect(quiet).toBeGreaterThan(0); // the First Player starts each round right after their own last turn
    // A placement spread into a menu of its answers: a Deforest or Reforest is the whole turn in
    // one pick; a build saves the question which Building (where it goes may be asked next).
    const oneTap = shortcuts.filter((t) => t.first === "place:deforest" || t.first === "place:reforest");
    expect(oneTap.length).toBeGreaterThan(0);
    // (A Building's offer that follows, such as the Sawmill's extra Forest, is asked after it,
    // naming the card: one more interaction, never a button multiplied across the post.)
    expect(oneTap.some((t) => t.interactions === 1)).toBe(true);
    expect(oneTap.filter((t) => t.interactions > 2), JSON.stringify(oneTap)).toEqual([]);
    // A build from its menu: the Building picked, then where it goes only when the spaces differ (else placed at once), then any payment or card question.
    expect(shortcuts.filter((t) => t.first === "place:build-building" && t.interactions > 3), JSON.stringify(shortcuts)).toEqual([]);
    expect(simple.length).toBeGreaterThan(0);
    const figure = {
      turns: perTurn.length,
      all: { interactions: median(perTurn.map((t) => t.interactions)), taps: median(perTurn.map((t) => t.taps)) },
      simple: { turns: simple.length, interactions: median(simple.map((t) => t.interactions)), taps: median(simple.map((t) => t.taps)) },
      builds: { turns: builds.length, interactions: median(builds.map((t) => t.interactions)), taps: median(builds.map((t) => t.taps)) },
    };
    console.log(`interactions per turn from the ping (median): ${JSON.stringify(figure)}`);
    // A simple action is one interaction from the post (a button, or the menu: open it and pick).
    expect(figure.simple.interactions).toBe(1);
    expect(figure.simple.taps).toBeLessThanOrEqual(2);
    // A build: the action, the Building, its space (fewer when the engine had only one way).
    expect(figure.builds.interactions).toBeLessThanOrEqual(3);
    expect(legalChoices(state, 0)).toEqual([]);
    expect(h.logs.filter((l) => l.includes('"level":50'))).toEqual([]);
  });
});
