import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applyChoice, isTurnDecision, legalChoices, pendingSeats, type GameState } from "../../src/engine/index.ts";
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
    if (pendingSeats(s).includes(move.seat) && !isTurnDecision(s, move.seat) && s.undoBarrier < s.choices) return { before, after: s, seat: move.seat, choiceId: move.choiceId };
  }
  throw new Error("no multi-step action met in 400 random moves");
}

/** A one-choice turn for the seat to move now: the first placement that ends its action at once. */
function oneTapTurn(s: GameState): { seat: number; choiceId: string } {
  const seat = pendingSeats(s)[0] ?? -1;
  const c = legalChoices(s, seat).find((x) => x.id.startsWith("place:") && !pendingSeats(applyChoice(s, seat, x.id)).includes(seat));
  if (!c) throw new Error("no one-tap placement");
  return { seat, choiceId: c.id };
}

async function aiGame(seed: string, rated: boolean) {
  const created = await t.store.createGame({
    guildId: "g1", channelId: "c1", hostUserId: "u0", playerCount: 3, seed, rated,
    seats: [{ userId: "u0", displayName: "Ann" }, { aiLevel: "easy", displayName: "Ingrid" }, { userId: "u2", displayName: "Cy" }],
  });
  return t.store.startGame(created.id, "u0");
}

