// The store methods the bot needs beyond playing: leaving a lobby, listing and finding games,
// the host's settings (reminders, AI takeover limit, pause), claiming due reminders, muting,
// handing a seat to an AI, and the bot's own bookkeeping (thread, lobby message, posted log).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applyChoice as engineApply, legalChoices, pendingSeats, type GameState } from "../../src/engine/index.ts";
import {
  DEFAULT_REMINDER_MINUTES, GameNotActiveError, GameNotFoundError, LobbyError, MAX_REMINDER_MINUTES, NotYourSeatError,
  DEFAULT_AI_LEVEL, REMINDER_REPEAT_MS, TAKEOVER_MINUTES_RANGE, nameIn, type Actor, type GameFilter, type GameRecord,
} from "../../src/store/index.ts";
import { expectRefusedUnchanged, lcg, openTestStore, randomMove, startedGame, type TestStore } from "./helpers.ts";

let t: TestStore;
beforeEach(async () => { t = await openTestStore(); });
afterEach(async () => { await t.close(); });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const INTERVAL = DEFAULT_REMINDER_MINUTES * MINUTE;

/** A lobby in guild g1 (unless told otherwise) hosted by u0, with `taken` seats u0.. taken. */
function lobby(players: 2 | 3 | 4 | 5, taken: number, guildId = "g1", prefix = "u") {
  return t.store.createGame({
    guildId, channelId: "c1", hostUserId: `${prefix}0`, playerCount: players, seed: "lobby",
    seats: Array.from({ length: taken }, (_, i) => ({ userId: `${prefix}${i}`, displayName: `Player ${i + 1}` })),
  });
}

function onlyPending(state: GameState): number {
  const pending = pendingSeats(state);
  expect(pending).toHaveLength(1); // the Work phase asks one seat at a time
  const seat = pending[0];
  if (seat === undefined) throw new Error("nobody is pending");
  return seat;
}

/** A legal choice for the seat (not "pass" when anything else is legal). */
function legalMove(state: GameState, seat: number): string {
  const options = legalChoices(state, seat);
  const pick = options.find((c) => c.id !== "pass") ?? options[0];
  if (!pick) throw new Error(`seat ${seat} has no legal choice`);
  return pick.id;
}

function reminderOf(gameId: number, seat: number) {
  return t.store.db.reminder.findUnique({ where: { gameId_seat: { gameId, seat } } });
}

/** Seats u0..u3 act as themselves unless listed as AI seats. */
function actorFor(seat: number, aiSeats: readonly number[] = []): Actor {
  return aiSeats.includes(seat) ? { ai: true } : { userId: `u${seat}` };
}

/**
 * Random legal moves through the store, one minute apart, until `stop` says so after a move;
 * returns the state then. Fails when the game ends or 500 moves pass first.
 */
async function playUntil(gameId: number, start: GameState, stop: (s: GameState, seat: number) => boolean, aiSeats: readonly number[] = [], seed = 11): Promise<GameState> {
  const rand = lcg(seed);
  let s = start;
  for (let i = 0; i < 500; i++) {
    const move = randomMove(s, rand);
    if (!move) break;
    t.advance(MINUTE);
    s = (await t.store.applyChoice({ gameId, actor: actorFor(move.seat, aiSeats), choiceId: move.choiceId })).state;
    if (stop(s, move.seat)) return s;
  }
  throw new Error("the stop condition was not met");
}

describe("starting a lobby", () => {
  it("the host may start a lobby that is not full: AI players of the given names take the free seats", async () => {
    const created = await lobby(4, 2);
    await expectRefusedUnchanged(t.store, () => t.store.startGame(created.id, "u0"), LobbyError, /needs 4 players and has 2/);
    await expectRefusedUnchanged(t.store, () => t.store.startGame(created.id, "u0", { fillWithAi: ["Ingrid"] }), LobbyError, /needs 4 players/);
    const { game, state } = await t.store.startGame(created.id, "u0", { fillWithAi: ["Ingrid", "Odd", "unused"] });
    expect(game.status).toBe("active");
    expect(game.seats.map((s) => [s.seat, s.userId, s.aiLevel, s.displayName])).toEqual([
      [0, "u0", null, "Player 1"], [1, "u1", null, "Player 2"], [2, null, "medium", "Ingrid"], [3, null, "medium", "Odd"],
    ]);
    expect(state.players).toHaveLength(4);
    expect((await t.store.loadGame(created.id)).game.seats).toEqual(game.seats);
  });

  it("only the host or a server manager may start a lobby", async () => {
    const created = await lobby(2, 2);
    await expectRefusedUnchanged(t.store, () => t.store.startGame(created.id, "u1"), LobbyError, /Only the host \(or a server manager\) can start the game/);
    const { game } = await t.store.startGame(created.id, "mod", { admin: true });
    expect(game.status).toBe("active");
  });
});

