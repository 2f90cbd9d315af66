// Claims on background work across processes (store/claims.ts): a lease is held by one process
// at a time and lapses, so a dead process's work is taken over; reminders are claimed one at a
// time, counted only once posted, and a claim that lapses hands the same occurrence (same nonce)
// to the next process. Two stores on one database stand for two processes. A store under the
// identity of a dead one (a restarted process, INSTANCE_ID) takes its claims over at once. Each
// interaction is taken on by one process; a lobby is created with the lease that finishes its
// opening.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pendingSeats } from "../../src/engine/index.ts";
import { GameStore, REMINDER_REPEAT_MS, nonceOf, openingLease } from "../../src/store/index.ts";
import { provider, startedGame, twoStores, type TestStore } from "./helpers.ts";

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

describe("a restarted process (the same identity)", () => {
  it("takes over its predecessor's leases at once, intent and all, while any other process waits for them to lapse", async () => {
    const dead = new GameStore(t.database, { now: t.now, leaseMs: LEASE, instance: "box-1:0/1" });
    expect(await dead.acquireLease("post:9")).toBe(true);
    expect(await dead.setLeaseIntent("post:9", `{"nonce":"n9"}`)).toBe(true);
    expect(await dead.acquireLease("ai:9")).toBe(true);
    // The process is killed here; its successor starts under the same identity, no time passes.
    const next = new GameStore(t.database, { now: t.now, leaseMs: LEASE, instance: "box-1:0/1" });
    const other = new GameStore(t.database, { now: t.now, leaseMs: LEASE, instance: "box-2:0/1" });
    expect(await other.acquireLease("post:9")).toBe(false);
    expect(await next.acquireLease("post:9")).toBe(true);
    expect(await next.leaseIntent("post:9")).toBe(`{"nonce":"n9"}`);
    expect(await next.acquireLease("ai:9")).toBe(true);
    expect(await other.acquireLease("ai:9")).toBe(false);
  });

  it("takes over its predecessor's reminder claim at once, the same occurrence under the same nonce", async () => {
    const { game } = await startedGame(t.store, 2);
    t.advance(game.reminderMinutes * 60_000);
    const dead = new GameStore(t.database, { now: t.now, leaseMs: LEASE, instance: "box-1:0/1" });
    const claimed = await dead.claimNextReminder();
    if (!claimed) throw new Error("no claim");
    expect(await b.claimNextReminder()).toBeNull(); // another identity waits for the lapse
    const next = new GameStore(t.database, { now: t.now, leaseMs: LEASE, instance: "box-1:0/1" });
    const taken = await next.claimNextReminder();
    expect(taken).toMatchObject({ id: claimed.id, sentCount: claimed.sentCount, nonce: claimed.nonce });
    if (!taken) throw new Error("no takeover");
    expect(await next.reminderDone(taken)).toBe(true);
    expect(await b.claimNextReminder()).toBeNull();
  });
});

describe("the posted mark", () => {
  it("is written only while holding the posting lease: a process whose lease was taken over cannot set it back", async () => {
    const { game } = await startedGame(t.store, 2);
    expect(await a.acquireLease("post:x")).toBe(true);
    expect(await a.markPostedHolding("post:x", game.id, 5, 2)).toBe(true);
    t.advance(LEASE);
    expect(await b.acquireLease("post:x")).toBe(true); // a was too slow: b took over and told more
    expect(await b.markPostedHolding("post:x", game.id, 9, 4)).toBe(true);
    expect(await a.markPostedHolding("post:x", game.id, 5, 2)).toBe(false);
    await b.releaseLease("post:x"); // done: the lease is gone, and a still may not write
    expect(await a.markPostedHolding("post:x", game.id, 5, 2)).toBe(false);
    const row = await t.store.db.game.findUniqueOrThrow({ where: { id: game.id } });
    expect([row.postedLog, row.postedVersion]).toEqual([9, 4]);
  });
});

describe("interaction claims", () => {
  it("give each interaction to one process only, even when they claim it at the same moment", async () => {
    const stores = Array.from({ length: 4 }, () => new GameStore(t.database, { now: t.now, claimInteractions: true }));
    const won = await Promise.all(stores.map((s) => s.claimInteraction("1300000000000000001")));
    expect(won.filter(Boolean)).toHaveLength(1);
    expect(await stores[0]?.claimInteraction("1300000000000000002")).toBe(true);
    expect(await stores[1]?.claimInteraction("1300000000000000002")).toBe(false);
  });

  it("are forgotten after a day", async () => {
    const s = new GameStore(t.database, { now: t.now, claimInteractions: true });
    expect(await s.claimInteraction("1300000000000000003")).toBe(true);
    t.advance(24 * 60 * 60_000 - 1);
    expect(await s.forgetOldInteractions()).toBe(0);
    t.advance(2);
    expect(await s.forgetOldInteractions()).toBe(1);
    expect(await t.store.db.interactionClaim.count()).toBe(0);
  });

  it("are taken by default on PostgreSQL only (a SQLite file serves one process, and writes nothing for them)", async () => {
    expect(await a.claimInteraction("1300000000000000004")).toBe(true);
    expect(await b.claimInteraction("1300000000000000004")).toBe(provider === "sqlite");
    expect(await t.store.db.interactionClaim.count()).toBe(provider === "postgres" ? 1 : 0);
  });
});

describe("a lobby being opened", () => {
  it("is created with the lease that finishes its opening, in one transaction, and listed until the lease goes", async () => {
    const game = await a.openLobby({ guildId: "g1", channelId: "c1", hostUserId: "u0", playerCount: 3, seats: [{ userId: "u0", displayName: "Ann" }] }, { interactionId: "1300000000000000005", thread: true, level: "hard" });
    expect(game.status).toBe("lobby");
    expect(await a.openingLobbies()).toEqual([{ gameId: game.id, opening: { interactionId: "1300000000000000005", thread: true, level: "hard" } }]);
    expect(await b.acquireLease(openingLease(game.id))).toBe(false); // a is at it
    await a.dropLease(openingLease(game.id));
    expect(await a.openingLobbies()).toEqual([]);
  });

  it("is not created at all when its lease cannot be written (one transaction)", async () => {
    // Every id the next game could get already has a lease by that name: the lease's insert fails.
    const last = (await t.store.db.game.findFirst({ orderBy: { id: "desc" } }))?.id ?? 0;
    await t.store.db.lease.createMany({ data: Array.from({ length: 20 }, (_, k) => ({ name: openingLease(last + 1 + k), holder: "someone", until: t.now() })) });
    const before = await t.store.db.game.count();
    await expect(a.openLobby({ guildId: "g1", channelId: "c1", hostUserId: "u0", playerCount: 2, seats: [{ userId: "u0", displayName: "Ann" }] }, { interactionId: "1300000000000000006", thread: false, level: "medium" })).rejects.toThrow();
    expect(await t.store.db.game.count()).toBe(before);
    expect(await t.store.db.lease.count()).toBe(20);
  });
});

describe("nonces", () => {
  it("are the same for the same post everywhere, different for another, and at most 25 characters", () => {
    expect(nonceOf("p", 4, 10, 22, 11, 30)).toBe(nonceOf("p", 4, 10, 22, 11, 30));
    expect(nonceOf("p", 4, 10, 22, 11, 30)).not.toBe(nonceOf("p", 4, 10, 22, 12, 31));
    expect(nonceOf("p", 4, 10, 22, 11, 30)).toHaveLength(25);
  });
});
