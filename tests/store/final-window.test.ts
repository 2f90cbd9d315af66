// The window before scoring closes by itself (store/final-window.ts): a seat waiting there has a
// reminder row marked `beforeScoring`, due after the game's interval even with reminders off or
// muted; the process holding the claim on it answers "done" for the seat in one transaction with
// the row's removal, so it happens once, whoever claims, crashes or races a player.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pendingSeats, type GameState } from "../../src/engine/index.ts";
import type { GameStore } from "../../src/store/index.ts";
import { seatToMove, setGoods, withBuilding } from "../cards/helpers.ts";
import { startedGame, twoStores, type TestStore } from "./helpers.ts";

let t: TestStore;
let a: GameStore;
let b: GameStore;
const LEASE = 30_000;
beforeEach(async () => { ({ t, a, b } = await twoStores(LEASE)); });
afterEach(async () => { await t.close(); });

/**
 * A started 2-player game moved to round 7's last Work turn, seat 0 owning a Cooperage with 4
 * wood (so it will be asked before scoring), seat 1 nothing to do then; the last turn is passed.
 */
async function windowOpen() {
  const { game, state } = await startedGame(t.store, 2, "final-window");
  let s: GameState = setGoods(withBuilding(state, 0, "A310"), 0, { supply: { wood: 4, fish: 0, gold: 0 } });
  const last = (s.firstPlayer + 1) % 2;
  s = seatToMove(s, last, { round: 7, workerTurn: 3 });
  await t.store.db.snapshot.update({ where: { gameId: game.id }, data: { state: JSON.stringify(s) } });
  const passed = await t.store.applyChoice({ gameId: game.id, actor: { userId: `u${last}` }, choiceId: "pass" });
  expect(pendingSeats(passed.state)).toEqual([0]);
  return { gameId: game.id, minutes: game.reminderMinutes, version: passed.version };
}

describe("the reminder that closes the window before scoring", () => {
  it("is marked, falls due after the interval, and closes the window once: the row goes with the choice", async () => {
    const { gameId, minutes, version } = await windowOpen();
    expect(await t.store.db.reminder.findMany({ where: { gameId }, select: { seat: true, beforeScoring: true } })).toEqual([{ seat: 0, beforeScoring: true }]);
    t.advance(minutes * 60_000 - 1);
    expect(await a.claimNextReminder()).toBeNull();
    t.advance(1);
    const r = await a.claimNextReminder();
    expect(r).toMatchObject({ gameId, seat: 0, beforeScoring: true, remind: true });
    if (!r) throw new Error("no claim");
    const closed = await a.closeFinalWindow(r);
    expect(closed?.version).toBe(version + 1);
    expect(closed?.state.phase).toBe("over");
    expect(await a.closeFinalWindow(r)).toBeNull(); // once
    expect(await t.store.db.reminder.count({ where: { gameId } })).toBe(0);
    const choices = await t.store.db.choice.findMany({ where: { gameId }, orderBy: { version: "asc" } });
    expect(choices.at(-1)).toMatchObject({ seat: 0, choiceId: "done:time-up", userId: null });
    const outbox = await t.store.db.outboxMessage.findMany({ where: { gameId }, orderBy: { id: "asc" } });
    expect(JSON.parse(outbox.at(-1)?.payload ?? "{}")).toMatchObject({ kind: "game-over", actor: { seat: 0, userId: null, choiceId: "done:time-up" } });
  });

  it("falls due with reminders off and with the player's reminders muted, not posting but closing", async () => {
    const { gameId, minutes } = await windowOpen();
    await t.store.updateSettings(gameId, { userId: "u0" }, { remindersOn: false, mine: { remindersMuted: true } });
    expect(await t.store.db.reminder.count({ where: { gameId, beforeScoring: true } })).toBe(1);
    t.advance(minutes * 60_000);
    const r = await a.claimNextReminder();
    expect(r).toMatchObject({ seat: 0, beforeScoring: true, remind: false });
    // Turning reminders on again keeps that row and its clock.
    await t.store.updateSettings(gameId, { userId: "u0" }, { remindersOn: true });
    expect(await t.store.db.reminder.count({ where: { gameId } })).toBe(1);
    if (!r) throw new Error("no claim");
    expect((await a.closeFinalWindow(r))?.state.phase).toBe("over");
  });

  it("a process that claimed it and died leaves it to the next one; the first, come back late, changes nothing", async () => {
    const { gameId, minutes, version } = await windowOpen();
    t.advance(minutes * 60_000);
    const dead = await a.claimNextReminder();
    if (!dead) throw new Error("no claim");
    expect(await b.claimNextReminder()).toBeNull();
    t.advance(LEASE);
    const next = await b.claimNextReminder();
    expect(next).toMatchObject({ id: dead.id, sentCount: dead.sentCount, nonce: dead.nonce });
    if (!next) throw new Error("no claim");
    expect(await a.closeFinalWindow(dead)).toBeNull(); // its claim passed to b
    expect((await t.store.loadGame(gameId)).game.version).toBe(version);
    expect((await b.closeFinalWindow(next))?.version).toBe(version + 1);
    expect(await t.store.db.choice.count({ where: { gameId, choiceId: "done:time-up" } })).toBe(1);
  });

  it("a player's own Done at that moment wins, and the claimed reminder then changes nothing", async () => {
    const { gameId, minutes, version } = await windowOpen();
    t.advance(minutes * 60_000);
    const r = await a.claimNextReminder();
    if (!r) throw new Error("no claim");
    await t.store.applyChoice({ gameId, actor: { userId: "u0" }, choiceId: "done" });
    expect(await a.closeFinalWindow(r)).toBeNull();
    expect((await t.store.loadGame(gameId)).game.version).toBe(version + 1);
    expect(await t.store.db.choice.count({ where: { gameId, choiceId: "done:time-up" } })).toBe(0);
  });

  it("is a plain reminder for a seat asked anything else", async () => {
    const { game, state } = await startedGame(t.store, 2, "final-window-plain");
    expect(await t.store.db.reminder.findMany({ where: { gameId: game.id }, select: { seat: true, beforeScoring: true } })).toEqual(pendingSeats(state).map((seat) => ({ seat, beforeScoring: false })));
    await t.store.updateSettings(game.id, { userId: "u0" }, { remindersOn: false });
    expect(await t.store.db.reminder.count({ where: { gameId: game.id } })).toBe(0);
  });
});