describe("leaving a lobby", () => {
  it("players joining at the same moment each get a seat or are told the game is full, never an internal error", async () => {
    const created = await lobby(3, 1);
    const results = await Promise.allSettled(["a", "b", "c", "d"].map((u) => t.store.joinGame(created.id, { userId: u, displayName: u })));
    const joined = results.filter((r) => r.status === "fulfilled");
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
    expect(joined).toHaveLength(2);
    for (const e of refused) expect(e).toBeInstanceOf(LobbyError);
    const after = await t.store.loadGame(created.id);
    expect(after.game.seats.map((s) => s.seat)).toEqual([0, 1, 2]);
  });

  it("a player who leaves gives up their seat and the seats after it move up, numbers contiguous and names in order", async () => {
    const created = await lobby(4, 4);
    const left = await t.store.leaveGame(created.id, "u1");
    expect(left.seats.map((s) => [s.seat, s.userId, s.displayName])).toEqual([[0, "u0", "Player 1"], [1, "u2", "Player 3"], [2, "u3", "Player 4"]]);
    expect(left.version).toBe(created.version + 1);
    const rows = await t.store.db.seat.findMany({ where: { gameId: created.id }, orderBy: { seat: "asc" } });
    expect(rows.map((r) => [r.seat, r.userId])).toEqual([[0, "u0"], [1, "u2"], [2, "u3"]]);

    // The last seat leaving moves nobody; a newcomer then takes the next number.
    const again = await t.store.leaveGame(created.id, "u3");
    expect(again.seats.map((s) => [s.seat, s.userId])).toEqual([[0, "u0"], [1, "u2"]]);
    const joined = await t.store.joinGame(created.id, { userId: "u9", displayName: "Newcomer" });
    expect(joined.seats.map((s) => [s.seat, s.userId, s.displayName])).toEqual([[0, "u0", "Player 1"], [1, "u2", "Player 3"], [2, "u9", "Newcomer"]]);
    expect(await t.store.listGames({ userId: "u1" })).toEqual([]);
  });

  it("the host cannot leave their own lobby", async () => {
    const created = await lobby(3, 2);
    await expectRefusedUnchanged(t.store, () => t.store.leaveGame(created.id, "u0"), LobbyError, /You are the host of game/);
  });

  it("leaving a game that has started is refused", async () => {
    const { game } = await startedGame(t.store);
    await expectRefusedUnchanged(t.store, () => t.store.leaveGame(game.id, "u1"), LobbyError, /has already started/);
  });

  it("a user without a seat cannot leave, and an unknown game is GameNotFoundError", async () => {
    const created = await lobby(3, 2);
    await expectRefusedUnchanged(t.store, () => t.store.leaveGame(created.id, "stranger"), LobbyError, /You have no seat in game/);
    await expectRefusedUnchanged(t.store, () => t.store.leaveGame(999, "u1"), GameNotFoundError, /There is no game #999/);
  });
});

describe("finding and listing games", () => {
  it("gameIdForThread finds the game whose thread was set and returns null for an unknown thread", async () => {
    const { game } = await startedGame(t.store);
    const other = await lobby(3, 1);
    expect(await t.store.gameIdForThread("thread-1")).toBeNull();
    await t.store.setThread(game.id, "thread-1");
    await t.store.setThread(other.id, "thread-2");
    const found = await t.store.gameIdForThread("thread-1");
    expect(found).toBe(game.id);
    const loaded = (await t.store.loadGame(found ?? -1)).game;
    expect(loaded.threadId).toBe("thread-1");
    expect(loaded.seats.map((s) => s.userId)).toEqual(["u0", "u1", "u2", "u3"]);
    expect(await t.store.gameIdForThread("thread-2")).toBe(other.id);
    expect(await t.store.gameIdForThread("no-such-thread")).toBeNull();
  });

  it("listGames filters by server, by seated user and by status, newest first", async () => {
    const a = await lobby(3, 2); // g1, lobby, u0 u1
    t.advance(MINUTE);
    const b = (await startedGame(t.store)).game; // g1, active, u0..u3
    t.advance(MINUTE);
    const c = await t.store.createGame({
      guildId: "g2", channelId: "c2", hostUserId: "x0", playerCount: 2, seed: "g2",
      seats: [{ userId: "x0", displayName: "X" }, { userId: "u1", displayName: "Player 2" }],
    }); // g2, lobby, x0 u1
    t.advance(MINUTE);
    const d = (await startedGame(t.store, 2, "abandon")).game; // g1, abandoned, u0 u1
    await t.store.updateSettings(d.id, { userId: "u0" }, { cancel: true });

    const ids = async (filter: GameFilter) => (await t.store.listGames(filter)).map((l) => l.game.id);
    expect(await ids({})).toEqual([d.id, c.id, b.id, a.id]);
    expect(await ids({ guildId: "g1" })).toEqual([d.id, b.id, a.id]);
    expect(await ids({ guildId: "g2" })).toEqual([c.id]);
    expect(await ids({ guildId: "g3" })).toEqual([]);
    expect(await ids({ userId: "u1" })).toEqual([d.id, c.id, b.id, a.id]);
    expect(await ids({ userId: "u3" })).toEqual([b.id]);
    expect(await ids({ userId: "x0" })).toEqual([c.id]);
    expect(await ids({ userId: "nobody" })).toEqual([]);
    expect(await ids({ statuses: ["active"] })).toEqual([b.id]);
    expect(await ids({ statuses: ["lobby"] })).toEqual([c.id, a.id]);
    expect(await ids({ statuses: ["lobby", "abandoned"] })).toEqual([d.id, c.id, a.id]);
    expect(await ids({ statuses: ["finished"] })).toEqual([]);
    expect(await ids({ guildId: "g1", userId: "u1", statuses: ["lobby", "active"] })).toEqual([b.id, a.id]);
    expect(await ids({ limit: 2 })).toEqual([d.id, c.id]);
    const listed = await t.store.listGames({ guildId: "g2" });
    expect(listed[0]?.game).toMatchObject({ id: c.id, status: "lobby", hostUserId: "x0" });
  });

  it("listGames reports the engine's pending seats for running games and none for lobby or abandoned games", async () => {
    const lobbyGame = await lobby(3, 3);
    const { game, state } = await startedGame(t.store);
    const ended = (await startedGame(t.store, 2, "ended")).game;
    await t.store.updateSettings(ended.id, { userId: "u0" }, { cancel: true });
    let s = state;
    for (let i = 0; i < 3; i++) {
      const listed = (await t.store.listGames({ statuses: ["active"] }))[0];
      expect(listed?.game.id).toBe(game.id);
      expect(listed?.pendingSeats).toEqual(pendingSeats(s));
      expect(listed?.pendingSeats.length).toBeGreaterThan(0);
      const seat = onlyPending(s);
      s = (await t.store.applyChoice({ gameId: game.id, actor: { userId: `u${seat}` }, choiceId: legalMove(s, seat) })).state;
    }
    const all = await t.store.listGames();
    expect(all.find((l) => l.game.id === lobbyGame.id)?.pendingSeats).toEqual([]);
    expect(all.find((l) => l.game.id === ended.id)?.pendingSeats).toEqual([]);
    expect(all.find((l) => l.game.id === game.id)?.pendingSeats).toEqual(pendingSeats(s));
  });
});

describe("game settings", () => {
  it("a change is checked whole: one bad part refuses all of it and nothing changes", async () => {
    const { game } = await startedGame(t.store);
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(game.id, { userId: "u0" }, { paused: true, remindersOn: false, mine: { notifyDm: true }, replaceWithAi: 7 }), LobbyError, /has no seat 8/);
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(game.id, { userId: "u1" }, { mine: { notifyDm: true }, paused: true }), LobbyError, /Only the host or a server manager can change the settings/);
    const after = await t.store.updateSettings(game.id, { userId: "u0" }, { paused: true, mine: { notifyDm: true }, replaceWithAi: 3 });
    expect(after.paused).toBe(true);
    expect(after.seats[0]?.notifyDm).toBe(true);
    expect(after.seats[3]?.aiLevel).toBe("medium");
  });

  it("only the host or a server manager may change the settings; anyone else is refused and nothing changes", async () => {
    const { game } = await startedGame(t.store);
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(game.id, { userId: "u1" }, { reminderMinutes: 60 }), LobbyError, /Only the host or a server manager/);
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(game.id, { userId: "u2", admin: false }, { paused: true }), LobbyError, /Only the host or a server manager/);
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(game.id, { userId: "stranger" }, { remindersOn: false }), LobbyError, /Only the host or a server manager/);
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(999, { userId: "u0" }, { reminderMinutes: 60 }), GameNotFoundError, /no game #999/);

    const byHost = await t.store.updateSettings(game.id, { userId: "u0" }, { reminderMinutes: 60 });
    expect(byHost.reminderMinutes).toBe(60);
    const byAdmin = await t.store.updateSettings(game.id, { userId: "mod", admin: true }, { takeoverMinutes: 120 });
    expect(byAdmin).toMatchObject({ reminderMinutes: 60, takeoverMinutes: 120 });
    expect((await t.store.loadGame(game.id)).game).toMatchObject({ reminderMinutes: 60, takeoverMinutes: 120, version: game.version });
  });

  it("reminder intervals outside 1 minute to a week and takeover limits outside 1 hour to 30 days are refused; null turns takeover off", async () => {
    const { game } = await startedGame(t.store);
    const host = { userId: "u0" };
    expect(MAX_REMINDER_MINUTES).toBe(10_080);
    for (const reminderMinutes of [0, MAX_REMINDER_MINUTES + 1, 1.5, -5]) {
      await expectRefusedUnchanged(t.store, () => t.store.updateSettings(game.id, host, { reminderMinutes }), LobbyError, /Reminders can come after 1 minute/);
    }
    const [min, max] = TAKEOVER_MINUTES_RANGE;
    for (const takeoverMinutes of [min - 1, max + 1, 90.5, 0]) {
      await expectRefusedUnchanged(t.store, () => t.store.updateSettings(game.id, host, { takeoverMinutes }), LobbyError, /An AI takeover can be offered/);
    }
    expect((await t.store.updateSettings(game.id, host, { reminderMinutes: 1 })).reminderMinutes).toBe(1);
    expect((await t.store.updateSettings(game.id, host, { reminderMinutes: MAX_REMINDER_MINUTES })).reminderMinutes).toBe(MAX_REMINDER_MINUTES);
    expect((await t.store.updateSettings(game.id, host, { takeoverMinutes: min })).takeoverMinutes).toBe(min);
    expect((await t.store.updateSettings(game.id, host, { takeoverMinutes: max })).takeoverMinutes).toBe(max);
    expect((await t.store.updateSettings(game.id, host, { takeoverMinutes: null })).takeoverMinutes).toBeNull();
    expect((await t.store.loadGame(game.id)).game).toMatchObject({ takeoverMinutes: null, reminderMinutes: MAX_REMINDER_MINUTES });
  });

  it("turning reminders off drops the running ones; turning them on again gives each waiting seat one, due an interval later", async () => {
    const { game, state } = await startedGame(t.store);
    expect((await t.store.db.reminder.findMany({ where: { gameId: game.id } })).map((r) => r.seat)).toEqual(pendingSeats(state));

    t.advance(5 * MINUTE);
    const off = await t.store.updateSettings(game.id, { userId: "u0" }, { remindersOn: false });
    expect(off.remindersOn).toBe(false);
    expect(await t.store.db.reminder.count({ where: { gameId: game.id } })).toBe(0);
    // While off, moves create none and nothing falls due.
    const seat = onlyPending(state);
    const after = (await t.store.applyChoice({ gameId: game.id, actor: { userId: `u${seat}` }, choiceId: legalMove(state, seat) })).state;
    expect(await t.store.db.reminder.count({ where: { gameId: game.id } })).toBe(0);
    t.advance(2 * INTERVAL);
    expect(await t.store.claimDueReminders()).toEqual([]);

    const onAt = t.now();
    const on = await t.store.updateSettings(game.id, { userId: "u0" }, { remindersOn: true });
    expect(on.remindersOn).toBe(true);
    const rows = await t.store.db.reminder.findMany({ where: { gameId: game.id }, orderBy: { seat: "asc" } });
    expect(rows.map((r) => r.seat)).toEqual(pendingSeats(after));
    for (const r of rows) {
      expect(r.dueAt.getTime()).toBe(onAt.getTime() + INTERVAL);
      expect(r.waitingSince?.getTime()).toBe(onAt.getTime());
      expect(r).toMatchObject({ sentCount: 0, muted: false, sentAt: null });
    }
    expect(await t.store.claimDueReminders()).toEqual([]);
    t.advance(INTERVAL);
    expect((await t.store.claimDueReminders()).map((c) => c.seat)).toEqual(pendingSeats(after));
  });

  it("a new interval moves a reminder not yet sent to when its seat began waiting plus the new interval, and leaves a sent one alone", async () => {
    const { game, state } = await startedGame(t.store);
    const start = t.now().getTime();
    const seat = onlyPending(state);
    t.advance(60 * MINUTE);
    await t.store.updateSettings(game.id, { userId: "u0" }, { reminderMinutes: 120 });
    expect((await reminderOf(game.id, seat))?.dueAt.getTime()).toBe(start + 120 * MINUTE);
    expect(await t.store.claimDueReminders()).toEqual([]);

    await t.store.updateSettings(game.id, { userId: "u0" }, { reminderMinutes: 30 });
    const moved = await reminderOf(game.id, seat);
    expect(moved?.dueAt.getTime()).toBe(start + 30 * MINUTE);
    expect(moved?.waitingSince?.getTime()).toBe(start);
    const claimed = await t.store.claimDueReminders();
    expect(claimed.map((c) => [c.seat, c.sentCount, c.waitingSince?.getTime()])).toEqual([[seat, 1, start]]);

    // Sent already: it keeps its daily repeat whatever the new interval.
    const repeatAt = (await reminderOf(game.id, seat))?.dueAt.getTime();
    expect(repeatAt).toBe(t.now().getTime() + REMINDER_REPEAT_MS);
    await t.store.updateSettings(game.id, { userId: "u0" }, { reminderMinutes: 45 });
    expect((await reminderOf(game.id, seat))?.dueAt.getTime()).toBe(repeatAt);
  });

  it("a paused game refuses choices and undo with a message saying it is paused, and its reminders are not handed out", async () => {
    const { game, state } = await startedGame(t.store);
    const seat = onlyPending(state);
    const paused = await t.store.updateSettings(game.id, { userId: "u0" }, { paused: true });
    expect(paused).toMatchObject({ paused: true, status: "active", version: game.version });

    const choiceId = legalMove(state, seat);
    const err = await expectRefusedUnchanged(t.store, () => t.store.applyChoice({ gameId: game.id, actor: { userId: `u${seat}` }, choiceId }), GameNotActiveError, /is paused by its host/);
    expect(err).toMatchObject({ status: "paused", gameId: game.id });
    await expectRefusedUnchanged(t.store, () => t.store.applyChoice({ gameId: game.id, actor: { userId: `u${seat}` }, choiceId, expectedVersion: game.version }), GameNotActiveError, /is paused/);
    await expectRefusedUnchanged(t.store, () => t.store.undo({ gameId: game.id, actor: { userId: `u${seat}` } }), GameNotActiveError, /is paused by its host/);

    t.advance(2 * INTERVAL);
    expect(await reminderOf(game.id, seat)).not.toBeNull();
    expect(await t.store.claimDueReminders()).toEqual([]);
    expect((await reminderOf(game.id, seat))?.sentCount).toBe(0);
  });

  it("resuming lets play continue and starts the waiting seats' reminder clocks afresh from the resume time", async () => {
    const { game, state } = await startedGame(t.store);
    const seat = onlyPending(state);
    t.advance(10 * MINUTE);
    await t.store.updateSettings(game.id, { userId: "u0" }, { paused: true });
    t.advance(INTERVAL + HOUR);
    expect(await t.store.claimDueReminders()).toEqual([]);

    const resumedAt = t.now().getTime();
    const resumed = await t.store.updateSettings(game.id, { userId: "mod", admin: true }, { paused: false });
    expect(resumed.paused).toBe(false);
    const row = await reminderOf(game.id, seat);
    expect(row?.dueAt.getTime()).toBe(resumedAt + INTERVAL);
    expect(row?.waitingSince?.getTime()).toBe(resumedAt);
    expect(await t.store.claimDueReminders()).toEqual([]);
    t.advance(INTERVAL - 1);
    expect(await t.store.claimDueReminders()).toEqual([]);
    t.advance(1);
    const claimed = await t.store.claimDueReminders();
    expect(claimed.map((c) => [c.gameId, c.seat, c.waitingSince?.getTime()])).toEqual([[game.id, seat, resumedAt]]);

    const applied = await t.store.applyChoice({ gameId: game.id, actor: { userId: `u${seat}` }, choiceId: legalMove(state, seat), expectedVersion: game.version });
    expect(applied.version).toBe(game.version + 1);
  });

  it("the settings of an abandoned or finished game can no longer change", async () => {
    const abandoned = (await startedGame(t.store, 2, "abandon")).game;
    await t.store.updateSettings(abandoned.id, { userId: "u0" }, { cancel: true });
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(abandoned.id, { userId: "u0" }, { reminderMinutes: 60 }), LobbyError, /is abandoned; it can no longer be changed/);
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(abandoned.id, { userId: "mod", admin: true }, { paused: true }), LobbyError, /is abandoned/);

    const { game, state } = await startedGame(t.store, 2, "whole-game");
    const end = await playUntil(game.id, state, (s) => s.phase === "over", [], 7);
    expect(end.phase).toBe("over");
    expect((await t.store.loadGame(game.id)).game.status).toBe("finished");
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(game.id, { userId: "u0" }, { remindersOn: false }), LobbyError, /is finished; it can no longer be changed/);
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(game.id, { userId: "u0" }, { takeoverMinutes: null }), LobbyError, /is finished/);
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(game.id, { userId: "u0" }, { replaceWithAi: 1 }), LobbyError, /is finished/);
  }, 120_000);

  it("a game in its lobby cannot be paused, but an interval set there applies from the start", async () => {
    const created = await lobby(2, 2);
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(created.id, { userId: "u0" }, { paused: true }), LobbyError, /has not started; only a running game can be paused/);
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(created.id, { userId: "u0" }, { paused: false, reminderMinutes: 30 }), LobbyError, /only a running game can be paused/);
    expect((await t.store.updateSettings(created.id, { userId: "u0" }, { reminderMinutes: 30 })).reminderMinutes).toBe(30);
    expect(await t.store.db.reminder.count()).toBe(0);
    const { state } = await t.store.startGame(created.id, "u0");
    const rows = await t.store.db.reminder.findMany({ where: { gameId: created.id } });
    expect(rows.map((r) => [r.seat, r.dueAt.getTime()])).toEqual(pendingSeats(state).map((s) => [s, t.now().getTime() + 30 * MINUTE]));
  });
});