describe("undo", () => {
  it("Back takes the last choice of an action back, keeps it marked in the history and restores the earlier state", async () => {
    const { game, state } = await startedGame(t.store, 4, "undo");
    const mid = await playUntilMidAction(game.id, state);
    const versionBefore = (await t.store.loadGame(game.id)).game.version;
    const undone = await t.store.undo({ gameId: game.id, actor: { userId: `u${mid.seat}` }, expectedVersion: versionBefore, steps: 1 });
    expect(undone.undone).toEqual([mid.choiceId]);
    expect(undone.moves).toEqual([{ seat: mid.seat, choiceId: mid.choiceId }]);
    expect(undone.version).toBe(versionBefore + 1);
    expect(undone.state).toEqual(mid.before);
    const row = await t.store.db.choice.findFirst({ where: { gameId: game.id }, orderBy: { version: "desc" } });
    expect(row).toMatchObject({ choiceId: mid.choiceId, undoneBy: `u${mid.seat}`, undoneVersion: undone.version });
    expect(row?.undoneAt).toBeInstanceOf(Date);
    expect(await t.store.verifyGame(game.id)).toEqual({ gameId: game.id, ok: true });
  });

  it("a one-tap turn that passed to the next human can be undone until that player chooses", async () => {
    const { game, state } = await startedGame(t.store, 3, "undo-one-tap");
    const turn = oneTapTurn(state);
    const after = await t.store.applyChoice({ gameId: game.id, actor: { userId: `u${turn.seat}` }, choiceId: turn.choiceId });
    expect(pendingSeats(after.state)).not.toContain(turn.seat);
    const undone = await t.store.undo({ gameId: game.id, actor: { userId: `u${turn.seat}` }, choiceVersion: after.version });
    expect(undone.undone).toEqual([turn.choiceId]);
    expect(undone.state).toEqual(state);
    expect(await t.store.verifyGame(game.id)).toEqual({ gameId: game.id, ok: true });
  });

  it("refuses once another human has chosen: their choice is never taken back, nothing changes", async () => {
    const { game, state } = await startedGame(t.store, 3, "undo-barrier");
    const first = oneTapTurn(state);
    const a = await t.store.applyChoice({ gameId: game.id, actor: { userId: `u${first.seat}` }, choiceId: first.choiceId });
    const second = oneTapTurn(a.state);
    await t.store.applyChoice({ gameId: game.id, actor: { userId: `u${second.seat}` }, choiceId: second.choiceId });
    const before = await t.store.db.choice.findMany();
    for (const req of [{}, { steps: 1 }, { choiceVersion: a.version }]) {
      const err: unknown = await t.store.undo({ gameId: game.id, actor: { userId: `u${first.seat}` }, ...req }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(NothingToUndoError);
      expect(err instanceof Error ? err.message : "").toMatch(/another player has (made a choice|chosen) since/i);
    }
    expect(await t.store.db.choice.findMany()).toEqual(before);
  });

  it("in an unrated game, takes back the AI moves made since the player's action, and an Undo pressed twice finds it already undone", async () => {
    const { game, state } = await aiGame("undo-ai", false);
    // Play until Ann (seat 0) moves right before the AI seat (seat 1).
    const rand = lcg(11);
    let s = state;
    let v = game.version;
    for (let i = 0; i < 200 && !(pendingSeats(s)[0] === 0 && isTurnDecision(s, 0)); i++) {
      const seat = pendingSeats(s)[0] ?? -1;
      const move = randomMove(s, rand);
      if (!move) throw new Error("game over");
      const r = await t.store.applyChoice({ gameId: game.id, actor: seat === 1 ? { ai: true } : { userId: `u${seat}` }, choiceId: move.choiceId });
      s = r.state;
      v = r.version;
    }
    const before = s;
    const mine = oneTapTurn(s);
    const made = await t.store.applyChoice({ gameId: game.id, actor: { userId: "u0" }, choiceId: mine.choiceId });
    expect(pendingSeats(made.state)).toEqual([1]);
    const aiMove = legalChoices(made.state, 1)[0]?.id ?? "";
    await t.store.applyChoice({ gameId: game.id, actor: { ai: true }, seat: 1, choiceId: aiMove });
    const undone = await t.store.undo({ gameId: game.id, actor: { userId: "u0" }, choiceVersion: made.version });
    expect(undone.undone).toEqual([mine.choiceId]);
    expect(undone.moves.map((m) => m.seat)).toEqual([0, 1]);
    expect(undone.state).toEqual(before);
    expect(v).toBeLessThan(made.version);
    await expect(t.store.undo({ gameId: game.id, actor: { userId: "u0" }, choiceVersion: made.version })).rejects.toThrow(/already undone/);
    expect(await t.store.verifyGame(game.id)).toEqual({ gameId: game.id, ok: true });
  });

  it("in a rated game, refuses once an AI seat has moved since (AI moves count as another player's) and changes nothing", async () => {
    const { game, state } = await aiGame("undo-ai-rated", true);
    const rand = lcg(11);
    let s = state;
    for (let i = 0; i < 200 && !(pendingSeats(s)[0] === 0 && isTurnDecision(s, 0)); i++) {
      const seat = pendingSeats(s)[0] ?? -1;
      const move = randomMove(s, rand);
      if (!move) throw new Error("game over");
      s = (await t.store.applyChoice({ gameId: game.id, actor: seat === 1 ? { ai: true } : { userId: `u${seat}` }, choiceId: move.choiceId })).state;
    }
    const made = await t.store.applyChoice({ gameId: game.id, actor: { userId: "u0" }, choiceId: oneTapTurn(s).choiceId });
    expect(pendingSeats(made.state)).toEqual([1]);
    await t.store.applyChoice({ gameId: game.id, actor: { ai: true }, seat: 1, choiceId: legalChoices(made.state, 1)[0]?.id ?? "" });
    const before = await t.store.db.choice.findMany();
    await expect(t.store.undo({ gameId: game.id, actor: { userId: "u0" }, choiceVersion: made.version })).rejects.toThrow(/in a rated game Undo ends once anyone else has moved, AI players too/);
    await expect(t.store.undo({ gameId: game.id, actor: { userId: "u0" } })).rejects.toThrow(/AI player has moved since/);
    expect(await t.store.db.choice.findMany()).toEqual(before);
  });

  it("/undo without steps takes back the player's whole latest action", async () => {
    const { game, state } = await startedGame(t.store, 4, "undo-action");
    const mid = await playUntilMidAction(game.id, state);
    // Finish the action with its first choices, then undo: everything from the placement goes.
    let s = mid.after;
    const taken: string[] = [];
    while (pendingSeats(s).includes(mid.seat) && !isTurnDecision(s, mid.seat)) {
      const c = legalChoices(s, mid.seat)[0]?.id ?? "";
      s = (await t.store.applyChoice({ gameId: game.id, actor: { userId: `u${mid.seat}` }, choiceId: c })).state;
      taken.push(c);
    }
    expect(s.undoBarrier).toBeLessThan(s.choices); // this seed's action reveals nothing
    const undone = await t.store.undo({ gameId: game.id, actor: { userId: `u${mid.seat}` } });
    expect(undone.undone.slice(-taken.length)).toEqual(taken);
    expect(isTurnDecision(undone.state, mid.seat)).toBe(true);
    expect(undone.undone.length).toBeGreaterThan(taken.length);
  });
});
