import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applyChoice as engineApply, legalChoices, newGame, pendingSeats, replay } from "../../src/engine/index.ts";
import { lcg, openTestStore, randomMove, startedGame, type TestStore } from "./helpers.ts";

let t: TestStore;
beforeEach(async () => { t = await openTestStore(); });
afterEach(async () => { await t.close(); });

describe("saving games", () => {
  it("starting a game stores the engine's deal as the snapshot, announces it and reminds the first player", async () => {
    const { game, state } = await startedGame(t.store);
    expect(game.status).toBe("active");
    expect(game.version).toBe(1);
    expect(state).toEqual(newGame({ players: 4, seed: "store-test", deck: "herring" }));
    const loaded = await t.store.loadGame(game.id);
    expect(loaded.state).toEqual(state);
    const outbox = await t.store.pendingOutbox();
    expect(outbox.map((o) => o.payload)).toEqual([{ gameId: game.id, version: 1, seats: pendingSeats(state), kind: "start" }]);
    const reminders = await t.store.db.reminder.findMany();
    expect(reminders.map((r) => [r.seat, r.dueAt.toISOString()])).toEqual(pendingSeats(state).map((s) => [s, "2026-01-02T00:00:00.000Z"]));
  });

  it("a choice appends to the log, replaces the snapshot, bumps the version and queues a turn message", async () => {
    const { game, state } = await startedGame(t.store);
    const seat = pendingSeats(state)[0] ?? -1;
    const choiceId = legalChoices(state, seat)[0]?.id ?? "";
    t.advance(60_000);
    const applied = await t.store.applyChoice({ gameId: game.id, actor: { userId: `u${seat}` }, choiceId, expectedVersion: 1 });
    expect(applied.version).toBe(2);
    expect(applied.state).toEqual(engineApply(state, seat, choiceId));
    const log = await t.store.db.choice.findMany();
    expect(log).toMatchObject([{ gameId: game.id, version: 2, seat, choiceId, userId: `u${seat}`, undoneAt: null }]);
    expect((await t.store.loadGame(game.id)).state).toEqual(applied.state);
    const last = (await t.store.pendingOutbox()).at(-1);
    expect(last?.payload).toMatchObject({ kind: "turn", version: 2, seats: pendingSeats(applied.state), actor: { seat, choiceId } });
    expect(await t.store.verifyGame(game.id)).toEqual({ gameId: game.id, ok: true });
  });

  it("a reminder falls due after the game's delay, is cleared when that seat acts and restarts for the next seat", async () => {
    const created = await t.store.createGame({
      guildId: "g", channelId: "c", hostUserId: "u0", playerCount: 2, seed: "rem", reminderMinutes: 30,
      seats: [{ userId: "u0", displayName: "A" }, { userId: "u1", displayName: "B" }],
    });
    const { state } = await t.store.startGame(created.id, "u0");
    const first = pendingSeats(state)[0] ?? -1;
    t.advance(29 * 60_000);
    expect(await t.store.claimDueReminders()).toEqual([]);
    t.advance(60_000);
    const due = await t.store.claimDueReminders();
    expect(due.map((r) => r.seat)).toEqual([first]);
    expect(await t.store.claimDueReminders()).toEqual([]);
    const move = legalChoices(state, first).find((c) => c.id !== "pass") ?? { id: "pass" };
    const after = await t.store.applyChoice({ gameId: created.id, actor: { userId: `u${first}` }, choiceId: move.id });
    const rows = await t.store.db.reminder.findMany();
    expect(rows.map((r) => r.seat).sort()).toEqual(pendingSeats(after.state));
    for (const r of rows) expect(r.dueAt.getTime()).toBe(t.now().getTime() + 30 * 60_000);
  });

  it("the outbox hands out unsent messages in order and forgets them once sent", async () => {
    const { game } = await startedGame(t.store);
    const [start] = await t.store.pendingOutbox();
    expect(start?.payload.gameId).toBe(game.id);
    await t.store.markOutboxSent(start?.id ?? -1);
    expect(await t.store.pendingOutbox()).toEqual([]);
  });

  it("a whole random game is saved choice by choice and finishes with the snapshot equal to the replay", async () => {
    const { game, state } = await startedGame(t.store, 2, "whole-game");
    const rand = lcg(7);
    let s = state;
    for (let move = randomMove(s, rand); move; move = randomMove(s, rand)) {
      s = (await t.store.applyChoice({ gameId: game.id, actor: { userId: `u${move.seat}` }, choiceId: move.choiceId })).state;
    }
    const loaded = await t.store.loadGame(game.id);
    expect(loaded.game.status).toBe("finished");
    expect(loaded.game.finishedAt).not.toBeNull();
    const log = await t.store.db.choice.findMany({ orderBy: { version: "asc" } });
    expect(log.map((c) => c.version)).toEqual(log.map((_, i) => i + 2));
    expect(loaded.state).toEqual(replay({ players: 2, seed: "whole-game", deck: "herring" }, log));
    const last = await t.store.db.outboxMessage.findFirst({ orderBy: { id: "desc" } });
    expect(last?.kind).toBe("game-over");
    expect(await t.store.db.reminder.count()).toBe(0);
  });
});
