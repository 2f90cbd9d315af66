// Bad input: each refusal is a typed error with a message a player understands, and the
// database is exactly as it was.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { GameNotFoundError, IllegalChoiceError, NotYourSeatError, StaleVersionError } from "../../src/store/index.ts";
import { expectRefusedUnchanged, openTestStore, startedGame, type TestStore } from "./helpers.ts";

let t: TestStore;
beforeEach(async () => { t = await openTestStore(); });
afterEach(async () => { await t.close(); });

describe("refused requests change nothing", () => {
  it("an unknown game is GameNotFoundError", async () => {
    await startedGame(t.store);
    await expectRefusedUnchanged(t.store, () => t.store.applyChoice({ gameId: 999, actor: { userId: "u0" }, choiceId: "pass" }), GameNotFoundError, /There is no game #999/);
    await expectRefusedUnchanged(t.store, () => t.store.loadGame(999), GameNotFoundError, /no game #999/);
  });

  it("someone without a seat is NotYourSeatError", async () => {
    const { game } = await startedGame(t.store);
    await expectRefusedUnchanged(t.store, () => t.store.applyChoice({ gameId: game.id, actor: { userId: "stranger" }, choiceId: "pass" }), NotYourSeatError, /You are not playing in game/);
  });

  it("acting for another player's seat is NotYourSeatError naming that player", async () => {
    const { game, state } = await startedGame(t.store);
    const seat = pendingSeats(state)[0] ?? -1;
    const other = (seat + 1) % 4;
    await expectRefusedUnchanged(t.store, () => t.store.applyChoice({ gameId: game.id, actor: { userId: `u${other}` }, seat, choiceId: "pass" }), NotYourSeatError, new RegExp(`belongs to Player ${seat + 1}`));
  });

  it("a choice the rules forbid is IllegalChoiceError carrying the engine's explanation", async () => {
    const { game, state } = await startedGame(t.store);
    const seat = pendingSeats(state)[0] ?? -1;
    const waiting = (seat + 1) % 4;
    await expectRefusedUnchanged(t.store, () => t.store.applyChoice({ gameId: game.id, actor: { userId: `u${seat}` }, choiceId: "place:nowhere" }), IllegalChoiceError, /no action space called "nowhere"/);
    await expectRefusedUnchanged(t.store, () => t.store.applyChoice({ gameId: game.id, actor: { userId: `u${waiting}` }, choiceId: "pass" }), IllegalChoiceError, /not your turn/);
  });

  it("a stale button is StaleVersionError carrying the current version and state", async () => {
    const { game, state } = await startedGame(t.store);
    const seat = pendingSeats(state)[0] ?? -1;
    const choiceId = legalChoices(state, seat)[0]?.id ?? "";
    const applied = await t.store.applyChoice({ gameId: game.id, actor: { userId: `u${seat}` }, choiceId, expectedVersion: 1 });
    const err = await expectRefusedUnchanged(t.store, 
      () => t.store.applyChoice({ gameId: game.id, actor: { userId: `u${seat}` }, choiceId, expectedVersion: 1 }),
      StaleVersionError, /The game moved on/);
    expect(err).toMatchObject({ currentVersion: 2, expectedVersion: 1, state: applied.state });
  });
});
