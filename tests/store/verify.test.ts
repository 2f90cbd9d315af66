import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { lcg, openTestStore, randomMove, startedGame, type TestStore } from "./helpers.ts";

let t: TestStore;
beforeEach(async () => { t = await openTestStore(); });
afterEach(async () => { await t.close(); });

describe("replay check", () => {
  it("finds a corrupted snapshot and repairs it from the log, moving the version so decisions taken on the bad state are refused as stale", async () => {
    const { game, state } = await startedGame(t.store, 3, "verify");
    const rand = lcg(11);
    let s = state;
    for (let i = 0; i < 15; i++) {
      const move = randomMove(s, rand);
      if (!move) break;
      s = (await t.store.applyChoice({ gameId: game.id, actor: { userId: `u${move.seat}` }, choiceId: move.choiceId })).state;
    }
    const other = await startedGame(t.store, 2, "untouched");
    const tampered = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, supply: { ...p.supply, gold: p.supply.gold + 50 } } : p)) };
    await t.store.db.snapshot.update({ where: { gameId: game.id }, data: { state: JSON.stringify(tampered) } });

    const found = await t.store.verifyAll();
    expect(found).toEqual([
      { gameId: game.id, ok: false, problem: expect.stringMatching(/differs from the replay/), repaired: false, repairable: true },
      { gameId: other.game.id, ok: true },
    ]);
    const version = (await t.store.loadGame(game.id)).game.version;
    expect(await t.store.verifyGame(game.id, true)).toMatchObject({ ok: false, repaired: true });
    const after = await t.store.loadGame(game.id);
    expect(after.state).toEqual(s);
    expect(after.game.version).toBe(version + 1);
    expect(await t.store.verifyAll()).toEqual([{ gameId: game.id, ok: true }, { gameId: other.game.id, ok: true }]);
  });

  it("reports unreadable snapshot JSON as a problem instead of crashing", async () => {
    const { game } = await startedGame(t.store, 2, "garbled");
    await t.store.db.snapshot.update({ where: { gameId: game.id }, data: { state: "{not json" } });
    expect(await t.store.verifyGame(game.id)).toMatchObject({ ok: false, problem: expect.stringMatching(/not readable/) });
    expect(await t.store.verifyGame(game.id, true)).toMatchObject({ repaired: true });
    expect(await t.store.verifyGame(game.id)).toEqual({ gameId: game.id, ok: true });
  });
});