describe("claiming due reminders", () => {
  it("a waiting seat is reminded once when the interval has passed, with the time its turn began, and again every day while it waits", async () => {
    const { game, state } = await startedGame(t.store);
    const first = onlyPending(state);
    t.advance(10 * MINUTE);
    const turnAt = t.now().getTime();
    const next = (await t.store.applyChoice({ gameId: game.id, actor: { userId: `u${first}` }, choiceId: legalMove(state, first) })).state;
    const seat = onlyPending(next);

    t.advance(INTERVAL - 1);
    expect(await t.store.claimDueReminders()).toEqual([]);
    t.advance(1);
    const claimedAt = t.now().getTime();
    const claimed = await t.store.claimDueReminders();
    expect(claimed).toHaveLength(1);
    expect(claimed[0]).toMatchObject({ gameId: game.id, seat, sentCount: 1 });
    expect(claimed[0]?.waitingSince?.getTime()).toBe(turnAt);
    expect(claimed[0]?.claimedAt.getTime()).toBe(claimedAt);
    expect(await t.store.claimDueReminders()).toEqual([]); // never twice

    t.advance(REMINDER_REPEAT_MS - 1);
    expect(await t.store.claimDueReminders()).toEqual([]);
    t.advance(1);
    const again = await t.store.claimDueReminders();
    expect(again.map((c) => [c.id, c.seat, c.sentCount, c.waitingSince?.getTime()])).toEqual([[claimed[0]?.id, seat, 2, turnAt]]);
    const row = await reminderOf(game.id, seat);
    expect(row?.sentAt?.getTime()).toBe(t.now().getTime());
    expect(row?.sentCount).toBe(2);
    expect(await t.store.claimDueReminders()).toEqual([]);
  });

  it("bots claiming at the same moment hand each due reminder out only once in total", async () => {
    const one = await startedGame(t.store, 4, "race-1");
    const two = await startedGame(t.store, 2, "race-2");
    t.advance(INTERVAL);
    const expected = [[one.game.id, onlyPending(one.state)], [two.game.id, onlyPending(two.state)]].sort();
    const firstRound = (await Promise.all([t.store.claimDueReminders(), t.store.claimDueReminders(), t.store.claimDueReminders(), t.store.claimDueReminders()])).flat();
    expect(firstRound.map((c) => [c.gameId, c.seat]).sort()).toEqual(expected);
    expect(new Set(firstRound.map((c) => c.id)).size).toBe(2);

    t.advance(REMINDER_REPEAT_MS);
    const [a, b] = await Promise.all([t.store.claimDueReminders(), t.store.claimDueReminders()]);
    const secondRound = [...(a ?? []), ...(b ?? [])];
    expect(secondRound.map((c) => [c.gameId, c.seat, c.sentCount]).sort()).toEqual(expected.map((e) => [...e, 2]));
  });

  it("a seat whose player muted reminders for the game is skipped until they unmute", async () => {
    const { game, state } = await startedGame(t.store);
    const seat = onlyPending(state);
    const muted = await t.store.updateSettings(game.id, { userId: `u${seat}` }, { mine: { remindersMuted: true } });
    expect(muted.seats.map((s) => s.remindersMuted)).toEqual(muted.seats.map((s) => s.seat === seat));
    t.advance(INTERVAL + MINUTE);
    expect(await t.store.claimDueReminders()).toEqual([]);
    expect((await reminderOf(game.id, seat))?.sentCount).toBe(0);

    const unmuted = await t.store.updateSettings(game.id, { userId: `u${seat}` }, { mine: { remindersMuted: false } });
    expect(unmuted.seats.every((s) => !s.remindersMuted)).toBe(true);
    expect((await t.store.claimDueReminders()).map((c) => [c.seat, c.sentCount])).toEqual([[seat, 1]]);
  });

  it("a player turns direct messages on for their own seats only, leaving their reminder setting alone", async () => {
    const { game } = await startedGame(t.store);
    await t.store.updateSettings(game.id, { userId: "u1" }, { mine: { remindersMuted: true } });
    const after = await t.store.updateSettings(game.id, { userId: "u1" }, { mine: { notifyDm: true } });
    expect(after.seats.map((s) => [s.notifyDm, s.remindersMuted])).toEqual(after.seats.map((s) => [s.seat === 1, s.seat === 1]));
    expect((await t.store.loadGame(game.id)).game.seats[1]?.notifyDm).toBe(true);
  });

  it("a reminder muted for this turn is skipped, and the seat's next turn brings a fresh, unmuted one", async () => {
    const { game, state } = await startedGame(t.store);
    const seat = onlyPending(state);
    await t.store.muteReminderForTurn(game.id, seat, `u${seat}`);
    expect((await reminderOf(game.id, seat))?.muted).toBe(true);
    t.advance(INTERVAL);
    expect(await t.store.claimDueReminders()).toEqual([]);

    let acted = false;
    const later = await playUntil(game.id, state, (s, moved) => {
      if (moved === seat) acted = true;
      return acted && pendingSeats(s).includes(seat);
    });
    const askedAt = t.now().getTime();
    const fresh = await reminderOf(game.id, seat);
    expect(fresh).toMatchObject({ muted: false, sentCount: 0, sentAt: null });
    expect(fresh?.waitingSince?.getTime()).toBe(askedAt);
    expect(fresh?.dueAt.getTime()).toBe(askedAt + INTERVAL);
    t.advance(INTERVAL);
    const claimed = await t.store.claimDueReminders();
    expect(claimed.map((c) => c.seat)).toEqual(pendingSeats(later));
    expect(claimed.find((c) => c.seat === seat)).toMatchObject({ sentCount: 1, gameId: game.id });
  });

  it("a seat asked again straight after its own choice (a multi-step action) gets a fresh, unmuted reminder timed from that choice", async () => {
    const { game, state } = await startedGame(t.store);
    // A position where the pending seat has a legal choice that leaves it to decide again.
    const keepsTurn = (s: GameState) => {
      const seat = onlyPending(s);
      const choice = legalChoices(s, seat).find((c) => {
        const next = engineApply(s, seat, c.id);
        return pendingSeats(next).length === 1 && pendingSeats(next)[0] === seat;
      });
      return choice ? { seat, choiceId: choice.id } : null;
    };
    const s = keepsTurn(state) ? state : await playUntil(game.id, state, (x) => keepsTurn(x) !== null);
    const step = keepsTurn(s);
    if (!step) throw new Error("unreachable");
    await t.store.muteReminderForTurn(game.id, step.seat, `u${step.seat}`);
    const old = await reminderOf(game.id, step.seat);
    expect(old?.muted).toBe(true);

    t.advance(5 * MINUTE);
    const actedAt = t.now().getTime();
    const after = await t.store.applyChoice({ gameId: game.id, actor: { userId: `u${step.seat}` }, choiceId: step.choiceId });
    expect(pendingSeats(after.state)).toEqual([step.seat]);
    const fresh = await reminderOf(game.id, step.seat);
    expect(fresh).toMatchObject({ muted: false, sentCount: 0 });
    expect(fresh?.waitingSince?.getTime()).toBe(actedAt);
    expect(fresh?.dueAt.getTime()).toBe(actedAt + INTERVAL);
    t.advance(INTERVAL);
    expect((await t.store.claimDueReminders()).map((c) => [c.seat, c.sentCount])).toEqual([[step.seat, 1]]);
  });

  it("an AI seat is never reminded, even when its turn has waited past the interval", async () => {
    const { game, state } = await startedGame(t.store);
    const aiSeat = (onlyPending(state) + 1) % 4; // asked soon, but not now
    await t.store.updateSettings(game.id, { userId: "u0" }, { replaceWithAi: aiSeat });
    const waiting = await playUntil(game.id, state, (s) => pendingSeats(s).includes(aiSeat), [aiSeat]);
    expect(pendingSeats(waiting)).toEqual([aiSeat]);
    t.advance(INTERVAL * 3);
    expect(await t.store.claimDueReminders()).toEqual([]);
  });
});

