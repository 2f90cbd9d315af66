// Claims on background work across processes (store/claims.ts): a lease is held by one process
// at a time and lapses, so a dead process's work is taken over; reminders are claimed one at a
// time, counted only once posted, and a claim that lapses hands the same occurrence (same nonce)
// to the next process. Two stores on one database stand for two processes.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pendingSeats } from "../../src/engine/index.ts";
import { GameStore, REMINDER_REPEAT_MS, nonceOf } from "../../src/store/index.ts";
import { startedGame, twoStores, type TestStore } from "./helpers.ts";

let t: TestStore;
let a: GameStore;
let b: GameStore;
const LEASE = 30_000;
beforeEach(async () => { ({ t, a, b } = await twoStores(LEASE)); });
afterEach(async () => { await t.close(); });

describe("leases", () => {
  it("are held by one process at a time, renewed by their holder, and taken over once lapsed", async () => {
    expect(a.instance).not.toBe(b.instance);
    expect(await a.acquireLease("post:1")).toBe(true);
    expect(await b.acquireLease("post:1")).toBe(false);
    expect(await a.acquireLease("post:1")).toBe(true); // renewed until now + 30 s
    t.advance(LEASE - 1);
    expect(await b.acquireLease("post:1")).toBe(false);
    t.advance(1);
    expect(await b.acquireLease("post:1")).toBe(true); // a's lapsed: b takes over
    expect(await a.acquireLease("post:1")).toBe(false);
    expect(await a.acquireLease("post:2")).toBe(true); // other work is independent
  });

  it("at the same moment go to exactly one of many contenders", async () => {
    const stores = Array.from({ length: 6 }, () => new GameStore(t.database, { now: t.now }));
    const won = await Promise.all(stores.map((s) => s.acquireLease("ai:7")));
    expect(won.filter(Boolean)).toHaveLength(1);
  });

  it("keep an unfinished intent for whoever takes over, and are gone once released with none", async () => {
    expect(await a.acquireLease("post:3")).toBe(true);
    expect(await b.setLeaseIntent("post:3", "{}")).toBe(false); // only the holder records one
    expect(await a.setLeaseIntent("post:3", `{"nonce":"n"}`)).toBe(true);
    await a.releaseLease("post:3");
    // Released with its intent: free at once, and the intent is still there to finish.
    expect(await b.acquireLease("post:3")).toBe(true);
    expect(await b.leaseIntent("post:3")).toBe(`{"nonce":"n"}`);
    expect(await b.setLeaseIntent("post:3", null)).toBe(true);
    await b.releaseLease("post:3");
    expect(await t.store.db.lease.count()).toBe(0);
  });
});

describe("reminder claims", () => {
  it("hand each due reminder to one process at a time, count it only when done, and never twice", async () => {
    const { game, state } = await startedGame(t.store, 4);
    const seat = pendingSeats(state)[0] ?? -1;
    t.advance(game.reminderMinutes * 60_000);
    const first = await a.claimNextReminder();
    expect(first).toMatchObject({ gameId: game.id, seat, sentCount: 1 });
    expect(await b.claimNextReminder()).toBeNull(); // claimed by a: nothing for b
    expect((await t.store.db.reminder.findFirstOrThrow({ where: { gameId: game.id, seat } })).sentCount).toBe(0); // not yet counted
    if (!first) throw new Error("no claim");
    expect(await a.reminderDone(first)).toBe(true);
    expect(await a.reminderDone(first)).toBe(false); // counted once
    const row = await t.store.db.reminder.findFirstOrThrow({ where: { gameId: game.id, seat } });
    expect(row).toMatchObject({ sentCount: 1, claimedBy: null, claimedUntil: null });
    expect(row.dueAt.getTime()).toBe(t.now().getTime() + REMINDER_REPEAT_MS);
    expect(await b.claimNextReminder()).toBeNull();
  });

  it("a claim whose process died lapses, and the next process gets the same occurrence with the same nonce", async () => {
    const { game } = await startedGame(t.store, 4);
    t.advance(game.reminderMinutes * 60_000);
    const dead = await a.claimNextReminder();
    if (!dead) throw new Error("no claim");
    t.advance(LEASE - 1);
    expect(await b.claimNextReminder()).toBeNull();
    t.advance(1);
    const taken = await b.claimNextReminder();
    expect(taken).toMatchObject({ id: dead.id, sentCount: dead.sentCount, nonce: dead.nonce });
    expect(dead.nonce).toBe(nonceOf("r", game.id, dead.id, 1));
    expect(dead.nonce.length).toBeLessThanOrEqual(25);
    // The dead process cannot count it any more; the new holder does, once.
    expect(await a.reminderDone(dead)).toBe(false);
    if (!taken) throw new Error("no takeover");
    expect(await b.reminderDone(taken)).toBe(true);
    t.advance(REMINDER_REPEAT_MS);
    const again = await a.claimNextReminder();
    expect(again).toMatchObject({ id: dead.id, sentCount: 2 });
    expect(again?.nonce).not.toBe(dead.nonce);
  });

  it("skips reminders the caller set aside (a failed post) and claims the next one", async () => {
    const first = await startedGame(t.store, 2, "one");
    const second = await startedGame(t.store, 2, "two");
    t.advance(first.game.reminderMinutes * 60_000);
    const x = await a.claimNextReminder();
    if (!x) throw new Error("no claim");
    t.advance(LEASE); // x's claim lapses, but this pass set it aside
    const y = await a.claimNextReminder(new Set([x.id]));
    expect(y?.id).not.toBe(x.id);
    expect([x.gameId, y?.gameId].sort()).toEqual([first.game.id, second.game.id].sort());
  });
});

describe("nonces", () => {
  it("are the same for the same post everywhere, different for another, and at most 25 characters", () => {
    expect(nonceOf("p", 4, 10, 22, 11, 30)).toBe(nonceOf("p", 4, 10, 22, 11, 30));
    expect(nonceOf("p", 4, 10, 22, 11, 30)).not.toBe(nonceOf("p", 4, 10, 22, 12, 31));
    expect(nonceOf("p", 4, 10, 22, 11, 30)).toHaveLength(25);
  });
});
