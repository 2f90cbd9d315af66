// Ratings (OpenSkill per server): a finished rated game changes its players' ratings once, in
// the transaction that finishes it; unrated and cancelled games change nothing; a player whose
// seat was handed to an AI finishes last and that AI is not rated; equal totals share a rank;
// AI levels are rated as players; the table recomputed from the finished games
// (`npm run ratings:rebuild`) is the stored one, number for number.
import { spawnSync } from "node:child_process";
import { rate, rating } from "openskill";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applyChoice, finalScores, type GameState, type ScoreSheet } from "../../src/engine/index.ts";
import type { GameStore } from "../../src/store/index.ts";
import { rateGame, ratedSeats, START, type SeatIdentity } from "../../src/store/ratings.ts";
import pg from "pg";
import { lcg, openTestStore, provider, randomMove, type TestStore } from "./helpers.ts";

const sheet = (seat: number, total: number, winner = false): ScoreSheet => ({ seat, total, winner } as ScoreSheet);
const human = (seat: number, userId: string): SeatIdentity => ({ seat, userId, aiLevel: null, formerUserId: null, displayName: userId });
const ai = (seat: number, level: string, formerUserId: string | null = null): SeatIdentity => ({ seat, userId: null, aiLevel: level, formerUserId, displayName: `AI${seat}` });

describe("who is rated, and in which place", () => {
  it("ranks by final total, equal totals sharing a rank, and counts the engine's winners", () => {
    const seats = ratedSeats([human(0, "ann"), human(1, "bo"), human(2, "cy")], [sheet(0, 30, true), sheet(1, 24), sheet(2, 30, true)]);
    expect(seats?.map((s) => [s.player, s.rank, s.won])).toEqual([["ann", 1, true], ["bo", 3, false], ["cy", 1, true]]);
  });

  it("rates an AI seat as its level, and a player whose seat was handed to an AI last, without that AI", () => {
    const seats = ratedSeats([human(0, "ann"), ai(1, "hard"), ai(2, "medium", "bo"), ai(3, "simple")], [sheet(0, 20), sheet(1, 35, true), sheet(2, 50), sheet(3, 10)]);
    // The AI that finished bo's seat scored most, but it is not rated: bo is last, behind every seat played to the end.
    expect(seats?.map((s) => [s.player, s.rank, s.won])).toEqual([["ann", 2, false], ["ai:hard", 1, true], ["bo", 4, false], ["ai:easy", 3, false]]);
  });

  it("a game whose every seat is one player's is not rated", () => {
    expect(ratedSeats([human(0, "ann"), human(1, "ann")], [sheet(0, 20, true), sheet(1, 10)])).toBeNull();
  });

  it("is OpenSkill's rating by rank, ties included; a player with two seats gets the mean of both seats' results", () => {
    const seats = ratedSeats([human(0, "ann"), human(1, "bo"), human(2, "cy")], [sheet(0, 30, true), sheet(1, 24), sheet(2, 24)]) ?? [];
    const after = rateGame(new Map(), seats);
    const expected = rate([[rating()], [rating()], [rating()]], { rank: [1, 2, 2] });
    expect(after.get("ann")).toEqual(expected[0]?.[0]);
    expect(after.get("bo")).toEqual(expected[1]?.[0]);
    expect(after.get("bo")).toEqual(after.get("cy"));
    const twoAi = ratedSeats([human(0, "ann"), ai(1, "medium"), ai(2, "medium")], [sheet(0, 25), sheet(1, 30, true), sheet(2, 20)]) ?? [];
    const r = rate([[rating()], [rating()], [rating()]], { rank: [2, 1, 3] });
    const [a, b] = [r[1]?.[0] ?? START, r[2]?.[0] ?? START];
    expect(rateGame(new Map(), twoAi).get("ai:medium")).toEqual({ mu: (a.mu + b.mu) / 2, sigma: (a.sigma + b.sigma) / 2 });
  });
});

/** Play random legal choices through the store until the game is over (AI seats as the bot plays them). */
async function playOut(store: GameStore, gameId: number, seed: number, stopAfter = Infinity): Promise<GameState> {
  const rand = lcg(seed);
  const { game } = await store.loadGame(gameId);
  let { state } = await store.loadGame(gameId);
  for (let n = 0; state && n < stopAfter; n++) {
    const move = randomMove(state, rand);
    if (!move) break;
    const holder = game.seats[move.seat];
    ({ state } = await store.applyChoice({ gameId, actor: holder?.userId ? { userId: holder.userId } : { ai: true }, seat: move.seat, choiceId: move.choiceId }));
  }
  if (!state) throw new Error("no state");
  return state;
}

