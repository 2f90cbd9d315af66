// A player's time away and quiet hours (store/players.ts) and turn deadlines (store/deadlines.ts):
// time away stops the clocks of the player's seats (reminders, the takeover offer, deadlines)
// and they go on from where they were; a turn past its deadline is played once, whichever of
// two processes claims it; refusals change nothing. Two stores on one database stand for two
// processes.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { easyAi } from "../../src/ai/index.ts";
import { pendingSeats, type GameState } from "../../src/engine/index.ts";
import { LobbyError, planTurn, type GameStore } from "../../src/store/index.ts";
import { expectRefusedUnchanged, startedGame, twoStores, type TestStore } from "./helpers.ts";

const HOUR = 3_600_000;
const LEASE = 30_000;

let t: TestStore;
let a: GameStore;
let b: GameStore;
beforeEach(async () => { ({ t, a, b } = await twoStores(LEASE)); });
afterEach(async () => { await t.close(); });

/** A 2-player game (u0 hosts) with a 24-hour turn deadline; the seat to move and its user. */
async function gameWithDeadline(hours = 24) {
  const { game, state } = await startedGame(t.store, 2);
  await t.store.updateSettings(game.id, { userId: "u0" }, { turnHours: hours });
  const seat = pendingSeats(state)[0] ?? -1;
  return { gameId: game.id, seat, userId: `u${seat}`, other: `u${1 - seat}`, start: t.now() };
}

async function clocks(gameId: number, seat: number) {
  const reminder = await t.store.db.reminder.findFirstOrThrow({ where: { gameId, seat } });
  const deadline = await t.store.db.turnDeadline.findFirstOrThrow({ where: { gameId, seat } });
  return { reminderDue: reminder.dueAt.getTime(), reminderSince: reminder.waitingSince?.getTime(), deadlineDue: deadline.dueAt.getTime(), deadlineSince: deadline.waitingSince.getTime() };
}

/** The easy AI's whole turn for the seat (what the bot asks the game's level for). */
function easyTurn(state: GameState, seat: number): Promise<string[]> {
  return planTurn(state, seat, async (s) => easyAi.choose(s, seat));
}

