// The turn deadline through the local Discord stand-in, with the bot's clock moved: only the
// host sets it; a turn that has waited that long is played by an AI of the game's level (the
// `ai_level` of /nusfjord new) exactly once, also across a restart, and the thread is told; the
// third such turn in a row offers the host the AI takeover; the player's time away does not count.
import { describe, expect, it } from "vitest";
import { pendingSeats } from "../../src/engine/index.ts";
import { dumpTables } from "../store/helpers.ts";
import { buttonLabels, HOUR, loadState, whoDecides, wholeTurnInStore } from "./harness.ts";
import { idWith, pingLineAfter } from "./play.ts";
import { tableForSuite } from "./suite.ts";
import type { RecordedMessage, StandInUser } from "./standin/index.ts";

describe("turn deadline", () => {
  const t = tableForSuite({ users: ["ann", "bo"], options: { players: 2, ai_level: "easy", reminder_hours: 24 } });
  const { h } = t;

  const deadlineLines = (): string[] => h.discord.messages(t.threadId).flatMap((m) => m.text.split("\n")).filter((l) => l.startsWith("⏱️ ") && l.includes("turn waited"));
  const offers = (): RecordedMessage[] => h.discord.messages(t.threadId).filter((m) => m.text.startsWith("⏱️ <@"));
  let late: StandInUser;
  let seat = -1;

  /** Play the other seat's turns (as another process would, then posted here) until `seat` is to move again. */
  async function untilLateSeat(): Promise<void> {
    for (let n = 0; n < 10; n++) {
      const { state } = await loadState(h.store, t.gameId);
      if (pendingSeats(state).includes(seat)) return;
      await wholeTurnInStore(h, t.gameId);
    }
    await h.bot.flush();
    await h.bot.idle();
  }

  it("is the host's setting: anyone else is refused privately and nothing changes", async () => {
    const { bo, ann } = t.user;
    const before = await dumpTables(h.store);
    const refused = await h.discord.command(bo, t.threadId, "nusfjord", { subcommand: "settings", options: { turn_hours: 2 } });
    expect(refused.response?.ephemeral).toBe(true);
    expect(refused.response?.text).toContain("Only the host or a server manager can change the settings");
    expect(await dumpTables(h.store)).toEqual(before);
    const set = await h.discord.command(ann, t.threadId, "nusfjord", { subcommand: "settings", options: { turn_hours: 2 } });
    expect(set.response?.text).toContain("Turn deadline: a turn that has waited 2 hours (time away not counted) is played by the easy AI; after 3 such turns in a row the host is offered an AI for the seat.");
    expect(set.response?.text).toContain("Turn deadline: after 2 hours of waiting the easy AI plays that turn");
    await h.bot.idle();
    expect(h.discord.messages(t.threadId).at(-1)?.text).toContain(`changed game #${t.gameId}: Turn deadline:`);
  });

  it("plays the waiting seat's turn with an AI of the game's level once the deadline has passed, exactly once across a restart, and says so", async () => {
    const { user } = await t.current();
    late = user;
    seat = (await whoDecides(h.store, t.gameId))?.seat ?? -1;
    h.db.advance(2 * HOUR - 60_000);
    expect(await h.bot.checkDeadlines()).toBe(0);
    // Due now, and the bot restarts before looking: the new process plays it, once.
    h.db.advance(60_000);
    const before = (await loadState(h.store, t.gameId)).game.version;
    await h.restart();
    await h.discord.waitForIdentify();
    expect(await h.bot.checkDeadlines()).toBe(1);
    expect(await h.bot.checkDeadlines()).toBe(0);
    await h.restart();
    await h.discord.waitForIdentify();
    expect(await h.bot.checkDeadlines()).toBe(0);
    await h.bot.idle();
    const { game, state } = await loadState(h.store, t.gameId);
    expect(game.version).toBeGreaterThan(before);
    expect(pendingSeats(state)).not.toContain(seat);
    expect(game.seats[seat]).toMatchObject({ userId: late.id, aiLevel: null, deadlineTurns: 1 });
    const choices = await h.store.db.choice.findMany({ where: { gameId: t.gameId, version: { gt: before } } });
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.every((c) => c.seat === seat && c.userId === null)).toBe(true);
    expect(deadlineLines()).toEqual([`⏱️ ${late.username}'s turn waited 2 hours, this game's deadline, so the easy AI played it for them.`]);
    expect(offers()).toEqual([]);
  });

  it("after the third such turn in a row offers the host the takeover; only the host may take it, and it hands the seat to an AI", async () => {
    const { ann, bo } = t.user;
    for (const n of [2, 3]) {
      await untilLateSeat();
      h.db.advance(2 * HOUR);
      expect(await h.bot.checkDeadlines()).toBe(1);
      await h.bot.idle();
      expect(deadlineLines().at(-1)).toBe(`⏱️ ${late.username}'s turn waited 2 hours, this game's deadline, so the easy AI played it for them (${n} of their turns in a row).`);
    }
    expect(offers()).toHaveLength(1);
    const offer = offers()[0];
    if (!offer) throw new Error("no offer");
    const whose = late.id === ann.id ? "your" : `${late.username}'s`;
    expect(offer.text).toBe(`⏱️ <@${ann.id}> (host): the AI has played ${whose} last 3 turns because the deadline passed. You may let an AI play ${late.id === ann.id ? "your" : "this"} seat from now on.`);
    // The offer itself (laid out by Discord) pings nobody; the line after it pings the host, in words.
    expect(offer.pinged).toEqual([]);
    const line = pingLineAfter(h, t.threadId, offer);
    expect(line?.pinged).toEqual([ann.id]);
    expect(line?.notification.text).toMatch(new RegExp(`^🎣 <@${ann.id}> \\(host\\), in Nusfjord game #${t.gameId}: the AI has played ${whose} last 3 turns at the deadline\\.`));
    expect(buttonLabels(offer)).toEqual([`Let an AI play ${late.username}`]);

    // bo is not the host (whether or not the seat is his): refused, nothing changed.
    const refused = await h.discord.button(bo, offer, idWith(offer, "takeover"));
    expect(refused.response?.ephemeral).toBe(true);
    expect(refused.response?.text).toContain("Only the host");
    expect((await loadState(h.store, t.gameId)).game.seats[seat]?.userId).toBe(late.id);
    const asked = await h.discord.button(ann, offer, idWith(offer, "takeover"));
    expect(asked.response?.ephemeral).toBe(true);
    expect(asked.response?.text).toContain(`Which AI should play ${late.username} (seat ${seat + 1})`);
    const taken = await h.discord.button(ann, asked.response ?? offer, idWith(asked.response, "level"));
    expect(taken.response?.text).toContain(`Seat ${seat + 1} (${late.username}) is now played by the easy AI.`);
    await h.bot.idle();
    expect((await loadState(h.store, t.gameId)).game.seats[seat]).toMatchObject({ userId: null, aiLevel: "easy", formerUserId: late.id });
    // The offer has been taken: pressed again, it changes nothing.
    const again = await h.discord.button(ann, offer, idWith(offer, "takeover"));
    expect(again.response?.text).toContain("That offer no longer applies: an AI already plays that seat");
    expect(await h.store.db.turnDeadline.count({ where: { gameId: t.gameId, seat } })).toBe(0);
  });

  it("does not count the player's time away: the deadline passes only once they are back", async () => {
    await h.bot.idle();
    const who = await whoDecides(h.store, t.gameId);
    const user = [...t.users.values()].find((u) => u.id === who?.userId);
    if (!user) throw new Error("no human to move");
    const away = await h.discord.command(user, t.threadId, "nusfjord", { subcommand: "away", options: { until: "24" } });
    expect(away.response?.text).toContain("You are away until");
    h.db.advance(24 * HOUR);
    expect(await h.bot.checkDeadlines()).toBe(0);
    h.db.advance(2 * HOUR);
    expect(await h.bot.checkDeadlines()).toBe(1);
    await h.bot.idle();
    expect(deadlineLines().at(-1)).toContain(`⏱️ ${user.username}'s turn waited 2 hours`);
  });
});