describe("ratings in the store", () => {
  let t: TestStore;
  beforeEach(async () => { t = await openTestStore(); });
  afterEach(async () => { await t.close(); });

  async function game(seats: readonly ({ userId: string } | { aiLevel: string })[], o: { rated?: boolean; guildId?: string } = {}): Promise<number> {
    const created = await t.store.createGame({
      guildId: o.guildId ?? "g1", channelId: "c1", hostUserId: "ann", playerCount: 2, ...(o.rated === undefined ? {} : { rated: o.rated }),
      seats: seats.map((s, i) => ({ ...s, displayName: "userId" in s ? s.userId : `AI ${i}` })),
    });
    await t.store.startGame(created.id, "ann");
    return created.id;
  }

  const ratings = async (guildId = "g1") => (await t.store.db.rating.findMany({ where: { guildId }, orderBy: { player: "asc" } })).map((r) => ({ player: r.player, mu: r.mu, sigma: r.sigma, games: r.games, wins: r.wins, name: r.name }));

  it("a finished rated game rates each player once, in the transaction that finishes it, and records each seat's change", async () => {
    const id = await game([{ userId: "ann" }, { userId: "bo" }]);
    const state = await playOut(t.store, id, 1);
    const sheets = finalScores(state) ?? [];
    const order = [...sheets].sort((a, b) => b.total - a.total);
    const ranks = sheets.map((s) => 1 + sheets.filter((o) => o.total > s.total).length);
    const expected = rate([[rating()], [rating()]], { rank: ranks });
    const rows = await ratings();
    expect(rows).toEqual([
      { player: "ann", ...expected[0]?.[0], games: 1, wins: sheets[0]?.winner ? 1 : 0, name: "ann" },
      { player: "bo", ...expected[1]?.[0], games: 1, wins: sheets[1]?.winner ? 1 : 0, name: "bo" },
    ]);
    expect(order.length).toBe(2);
    const changes = await t.store.ratingChanges(id);
    expect(changes.map((c) => [c.seat, c.player, c.rank, c.before])).toEqual([[0, "ann", ranks[0], 0], [1, "bo", ranks[1], 0]]);
    const { game: after } = await t.store.loadGame(id);
    expect(after.status).toBe("finished");
    expect((await t.store.db.ratingChange.findMany({ where: { gameId: id } })).length).toBe(2);
  }, 60_000);

  it("an unrated game, a cancelled game and a game still running change no rating", async () => {
    const unrated = await game([{ userId: "ann" }, { userId: "bo" }], { rated: false });
    await playOut(t.store, unrated, 2);
    const cancelled = await game([{ userId: "ann" }, { userId: "bo" }]);
    await playOut(t.store, cancelled, 3, 40);
    await t.store.updateSettings(cancelled, { userId: "ann" }, { cancel: true });
    const running = await game([{ userId: "ann" }, { userId: "bo" }]);
    await playOut(t.store, running, 4, 40);
    expect((await t.store.loadGame(unrated)).game.status).toBe("finished");
    expect(await ratings()).toEqual([]);
    expect(await t.store.db.ratingChange.count()).toBe(0);
  }, 60_000);

  it("a player whose seat was handed to an AI finishes last; the AI that finished the seat is not rated", async () => {
    const id = await game([{ userId: "ann" }, { userId: "bo" }]);
    await playOut(t.store, id, 5, 30);
    await t.store.updateSettings(id, { userId: "ann" }, { replaceWithAi: 1, aiLevel: "hard" });
    expect((await t.store.loadGame(id)).game.seats[1]).toMatchObject({ userId: null, aiLevel: "hard", formerUserId: "bo" });
    await playOut(t.store, id, 6);
    const changes = await t.store.ratingChanges(id);
    expect(changes.map((c) => [c.player, c.rank])).toEqual([["ann", 1], ["bo", 2]]);
    const rows = await ratings();
    expect(rows.map((r) => r.player)).toEqual(["ann", "bo"]);
    const expected = rate([[rating()], [rating()]], { rank: [1, 2] });
    expect(rows.map((r) => ({ mu: r.mu, sigma: r.sigma }))).toEqual([expected[0]?.[0], expected[1]?.[0]]);
    expect(rows.find((r) => r.player === "bo")?.wins).toBe(0);
  }, 60_000);

  it("a seat handed to an AI in the lobby was never played by its player: the AI is rated, the player not", async () => {
    const created = await t.store.createGame({ guildId: "g1", channelId: "c1", hostUserId: "ann", playerCount: 2, seats: [{ userId: "ann", displayName: "ann" }, { userId: "bo", displayName: "bo" }] });
    await t.store.updateSettings(created.id, { userId: "ann" }, { replaceWithAi: 1, aiLevel: "easy" });
    await t.store.startGame(created.id, "ann");
    await playOut(t.store, created.id, 7);
    expect((await ratings()).map((r) => [r.player, r.name, r.games])).toEqual([["ai:easy", "AI easy", 1], ["ann", "ann", 1]]);
  }, 60_000);

  it("ratings carry from game to game and stay per server; the rebuild from the finished games gives the same numbers, and repairs a damaged table", async () => {
    const plan: [seats: ({ userId: string } | { aiLevel: string })[], guildId: string][] = [
      [[{ userId: "ann" }, { userId: "bo" }], "g1"],
      [[{ userId: "ann" }, { aiLevel: "medium" }], "g1"],
      [[{ userId: "bo" }, { aiLevel: "medium" }], "g1"],
      [[{ userId: "ann" }, { userId: "bo" }], "g2"],
      [[{ userId: "ann" }, { userId: "cy" }], "g1"],
    ];
    let seed = 10;
    for (const [seats, guildId] of plan) {
      const id = await game(seats, { guildId });
      await playOut(t.store, id, seed++);
      t.advance(60_000);
    }
    const g1 = await ratings("g1");
    expect(g1.map((r) => [r.player, r.games])).toEqual([["ai:medium", 2], ["ann", 3], ["bo", 2], ["cy", 1]]);
    expect((await ratings("g2")).map((r) => [r.player, r.games])).toEqual([["ann", 1], ["bo", 1]]);

    expect(await t.store.rebuildRatings()).toEqual({ games: 5, servers: 2, players: 6, differences: [], replaced: false });

    // Damage the table: `npm run ratings:rebuild` says where (exit code 1), and with --repair
    // puts back the very same numbers.
    await t.store.db.rating.update({ where: { guildId_player: { guildId: "g1", player: "ann" } }, data: { mu: 40, games: 9 } });
    await t.store.db.rating.delete({ where: { guildId_player: { guildId: "g2", player: "bo" } } });
    const damaged = rebuildScript(t.url);
    expect(damaged.status).toBe(1);
    expect(damaged.stdout).toMatch(/^server g1, ann: stored mu 40, .* 9 games, .*; recomputed mu .*, 3 games/m);
    expect(damaged.stdout).toMatch(/^server g2, bo: no stored rating; recomputed .* 1 games/m);
    expect(damaged.stdout).toContain("5 rated games recomputed: 6 ratings in 2 servers; the stored ratings differ (above): run with --repair to replace them");
    const repaired = rebuildScript(t.url, "--repair");
    expect(repaired.status).toBe(0);
    expect(repaired.stdout).toContain("were replaced by the recomputed ones");
    expect(await ratings("g1")).toEqual(g1);
    expect((await t.store.rebuildRatings()).differences).toEqual([]);
  }, 60_000);

  /** Play a game up to its last choice; returns that choice, not made. */
  async function untilLast(id: number, seed: number): Promise<{ actor: { userId: string }; seat: number; choiceId: string }> {
    const rand = lcg(seed);
    for (;;) {
      const { game: g, state } = await t.store.loadGame(id);
      if (!state) throw new Error("no state");
      const move = randomMove(state, rand);
      if (!move) throw new Error("the game ended early");
      const last = { actor: { userId: g.seats[move.seat]?.userId ?? "" }, seat: move.seat, choiceId: move.choiceId };
      if (applyChoice(state, move.seat, move.choiceId).phase === "over") return last;
      await t.store.applyChoice({ gameId: id, ...last });
    }
  }

  it("two games with a player in common finishing at the same moment both count: neither rating is lost", async () => {
    await playOut(t.store, await game([{ userId: "ann" }, { userId: "dan" }]), 30); // ann has a rating row
    const one = await game([{ userId: "ann" }, { userId: "bo" }]);
    const two = await game([{ userId: "ann" }, { userId: "cy" }]);
    const [lastOne, lastTwo] = [await untilLast(one, 31), await untilLast(two, 32)];
    // On PostgreSQL, another connection holds ann's row while both games finish, so both reach
    // her rating before either has written it: each must wait for the other's, not read the same "before".
    const holder = provider === "postgres" ? new pg.Client({ connectionString: t.url }) : null;
    await holder?.connect();
    await holder?.query(`BEGIN; SELECT * FROM "Rating" WHERE "player" = 'ann' FOR UPDATE`);
    const finishing = Promise.all([t.store.applyChoice({ gameId: one, ...lastOne }), t.store.applyChoice({ gameId: two, ...lastTwo })]);
    if (holder) {
      await new Promise((r) => setTimeout(r, 500));
      await holder.query("COMMIT");
      await holder.end();
    }
    await finishing;
    expect((await ratings()).map((r) => [r.player, r.games])).toEqual([["ann", 3], ["bo", 1], ["cy", 1], ["dan", 1]]);
    // Each game rated ann from what the one before left: the table is its own recomputation.
    const changes = await t.store.db.ratingChange.findMany({ where: { player: "ann" }, orderBy: { id: "asc" } });
    expect(changes.slice(1).map((c) => [c.muBefore, c.sigmaBefore])).toEqual(changes.slice(0, -1).map((c) => [c.muAfter, c.sigmaAfter]));
    expect((await t.store.rebuildRatings()).differences).toEqual([]);
  }, 60_000);

  it("the last choice made twice at once finishes the game and rates it once", async () => {
    const id = await game([{ userId: "ann" }, { userId: "bo" }]);
    const last = await untilLast(id, 21);
    const { game: g } = await t.store.loadGame(id);
    const results = await Promise.allSettled([0, 1].map(() => t.store.applyChoice({ gameId: id, ...last, expectedVersion: g.version })));
    expect(results.filter((r) => r.status === "fulfilled").length).toBe(1);
    expect((await ratings()).map((r) => r.games)).toEqual([1, 1]);
    expect(await t.store.db.ratingChange.count()).toBe(2);
  }, 60_000);

  it("two games rated at the same moment, their rating changes' ids interleaved as two processes write them on PostgreSQL: the rebuild finds no difference (exit 0), and still names a changed number", async () => {
    const one = await game([{ userId: "ann" }, { userId: "bo" }]);
    const two = await game([{ userId: "cy" }, { userId: "dan" }]);
    await playOut(t.store, one, 40);
    await playOut(t.store, two, 41);
    // Each process inserts its game's rows one by one, so their ids alternate: one's seat 0,
    // two's seat 0, one's seat 1, two's seat 1.
    const rows = await t.store.db.ratingChange.findMany({ orderBy: [{ seat: "asc" }, { gameId: "asc" }] });
    expect(rows.map((r) => [r.gameId, r.seat])).toEqual([[one, 0], [two, 0], [one, 1], [two, 1]]);
    for (const [i, r] of rows.entries()) await t.store.db.ratingChange.update({ where: { id: r.id }, data: { id: 1001 + i } });
    const byId = await t.store.db.ratingChange.findMany({ orderBy: { id: "asc" } });
    expect(byId.map((r) => r.gameId)).toEqual([one, two, one, two]);

    expect(await t.store.rebuildRatings()).toEqual({ games: 2, servers: 1, players: 4, differences: [], replaced: false });
    const script = rebuildScript(t.url);
    expect(script.stdout).toContain("2 rated games recomputed: 4 ratings in 1 servers; the stored ratings are the same");
    expect(script.status).toBe(0);

    // A real difference is still found, and named by game and seat.
    const changed = byId[3];
    if (!changed) throw new Error("no rating change of game two's seat 1");
    await t.store.db.ratingChange.update({ where: { id: changed.id }, data: { muAfter: 30 } });
    const shown = (muAfter: number) => `${changed.player}, rank ${changed.rank}, mu ${changed.muBefore} -> ${muAfter}, sigma ${changed.sigmaBefore} -> ${changed.sigmaAfter}`;
    expect((await t.store.rebuildRatings()).differences).toEqual([`game #${two}, seat 1: stored rating change ${shown(30)}; recomputed ${shown(changed.muAfter)}`]);
  }, 90_000);
});

/** `npm run ratings:rebuild` on the database at `url`. */
function rebuildScript(url: string, ...args: string[]): { status: number | null; stdout: string } {
  const r = spawnSync(process.execPath, ["--import", "tsx", "src/scripts/rebuild-ratings.ts", ...args], { encoding: "utf8", env: { ...process.env, DATABASE_URL: url } });
  return { status: r.status, stdout: `${r.stdout}${r.stderr}` };
}
