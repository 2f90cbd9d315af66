// Ratings and /leaderboard through the local Discord stand-in: `/nusfjord new rated:false` and
// `/nusfjord settings rated` (the host, in the lobby only); a finished rated game changes each
// player's rating once and its end post says by how much; a player whose seat the host hands to
// an AI finishes last and that AI is not rated; /leaderboard lists the players with at least 3
// rated games by rating, AI levels among them, 10 a page; every bad input is refused privately
// and changes nothing. Games are played to their end through the store (as another process
// would), then the bot posts their end.
import { ordinal } from "openskill";
import { describe, expect, it } from "vitest";
import { LEADERBOARD_PAGE } from "../../commands/leaderboard.ts";
import { ratingsLine } from "../../src/bot/layouts/events.ts";
import { ratingText } from "../../src/bot/layouts/present.ts";
import type { GameStore } from "../../src/store/index.ts";
import { dumpTables, lcg, randomMove } from "../store/helpers.ts";
import { loadState, missing } from "./harness.ts";
import { idWith } from "./play.ts";
import type { RecordedMessage, StandInUser } from "./standin/index.ts";
import { tableForSuite } from "./suite.ts";

/** Random legal choices through the store until the game is over (AI seats as the bot plays them), or `stopAfter` choices. */
async function playOut(store: GameStore, gameId: number, seed: number, stopAfter = Infinity): Promise<void> {
  const rand = lcg(seed);
  const { game } = await store.loadGame(gameId);
  let { state } = await loadState(store, gameId);
  for (let n = 0; n < stopAfter; n++) {
    const move = randomMove(state, rand);
    if (!move) return;
    const holder = game.seats[move.seat];
    ({ state } = await store.applyChoice({ gameId, actor: holder?.userId ? { userId: holder.userId } : { ai: true }, seat: move.seat, choiceId: move.choiceId }));
  }
}

