// /replay keeps the timelines of the games replayed lately, so paging is quick. Game numbers
// are only unique within their database, so the cache is one per store: two bots in one process
// (or two test files sharing modules) never see each other's game under the same number.
import { isDeepStrictEqual } from "node:util";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stepsOf } from "../../src/bot/replay.ts";
import { lcg, openTestStore, playRandomly, startedGame, type TestStore } from "../store/helpers.ts";
import { loadState } from "../e2e/harness.ts";

const CHOICES = 12;

/** A 2-player game of `seed` in the store, `CHOICES` random choices into it. */
async function playedGame(t: TestStore, seed: string): Promise<number> {
  const { game } = await startedGame(t.store, 2, seed);
  if ((await playRandomly(t.store, game.id, CHOICES, lcg(seed.length * 31 + 7))) < CHOICES) throw new Error("the game ended too soon");
  return game.id;
}

describe("/replay's cache of timelines", () => {
  let one: TestStore;
  let two: TestStore;
  const log = pino({ level: "silent" });

  beforeAll(async () => {
    one = await openTestStore();
    two = await openTestStore();
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  it("is one per store: a game of the same number and version in another database gets its own steps, and a repeat is served from the cache", async () => {
    const a = await loadState(one.store, await playedGame(one, "cache-one"));
    const b = await loadState(two.store, await playedGame(two, "cache-two"));
    // The same number and version in both databases, but not the same game.
    expect(b.game.id).toBe(a.game.id);
    expect(b.game.version).toBe(a.game.version);
    expect(isDeepStrictEqual(a.state, b.state)).toBe(false);

    const stepsA = await stepsOf({ store: one.store, log }, a.game, a.state);
    const stepsB = await stepsOf({ store: two.store, log }, b.game, b.state);
    expect(isDeepStrictEqual(stepsA.at(-1)?.state, a.state)).toBe(true);
    expect(isDeepStrictEqual(stepsB.at(-1)?.state, b.state)).toBe(true);
    expect(await stepsOf({ store: one.store, log }, a.game, a.state)).toBe(stepsA);
    expect(await stepsOf({ store: two.store, log }, b.game, b.state)).toBe(stepsB);
  });
});
