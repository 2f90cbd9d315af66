// A long outage: the bot is down while two games go on (choices saved by the store, as another
// process or a crash would leave them). Back up, it drains the outbox in several passes and
// tells every game's story exactly once: no log line lost, none posted twice.
import { describe, expect, it } from "vitest";
import { pendingSeats } from "../../src/engine/index.ts";
import { loadState, toldPerPost, postedLogLines, wholeTurnInStore, withoutPingLines } from "./harness.ts";
import { openAndStart } from "./play.ts";
import { harnessForSuite } from "./suite.ts";

describe("catching up after an outage", () => {
  // Three outbox rows per pass, so the backlog takes several passes and games are cut between them.
  const h = harnessForSuite({ outboxBatch: 3 });

  it("posts every game's backlog once, in passes, with every log line exactly once", async () => {
    const ann = h.discord.addUser("ann");
    const bo = h.discord.addUser("bo");
    const games = [await openAndStart(h, ann, [bo], { players: 2 }), await openAndStart(h, ann, [bo], { players: 2 })];
    const postedBefore = await Promise.all(games.map(async (g) => (await loadState(h.store, g.gameId)).game.postedLog));
    await h.bot.stop();
    // Twelve whole turns in each game, alternating, each with all its follow-up decisions.
    for (let i = 0; i < 24; i++) {
      const { gameId } = games[i % 2] ?? games[0]!;
      await wholeTurnInStore(h, gameId);
    }
    expect((await h.store.pendingOutbox(100)).length).toBeGreaterThan(10);

    await h.restart();
    await h.discord.waitForIdentify();
    await h.bot.idle();
    for (const [n, { gameId, threadId }] of games.entries()) {
      const { game } = await loadState(h.store, gameId);
      // A turn still in progress waits for its end; everything before it is told.
      const bullets = toldPerPost(h, threadId, gameId);
      // Every post tells something new: no empty repeat of an announcement.
      for (const b of bullets) expect(b.length).toBeGreaterThan(0);
      const told = bullets.flat();
      const expected = await postedLogLines(h, gameId, postedBefore[n] ?? 0);
      expect(told).toEqual(expected);
      expect(game.postedLog).toBeGreaterThan(postedBefore[n] ?? 0);
    }
    // Every turn was complete, so nothing waits.
    expect(await h.store.pendingOutbox(100)).toEqual([]);
    expect(h.logs.filter((l) => l.includes('"level":50'))).toEqual([]);
  });
  it("a change that adds no log line (a short-catch Fishing choice) is still announced, with its ping", async () => {
    const ann = h.discord.addUser("ann3");
    const bo = h.discord.addUser("bo3");
    const { gameId, threadId } = await openAndStart(h, ann, [bo], { players: 2 });
    // One whole turn, announced as usual.
    await wholeTurnInStore(h, gameId);
    await h.bot.flush();
    // As if the latest change had added nothing to the log: its post is undone and the game
    // marked as told up to its log, but not up to its version. (Done with the bot down: a running
    // bot takes a game told less far than it saw for a restored backup, and tells the thread so.)
    await h.bot.stop();
    const { game, state } = await loadState(h.store, gameId);
    const row = await h.store.db.outboxMessage.findFirstOrThrow({ where: { gameId }, orderBy: { id: "desc" } });
    expect(row.kind).toBe("turn");
    await h.store.db.outboxMessage.update({ where: { id: row.id }, data: { sentAt: null } });
    await h.store.markPosted(gameId, state.log.length, game.version - 1);
    const before = withoutPingLines(h.discord.messages(threadId)).length;
    await h.restart();
    await h.discord.waitForIdentify();
    await h.bot.flush();
    const posted = withoutPingLines(h.discord.messages(threadId)).slice(before);
    const waiting = game.seats[pendingSeats(state)[0] ?? -1];
    expect(posted).toHaveLength(1);
    expect(posted[0]?.text).toContain(`<@${waiting?.userId}>`);
    // And once told, the same version is not announced again.
    await h.store.db.outboxMessage.update({ where: { id: row.id }, data: { sentAt: null } });
    await h.bot.flush();
    expect(withoutPingLines(h.discord.messages(threadId)).length).toBe(before + 1);
  });
});
