// The window right before scoring closes by itself: a player asked there for the game's
// reminder interval is answered "done" by the bot (no reminder is posted for it), the game log
// says so, and the table goes on to scoring, once. With reminders off the window still closes.
import { describe, expect, it } from "vitest";
import { pendingSeats, type GameState } from "../../src/engine/index.ts";
import { seatToMove, setGoods, withBuilding } from "../cards/helpers.ts";
import { loadState, reminderPosts, HOUR, withoutPingLines } from "./harness.ts";
import { openAndStart } from "./play.ts";
import { tableForSuite } from "./suite.ts";

describe("the window before scoring closes by itself", () => {
  const { h, user: { ann, bo } } = tableForSuite({ users: ["ann", "bo"] });

  /**
   * A started game of ann and bo whose stored state is moved to round 7's last Work turn, with
   * ann owning a Cooperage and 4 wood (4 wood for 1 gold raises her score) and bo a Nursery and
   * 1 wood; returns who takes that last turn.
   */
  async function lastTurnOfTheGame(options: Record<string, string | number | boolean>) {
    const { gameId, threadId } = await openAndStart(h, ann, [bo], { players: 2, ...options });
    const { game, state } = await loadState(h.store, gameId);
    const annSeat = game.seats.findIndex((s) => s.userId === ann.id);
    const boSeat = 1 - annSeat;
    let s: GameState = withBuilding(withBuilding(state, annSeat, "A310"), boSeat, "C242");
    s = setGoods(setGoods(s, annSeat, { supply: { wood: 4, fish: 0, gold: 0 } }), boSeat, { supply: { wood: 1, fish: 0, gold: 0 } });
    const last = (s.firstPlayer + 1) % 2;
    s = seatToMove(s, last, { round: 7, workerTurn: 3 });
    await h.store.db.snapshot.update({ where: { gameId }, data: { state: JSON.stringify(s) } });
    const lastUser = game.seats[last]?.userId === ann.id ? ann : bo;
    return { gameId, threadId, annSeat, boSeat, lastUser };
  }

  const reminders = (threadId: string) => reminderPosts(h, threadId);

  it("asks both players at once, saying what each can still do; the one who does not finish in time is answered done, once", async () => {
    const { gameId, threadId, annSeat, lastUser } = await lastTurnOfTheGame({ reminder_hours: 1 });
    const passed = await h.discord.command(lastUser, threadId, "pass");
    expect(passed.response?.text).toMatch(/^✅/);
    await h.bot.idle();
    let { state } = await loadState(h.store, gameId);
    expect(pendingSeats(state)).toEqual([0, 1]);
    // The post (its ping line after it pings ann alone).
    const asked = withoutPingLines(h.discord.messages(threadId)).at(-1);
    expect(asked?.text).toContain(`<@${ann.id}>: Before scoring you can still: Cooperage: exchange 1 wood for 1 fish (0 VP) · Cooperage: exchange 4 wood for 1 gold (+1 VP). Then press Done.`);
    // bo's own /pass led here: the answer to it asked them already, so the post names them without a second ping.
    expect(passed.response?.text).toContain("Before scoring you can still: Nursery: cover one free space's −1 VP with 1 wood (+1 VP). Then press Done.");
    expect(asked?.text).toContain("**bo**: Before scoring you can still: Nursery: cover one free space's −1 VP with 1 wood (+1 VP). Then press Done.");
    expect(asked?.text).not.toContain(`<@${bo.id}>`);

    // bo finishes after half an hour; ann's clock, started when the window opened, runs on.
    h.db.advance(0.5 * HOUR);
    expect(await h.bot.checkReminders()).toBe(0);
    await h.store.applyChoice({ gameId, actor: { userId: bo.id }, choiceId: "done" });
    await h.bot.idle();
    h.db.advance(0.45 * HOUR);
    expect(await h.bot.checkReminders()).toBe(0);
    expect(pendingSeats((await loadState(h.store, gameId)).state)).toEqual([annSeat]);

    // An hour after the window opened: the bot answers for ann instead of reminding her.
    h.db.advance(0.1 * HOUR);
    expect(await h.bot.checkReminders()).toBe(1);
    await h.bot.idle();
    ({ state } = await loadState(h.store, gameId));
    expect(state.phase).toBe("over");
    expect(state.log.map((e) => e.text)).toContain(`Player ${annSeat + 1} did not finish before scoring in time; scoring goes on.`);
    expect(state.players[annSeat]?.supply.wood).toBe(4);
    expect(reminders(threadId)).toEqual([]);
    // Recorded as the bot's, not ann's.
    const last = await h.store.db.choice.findFirst({ where: { gameId }, orderBy: { version: "desc" } });
    expect(last).toMatchObject({ seat: annSeat, choiceId: "done:time-up", userId: null });
    // The end post tells it, once.
    const end = h.discord.messages(threadId).filter((m) => m.text.includes(`Game #${gameId} is over!`));
    expect(end).toHaveLength(1);
    expect(end[0]?.text).toContain("ann did not finish before scoring in time; scoring goes on.");
    expect(await h.store.db.reminder.count({ where: { gameId } })).toBe(0);
    h.db.advance(25 * HOUR);
    expect(await h.bot.checkReminders()).toBe(0);
  });

  it("closes with reminders off too, after the game's interval", async () => {
    const { gameId, threadId, lastUser } = await lastTurnOfTheGame({ reminder_hours: 2 });
    const off = await h.discord.command(ann, threadId, "nusfjord", { subcommand: "settings", options: { reminders: false } });
    expect(off.response?.ephemeral).toBe(true);
    await h.discord.command(lastUser, threadId, "pass");
    await h.bot.idle();
    expect(pendingSeats((await loadState(h.store, gameId)).state)).toEqual([0, 1]);
    h.db.advance(1.9 * HOUR);
    expect(await h.bot.checkReminders()).toBe(0);
    h.db.advance(0.2 * HOUR);
    expect(await h.bot.checkReminders()).toBe(2);
    await h.bot.idle();
    const { state } = await loadState(h.store, gameId);
    expect(state.phase).toBe("over");
    expect(state.log.filter((e) => e.text.includes("did not finish before scoring in time"))).toHaveLength(2);
    expect(reminders(threadId)).toEqual([]);
    expect(h.discord.messages(threadId).filter((m) => m.text.includes(`Game #${gameId} is over!`))).toHaveLength(1);
  });
});
