// Exactly once through the stand-in: a post retried after a 502 (Discord had taken it) appears
// once, thanks to its nonce and enforce_nonce; two bot processes (two stores, so two claim
// holders) flushing the same backlog at once tell every log line exactly once; and a post
// recorded as begun by a process that then died is finished by another under the same nonce, or
// at once by its successor under the same identity; an entry already told is never told again.
import { describe, expect, it } from "vitest";
import { NusfjordBot } from "../../src/bot/bot.ts";
import { intentFor, postLease } from "../../src/bot/turn/post-intent.ts";
import { pendingSeats } from "../../src/engine/index.ts";
import { parseConfig } from "../../src/config.ts";
import { createLogger } from "../../src/logger.ts";
import { GameStore } from "../../src/store/index.ts";
import { Writable } from "node:stream";
import { loadState, type Harness, postedLogLines, toldPerPost, wholeTurnInStore, withoutPingLines } from "./harness.ts";
import { openAndStart } from "./play.ts";
import { harnessForSuite } from "./suite.ts";

/** The log lines the game's posts told, in order. */
const told = (h: Harness, threadId: string, gameId: number): string[] => toldPerPost(h, threadId, gameId).flat();

describe("exactly once", () => {
  const h = harnessForSuite();

  it("a turn post that Discord took but answered with 502 is retried under its nonce and appears once", async () => {
    const ann = h.discord.addUser("ann");
    const bo = h.discord.addUser("bo");
    const { gameId, threadId } = await openAndStart(h, ann, [bo], { players: 2 });
    const before = withoutPingLines(h.discord.messages(threadId)).length;
    const repeats = h.discord.nonceRepeats;
    const { game } = await loadState(h.store, gameId);
    await wholeTurnInStore(h, gameId);
    h.discord.failAfterPosting(1);
    h.expectProblems(/POST \/api\/v10\/channels\/\d+\/messages → 502/);
    await h.bot.flush();
    const posted = withoutPingLines(h.discord.messages(threadId)).slice(before);
    expect(posted).toHaveLength(1);
    expect(h.discord.nonceRepeats).toBe(repeats + 1);
    const toldNow = posted.flatMap((m) => m.text.split("\n").filter((l) => l.startsWith("• ")).map((l) => l.slice(2)));
    expect(toldNow).toEqual(await postedLogLines(h, gameId, game.postedLog));
    expect(await h.store.pendingOutbox()).toEqual([]);
  });

  it("two processes flushing one backlog at once post every log line exactly once", async () => {
    const ann = h.discord.addUser("ann2");
    const bo = h.discord.addUser("bo2");
    const games = [await openAndStart(h, ann, [bo], { players: 2 }), await openAndStart(h, ann, [bo], { players: 2 })];
    const from = await Promise.all(games.map(async (g) => (await loadState(h.store, g.gameId)).game.postedLog));
    const toldBefore = games.map((g) => told(h, g.threadId, g.gameId).length);
    // A second process: its own store object (its own claim holder) on the same database.
    const lines: string[] = [];
    const log = createLogger("debug", new Writable({ write(c: Buffer, _e, done) { lines.push(c.toString()); done(); } }), [h.discord.token]);
    const other = new NusfjordBot({
      config: parseConfig({ DISCORD_TOKEN: h.discord.token, DISCORD_API_URL: h.discord.apiBase, DATABASE_URL: h.db.url, AI_MOVE_DELAY_MS: "0" }),
      store: new GameStore(h.db.database, { now: h.db.now }), log, now: h.db.now, reminderTimer: false,
    });
    await other.start();
    try {
      for (let round = 0; round < 6; round++) {
        for (const g of games) await wholeTurnInStore(h, g.gameId);
        await Promise.all([h.bot.flush(), other.flush(), h.bot.flush(), other.flush()]);
      }
      await Promise.all([h.bot.idle(), other.idle()]);
    } finally {
      await other.stop();
    }
    for (const [n, g] of games.entries()) {
      expect(told(h, g.threadId, g.gameId).slice(toldBefore[n])).toEqual(await postedLogLines(h, g.gameId, from[n] ?? 0));
    }
    expect(await h.store.pendingOutbox()).toEqual([]);
    expect([...h.logs, ...lines].filter((l) => l.includes('"level":50'))).toEqual([]);
  });

  it("two processes woken for the same AI seats at once: one moves them (its claim), the other does nothing", async () => {
    const ann = h.discord.addUser("ann4");
    const { gameId } = await openAndStart(h, ann, [], { players: 3, ai_seats: 2 });
    const lines: string[] = [];
    const log = createLogger("debug", new Writable({ write(c: Buffer, _e, done) { lines.push(c.toString()); done(); } }), [h.discord.token]);
    const config = parseConfig({ DISCORD_TOKEN: h.discord.token, DISCORD_API_URL: h.discord.apiBase, DATABASE_URL: h.db.url, AI_MOVE_DELAY_MS: "20" });
    const other = new NusfjordBot({ config, store: new GameStore(h.db.database, { now: h.db.now }), log, now: h.db.now, reminderTimer: false });
    await other.start();
    const before = h.logs.length;
    let aiTurns = 0;
    try {
      for (let turn = 0; turn < 8; turn++) {
        await Promise.all([h.bot.idle(), other.idle()]);
        const { game, state } = await loadState(h.store, gameId);
        if (game.status !== "active") break;
        const seat = pendingSeats(state)[0] ?? -1;
        if (game.seats[seat]?.userId === ann.id) { await wholeTurnInStore(h, gameId); continue; }
        aiTurns++;
        await Promise.all([h.bot.kickAiGames(), other.kickAiGames()]);
      }
      await Promise.all([h.bot.idle(), other.idle()]);
    } finally {
      await other.stop();
    }
    expect(aiTurns).toBeGreaterThan(0);
    const all = [...h.logs.slice(before), ...lines];
    // Never two processes deciding the same AI move: no move refused as stale, no error.
    expect(all.filter((l) => l.includes("an AI move lost a race"))).toEqual([]);
    expect(all.filter((l) => l.includes('"level":50'))).toEqual([]);
    expect(await h.store.verifyGame(gameId)).toEqual({ gameId, ok: true });
    expect(await h.store.db.lease.count({ where: { name: `ai:${gameId}` } })).toBe(0); // released when done
  });

  it("a post a dead process had begun (its intent recorded, its lease lapsed) is finished under the same nonce, once", async () => {
    const ann = h.discord.addUser("ann3");
    const bo = h.discord.addUser("bo3");
    const { gameId, threadId } = await openAndStart(h, ann, [bo], { players: 2 });
    await wholeTurnInStore(h, gameId);
    const { game, state } = await loadState(h.store, gameId);
    // The dead process: it took the lease, recorded its intent and posted; then it was killed
    // before marking anything. Its post went out under the intent's nonce.
    const dead = new GameStore(h.db.database, { now: h.db.now, leaseMs: 1000 });
    const lease = postLease(gameId);
    expect(await dead.acquireLease(lease)).toBe(true);
    const intent = intentFor(gameId, game, state.log.length, game.version, "");
    expect(await dead.setLeaseIntent(lease, JSON.stringify(intent))).toBe(true);
    const before = withoutPingLines(h.discord.messages(threadId)).length;
    await h.bot.flush();
    expect(withoutPingLines(h.discord.messages(threadId)).length).toBe(before); // the lease still runs: nobody else posts
    const thread = await h.bot.client.channels.fetch(threadId);
    if (!thread?.isSendable()) throw new Error("no thread");
    await thread.send({ content: `**Game #${gameId}** · the dead process's post`, nonce: intent.nonce, enforceNonce: true, allowedMentions: { parse: [] } });
    expect(withoutPingLines(h.discord.messages(threadId)).length).toBe(before + 1);
    const repeats = h.discord.nonceRepeats;
    h.db.advance(1001); // the lease lapses
    await h.bot.flush();
    expect(withoutPingLines(h.discord.messages(threadId)).length).toBe(before + 1); // Discord returned the first message
    expect(h.discord.nonceRepeats).toBe(repeats + 1);
    const after = await loadState(h.store, gameId);
    expect([after.game.postedVersion, after.game.postedLog]).toEqual([game.version, state.log.length]);
    expect(await h.store.pendingOutbox()).toEqual([]);
    expect(await h.store.leaseIntent(lease)).toBeNull();
  });

  it("a post a dead process had begun is finished at once by its successor under the same identity, without waiting for the lease", async () => {
    const ann = h.discord.addUser("ann5");
    const bo = h.discord.addUser("bo5");
    const { gameId, threadId } = await openAndStart(h, ann, [bo], { players: 2 });
    await wholeTurnInStore(h, gameId);
    const { game, state } = await loadState(h.store, gameId);
    // The dead process, "box-1:0/1", took the lease for 30 s and recorded its intent; then it was killed.
    const dead = new GameStore(h.db.database, { now: h.db.now, instance: "box-1:0/1" });
    const lease = postLease(gameId);
    expect(await dead.acquireLease(lease)).toBe(true);
    expect(await dead.setLeaseIntent(lease, JSON.stringify(intentFor(gameId, game, state.log.length, game.version, "")))).toBe(true);
    const before = withoutPingLines(h.discord.messages(threadId)).length;
    await h.bot.flush();
    expect(withoutPingLines(h.discord.messages(threadId)).length).toBe(before); // this bot is another identity: it waits
    // Its successor starts under the same identity; no time passes.
    const lines: string[] = [];
    const log = createLogger("debug", new Writable({ write(c: Buffer, _e, done) { lines.push(c.toString()); done(); } }), [h.discord.token]);
    const successor = new NusfjordBot({
      config: parseConfig({ DISCORD_TOKEN: h.discord.token, DISCORD_API_URL: h.discord.apiBase, DATABASE_URL: h.db.url, AI_MOVE_DELAY_MS: "0", INSTANCE_ID: "box-1" }),
      store: new GameStore(h.db.database, { now: h.db.now, instance: "box-1:0/1" }), log, now: h.db.now, reminderTimer: false,
    });
    try {
      await successor.start(); // posts the outbox as it starts
      const posted = withoutPingLines(h.discord.messages(threadId)).slice(before);
      expect(posted).toHaveLength(1);
      expect(posted[0]?.text).toContain(`**Game #${gameId}**`);
      expect((await loadState(h.store, gameId)).game.postedVersion).toBe(game.version);
      expect(lines.some((l) => l.includes("finished a post an earlier attempt had begun"))).toBe(true);
    } finally {
      await successor.stop();
    }
  });

  it("an entry already told (the process died after marking the game posted, before marking the entry) is never told again", async () => {
    const ann = h.discord.addUser("ann6");
    const bo = h.discord.addUser("bo6");
    const { gameId, threadId } = await openAndStart(h, ann, [bo], { players: 2 });
    // The start post was made and the game marked as told; the start entry is left unmarked.
    const start = await h.store.db.outboxMessage.findFirstOrThrow({ where: { gameId, kind: "start" } });
    await h.store.db.outboxMessage.update({ where: { id: start.id }, data: { sentAt: null } });
    const { game } = await loadState(h.store, gameId);
    const from = game.postedLog;
    await wholeTurnInStore(h, gameId);
    const before = withoutPingLines(h.discord.messages(threadId)).length;
    await h.bot.flush();
    const posted = withoutPingLines(h.discord.messages(threadId)).slice(before);
    // One turn post with the new lines: no second "begins!".
    expect(posted).toHaveLength(1);
    expect(posted[0]?.text).toMatch(new RegExp(`^\\*\\*Game #${gameId}\\*\\* · round`));
    expect(toldPerPost(h, threadId, gameId).at(-1)).toEqual(await postedLogLines(h, gameId, from));
    expect(await h.store.pendingOutbox()).toEqual([]);
  });

  it("a move made while a pass reads entries that were all told already is told by the next pass, never marked told unposted", async () => {
    const ann = h.discord.addUser("ann7");
    const bo = h.discord.addUser("bo7");
    const { gameId, threadId } = await openAndStart(h, ann, [bo], { players: 2 });
    // The start post was made and the game marked as told; the start entry is left unmarked.
    const start = await h.store.db.outboxMessage.findFirstOrThrow({ where: { gameId, kind: "start" } });
    await h.store.db.outboxMessage.update({ where: { id: start.id }, data: { sentAt: null } });
    const { game } = await loadState(h.store, gameId);
    const from = game.postedLog;
    // The pass reads the game's entries (only the start, already told); before it reads the
    // game, a player's move is committed (another process's, so nothing here wakes up for it).
    const read = h.store.pendingOutboxOfGame.bind(h.store);
    h.store.pendingOutboxOfGame = async (id: number) => {
      const entries = await read(id);
      h.store.pendingOutboxOfGame = read;
      await wholeTurnInStore(h, gameId);
      return entries;
    };
    try {
      const before = withoutPingLines(h.discord.messages(threadId)).length;
      await h.bot.flush();
      await h.bot.flush(); // the next pass (the other process's flush, or the periodic one)
      const posted = withoutPingLines(h.discord.messages(threadId)).slice(before);
      expect(posted).toHaveLength(1);
      expect(toldPerPost(h, threadId, gameId).at(-1)).toEqual(await postedLogLines(h, gameId, from));
      const after = await loadState(h.store, gameId);
      expect(after.game.postedLog).toBe(after.state.log.length);
      expect(await h.store.pendingOutbox()).toEqual([]);
    } finally {
      h.store.pendingOutboxOfGame = read;
    }
  });
});
