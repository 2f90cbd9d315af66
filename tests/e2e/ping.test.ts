// Playing from the "your turn" post through the local Discord stand-in: the post carries the
// player's choices, a simple action takes one interaction from it, what follows comes
// privately, nobody else can use it, and an old post re-offers the current question. Also the
// whole-game figure: interactions per turn from the pings (printed).
import { ComponentType } from "discord.js";
import { describe, expect, it } from "vitest";
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import { isTurnDecision, legalChoices, pendingSeats } from "../../src/engine/index.ts";
import type { RecordedMessage, StandInUser } from "./standin/index.ts";
import { THEN } from "../../src/bot/layouts/present.ts";
import { choiceButtons, customIds, finishDecision, loadState, menuOf, pick, snapshot, whoDecides, type Harness } from "./harness.ts";
import { idWith, latestPing, offered, openAndStart, pressChoice } from "./play.ts";
import { tableForSuite } from "./suite.ts";

/** Placements whose action asks nothing more (with a 2-player table), to take in one interaction. */
const ONE_STEP = ["place:gold", "place:issue-share", "place:thin-out", "place:transfer-reserve"];

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

  it("the post names the player, carries exactly their legal choices, and no list of the board's first actions", async () => {
    const { who, user } = await current();
    const ping = latestPing(h, t.threadId);
    expect(ping.content).toContain(`<@${user.id}>, your turn: 3 workers left.`);
    expect(ping.content).not.toContain("You could");
    expect(ping.content).toContain("Choose below, or use `/place`.");
    expect([...offered(ping)].sort()).toEqual([...who.choices].sort());
    expect(customIds(ping).some((id) => decodeId(id)?.verb === "mine")).toBe(false);
    // More than five choices: one select menu, each option in the engine's words with no internal id under it.
    const menu = ping.components[0]?.components[0];
    if (menu?.type === ComponentType.StringSelect) for (const o of menu.options) expect(o.description ?? "").not.toMatch(/^(place|elder):/);
  });

  it("someone else pressing the post's controls is refused privately and nothing changes", async () => {
    const { other } = await current();
    const ping = latestPing(h, t.threadId);
    const before = await snapshot(h.store, t.gameId);
    const posts = h.discord.messages(t.threadId).length;
    const choice = offered(ping).find((c) => c !== "pass") ?? "pass";
    const outsider = await pressChoice(h, cy, ping, choice);
    expect(outsider.response?.ephemeral).toBe(true);
    expect(outsider.response?.content).toMatch(/not your game/);
    const player = await pressChoice(h, other, ping, choice);
    expect(player.response?.ephemeral).toBe(true);
    expect(player.response?.content).toMatch(/It is not your turn in game #\d+: waiting for/);
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
    expect(done.response?.content).toMatch(/^✅ /);
    expect(done.response?.content).toContain(`Your turn is posted in <#${t.threadId}>.`);
    // The one control on the reply: Undo, for a misclick.
    expect(customIds(done.response).map((id) => decodeId(id)?.verb)).toEqual(["undo"]);
    expect(done.response?.content).toContain("Misclicked? **Undo** takes it back until another player chooses.");
    expect((await snapshot(h.store, t.gameId)).version).toBe(before.version + 1);
    await h.bot.idle();
    expect(h.discord.message(ping.id)?.edits).toBe(0);
    expect(h.discord.message(ping.id)?.content).toBe(ping.content);

    // Undo on the reply (the next player has not chosen yet): the turn is open again, the reply
    // becomes what was undone and the turn asked anew; then there is nothing more to undo.
    const reply = done.response;
    if (!reply) throw new Error("no reply");
    const undone = await h.discord.button(user, reply, customIds(reply)[0] ?? "");
    expect(undone.callbackType).toBe(6); // the reply is updated in place
    expect(undone.response?.content).toMatch(/^↩️ Undone \(1 choice\):\n• /);
    expect((await snapshot(h.store, t.gameId)).json).toEqual(before.json);
    expect(offered(undone.response)).toContain(simple);
    const again = await h.discord.command(user, t.threadId, "undo");
    expect(again.response?.content).toMatch(/nothing you can undo/);
    await h.bot.idle();
    expect(h.discord.messages(t.threadId).some((m) => /took back their last turn/.test(m.content))).toBe(true);
    // Played again, from the reply's buttons this time.
    const redo = await pressChoice(h, user, undone.response ?? reply, simple);
    expect(redo.response?.content).toMatch(/^✅ /);
    await h.bot.idle();
    // The next post is the other player's, with their choices.
    const next = latestPing(h, t.threadId);
    expect(next.id).not.toBe(ping.id);
    expect(next.content).not.toContain(`<@${user.id}>, your turn`);
  });

  it("an action with a follow-up continues privately; the old post then re-offers the current question, and changes nothing", async () => {
    const { who, user } = await current();
    expect(who.choices).toContain("place:take-elder");
    const ping = latestPing(h, t.threadId);
    const taken = await pressChoice(h, user, ping, "place:take-elder");
    expect(taken.response?.ephemeral).toBe(true);
    expect(taken.response?.content).toMatch(/^✅ Take an Elder\n/);
    expect(taken.response?.content).toContain("Choose an Elder to take.");
    expect(taken.response?.content).not.toMatch(/Player \d|\b(ann|bo): /);
    expect(taken.response?.components.length).toBeGreaterThan(0);
    const mid = await snapshot(h.store, t.gameId);

    // The post is stale now: pressing it again says the choice was made already (it counts
    // once) and answers with the question the player is on.
    const stale = await pressChoice(h, user, ping, "place:take-elder");
    expect(stale.response?.ephemeral).toBe(true);
    expect(stale.response?.content).toMatch(/^✅ Already done: /);
    expect(stale.response?.content).not.toMatch(/move \d/);
    expect(stale.response?.content).toContain("Choose an Elder to take.");
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
      expect(outcome.response?.content).toMatch(/^You are in the middle of \*\*Take an Elder\*\*: finish it first\.\n/);
      expect(outcome.response?.content).toContain("Choose an Elder to take.");
      expect(outcome.response?.content).not.toMatch(/not your turn/);
      expect(offered(outcome.response).every((c) => c.startsWith("take:"))).toBe(true);
      expect(offered(outcome.response).length).toBeGreaterThan(0);
    }
    expect(await snapshot(h.store, t.gameId)).toEqual(mid);
    // The buttons given there finish the action.
    const answer = await h.discord.command(user, t.threadId, "pass");
    const rest = await finishDecision(h.discord, user, answer.response, 0);
    expect(rest[0]?.response?.content).toMatch(/^✅ /);
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
        expect(ping.content).not.toContain(`<@${user.id}>`);
        expect(ping.content).toMatch(/\*\*[^*]+\*\*, your turn: /);
        quiet++;
      } else {
        expect(ping.content).toContain(`<@${user.id}>`);
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
      if (ping.content.includes("You can build: ")) {
        expect(options).toContain("place:build-building");
        hints++;
      }
      const first = options.includes("place:build-building") && n % 2 === 0 ? "place:build-building" : pick(options, n);
      const spread = choiceButtons(ping).some((b) => b.choiceId.startsWith(`${first}${THEN}`));
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
    // A placement spread into one button per answer: a Deforest or Reforest is the whole turn in
    // one tap; a build saves the question which Building (where it goes is asked next).
    const oneTap = shortcuts.filter((t) => t.first === "place:deforest" || t.first === "place:reforest");
    expect(oneTap.length).toBeGreaterThan(0);
    expect(oneTap.every((t) => t.interactions === 1)).toBe(true);
    expect(shortcuts.filter((t) => t.first === "place:build-building").every((t) => t.interactions <= 2)).toBe(true);
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
