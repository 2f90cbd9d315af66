// A restart of the bot in the middle of a game: the game continues, old buttons still work or
// answer clearly, a turn saved but not yet posted is posted after the restart, and reminders
// fire once per interval, muted when asked, never twice for the same turn.
import { describe, expect, it } from "vitest";
import type { StandInUser } from "./standin/index.ts";
import { AI_LEVELS } from "../../src/ai/index.ts";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { finishDecision, loadState, snapshot, whoDecides, reminderPosts, HOUR } from "./harness.ts";
import { idWith, latestPing, offered, pressChoice } from "./play.ts";
import { tableForSuite } from "./suite.ts";

describe("restarts and reminders", () => {
  const t = tableForSuite({ users: ["ann", "bo"], options: { players: 2, reminder_hours: 1 } });
  const { h } = t;

  const mover = async (): Promise<StandInUser> => (await t.current()).user;
  const reminders = (): string[] => reminderPosts(h, t.threadId).map((m) => m.text);

  it("reminds the player once the interval has passed, once per interval, and not again after a restart", async () => {
    const u = await mover();
    h.db.advance(0.5 * HOUR);
    expect(await h.bot.checkReminders()).toBe(0);
    h.db.advance(0.6 * HOUR);
    expect(await h.bot.checkReminders()).toBe(1);
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]).toContain(`<@${u.id}>, a reminder: it has been your turn in game #${t.gameId} for 66 minutes`);
    // Said to the player: their question in the second person, no "Ann:" in front.
    expect(reminders()[0]).toContain("\nYou are asked: place a Worker (3 left) or pass.");
    expect(await h.bot.checkReminders()).toBe(0);

    await h.restart();
    await h.discord.waitForIdentify();
    expect(await h.bot.checkReminders()).toBe(0);
    h.db.advance(23 * HOUR);
    expect(await h.bot.checkReminders()).toBe(0);
    h.db.advance(1.1 * HOUR);
    expect(await h.bot.checkReminders()).toBe(1);
    expect(reminders()).toHaveLength(2);
    expect(reminders()[1]).toContain("(reminder 2)");
  });

  it("stops reminding for this turn when the player presses Mute, and starts again on their next turn", async () => {
    const u = await mover();
    const last = reminderPosts(h, t.threadId).at(-1);
    if (!last) throw new Error("no reminder");
    const muted = await h.discord.button(u, last, idWith(last, "mute"));
    expect(muted.response?.ephemeral).toBe(true);
    expect(muted.response?.text).toMatch(/No more reminders for this turn/);
    h.db.advance(25 * HOUR);
    expect(await h.bot.checkReminders()).toBe(0);

    // The player moves; the other one is now waited for and gets their own reminder.
    await h.discord.command(u, t.threadId, "place", { options: { action: "place:gold" } });
    await h.bot.idle();
    const next = await mover();
    expect(next).not.toBe(u);
    // That reminder's buttons are stale now: pressing Mute again changes nothing.
    const remindersBefore = await h.store.db.reminder.findMany({ orderBy: { id: "asc" } });
    const stale = await h.discord.button(u, last, idWith(last, "mute"));
    expect(stale.response?.ephemeral).toBe(true);
    expect(stale.response?.text).toContain("the game has moved on since, so nothing was changed");
    expect(await h.store.db.reminder.findMany({ orderBy: { id: "asc" } })).toEqual(remindersBefore);
    h.db.advance(1.1 * HOUR);
    expect(await h.bot.checkReminders()).toBe(1);
    expect(reminders().at(-1)).toContain(`<@${next.id}>`);
    // Their first turn: what the table did so far, not "since your last turn".
    expect(reminders().at(-1)).toContain("So far this game");

    // Muting reminders for the whole game through the settings command.
    const set = await h.discord.command(next, t.threadId, "nusfjord", { subcommand: "settings", options: { mute: true } });
    expect(set.response?.text).toContain("Your reminders are muted for this game.");
    h.db.advance(25 * HOUR);
    expect(await h.bot.checkReminders()).toBe(0);
    await h.discord.command(next, t.threadId, "nusfjord", { subcommand: "settings", options: { mute: false } });
  });

  it("continues after a restart: old buttons still work, and a turn saved before the restart is posted after it", async () => {
    const u = await mover();
    const ping = latestPing(h, t.threadId);
    await h.restart();
    await h.discord.waitForIdentify();
    // The choices on the "your turn" post from before the restart still work: the turn is
    // taken from it (any follow-up privately).
    const made = await finishDecision(h.discord, u, ping, 0);
    expect(made[0]?.response?.ephemeral).toBe(true);
    expect(made[0]?.response?.text).toMatch(/^✅ /);
    await h.bot.idle();
    const v = await mover();

    // The bot goes down right after a choice was saved, before it could post the turn.
    await h.bot.stop();
    const before = h.discord.messages(t.threadId).length;
    const { state } = await loadState(h.store, t.gameId);
    const seat = pendingSeats(state)[0] ?? -1;
    const placement = legalChoices(state, seat).find((c) => c.id.startsWith("place:"));
    const applied = await h.store.applyChoice({ gameId: t.gameId, actor: { userId: v.id }, choiceId: placement?.id ?? "no placement is legal" });
    expect(h.discord.messages(t.threadId).length).toBe(before);
    await h.restart();
    await h.discord.waitForIdentify();
    await h.bot.idle();
    const posted = h.discord.messages(t.threadId).slice(before);
    const turn = posted.find((m) => m.text.startsWith(`**Game #${t.gameId}**`));
    expect(turn?.text).toMatch(/places a Worker/);
    expect(turn?.attachments).toHaveLength(1);

    // The post from before the restart is now stale: it says so and changes nothing.
    const now = await snapshot(h.store, t.gameId);
    expect(now.version).toBe(applied.version);
    const pressed = await pressChoice(h, u, ping, offered(ping)[0] ?? "none");
    expect(pressed.response?.ephemeral).toBe(true);
    expect(pressed.response?.text).toMatch(/moved on|not your turn|Already done/);
    expect(await snapshot(h.store, t.gameId)).toEqual(now);
  });
  it("past the takeover limit a reminder offers the host an AI for the waiting seat; only the host may press it", async () => {
    const host = [...t.users.values()].find((u) => u.username === "ann");
    const other = [...t.users.values()].find((u) => u.username === "bo");
    if (!host || !other) throw new Error("users missing");
    const set = await h.discord.command(host, t.threadId, "nusfjord", { subcommand: "settings", options: { takeover_hours: 2 } });
    expect(set.response?.text).toContain("An AI takeover is offered after 2 hours of waiting.");
    await h.bot.idle();
    const waiting = await mover();
    const seat = (await whoDecides(h.store, t.gameId))?.seat ?? -1;
    h.db.advance(25 * HOUR);
    expect(await h.bot.checkReminders()).toBe(1);
    const reminder = reminderPosts(h, t.threadId).at(-1);
    const whom = waiting === host ? { name: "you", seat: "your" } : { name: waiting.username, seat: "this" };
    expect(reminder?.text).toContain(`<@${host.id}> (host): the table has waited for ${whom.name} longer than this game's limit; you may let an AI play ${whom.seat} seat.`);
    const takeoverId = idWith(reminder, "takeover");
    const refused = await h.discord.button(other, reminder ?? fail(), takeoverId);
    expect(refused.response?.ephemeral).toBe(true);
    expect(refused.response?.text).toContain("Only the host");
    expect((await loadState(h.store, t.gameId)).game.seats[seat]?.userId).toBe(waiting.id);
    const asked = await h.discord.button(host, reminder ?? fail(), takeoverId);
    expect(asked.response?.ephemeral).toBe(true);
    expect(asked.response?.text).toContain("Which AI should play");
    const taken = await h.discord.button(host, asked.response ?? fail(), idWith(asked.response, "level"));
    expect(taken.response?.text).toContain(`is now played by the ${AI_LEVELS[0]} AI`);
    await h.bot.idle();
    const { game, state } = await loadState(h.store, t.gameId);
    expect(game.seats[seat]).toMatchObject({ userId: null, aiLevel: AI_LEVELS[0] });
    expect(pendingSeats(state)).not.toContain(seat);
  });
});

function fail(): never {
  throw new Error("no reminder was posted");
}