describe("time away", () => {
  it("stops the player's reminder and deadline clocks: what was left runs from when they are back", async () => {
    const g = await gameWithDeadline();
    const start = g.start.getTime();
    expect(await clocks(g.gameId, g.seat)).toEqual({ reminderDue: start + 12 * HOUR, reminderSince: start, deadlineDue: start + 24 * HOUR, deadlineSince: start });
    t.advance(2 * HOUR);
    const back = new Date(t.now().getTime() + 72 * HOUR);
    await t.store.setAway(g.userId, back);
    // 10 hours were left of the reminder and 22 of the deadline; the wait began 2 hours before they left.
    expect(await clocks(g.gameId, g.seat)).toEqual({
      reminderDue: back.getTime() + 10 * HOUR, reminderSince: back.getTime() - 2 * HOUR,
      deadlineDue: back.getTime() + 22 * HOUR, deadlineSince: back.getTime() - 2 * HOUR,
    });
    t.advance(80 * HOUR);
    expect(await t.store.claimDueReminders()).toEqual([]);
    expect(await a.claimNextDeadline()).toBeNull();
    // Later that day the reminder comes, 12 hours of waiting not counting the time away.
    t.advance(2 * HOUR + 1);
    expect(await t.store.claimDueReminders()).toMatchObject([{ gameId: g.gameId, seat: g.seat }]);
  });

  it("ended early, brings the clocks forward by the time not taken; extended, moves them on", async () => {
    const g = await gameWithDeadline();
    t.advance(HOUR);
    await t.store.setAway(g.userId, new Date(t.now().getTime() + 72 * HOUR));
    await t.store.setAway(g.userId, new Date(t.now().getTime() + 96 * HOUR));
    const now = t.now().getTime();
    expect(await clocks(g.gameId, g.seat)).toMatchObject({ reminderDue: now + 96 * HOUR + 11 * HOUR, deadlineDue: now + 96 * HOUR + 23 * HOUR });
    t.advance(24 * HOUR);
    const change = await t.store.setAway(g.userId, null);
    expect(change.before.awayUntil?.getTime()).toBe(now + 96 * HOUR);
    expect(change.after.awayUntil).toBeNull();
    const back = t.now().getTime();
    expect(await clocks(g.gameId, g.seat)).toEqual({ reminderDue: back + 11 * HOUR, reminderSince: back - HOUR, deadlineDue: back + 23 * HOUR, deadlineSince: back - HOUR });
  });

  it("a clock that starts while its player is away starts when they are back; the other players' clocks run on", async () => {
    const g = await gameWithDeadline();
    const back = new Date(t.now().getTime() + 48 * HOUR);
    await t.store.setAway(g.other, back);
    const mine = await clocks(g.gameId, g.seat);
    expect(mine.reminderDue).toBe(g.start.getTime() + 12 * HOUR); // not the away player's seat
    t.advance(HOUR);
    const { state } = await t.store.loadGame(g.gameId);
    if (!state) throw new Error("no state");
    for (const choiceId of await easyTurn(state, g.seat)) await t.store.applyChoice({ gameId: g.gameId, actor: { userId: g.userId }, seat: g.seat, choiceId });
    const other = 1 - g.seat;
    expect(pendingSeats((await t.store.loadGame(g.gameId)).state ?? state)).toContain(other);
    expect(await clocks(g.gameId, other)).toEqual({ reminderDue: back.getTime() + 12 * HOUR, reminderSince: back.getTime(), deadlineDue: back.getTime() + 24 * HOUR, deadlineSince: back.getTime() });
  });

  it("is refused, with nothing changed, for a moment already past or more than 30 days ahead", async () => {
    await gameWithDeadline();
    await expectRefusedUnchanged(t.store, () => t.store.setAway("u0", new Date(t.now().getTime() - 1)), LobbyError, /already passed/);
    await expectRefusedUnchanged(t.store, () => t.store.setAway("u0", new Date(t.now().getTime() + 31 * 24 * HOUR)), LobbyError, /at most 30 days/);
    expect((await t.store.setAway("u0", new Date(t.now().getTime() + 30 * 24 * HOUR))).after.awayUntil).not.toBeNull();
  });

  it("is refused, with nothing changed, for a moment too far ahead to be a date at all (an invalid Date)", async () => {
    await gameWithDeadline();
    await expectRefusedUnchanged(t.store, () => t.store.setAway("u0", new Date(t.now().getTime() + 9_999_999_999 * HOUR)), LobbyError, /at most 30 days/);
    await expectRefusedUnchanged(t.store, () => t.store.setAway("u0", new Date(Number.NaN)), LobbyError, /at most 30 days/);
  });
});

describe("quiet hours", () => {
  it("are stored with a known time zone in its canonical name; an unknown zone or an empty span is refused unchanged", async () => {
    await expectRefusedUnchanged(t.store, () => t.store.setQuietHours("u0", { timeZone: "Mars/Olympus_Mons" }), LobbyError, /not a time zone I know/);
    await expectRefusedUnchanged(t.store, () => t.store.setQuietHours("u0", { quiet: { from: 600, to: 600 } }), LobbyError, /differ/);
    await expectRefusedUnchanged(t.store, () => t.store.setQuietHours("u0", { quiet: { from: 1440, to: 60 } }), LobbyError, /between 00:00 and 23:59/);
    const set = await t.store.setQuietHours("u0", { quiet: { from: 22 * 60, to: 8 * 60 }, timeZone: "Europe/Oslo" });
    expect(set).toEqual({ userId: "u0", awayUntil: null, quiet: { from: 1320, to: 480 }, timeZone: "Europe/Oslo" });
    expect((await t.store.playerSettings(["u0", "u9"])).get("u9")).toEqual({ userId: "u9", awayUntil: null, quiet: null, timeZone: null });
    expect((await t.store.setQuietHours("u0", { quiet: null })).quiet).toBeNull();
  });
});

