// Seat results (SeatResult, SeatBuilding: what /profile reads): written once, in the transaction
// that finishes a game, rated or not, one row per seat with the final score line by line and
// the Buildings built; never for a running or cancelled game; a seat handed to an AI is its
// former player's, last. Games that finished before the tables existed get theirs from the
// backfill (`npm run db:migrate`, start-up): the same rows, once, from several processes at once,
// and a finished game without a final position is reported, not guessed.
import { spawnSync } from "node:child_process";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applyChoice, finalScores, type GameState } from "../../src/engine/index.ts";
import { migrateDatabase } from "../../src/db/migrate.ts";
import { GameStore } from "../../src/store/index.ts";
import { lcg, openTestStore, randomMove, type TestStore } from "./helpers.ts";

const MIGRATION = "20261126152536_profiles_and_privacy";

let t: TestStore;
beforeEach(async () => { t = await openTestStore(); });
afterEach(async () => { await t.close(); });

async function game(seats: readonly ({ userId: string } | { aiLevel: string })[], o: { rated?: boolean; guildId?: string } = {}): Promise<number> {
  const created = await t.store.createGame({
    guildId: o.guildId ?? "g1", channelId: "c1", hostUserId: "ann", playerCount: seats.length as 2 | 3, ...(o.rated === undefined ? {} : { rated: o.rated }),
    seats: seats.map((s, i) => ({ ...s, displayName: "userId" in s ? s.userId : `Ingrid ${i}` })),
  });
  await t.store.startGame(created.id, "ann");
  return created.id;
}

/** Random legal choices through the store until the game is over, or `stopAfter` choices. */
async function playOut(store: GameStore, gameId: number, seed: number, stopAfter = Infinity): Promise<GameState> {
  const rand = lcg(seed);
  const { game: g } = await store.loadGame(gameId);
  let { state } = await store.loadGame(gameId);
  for (let n = 0; state && n < stopAfter; n++) {
    const move = randomMove(state, rand);
    if (!move) break;
    const holder = g.seats[move.seat];
    ({ state } = await store.applyChoice({ gameId, actor: holder?.userId ? { userId: holder.userId } : { ai: true }, seat: move.seat, choiceId: move.choiceId }));
  }
  if (!state) throw new Error("no state");
  return state;
}

/** Every seat result and building row, in a fixed order (as plain values to compare). */
async function tables(store: GameStore = t.store): Promise<{ results: unknown[]; buildings: unknown[] }> {
  const results = await store.db.seatResult.findMany({ orderBy: [{ gameId: "asc" }, { seat: "asc" }] });
  const buildings = await store.db.seatBuilding.findMany({ orderBy: [{ gameId: "asc" }, { seat: "asc" }, { building: "asc" }] });
  return { results, buildings };
}

describe("seat results are written as a game finishes", () => {
  it("one row per seat with its place, win, final score line by line and Buildings, in the transaction that finishes the game", async () => {
    const id = await game([{ userId: "ann" }, { userId: "bo" }, { aiLevel: "hard" }]);
    const before = await playOut(t.store, id, 1, 60);
    expect(await t.store.db.seatResult.count()).toBe(0); // nothing while it runs
    const state = await playOut(t.store, id, 1);
    expect(before.phase).not.toBe("over");
    const sheets = finalScores(state) ?? [];
    const { game: g } = await t.store.loadGame(id);
    const rows = await t.store.db.seatResult.findMany({ where: { gameId: id }, orderBy: { seat: "asc" } });
    expect(rows.map((r) => ({ ...r }))).toEqual(sheets.map((s) => ({
      gameId: id, seat: s.seat, guildId: "g1", player: ["ann", "bo", "ai:hard"][s.seat], name: ["ann", "bo", "Ingrid 2"][s.seat],
      rank: 1 + sheets.filter((o) => o.total > s.total).length, won: s.winner, handedToAi: false,
      score: s.total, ships: s.ships, buildings: s.buildingsTotal, shares: s.shares, gold: s.gold, freeSpaces: s.freeSpaces,
      unissuedShares: s.unissuedShares, adjustments: s.adjustments.reduce((n, a) => n + a.vp, 0), finishedAt: g.finishedAt,
    })));
    // The lines add up to the total, as the engine scores it.
    for (const r of rows) expect(r.ships + r.buildings + r.shares + r.gold - r.freeSpaces - r.unissuedShares + r.adjustments).toBe(r.score);
    const built = await t.store.db.seatBuilding.findMany({ where: { gameId: id }, orderBy: [{ seat: "asc" }, { building: "asc" }] });
    expect(built.map((b) => [b.seat, b.building, b.player, b.won, b.score])).toEqual(
      sheets.flatMap((s) => s.buildings.map((b) => b.id).sort().map((b) => [s.seat, b, rows[s.seat]?.player, s.winner, s.total])),
    );
    expect(built.length).toBeGreaterThan(0);
  }, 60_000);

  it("an unrated game has results too; a running game and a cancelled one have none", async () => {
    const unrated = await game([{ userId: "ann" }, { userId: "bo" }], { rated: false });
    await playOut(t.store, unrated, 2);
    const cancelled = await game([{ userId: "ann" }, { userId: "bo" }]);
    await playOut(t.store, cancelled, 3, 40);
    await t.store.updateSettings(cancelled, { userId: "ann" }, { cancel: true });
    const running = await game([{ userId: "ann" }, { userId: "bo" }]);
    await playOut(t.store, running, 4, 40);
    expect((await t.store.db.seatResult.findMany()).map((r) => r.gameId)).toEqual([unrated, unrated]);
  }, 60_000);

  it("a seat handed to an AI is its former player's result: last, never won, marked as finished by an AI", async () => {
    const id = await game([{ userId: "ann" }, { userId: "bo" }]);
    await playOut(t.store, id, 5, 30);
    await t.store.updateSettings(id, { userId: "ann" }, { replaceWithAi: 1, aiLevel: "hard" });
    await playOut(t.store, id, 6);
    const rows = await t.store.db.seatResult.findMany({ where: { gameId: id }, orderBy: { seat: "asc" } });
    expect(rows.map((r) => [r.player, r.name, r.rank, r.handedToAi])).toEqual([["ann", "ann", 1, false], ["bo", "bo", 2, true]]);
    expect(rows[1]?.won).toBe(false);
    expect(await t.store.db.seatBuilding.count({ where: { gameId: id, seat: 1, handedToAi: false } })).toBe(0);
  }, 60_000);

  it("the last choice made twice at once finishes the game and writes its results once", async () => {
    const id = await game([{ userId: "ann" }, { userId: "bo" }]);
    const rand = lcg(21);
    let last: { actor: { userId: string }; seat: number; choiceId: string } | null = null;
    while (!last) {
      const { game: g, state } = await t.store.loadGame(id);
      if (!state) throw new Error("no state");
      const move = randomMove(state, rand);
      if (!move) throw new Error("the game ended early");
      const choice = { actor: { userId: g.seats[move.seat]?.userId ?? "" }, seat: move.seat, choiceId: move.choiceId };
      if (applyChoice(state, move.seat, move.choiceId).phase === "over") last = choice;
      else await t.store.applyChoice({ gameId: id, ...choice });
    }
    const { game: g } = await t.store.loadGame(id);
    const made = await Promise.allSettled([0, 1].map(() => t.store.applyChoice({ gameId: id, ...(last ?? { actor: { userId: "" }, seat: 0, choiceId: "" }), expectedVersion: g.version })));
    expect(made.filter((r) => r.status === "fulfilled").length).toBe(1);
    expect(await t.store.db.seatResult.count()).toBe(2);
    // The backfill finds nothing to do: the game has its results.
    const written = await tables();
    expect(await t.store.backfillSeatResults()).toEqual({ games: 0, skipped: [] });
    expect(await tables()).toEqual(written);
  }, 60_000);
});

