import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { legalChoices, pendingSeats, type GameState } from "../../src/engine/index.ts";
import { NothingToUndoError } from "../../src/store/index.ts";
import { lcg, openTestStore, randomMove, startedGame, type TestStore } from "./helpers.ts";

let t: TestStore;
beforeEach(async () => { t = await openTestStore(); });
afterEach(async () => { await t.close(); });

/** Play random moves until one leaves the same seat to decide again (a multi-step action). */
async function playUntilMidAction(gameId: number, start: GameState) {
  const rand = lcg(3);
  let s = start;
  for (let i = 0; i < 400; i++) {
    const move = randomMove(s, rand);
    if (!move) break;
    const before = s;
    s = (await t.store.applyChoice({ gameId, actor: { userId: `u${move.seat}` }, choiceId: move.choiceId })).state;
    if (s.undoBarrier < s.choices) return { before, after: s, seat: move.seat, choiceId: move.choiceId };
  }
  throw new Error("no undoable choice met in 400 random moves");
}

describe("undo", () => {
  it("takes back the player's choices to the undo barrier, keeps them marked in the history and restores the earlier state", async () => {
    const { game, state } = await startedGame(t.store, 4, "undo");
    const mid = await playUntilMidAction(game.id, state);
    const versionBefore = (await t.store.loadGame(game.id)).game.version;
    const undone = await t.store.undo({ gameId: game.id, actor: { userId: `u${mid.seat}` }, expectedVersion: versionBefore });
    expect(undone.undone).toEqual([mid.choiceId]);
    expect(undone.version).toBe(versionBefore + 1);
    expect(undone.state).toEqual(mid.before);
    const row = await t.store.db.choice.findFirst({ where: { gameId: game.id }, orderBy: { version: "desc" } });
    expect(row).toMatchObject({ choiceId: mid.choiceId, undoneBy: `u${mid.seat}`, undoneVersion: undone.version });
    expect(row?.undoneAt).toBeInstanceOf(Date);
    expect(await t.store.verifyGame(game.id)).toEqual({ gameId: game.id, ok: true });
    // Back at the barrier: nothing more to undo.
    await expect(t.store.undo({ gameId: game.id, actor: { userId: `u${mid.seat}` } })).rejects.toBeInstanceOf(NothingToUndoError);
  });

  it("refuses to undo past the barrier: after the turn passed, the previous player cannot undo", async () => {
    const { game, state } = await startedGame(t.store, 4, "undo-barrier");
    const seat = pendingSeats(state)[0] ?? -1;
    await t.store.applyChoice({ gameId: game.id, actor: { userId: `u${seat}` }, choiceId: "pass" });
    const before = await t.store.db.choice.findMany();
    const err: unknown = await t.store.undo({ gameId: game.id, actor: { userId: `u${seat}` } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NothingToUndoError);
    expect(err instanceof Error ? err.message : "").toMatch(/nothing you can undo/);
    expect(await t.store.db.choice.findMany()).toEqual(before);
    expect(legalChoices(state, seat).length).toBeGreaterThan(0);
  });
});