describe("turn deadlines", () => {
  it("follow the host's turn_hours: on for every person's waiting seat, moved by a new length, gone when off; anyone else is refused unchanged", async () => {
    const g = await gameWithDeadline(24);
    expect(await t.store.db.turnDeadline.count({ where: { gameId: g.gameId } })).toBe(1);
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(g.gameId, { userId: "u1" }, { turnHours: 2 }), LobbyError, /Only the host/);
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(g.gameId, { userId: "u0" }, { turnHours: 721 }), LobbyError, /1 to 720 hours/);
    t.advance(HOUR);
    await t.store.updateSettings(g.gameId, { userId: "u0" }, { turnHours: 6 });
    expect((await clocks(g.gameId, g.seat)).deadlineDue).toBe(g.start.getTime() + 6 * HOUR);
    await t.store.updateSettings(g.gameId, { userId: "u0" }, { turnHours: null });
    expect(await t.store.db.turnDeadline.count()).toBe(0);
  });

  it("is played once by one of two processes: the other's claim, lapsed and taken over, writes nothing", async () => {
    const g = await gameWithDeadline(24);
    t.advance(24 * HOUR);
    const claimed = await a.claimNextDeadline();
    expect(claimed).toMatchObject({ gameId: g.gameId, seat: g.seat });
    expect(await b.claimNextDeadline()).toBeNull(); // a holds it
    t.advance(LEASE); // a is slow (or died): its claim lapses and b takes it over
    const taken = await b.claimNextDeadline();
    expect(taken?.id).toBe(claimed?.id);
    const { game, state } = await t.store.loadGame(g.gameId);
    if (!state || !claimed || !taken) throw new Error("missing");
    const choices = await easyTurn(state, g.seat);
    const played = await b.playDeadlineTurn(taken, game.version, choices);
    expect(played).toMatchObject({ gameId: g.gameId, seat: g.seat, turns: 1, level: "medium", version: game.version + choices.length });
    const log = await t.store.db.choice.count({ where: { gameId: g.gameId } });
    // a finishes thinking and tries: its claim is gone with the row, so nothing is written.
    expect(await a.playDeadlineTurn(claimed, game.version, choices)).toBeNull();
    expect(await b.playDeadlineTurn(taken, game.version, choices)).toBeNull();
    expect(await t.store.db.choice.count({ where: { gameId: g.gameId } })).toBe(log);
    expect((await t.store.loadGame(g.gameId)).game.seats[g.seat]?.deadlineTurns).toBe(1);
    // The turn is told as the AI's for the seat, with the deadline.
    const outbox = await t.store.db.outboxMessage.findMany({ where: { gameId: g.gameId }, orderBy: { id: "desc" }, take: 1 });
    expect(JSON.parse(outbox[0]?.payload ?? "{}")).toMatchObject({ actor: { seat: g.seat, userId: null, deadline: { turns: 1, level: "medium", hours: 24 } } });
  });

  it("counts the turns in a row the AI played for a seat, and the player's own choice sets the count back to 0", async () => {
    const g = await gameWithDeadline(1);
    const playDue = async (): Promise<void> => {
      t.advance(HOUR);
      const d = await a.claimNextDeadline();
      const { game, state } = await t.store.loadGame(g.gameId);
      if (!d || !state) throw new Error("no deadline due");
      expect(await a.playDeadlineTurn(d, game.version, await easyTurn(state, d.seat))).not.toBeNull();
    };
    await playDue(); // the first seat's turn
    await playDue(); // the second seat's
    await playDue(); // the first seat's again
    const seats = (await t.store.loadGame(g.gameId)).game.seats;
    expect(seats[g.seat]?.deadlineTurns).toBe(2);
    expect(seats[1 - g.seat]?.deadlineTurns).toBe(1);
    const { state } = await t.store.loadGame(g.gameId);
    if (!state) throw new Error("no state");
    const own = 1 - g.seat;
    expect(pendingSeats(state)).toContain(own);
    for (const choiceId of await easyTurn(state, own)) await t.store.applyChoice({ gameId: g.gameId, actor: { userId: `u${own}` }, seat: own, choiceId });
    const after = (await t.store.loadGame(g.gameId)).game.seats;
    expect(after[own]?.deadlineTurns).toBe(0);
    expect(after[g.seat]?.deadlineTurns).toBe(2);
  });
});