describe("the backfill fills in games that finished before the seat results existed", () => {
  /** The database as the previous version left it: without the new tables and their migration. */
  async function asBeforeTheUpgrade(): Promise<void> {
    for (const table of ["SeatResult", "SeatBuilding", "LeaderboardOptOut"]) await t.store.sql.execute(`DROP TABLE "${table}"`);
    await t.store.sql.execute(`DELETE FROM "_prisma_migrations" WHERE "migration_name" = '${MIGRATION}'`);
  }

  it("after the migration, each finished game gets exactly the rows finishing it writes, once, even from two processes at once", async () => {
    const ids = [
      await game([{ userId: "ann" }, { userId: "bo" }]),
      await game([{ userId: "ann" }, { aiLevel: "medium" }, { userId: "cy" }], { guildId: "g2" }),
      await game([{ userId: "bo" }, { userId: "cy" }], { rated: false }),
    ];
    for (const [n, id] of ids.entries()) await playOut(t.store, id, 40 + n);
    const handed = await game([{ userId: "ann" }, { userId: "dan" }]);
    await playOut(t.store, handed, 50, 30);
    await t.store.updateSettings(handed, { userId: "ann" }, { replaceWithAi: 1 });
    await playOut(t.store, handed, 51);
    const running = await game([{ userId: "ann" }, { userId: "bo" }]);
    await playOut(t.store, running, 52, 30);
    const expected = await tables();
    expect((expected.results as { gameId: number }[]).length).toBe(9);

    await asBeforeTheUpgrade();
    expect(await migrateDatabase(t.url)).toEqual([MIGRATION]);
    expect(await t.store.db.seatResult.count()).toBe(0);
    // Two processes starting at once both backfill: each game is written once.
    const other = new GameStore(t.database);
    const [a, b] = await Promise.all([t.store.backfillSeatResults(), other.backfillSeatResults()]);
    expect(a.games + b.games).toBe(4);
    expect([...a.skipped, ...b.skipped]).toEqual([]);
    expect(await tables()).toEqual(expected);
    expect(await t.store.backfillSeatResults()).toEqual({ games: 0, skipped: [] });
    // The running game gets its results when it finishes, as any other.
    await playOut(t.store, running, 52);
    expect(await t.store.db.seatResult.count({ where: { gameId: running } })).toBe(2);
  }, 120_000);

  it("`npm run db:migrate` fills them in; a finished game with no final position stored is named and left out", async () => {
    const id = await game([{ userId: "ann" }, { userId: "bo" }]);
    await playOut(t.store, id, 60);
    const broken = await game([{ userId: "ann" }, { userId: "bo" }]);
    await playOut(t.store, broken, 61, 30);
    // A game marked finished whose saved position is not the end (a database edited by hand).
    await t.store.db.game.update({ where: { id: broken }, data: { status: "finished", finishedAt: t.now() } });
    await asBeforeTheUpgrade();
    const run = () => spawnSync(process.execPath, ["--import", "tsx", "src/scripts/migrate.ts"], { encoding: "utf8", env: { ...process.env, DATABASE_URL: t.url } });
    const first = run();
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(`applied ${MIGRATION}`);
    expect(first.stdout).toContain(`game #${broken} is finished but has no final position stored: it has no results for /profile`);
    expect(first.stdout).toContain("filled in the results of 1 finished game for /profile");
    expect((await t.store.db.seatResult.findMany()).map((r) => r.gameId)).toEqual([id, id]);
    const again = run();
    expect(again.stdout).toContain("up to date");
    expect(again.stdout).not.toContain("filled in");
  }, 120_000);
});
