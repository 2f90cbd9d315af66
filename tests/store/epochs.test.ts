// Posting epochs (src/store/epochs.ts): a game's first epoch is "" (no row); a new one begins only
// from the epoch the caller saw (two processes noticing the same restore begin one), is random,
// and stays untold until the thread was told. On SQLite and PostgreSQL alike.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestStore, startedGame, type TestStore } from "./helpers.ts";

let t: TestStore;
beforeEach(async () => { t = await openTestStore(); });
afterEach(async () => { await t.close(); });

describe("posting epochs", () => {
  it("a game starts in the first epoch, told; a new epoch begins from the one seen, untold until told, with a name no earlier epoch had", async () => {
    const { game } = await startedGame(t.store, 2);
    expect(await t.store.gameEpoch(game.id)).toEqual({ epoch: "", startedAt: null, told: true });
    const first = await t.store.beginEpoch(game.id, "");
    expect(first).toMatchObject({ told: false, startedAt: t.now() });
    expect(first?.epoch).toMatch(/^[0-9a-f-]{12}$/);
    expect(await t.store.gameEpoch(game.id)).toEqual(first);
    await t.store.markEpochTold(game.id, first?.epoch ?? "");
    expect(await t.store.gameEpoch(game.id)).toMatchObject({ epoch: first?.epoch, told: true });
    const second = await t.store.beginEpoch(game.id, first?.epoch ?? "");
    expect(second?.epoch).not.toBe(first?.epoch);
    expect(await t.store.gameEpoch(game.id)).toMatchObject({ epoch: second?.epoch, told: false });
  });

  it("two processes noticing the same restore begin one epoch: the second, still seeing the old one, begins none", async () => {
    const { game } = await startedGame(t.store, 2);
    const [a, b] = await Promise.all([t.store.beginEpoch(game.id, ""), t.store.beginEpoch(game.id, "")]);
    expect([a, b].filter((x) => x !== null)).toHaveLength(1);
    const now = await t.store.gameEpoch(game.id);
    expect(await t.store.beginEpoch(game.id, "")).toBeNull();
    expect(await t.store.gameEpoch(game.id)).toEqual(now);
    // Telling an epoch that is no longer the game's changes nothing.
    await t.store.markEpochTold(game.id, "not-the-epoch");
    expect(await t.store.gameEpoch(game.id)).toEqual(now);
  });

  it("the running games' timelines: each running game's posted version and epoch, nothing of lobbies or finished games", async () => {
    const { game } = await startedGame(t.store, 2);
    await t.store.createGame({ guildId: "g1", channelId: "c1", hostUserId: "u9", playerCount: 2, seats: [{ userId: "u9", displayName: "Nine" }] });
    await t.store.markPosted(game.id, 4, game.version);
    expect(await t.store.runningTimelines()).toEqual([{ gameId: game.id, postedVersion: game.version, epoch: "", startedAt: null, told: true }]);
    await t.store.restartEpochs([game.id]);
    const [timeline] = await t.store.runningTimelines();
    expect(timeline).toMatchObject({ gameId: game.id, told: false });
    expect(timeline?.epoch).not.toBe("");
  });
});