describe("muting is for the seat's own player", () => {
  it("muting another player's reminder for the turn is NotYourSeatError and changes nothing", async () => {
    const { game, state } = await startedGame(t.store);
    const seat = onlyPending(state);
    const other = (seat + 1) % 4;
    await expectRefusedUnchanged(t.store, () => t.store.muteReminderForTurn(game.id, seat, `u${other}`), NotYourSeatError, /That reminder is for another player/);
    await expectRefusedUnchanged(t.store, () => t.store.muteReminderForTurn(game.id, seat, "stranger"), NotYourSeatError, /only they can mute it/);
    await expectRefusedUnchanged(t.store, () => t.store.muteReminderForTurn(999, seat, `u${seat}`), GameNotFoundError, /no game #999/);
    t.advance(INTERVAL);
    expect((await t.store.claimDueReminders()).map((c) => c.seat)).toEqual([seat]);
  });

  it("a user without a seat cannot mute a game's reminders", async () => {
    const { game } = await startedGame(t.store);
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(game.id, { userId: "stranger" }, { mine: { remindersMuted: true } }), NotYourSeatError, /You have no seat in game/);
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(999, { userId: "u1" }, { mine: { remindersMuted: true } }), GameNotFoundError, /no game #999/);
  });
});

describe("handing a seat to an AI", () => {
  it("activeGamesWithAi lists the running, unpaused games that have an AI seat, and no others", async () => {
    const humans = await startedGame(t.store);
    const withAi = await startedGame(t.store, 2, "with-ai");
    const paused = await startedGame(t.store, 2, "paused");
    expect(await t.store.activeGamesWithAi()).toEqual([]);
    await t.store.updateSettings(withAi.game.id, { userId: "u0" }, { replaceWithAi: 1 });
    await t.store.updateSettings(paused.game.id, { userId: "u0" }, { replaceWithAi: 1 });
    await t.store.updateSettings(paused.game.id, { userId: "u0" }, { paused: true });
    expect(await t.store.activeGamesWithAi()).toEqual([withAi.game.id]);
    await t.store.updateSettings(withAi.game.id, { userId: "u0" }, { cancel: true });
    expect(await t.store.activeGamesWithAi()).toEqual([]);
    expect(humans.game.status).toBe("active");
  });

  it("only the host or a server manager may hand a seat to an AI", async () => {
    const { game } = await startedGame(t.store);
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(game.id, { userId: "u1" }, { replaceWithAi: 2 }), LobbyError, /Only the host or a server manager can hand a seat to an AI/);
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(game.id, { userId: "u2" }, { replaceWithAi: 2 }), LobbyError, /Only the host or a server manager/);
    const byAdmin = await t.store.updateSettings(game.id, { userId: "mod", admin: true }, { replaceWithAi: 2 });
    expect(byAdmin.seats[2]).toMatchObject({ userId: null, aiLevel: DEFAULT_AI_LEVEL });
  });

  it("the seat keeps its place and its name but loses its player and reminder, reads as an AI's, and the game version stays", async () => {
    const { game, state } = await startedGame(t.store);
    const seat = onlyPending(state);
    await t.store.updateSettings(game.id, { userId: `u${seat}` }, { mine: { remindersMuted: true } });
    expect(await reminderOf(game.id, seat)).not.toBeNull();
    const before = await t.store.loadGame(game.id);
    t.advance(MINUTE);

    const after = await t.store.updateSettings(game.id, { userId: "u0" }, { replaceWithAi: seat });
    expect(DEFAULT_AI_LEVEL).toBe("medium");
    expect(after.seats[seat]).toEqual({ ...before.game.seats[seat], userId: null, aiLevel: "medium", displayName: `Player ${seat + 1}`, remindersMuted: false, formerUserId: `u${seat}` });
    expect(after.seats.map((s) => nameIn("en", s))[seat]).toBe(`Player ${seat + 1} (AI)`);
    expect(after.seats.filter((s) => s.seat !== seat)).toEqual(before.game.seats.filter((s) => s.seat !== seat));
    expect(after.version).toBe(before.game.version);
    const loaded = await t.store.loadGame(game.id);
    expect(loaded.game.version).toBe(before.game.version);
    expect(loaded.state).toEqual(before.state);
    expect(await reminderOf(game.id, seat)).toBeNull();
    expect((await t.store.listGames({ userId: `u${seat}` })).map((l) => l.game.id)).toEqual([]);

    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(game.id, { userId: "u0" }, { replaceWithAi: seat }), LobbyError, /is already played by the medium AI/);
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(game.id, { userId: "u0" }, { replaceWithAi: 9 }), LobbyError, /has no seat 10/);
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(999, { userId: "u0" }, { replaceWithAi: 0 }), GameNotFoundError, /no game #999/);
  });

  it("a seat is handed to an AI of the level asked; an AI seat changes level, refused only when it already plays that level", async () => {
    const { game, state } = await startedGame(t.store);
    const seat = onlyPending(state);
    const easy = await t.store.updateSettings(game.id, { userId: "u0" }, { replaceWithAi: seat, aiLevel: "easy" });
    expect(easy.seats[seat]).toMatchObject({ userId: null, aiLevel: "easy", displayName: `Player ${seat + 1}` });
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(game.id, { userId: "u0" }, { replaceWithAi: seat, aiLevel: "easy" }), LobbyError, /is already played by the easy AI/);
    const medium = await t.store.updateSettings(game.id, { userId: "u0" }, { replaceWithAi: seat, aiLevel: "medium" });
    expect(medium.seats[seat]).toMatchObject({ userId: null, aiLevel: "medium", displayName: `Player ${seat + 1}` });
    expect(medium.version).toBe(game.version);
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(game.id, { userId: "u1" }, { replaceWithAi: seat, aiLevel: "easy" }), LobbyError, /Only the host or a server manager/);
  });

  it("unknown AI levels are refused with the levels there are, and a level without a seat is refused; nothing changes", async () => {
    const { game, state } = await startedGame(t.store);
    const seat = onlyPending(state);
    for (const aiLevel of ["grandmaster", "simple", "", "EASY"]) {
      await expectRefusedUnchanged(t.store, () => t.store.updateSettings(game.id, { userId: "u0" }, { replaceWithAi: seat, aiLevel }), LobbyError, /There is no AI level ".*": choose easy, medium/);
    }
    await expectRefusedUnchanged(t.store, () => t.store.updateSettings(game.id, { userId: "u0" }, { aiLevel: "easy", paused: true }), LobbyError, /An AI level goes with the seat/);
    const created = await lobby(3, 1);
    await expectRefusedUnchanged(t.store, () => t.store.startGame(created.id, "u0", { fillWithAi: ["Ingrid", "Odd"], aiLevel: "grandmaster" }), LobbyError, /There is no AI level "grandmaster"/);
    await expect(t.store.createGame({ guildId: "g1", channelId: "c1", hostUserId: "u0", playerCount: 2, seats: [{ userId: "u0", displayName: "A" }, { aiLevel: "simple", displayName: "B" }] })).rejects.toThrow(/There is no AI level "simple"/);
    const started = await t.store.startGame(created.id, "u0", { fillWithAi: ["Ingrid", "Odd"], aiLevel: "easy" });
    expect(started.game.seats.map((s) => s.aiLevel)).toEqual([null, "easy", "easy"]);
  });

  it("after the takeover the old player can no longer choose for the seat, while the AI actor can", async () => {
    const { game, state } = await startedGame(t.store);
    const seat = onlyPending(state);
    await t.store.updateSettings(game.id, { userId: "u0" }, { replaceWithAi: seat });
    const choiceId = legalMove(state, seat);
    await expectRefusedUnchanged(t.store, () => t.store.applyChoice({ gameId: game.id, actor: { userId: `u${seat}` }, choiceId }), NotYourSeatError, /You are not playing in game/);
    await expectRefusedUnchanged(t.store, () => t.store.applyChoice({ gameId: game.id, actor: { userId: `u${seat}` }, seat, choiceId }), NotYourSeatError, new RegExp(`belongs to Player ${seat + 1} \\(AI\\)`));

    const applied = await t.store.applyChoice({ gameId: game.id, actor: { ai: true }, choiceId, expectedVersion: game.version });
    expect(applied).toMatchObject({ seat, version: game.version + 1 });
    const log = await t.store.db.choice.findMany({ where: { gameId: game.id } });
    expect(log).toMatchObject([{ seat, choiceId, userId: null }]);
    expect(await t.store.verifyGame(game.id)).toEqual({ gameId: game.id, ok: true });
  });
});

