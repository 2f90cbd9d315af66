// Twenty requests at one game at the same moment: every success is one step of a single
// serial history, every refusal was right at the moment it was judged, and the snapshot is
// the replay of the log.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applyChoice as engineApply, pendingSeats, replay, RuleError, type GameState } from "../../src/engine/index.ts";
import { IllegalChoiceError, StaleVersionError, type Applied } from "../../src/store/index.ts";
import { lcg, openTestStore, randomMove, startedGame, type TestStore } from "./helpers.ts";

let t: TestStore;
beforeEach(async () => { t = await openTestStore(); });
afterEach(async () => { await t.close(); });

const OPTIONS = { players: 4, seed: "race", deck: "herring" } as const;

async function gameInRound2(): Promise<{ gameId: number; state: GameState; version: number }> {
  const { game, state } = await startedGame(t.store, 4, OPTIONS.seed);
  const rand = lcg(5);
  let s = state;
  let version = game.version;
  while (s.round < 2) {
    const move = randomMove(s, rand);
    if (!move) break;
    ({ state: s, version } = await t.store.applyChoice({ gameId: game.id, actor: { userId: `u${move.seat}` }, choiceId: move.choiceId }));
  }
  return { gameId: game.id, state: s, version };
}

const ATTEMPTED = ["pass", "place:gold", "place:serve-fish", "place:transfer-reserve", "place:build-ship"];

function isLegal(s: GameState, seat: number, choiceId: string): boolean {
  try { engineApply(s, seat, choiceId); return true; } catch (e) { if (e instanceof RuleError) return false; throw e; }
}

describe("concurrent choices", () => {
  it("20 simultaneous unpinned attempts: exactly the legal ones succeed, versions have no gaps, snapshot = replay", async () => {
    const { gameId, version: v0 } = await gameInRound2();
    const attempts = Array.from({ length: 20 }, (_, i) => ({ seat: i % 4, choiceId: ATTEMPTED[Math.floor(i / 4)] ?? "pass" }));
    const results = await Promise.allSettled(attempts.map((a) => t.store.applyChoice({ gameId, actor: { userId: `u${a.seat}` }, choiceId: a.choiceId })));

    const log = await t.store.db.choice.findMany({ where: { gameId }, orderBy: { version: "asc" } });
    const byVersion = new Map(log.map((c) => [c.version, c]));
    const stateAt = (version: number) => replay(OPTIONS, log.filter((c) => c.version <= version));
    const wins: Applied[] = [];
    results.forEach((r, i) => {
      const a = attempts[i] ?? { seat: -1, choiceId: "" };
      if (r.status === "fulfilled") {
        wins.push(r.value);
        expect(byVersion.get(r.value.version)).toMatchObject({ seat: a.seat, choiceId: a.choiceId });
      } else {
        // Refused: it must really have been illegal in the state it was judged against.
        expect(r.reason).toBeInstanceOf(IllegalChoiceError);
        const judged = r.reason instanceof IllegalChoiceError ? r.reason.version : -1;
        expect(isLegal(stateAt(judged), a.seat, a.choiceId)).toBe(false);
      }
    });
    expect(wins.length).toBeGreaterThan(0);
    const after = log.filter((c) => c.version > v0).map((c) => c.version);
    expect(after).toEqual(wins.map((w) => w.version).sort((x, y) => x - y));
    expect(after).toEqual(after.map((_, i) => v0 + 1 + i));
    const { game, state } = await t.store.loadGame(gameId);
    expect(game.version).toBe(v0 + wins.length);
    expect(state).toEqual(stateAt(game.version));
    expect(await t.store.verifyGame(gameId)).toEqual({ gameId, ok: true });
  });

  it("20 simultaneous presses of buttons from the same version: one wins, every other legal one is told the game moved on", async () => {
    const { gameId, state, version } = await gameInRound2();
    const seat = pendingSeats(state)[0] ?? -1;
    const attempts = Array.from({ length: 20 }, (_, i) => ({ seat: i % 2 === 0 ? seat : (seat + 1) % 4, choiceId: ATTEMPTED[i % ATTEMPTED.length] ?? "pass" }));
    const results = await Promise.allSettled(attempts.map((a) => t.store.applyChoice({ gameId, actor: { userId: `u${a.seat}` }, choiceId: a.choiceId, expectedVersion: version })));
    const wins = results.filter((r) => r.status === "fulfilled");
    expect(wins).toHaveLength(1);
    results.forEach((r, i) => {
      const a = attempts[i] ?? { seat: -1, choiceId: "" };
      if (r.status === "fulfilled") return;
      if (isLegal(state, a.seat, a.choiceId)) {
        expect(r.reason).toBeInstanceOf(StaleVersionError);
        expect(r.reason).toMatchObject({ expectedVersion: version, currentVersion: version + 1 });
      } else {
        expect(r.reason instanceof IllegalChoiceError || r.reason instanceof StaleVersionError).toBe(true);
      }
    });
    expect((await t.store.loadGame(gameId)).game.version).toBe(version + 1);
    expect(await t.store.db.choice.count({ where: { gameId, version: { gt: version } } })).toBe(1);
    expect(await t.store.verifyGame(gameId)).toEqual({ gameId, ok: true });
  });
});
