// The game lists (/games, /mygames, the `game` autocomplete) remember whose move it is and the
// final scores per game version, so that a list asked for again parses no state: what they
// show must still follow every change, whoever made it.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { currentScores, finalScores, pendingSeats, type GameState } from "../../src/engine/index.ts";
import { openDatabase } from "../../src/db/client.ts";
import { GameStore } from "../../src/store/index.ts";
import { VersionedCache } from "../../src/store/read-cache.ts";
import { lcg, openTestStore, randomMove, startedGame, type TestStore } from "./helpers.ts";

let t: TestStore;
beforeEach(async () => { t = await openTestStore(); });
afterEach(async () => { await t.close(); });

async function pendingListed(store: GameStore, gameId: number): Promise<readonly number[] | undefined> {
  return (await store.listGames({ guildId: "g1", statuses: ["active"] })).find((g) => g.game.id === gameId)?.pendingSeats;
}

async function stateOf(gameId: number): Promise<GameState> {
  const { state } = await t.store.loadGame(gameId);
  if (!state) throw new Error("not started");
  return state;
}

describe("the game lists", () => {
  it("say whose move it is after every change, also changes made by another process, an undo and a repair from the log", async () => {
    const { game } = await startedGame(t.store, 3, "lists");
    // Another process on the same database: its own store, its own memory.
    const other = new GameStore(t.database);
    const rand = lcg(5);
    for (let n = 0; n < 30; n++) {
      const state = await stateOf(game.id);
      expect(await pendingListed(t.store, game.id)).toEqual(pendingSeats(state));
      const move = randomMove(state, rand);
      if (!move) break;
      await other.applyChoice({ gameId: game.id, actor: { userId: `u${move.seat}` }, seat: move.seat, choiceId: move.choiceId });
    }
    const mover = pendingSeats(await stateOf(game.id))[0] ?? 0;
    const move = randomMove(await stateOf(game.id), rand);
    if (move) await other.applyChoice({ gameId: game.id, actor: { userId: `u${move.seat}` }, seat: move.seat, choiceId: move.choiceId });
    expect(await pendingListed(t.store, game.id)).toEqual(pendingSeats(await stateOf(game.id)));
    if (move?.seat === mover) {
      await other.undo({ gameId: game.id, actor: { userId: `u${mover}` }, seat: mover });
      expect(await pendingListed(t.store, game.id)).toEqual(pendingSeats(await stateOf(game.id)));
    }
    // Damaged (found by a check): listed as such; the repair rewrites the snapshot from the log
    // and moves the version, so it is read afresh.
    await t.store.db.snapshot.update({ where: { gameId: game.id }, data: { state: "{" } });
    await other.checkRunningGames();
    const damaged = (await t.store.listGames({ guildId: "g1" })).find((g) => g.game.id === game.id);
    expect(damaged).toMatchObject({ damaged: true, pendingSeats: [] });
    await other.checkAllGames(true);
    expect(await pendingListed(t.store, game.id)).toEqual(pendingSeats(await stateOf(game.id)));
  });

  it("show each finished game's final scores, as the engine scores its final state", async () => {
    const { game } = await startedGame(t.store, 2, "finished");
    const rand = lcg(9);
    for (let s = await stateOf(game.id); ;) {
      const move = randomMove(s, rand);
      if (!move) break;
      s = (await t.store.applyChoice({ gameId: game.id, actor: { userId: `u${move.seat}` }, seat: move.seat, choiceId: move.choiceId })).state;
    }
    const state = await stateOf(game.id);
    for (let n = 0; n < 2; n++) {
      const [listed] = await t.store.finishedGames("g1", 5);
      expect(listed?.game.id).toBe(game.id);
      expect(listed?.sheets).toEqual(finalScores(state) ?? currentScores(state));
    }
  });
});

describe("what the lists remember", () => {
  it("is found only for the version it was read at, and the least recently used game goes first when full", () => {
    const cache = new VersionedCache<string>(2);
    cache.set(1, 5, "one at 5");
    expect(cache.get(1, 5)).toBe("one at 5");
    expect(cache.get(1, 6)).toBeUndefined();
    cache.set(2, 1, "two");
    expect(cache.get(1, 5)).toBe("one at 5"); // game 1 used last: game 2 is the least recent
    cache.set(3, 1, "three");
    expect(cache.get(2, 1)).toBeUndefined();
    expect(cache.get(1, 5)).toBe("one at 5");
    expect(cache.get(3, 1)).toBe("three");
  });
});

describe("the /games pages", () => {
  const page = (store: GameStore) => store.serverGames("g1", ["lobby", "active"], { page: 1, pageSize: 10, finished: 5 });
  const pendingOn = async (store: GameStore, gameId: number) => (await page(store)).games.find((g) => g.game.id === gameId)?.pendingSeats;

  it("are read once while nothing changes, and afresh after any change: a move here, a move through another connection to the database (another process, a script)", async () => {
    const { game } = await startedGame(t.store, 3, "pages");
    const first = await page(t.store);
    // Nothing changed: the same page, not read again (on SQLite, where the database tells when it changes).
    const again = await page(t.store);
    if (t.database.sql.provider === "sqlite") expect(again).toBe(first);
    else expect(again).toEqual(first);
    const rand = lcg(9);
    const play = async (store: GameStore) => {
      const move = randomMove(await stateOf(game.id), rand);
      if (!move) throw new Error("no move");
      await store.applyChoice({ gameId: game.id, actor: { userId: `u${move.seat}` }, seat: move.seat, choiceId: move.choiceId });
    };
    for (let n = 0; n < 6; n++) {
      await play(t.store);
      expect(await pendingOn(t.store, game.id)).toEqual(pendingSeats(await stateOf(game.id)));
    }
    // Another connection to the same database: its commits are seen at the next read.
    const elsewhere = await openDatabase(t.url);
    try {
      const other = new GameStore(elsewhere);
      for (let n = 0; n < 6; n++) {
        await play(other);
        expect(await pendingOn(t.store, game.id)).toEqual(pendingSeats(await stateOf(game.id)));
      }
      // A new game opened elsewhere shows at once too.
      await other.createGame({ guildId: "g1", channelId: "c1", hostUserId: "u9", playerCount: 2, seed: "pages-2", seats: [{ userId: "u9", displayName: "Nine" }] });
      expect((await page(t.store)).total).toBe(first.total + 1);
    } finally {
      await elsewhere.close();
    }
  });
});