describe("the bot's bookkeeping", () => {
  it("markPosted sets the posted log length and version exactly, also lower than before", async () => {
    const { game } = await startedGame(t.store);
    expect([game.postedLog, game.postedVersion]).toEqual([0, 0]);
    await t.store.markPosted(game.id, 12, 5);
    expect((await t.store.loadGame(game.id)).game).toMatchObject({ postedLog: 12, postedVersion: 5 });
    await t.store.markPosted(game.id, 3, 6);
    expect((await t.store.loadGame(game.id)).game).toMatchObject({ postedLog: 3, postedVersion: 6 });
    await t.store.markPosted(game.id, 0, 7);
    expect((await t.store.loadGame(game.id)).game.postedLog).toBe(0);
    expect((await t.store.loadGame(game.id)).game.version).toBe(game.version);
  });

  it("setLobbyMessage and setThread persist on the game", async () => {
    const created = await lobby(3, 1);
    expect(created).toMatchObject({ lobbyMessageId: null, threadId: null });
    await t.store.setLobbyMessage(created.id, "msg-1");
    await t.store.setThread(created.id, "thread-1");
    const expectIds = (g: GameRecord | undefined) => expect(g).toMatchObject({ lobbyMessageId: "msg-1", threadId: "thread-1" });
    expectIds((await t.store.loadGame(created.id)).game);
    expectIds((await t.store.listGames())[0]?.game);
    await t.store.setLobbyMessage(created.id, "msg-2");
    expect((await t.store.loadGame(created.id)).game.lobbyMessageId).toBe("msg-2");
  });

  it("markPosted, setLobbyMessage and setThread on a missing game are GameNotFoundError and change nothing", async () => {
    await startedGame(t.store);
    await expectRefusedUnchanged(t.store, () => t.store.markPosted(999, 5, 1), GameNotFoundError, /There is no game #999/);
    await expectRefusedUnchanged(t.store, () => t.store.setLobbyMessage(999, "msg"), GameNotFoundError, /There is no game #999/);
    await expectRefusedUnchanged(t.store, () => t.store.setThread(999, "thread"), GameNotFoundError, /There is no game #999/);
  });
});
