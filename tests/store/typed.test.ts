// A typed command counts once (store level, on SQLite and PostgreSQL): pinned to the version
// read when it arrived, a copy of a choice the player already made is refused as a duplicate,
// never applied to the next round, where the last player of a round is the first of the next.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isTurnDecision, legalChoices, pendingSeats, type GameState } from "../../src/engine/index.ts";
import { DuplicateChoiceError, StaleVersionError, type GameStore } from "../../src/store/index.ts";
import { dumpTables, openTestStore, startedGame, type TestStore } from "./helpers.ts";

/** Passes (and answers any other decision with its first choice) until `seat` is the only one to place and it is the last turn of the round. */
async function toLastTurnOfRound(store: GameStore, gameId: number): Promise<{ seat: number; version: number; state: GameState }> {
  for (let n = 0; n < 200; n++) {
    const { game, state } = await store.loadGame(gameId);
    if (!state) throw new Error("not started");
    const [seat] = pendingSeats(state);
    if (seat === undefined) throw new Error("nobody to move");
    const workersLeft = state.players.reduce((sum, p) => sum + p.workersLeft, 0);
    if (isTurnDecision(state, seat) && workersLeft === 1 && state.round === 1) return { seat, version: game.version, state };
    const choice = isTurnDecision(state, seat) ? "pass" : legalChoices(state, seat)[0]?.id ?? "pass";
    await store.applyChoice({ gameId, actor: { userId: `u${seat}` }, seat, choiceId: choice, expectedVersion: game.version });
  }
  throw new Error("the end of round 1 was not reached");
}

describe("a typed command counts once", () => {
  let t: TestStore;
  beforeEach(async () => { t = await openTestStore(); });
  afterEach(async () => { await t.close(); });

  for (const choice of ["pass", "place"] as const) {
    it(`a double-sent ${choice === "pass" ? "/pass" : "/place"} at the end of a round counts once and is refused as a duplicate, leaving the next round's Worker unspent`, async () => {
      const started = await startedGame(t.store, 2);
      const gameId = started.game.id;
      const last = await toLastTurnOfRound(t.store, gameId);
      const choiceId = choice === "pass" ? "pass" : legalChoices(last.state, last.seat).find((c) => c.id === "place:gold")?.id ?? "";
      expect(choiceId).not.toBe("");
      const userId = `u${last.seat}`;
      // Both copies were read at the same version (they arrived together).
      const first = await t.store.applyTypedChoice({ gameId, actor: { userId }, seat: last.seat, choiceId, seenVersion: last.version });
      expect(first.state.round).toBe(2);
      // The last player of round 1 is the first of round 2 with 2 players: the copy would be legal now.
      const now = (await t.store.loadGame(gameId)).state;
      if (!now) throw new Error("not started");
      expect(pendingSeats(now)).toEqual([last.seat]);
      expect(legalChoices(now, last.seat).map((c) => c.id)).toContain(choiceId);
      const before = await dumpTables(t.store);
      const copy = await t.store.applyTypedChoice({ gameId, actor: { userId }, seat: last.seat, choiceId, seenVersion: last.version }).then(() => null, (e: unknown) => e);
      expect(copy).toBeInstanceOf(DuplicateChoiceError);
      expect(copy instanceof Error ? copy.message : "").toMatch(/^Already done/);
      expect(await dumpTables(t.store)).toEqual(before);
      const after = await t.store.loadGame(gameId);
      expect(after.state?.players[last.seat]?.workersLeft).toBe(first.state.players[last.seat]?.workersLeft);
      const log = await t.store.db.choice.findMany({ where: { gameId, seat: last.seat, choiceId, version: { gt: last.version } } });
      expect(log).toHaveLength(1);
    });
  }

  it("two copies racing at once: one is applied, the other is a duplicate", async () => {
    const started = await startedGame(t.store, 2);
    const gameId = started.game.id;
    const last = await toLastTurnOfRound(t.store, gameId);
    const userId = `u${last.seat}`;
    const results = await Promise.allSettled([0, 1].map(() => t.store.applyTypedChoice({ gameId, actor: { userId }, seat: last.seat, choiceId: "pass", seenVersion: last.version })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect(refused?.status === "rejected" ? refused.reason : null).toBeInstanceOf(DuplicateChoiceError);
    expect(await t.store.db.choice.count({ where: { gameId, seat: last.seat, choiceId: "pass", version: { gt: last.version } } })).toBe(1);
  });

  it("a typed command is judged again when only someone else moved since it arrived, and is stale when the player moved themselves", async () => {
    const started = await startedGame(t.store, 2);
    const gameId = started.game.id;
    const { game, state } = await t.store.loadGame(gameId);
    if (!state) throw new Error("not started");
    const first = pendingSeats(state)[0] ?? 0;
    const other = 1 - first;
    // The first player passes; the other's /pass, read at the version before, still counts.
    await t.store.applyChoice({ gameId, actor: { userId: `u${first}` }, seat: first, choiceId: "pass", expectedVersion: game.version });
    const rejudged = await t.store.applyTypedChoice({ gameId, actor: { userId: `u${other}` }, seat: other, choiceId: "pass", seenVersion: game.version });
    expect(rejudged.version).toBe(game.version + 2);
    // The first player's /place read before their own pass: they moved since, so it is stale (not applied).
    const stale = await t.store.applyTypedChoice({ gameId, actor: { userId: `u${first}` }, seat: first, choiceId: "place:gold", seenVersion: game.version }).then(() => null, (e: unknown) => e);
    expect(stale).toBeInstanceOf(StaleVersionError);
    expect((await t.store.loadGame(gameId)).game.version).toBe(game.version + 2);
  });
});
