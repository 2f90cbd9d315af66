// The hot paths write through the Sql layer (src/db/sql.ts) straight on the driver adapter,
// while the rest of the store reads and writes the same rows through the Prisma client. These
// check that both see the same values: dates to the millisecond, booleans, nulls, and that
// dates written either way are stored in the very same form.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { toGameRecord } from "../../src/store/records.ts";
import { lcg, openTestStore, randomMove, type TestStore } from "./helpers.ts";

let t: TestStore;
// Milliseconds on the clock, so a lost fraction would show.
beforeEach(async () => { t = await openTestStore(new Date("2026-03-04T05:06:07.089Z")); });
afterEach(async () => { await t.close(); });

async function twoPlayerGame(options: { remindersOn?: boolean } = {}) {
  const created = await t.store.createGame({
    guildId: "g", channelId: "c", hostUserId: "u0", playerCount: 2, seed: "sql", reminderMinutes: 30, ...options,
    seats: [{ userId: "u0", displayName: "A", notifyDm: true }, { aiLevel: "easy", displayName: "Bot", notifyMention: false }],
  });
  return { created, started: await t.store.startGame(created.id, "u0") };
}

describe("rows written through the Sql layer", () => {
  it("read back through the Prisma client with the same dates, booleans and nulls", async () => {
    const { created, started } = await twoPlayerGame();
    const startedAt = t.now();
    t.advance(1_234);
    const seat = pendingSeats(started.state)[0] ?? -1;
    const choiceId = legalChoices(started.state, seat).find((c) => c.id !== "pass")?.id ?? "pass";
    const actor = seat === 0 ? { userId: "u0" } : { ai: true as const };
    const applied = await t.store.applyChoice({ gameId: created.id, actor, choiceId });
    const at = t.now();

    const game = await t.store.db.game.findUniqueOrThrow({ where: { id: created.id }, include: { seats: true, snapshot: true } });
    expect(game).toMatchObject({ status: "active", version: 2, remindersOn: true, startedAt, updatedAt: at, finishedAt: null, createdAt: startedAt });
    expect(game.snapshot).toMatchObject({ version: 2, choices: 1, updatedAt: at });
    expect(JSON.parse(game.snapshot?.state ?? "null")).toEqual(applied.state);

    const [choice] = await t.store.db.choice.findMany({ where: { gameId: created.id } });
    expect(choice).toMatchObject({ version: 2, seat, choiceId, userId: seat === 0 ? "u0" : null, createdAt: at, undoneAt: null, undoneBy: null, undoneVersion: null });

    const reminders = await t.store.db.reminder.findMany({ where: { gameId: created.id }, orderBy: { seat: "asc" } });
    expect(reminders.map((r) => [r.seat, r.dueAt, r.sentAt])).toEqual(pendingSeats(applied.state).map((s) => [s, new Date(at.getTime() + 30 * 60_000), null]));

    const outbox = await t.store.db.outboxMessage.findMany({ where: { gameId: created.id }, orderBy: { id: "asc" } });
    expect(outbox.map((o) => [o.kind, o.createdAt, o.sentAt, o.attempts])).toEqual([["start", startedAt, null, 0], ["turn", at, null, 0]]);

    // Reading: the Sql layer's load equals the Prisma client's rows converted the same way.
    expect((await t.store.loadGame(created.id)).game).toEqual(toGameRecord(game, game.seats));
  });

  it("stores dates in the very form the Prisma client does", async () => {
    const { created } = await twoPlayerGame();
    // createdAt was written by the Prisma client, startedAt and updatedAt by the Sql layer, at the same instant.
    const [raw] = await t.store.sql.query(`SELECT "createdAt", "updatedAt", "startedAt" FROM "Game" WHERE "id" = ?`, [created.id]);
    expect(raw?.updatedAt).toBe(raw?.createdAt);
    expect(raw?.startedAt).toBe(raw?.createdAt);
  });

  it("reads booleans and a game without reminders", async () => {
    const { created } = await twoPlayerGame({ remindersOn: false });
    const { game } = await t.store.loadGame(created.id);
    expect(game.remindersOn).toBe(false);
    expect(game.seats.map((s) => [s.notifyDm, s.notifyMention])).toEqual([[true, true], [false, false]]);
    expect(await t.store.db.reminder.count()).toBe(0);
  });

  it("undo marks the log rows as the Prisma client reads them", async () => {
    const created = await t.store.createGame({
      guildId: "g", channelId: "c", hostUserId: "u0", playerCount: 4, seed: "undo",
      seats: [0, 1, 2, 3].map((i) => ({ userId: `u${i}`, displayName: `P${i}` })),
    });
    let s = (await t.store.startGame(created.id, "u0")).state;
    const rand = lcg(3);
    for (let i = 0; i < 400 && s.undoBarrier >= s.choices; i++) {
      const move = randomMove(s, rand);
      if (!move) break;
      s = (await t.store.applyChoice({ gameId: created.id, actor: { userId: `u${move.seat}` }, choiceId: move.choiceId })).state;
    }
    expect(s.undoBarrier).toBeLessThan(s.choices);
    t.advance(5);
    const undone = await t.store.undo({ gameId: created.id, actor: { userId: `u${pendingSeats(s)[0] ?? 0}` } });
    const marked = await t.store.db.choice.findMany({ where: { gameId: created.id, undoneAt: { not: null } } });
    expect(marked.map((c) => c.choiceId)).toEqual(undone.undone);
    for (const c of marked) expect(c).toMatchObject({ undoneAt: t.now(), undoneVersion: undone.version, undoneBy: expect.stringMatching(/^u\d$/) });
  });
});

describe("the Sql layer", () => {
  it("rolls a transaction back when it throws, and refuses a placeholder count mismatch", async () => {
    const { created } = await twoPlayerGame();
    const before = await t.store.db.outboxMessage.count();
    await expect(t.store.sql.transaction(async (tx) => {
      await tx.execute(`INSERT INTO "OutboxMessage" ("gameId", "kind", "payload", "createdAt") VALUES (?, ?, ?, ?)`, [created.id, "turn", "{}", t.now()]);
      throw new Error("boom");
    })).rejects.toThrow("boom");
    expect(await t.store.db.outboxMessage.count()).toBe(before);
    await expect(t.store.sql.query(`SELECT "id" FROM "Game" WHERE "id" = ?`, [])).rejects.toThrow(/placeholders/);
  });
});