describe("ratings and /leaderboard", () => {
  const { h, user: { ann, bo, cy, dan } } = tableForSuite({ users: ["ann", "bo", "cy", "dan"] });
  let seed = 100;

  async function leaderboard(who: StandInUser, page?: number): Promise<RecordedMessage> {
    const out = await h.discord.command(who, h.discord.channelId, "leaderboard", page === undefined ? {} : { options: { page } });
    const r = out.response ?? missing();
    expect(r.ephemeral).toBe(true);
    expect(r.pinged).toEqual([]);
    return r;
  }

  async function settings(who: StandInUser, gameId: number, options: Record<string, string | number | boolean> = {}): Promise<RecordedMessage> {
    const out = await h.discord.command(who, h.discord.channelId, "nusfjord", { subcommand: "settings", options: { game: gameId, ...options } });
    const r = out.response ?? missing();
    expect(r.ephemeral).toBe(true);
    return r;
  }

  /** `act` is answered privately with a refusal matching `message`, and no table changed. */
  async function refused(act: () => Promise<RecordedMessage>, message: RegExp): Promise<void> {
    const before = await dumpTables(h.store);
    const answer = await act();
    expect(answer.ephemeral).toBe(true);
    expect(answer.text).toMatch(/^⚠️ /);
    expect(answer.text).toMatch(message);
    expect(await dumpTables(h.store)).toEqual(before);
  }

  /** A started 2-player game of this server with these seats (a user by name, or an AI level), in the channel. */
  async function stored(seats: readonly ({ user: StandInUser; name?: string } | { ai: string })[], rated = true): Promise<number> {
    const host = seats.find((s) => "user" in s);
    if (!host || !("user" in host)) throw new Error("a game needs a human host");
    const g = await h.store.createGame({
      guildId: h.discord.guildId, channelId: h.discord.channelId, hostUserId: host.user.id, playerCount: 2, rated,
      seats: seats.map((s) => ("user" in s ? { userId: s.user.id, displayName: s.name ?? s.user.username } : { aiLevel: s.ai, displayName: "Ingrid" })),
    });
    await h.store.startGame(g.id, host.user.id);
    return g.id;
  }

  /** Play the game to its end through the store; the bot then posts its end. Returns the end post. */
  async function finish(gameId: number): Promise<RecordedMessage> {
    await playOut(h.store, gameId, seed++);
    await h.bot.flush();
    await h.bot.idle();
    const { game } = await loadState(h.store, gameId);
    expect(game.status).toBe("finished");
    const end = h.discord.messages(game.threadId ?? game.channelId).filter((m) => m.text.includes(`Game #${gameId} is over!`)).at(-1);
    return end ?? missing();
  }

  const ratingOf = async (who: StandInUser | string) => h.store.db.rating.findUnique({ where: { guildId_player: { guildId: h.discord.guildId, player: typeof who === "string" ? who : who.id } } });

  it("an empty leaderboard says how to get on it; page 0 and a page past the end are refused privately and change nothing", async () => {
    const empty = await leaderboard(ann);
    expect(empty.text).toBe("Nobody is on this server's leaderboard yet. Finish 3 rated games to appear here: every game is rated unless its host opens it with `/nusfjord new rated:false` (start one with `/nusfjord new`).\nHow ratings work: `/rules topic:ratings`.");
    await refused(() => leaderboard(ann, 0), /^⚠️ There is no page 0: pages start at 1\. `\/leaderboard` shows the first\.$/);
    await refused(() => leaderboard(ann, -3), /There is no page -3: pages start at 1/);
    await refused(() => leaderboard(ann, 2), /^⚠️ There is no page 2: nobody is on this server's leaderboard yet\. `\/leaderboard` says how to get on it\.$/);
    // What `/rules topic:ratings` shows is the topic that says how ratings work.
    const rules = (await h.discord.command(ann, h.discord.channelId, "rules", { options: { topic: "ratings" } })).response?.text ?? "";
    expect(rules).toMatch(/^\*\*Ratings: your rating and the leaderboard\*\*\n/);
    for (const said of ["`/nusfjord new rated:false`", "a cancelled game never counts", "equal totals share a place", "one rating per level", "you finish that game last, and that AI is not rated", "`/leaderboard`", "10 a page", "after 3 rated games"]) expect(rules).toContain(said);
    for (const word of ["elo", "leaderboard", "rank"]) expect((await h.discord.command(ann, h.discord.channelId, "rules", { options: { topic: word } })).response?.text).toMatch(/^\*\*Ratings/);
  }, 60_000);

  it("/nusfjord new rated:false opens an unrated game; the host changes it in the lobby only, anyone else is refused; its end changes no rating and says so", async () => {
    const created = await h.discord.command(ann, h.discord.channelId, "nusfjord", { subcommand: "new", options: { players: 2, rated: false } });
    await h.bot.idle();
    const lobby = () => h.discord.message(created.response?.id ?? "") ?? missing();
    expect(lobby().text.split("\n")[0]).toMatch(/ · herring deck · reminders after 12 h · not rated$/);
    const gameId = (await h.store.listGames({ guildId: h.discord.guildId, statuses: ["lobby"] }))[0]?.game.id ?? -1;
    expect((await settings(ann, gameId)).text).toContain("\nRated: no (the host can change it until the game starts)\n");

    await refused(() => settings(bo, gameId, { rated: true }), /Only the host or a server manager can change the settings in game #\d+\./);
    expect((await settings(ann, gameId, { rated: true })).text).toMatch(/^The game is rated: its result changes the players' ratings\.\n\n[^]*\nRated: yes /);
    await h.bot.idle(); // the lobby message is edited after the answer
    expect(lobby().text.split("\n")[0]).not.toContain("not rated");
    expect((await settings(ann, gameId, { rated: false })).text).toMatch(/^The game is not rated: its result changes no rating\./);
    await h.bot.idle();
    expect(lobby().text.split("\n")[0]).toMatch(/ · not rated$/);

    await h.discord.button(bo, lobby(), idWith(lobby(), "join"));
    const started = await h.discord.button(ann, lobby(), idWith(lobby(), "start"));
    expect(started.response?.text).toContain("The game is on");
    await h.bot.idle();
    await refused(() => settings(ann, gameId, { rated: true }), /^⚠️ Game #\d+ has started: whether it is rated was settled in its lobby and can no longer change\.$/);
    expect((await settings(bo, gameId)).text).toContain("\nRated: no\n");

    const end = await finish(gameId);
    expect(end.text).toContain("\n⚖️ This game was not rated.\n");
    expect(await h.store.db.rating.count()).toBe(0);
    await refused(() => settings(ann, gameId, { rated: true }), /Game #\d+ is finished; it can no longer be changed\./);
  }, 60_000);

  it("a finished rated game changes each player's rating once, and its end post says by how much", async () => {
    const gameId = await stored([{ user: ann }, { user: bo }]);
    expect((await settings(ann, gameId)).text).toContain("\nRated: yes\n");
    const end = await finish(gameId);
    const changes = await h.store.ratingChanges(gameId);
    expect(changes.map((c) => [c.player, c.before])).toEqual([[ann.id, 0], [bo.id, 0]]);
    const delta = (c: (typeof changes)[number]) => {
      const d = Number(ratingText(c.after)) - Number(ratingText(c.before));
      return `${d >= 0 ? "+" : ""}${ratingText(d)}`;
    };
    const line = `📈 Ratings: ann 0.0 → ${ratingText(changes[0]?.after ?? NaN)} (${delta(changes[0] ?? missing())}) · bo 0.0 → ${ratingText(changes[1]?.after ?? NaN)} (${delta(changes[1] ?? missing())}) (\`/leaderboard\`)`;
    expect(end.text).toContain(`\n${line}\n`);
    expect(ratingsLine((await loadState(h.store, gameId)).game, changes)).toBe(line);
    // The winner gained, the other lost (or, sharing the victory, both gained).
    expect(changes.some((c) => c.after > 0)).toBe(true);
    expect([(await ratingOf(ann))?.games, (await ratingOf(bo))?.games]).toEqual([1, 1]);
    // Posting the end again (a retry, a restart) changes no rating: the game was rated when it finished.
    await h.restart();
    await h.bot.flush();
    expect([(await ratingOf(ann))?.games, (await ratingOf(bo))?.games]).toEqual([1, 1]);
    expect(await h.store.db.ratingChange.count({ where: { gameId } })).toBe(2);
  }, 60_000);

  it("a player whose seat the host hands to an AI finishes last, and that AI is not rated for the game", async () => {
    const gameId = await stored([{ user: cy }, { user: dan }]);
    await playOut(h.store, gameId, seed++, 30);
    const handed = await settings(cy, gameId, { replace_seat: 2, level: "easy" });
    expect(handed.text).toContain("Seat 2 (dan) is now played by the easy AI.");
    await h.bot.idle();
    const end = await finish(gameId);
    const changes = await h.store.ratingChanges(gameId);
    expect(changes.map((c) => [c.player, c.rank])).toEqual([[cy.id, 1], [dan.id, 2]]);
    expect(changes[1]?.after).toBeLessThan(0);
    expect(await ratingOf("ai:easy")).toBeNull();
    expect(end.text).toMatch(/\n📈 Ratings: cy 0\.0 → \d+\.\d \(\+\d+\.\d\) · dan 0\.0 → -\d+\.\d \(-\d+\.\d\)/);
  }, 60_000);

  it("/leaderboard lists the players with at least 3 rated games by rating, AI levels among them, and tells the others how far they are", async () => {
    // ann: 3 rated games, bo: 4, the hard AI: 3; cy and dan: 1 each.
    await finish(await stored([{ user: ann }, { ai: "hard" }]));
    await finish(await stored([{ user: bo }, { ai: "hard" }]));
    await finish(await stored([{ user: ann, name: "ann *the* <@1>" }, { user: bo }]));
    await finish(await stored([{ user: bo }, { ai: "hard" }]));
    const rows = await h.store.db.rating.findMany({ where: { guildId: h.discord.guildId } });
    const onBoard = rows.filter((r) => r.games >= 3).sort((a, b) => ordinal(b) - ordinal(a));
    expect(onBoard.map((r) => r.player).sort()).toEqual([ann.id, bo.id, "ai:hard"].sort());
    const shown = (r: (typeof rows)[number]) => (r.player === "ai:hard" ? "🤖 AI hard" : r.player === ann.id ? "ann \\*the\\* \\<@1>" : "bo");

    const board = await leaderboard(ann);
    expect(board.text).toBe([
      "**Leaderboard** · 3 players with at least 3 rated games",
      ...onBoard.map((r, i) => `${i + 1}. ${shown(r)} — ${ratingText(ordinal(r))} (${r.games} games, ${r.wins} win${r.wins === 1 ? "" : "s"})${r.player === ann.id ? " ← you" : ""}`),
      "How ratings work: `/rules topic:ratings`.",
    ].join("\n"));
    expect(board.mentions).toEqual([]);
    const cyRating = rows.find((r) => r.player === cy.id) ?? missing();
    expect((await leaderboard(cy)).text).toContain(`\nYou have 1 rated game (rating ${ratingText(ordinal(cyRating))}): 2 more games and you are on the board.\n`);
    await refused(() => leaderboard(cy, 2), /^⚠️ There is no page 2: the leaderboard has 1 page\. `\/leaderboard` shows it\.$/);
    // The table is what the finished games give when recomputed (npm run ratings:rebuild).
    expect((await h.store.rebuildRatings()).differences).toEqual([]);
  }, 60_000);

  it("/leaderboard shows 10 players a page, each once, naming the next page; a page past the end is refused", async () => {
    // 20 more players with enough games (written straight into the table: the paging is what is tested).
    await h.store.db.rating.createMany({
      data: Array.from({ length: 20 }, (_, n) => ({ guildId: h.discord.guildId, player: `9000000000000000${String(n).padStart(2, "0")}`, name: `player ${n + 1}`, mu: 20 + n / 2, sigma: 5, games: 3 + n, wins: n % 4, updatedAt: new Date() })),
    });
    const pages = [await leaderboard(dan, 1), await leaderboard(dan, 2), await leaderboard(dan, 3)].map((m) => m.text);
    expect(pages[0]?.split("\n")[0]).toBe(`**Leaderboard** · 23 players with at least 3 rated games · page 1 of 3`);
    expect(pages[0]).toContain("\nNext page: `/leaderboard page:2`\n");
    expect(pages[1]).toContain("· page 2 of 3\n");
    expect(pages[1]).toContain("\nNext page: `/leaderboard page:3`\n");
    expect(pages[2]).not.toContain("Next page");
    // dan (1 rated game) is on none of them but is told where he stands on each.
    for (const p of pages) expect(p).toContain("\nYou have 1 rated game");
    const lines = pages.flatMap((p) => (p ?? "").split("\n").filter((l) => /^\d+\. /.test(l)));
    expect(lines.map((l) => Number(/^(\d+)\./.exec(l)?.[1]))).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(pages.map((p) => (p ?? "").split("\n").filter((l) => /^\d+\. /.test(l)).length)).toEqual([LEADERBOARD_PAGE, LEADERBOARD_PAGE, 3]);
    const figures = lines.map((l) => Number(/ — (-?\d+\.\d) \(/.exec(l)?.[1]));
    expect(figures).toEqual([...figures].sort((a, b) => b - a));
    expect(lines.filter((l) => l.includes("player 20"))).toEqual([expect.stringMatching(/ — 14\.5 \(22 games, 3 wins\)$/)]);
    await refused(() => leaderboard(dan, 4), /^⚠️ There is no page 4: the leaderboard has 3 pages\. `\/leaderboard page:3` is the last\.$/);
    await refused(() => leaderboard(dan, 0), /There is no page 0/);
  }, 60_000);
});
