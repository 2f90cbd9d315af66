// The store's side of /profile and /nusfjord privacy, on either database: a player's profile
// from the seat results (games and wins once per game, scores per seat played to the end,
// Buildings by how often they were built, the rating's course in the order rated); leaving the
// leaderboards (once, for every server) takes a player off every board and out of everyone's
// places, and coming back puts them back; what is stored about a user, counted.
import { ordinal } from "openskill";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { finalScores, type ScoreSheet } from "../../src/engine/index.ts";
import { lcg, openTestStore, randomMove, type TestStore } from "./helpers.ts";

let t: TestStore;
beforeEach(async () => { t = await openTestStore(); });
afterEach(async () => { await t.close(); });

/** A 2-player game of these seats played to its end through the store; its final sheets. */
async function finished(seats: readonly ({ userId: string } | { aiLevel: string })[], seed: number, guildId = "g1"): Promise<ScoreSheet[]> {
  const created = await t.store.createGame({
    guildId, channelId: "c1", hostUserId: "ann", playerCount: 2,
    seats: seats.map((s, i) => ({ ...s, displayName: "userId" in s ? s.userId : `Ingrid ${i}` })),
  });
  await t.store.startGame(created.id, "ann");
  const rand = lcg(seed);
  let { state } = await t.store.loadGame(created.id);
  while (state && state.phase !== "over") {
    const move = randomMove(state, rand);
    if (!move) break;
    const s = seats[move.seat];
    ({ state } = await t.store.applyChoice({ gameId: created.id, actor: s && "userId" in s ? { userId: s.userId } : { ai: true }, seat: move.seat, choiceId: move.choiceId }));
  }
  return (state && finalScores(state)) ?? [];
}

describe("a player's profile in the store", () => {
  it("counts games and wins once per game, averages each scoring line per seat, ranks the Buildings and follows the rating in the order rated", async () => {
    const games = [
      await finished([{ userId: "ann" }, { userId: "bo" }], 1),
      await finished([{ userId: "bo" }, { userId: "ann" }], 2),
      await finished([{ userId: "ann" }, { aiLevel: "medium" }], 3),
    ];
    await finished([{ userId: "ann" }, { userId: "bo" }], 4, "g2"); // another server's
    const mine = [games[0]?.[0], games[1]?.[1], games[2]?.[0]].filter((s): s is ScoreSheet => s !== undefined);
    const avg = (f: (s: ScoreSheet) => number) => mine.reduce((n, s) => n + f(s), 0) / 3;
    const p = await t.store.profile("g1", "ann", 3);
    expect(p).toMatchObject({ player: "ann", ai: null, name: "ann", games: 3, wins: mine.filter((s) => s.winner).length, scored: 3, best: Math.max(...mine.map((s) => s.total)) });
    expect(p.average).toBeCloseTo(avg((s) => s.total), 9);
    expect(p.categories?.ships).toBeCloseTo(avg((s) => s.ships), 9);
    expect(p.categories?.buildings).toBeCloseTo(avg((s) => s.buildingsTotal), 9);
    expect(p.categories?.gold).toBeCloseTo(avg((s) => s.gold), 9);
    expect(p.categories?.freeSpaces).toBeCloseTo(-avg((s) => s.freeSpaces), 9);
    expect(p.categories?.unissuedShares).toBeCloseTo(-avg((s) => s.unissuedShares), 9);
    const counts = new Map<string, number>();
    for (const s of mine) for (const b of s.buildings) counts.set(b.id, (counts.get(b.id) ?? 0) + 1);
    expect(p.buildings.length).toBe(Math.min(3, counts.size));
    for (const b of p.buildings) expect(b.games).toBe(counts.get(b.id));
    expect(p.buildings.map((b) => b.games)).toEqual([...p.buildings.map((b) => b.games)].sort((a, b) => b - a));
    // The course: 0 at the start, then the figure after each of her three rated games here.
    const changes = await t.store.db.ratingChange.findMany({ where: { player: "ann", game: { guildId: "g1" } }, orderBy: { id: "asc" } });
    expect(p.course).toEqual([0, ...changes.map((c) => ordinal({ mu: c.muAfter, sigma: c.sigmaAfter }))]);
    // The rating and place are the leaderboard's own.
    expect(p.rating).toEqual((await t.store.leaderboard("g1", { limit: 10, offset: 0, asker: "ann" })).you);
    expect(p.rating).toMatchObject({ games: 3, left: false });
    // The AI level and someone without games.
    expect(await t.store.profile("g1", "ai:medium")).toMatchObject({ ai: "medium", games: 1, scored: 1 });
    expect(await t.store.profile("g1", "cy")).toMatchObject({ games: 0, wins: 0, scored: 0, average: null, best: null, categories: null, buildings: [], rating: null, course: [] });
  }, 120_000);
});

describe("leaving the leaderboards in the store", () => {
  it("is once and everywhere: off every server's board and out of everyone's places, own rating kept; coming back restores it", async () => {
    for (const [n, guildId] of ["g1", "g1", "g1", "g2", "g2", "g2"].entries()) await finished([{ userId: "ann" }, { userId: "bo" }], 10 + n, guildId);
    const board = async (guildId: string, asker?: string) => t.store.leaderboard(guildId, { limit: 10, offset: 0, ...(asker ? { asker } : {}) });
    const before = await board("g1", "bo");
    expect(before.entries.map((e) => e.player).sort()).toEqual(["ann", "bo"]);

    expect(await t.store.leaveLeaderboards("ann")).toBe(true);
    expect(await t.store.leaveLeaderboards("ann")).toBe(false);
    expect(await t.store.leftLeaderboards(["ann", "bo", "ann"])).toEqual(new Set(["ann"]));
    for (const guildId of ["g1", "g2"]) {
      const after = await board(guildId, "bo");
      expect(after.total).toBe(1);
      expect(after.entries.map((e) => [e.player, e.place])).toEqual([["bo", 1]]);
      expect(after.you).toMatchObject({ player: "bo", place: 1, left: false });
      expect((await board(guildId, "ann")).you).toMatchObject({ player: "ann", place: null, left: true, games: 3 });
    }
    expect((await t.store.profile("g1", "ann")).rating).toMatchObject({ place: null, left: true });
    expect(await t.store.storedAbout("ann")).toEqual({ games: 6, ratedServers: 2, left: true });

    expect(await t.store.rejoinLeaderboards("ann")).toBe(true);
    expect(await t.store.rejoinLeaderboards("ann")).toBe(false);
    expect(await board("g1", "bo")).toEqual(before);
    expect(await t.store.storedAbout("nobody")).toEqual({ games: 0, ratedServers: 0, left: false });
  }, 120_000);
});
