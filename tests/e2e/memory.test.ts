// What one bot process keeps in memory after a whole game (issue 34: a 30-minute soak grew the
// heap 116 MB an hour, discord.js's default caches holding nearly every message the bot had
// posted). The client keeps only what the bot reads, and the bot's own memory of a game's
// posts (src/bot/turn/timelines.ts) goes when the game ends. tests/bench/soak.ts measures the growth.
import { describe, expect, it } from "vitest";
import { loadState } from "./harness.ts";
import { openAndStart, playToEnd } from "./play.ts";
import { harnessForSuite } from "./suite.ts";

describe("memory of one bot process over a whole game", () => {
  const h = harnessForSuite();

  it("keeps no posted message, no player's user or member and nothing of the ended game; idle REST queues go within a minute", async () => {
    const ann = h.discord.addUser("ann");
    const { gameId, threadId } = await openAndStart(h, ann, [], { players: 2, ai_seats: 1 });
    await playToEnd(h, gameId, threadId, new Map([[ann.id, ann]]));
    expect((await loadState(h.store, gameId)).game.status).toBe("finished");
    expect(h.discord.messages(threadId).length).toBeGreaterThan(20);

    const client = h.bot.client;
    const cachedMessages = [...client.channels.cache.values()].reduce((n, c) => n + ("messages" in c ? c.messages.cache.size : 0), 0);
    expect(cachedMessages).toBe(0);
    const me = client.user?.id;
    expect([...client.users.cache.keys()].filter((id) => id !== me)).toEqual([]);
    for (const guild of client.guilds.cache.values()) expect([...guild.members.cache.keys()].filter((id) => id !== me)).toEqual([]);
    // The game ended and its end post is out: nothing of it is remembered.
    expect(h.bot.ctx.timelines.size).toBe(0);
    // A queue per interaction token (its follow-ups and edits), swept once idle.
    expect(client.rest.options.handlerSweepInterval).toBeLessThanOrEqual(60_000);
  });
});
