// A 4-player game with 2 AI seats through the stand-in: the AI seats move by themselves right
// after the player before them, and the game reaches its final scores.
import { describe, expect, it } from "vitest";
import { pendingSeats } from "../../src/engine/index.ts";
import { loadState, storeUntilSeat, withoutPingLines } from "./harness.ts";
import { openAndStart, playToEnd, PNG } from "./play.ts";
import { harnessForSuite } from "./suite.ts";

describe("a 4-player game with 2 AI seats", () => {
  const h = harnessForSuite();

  it("is played to the end with the AI seats moving by themselves", async () => {
    const ann = h.discord.addUser("ann");
    const bo = h.discord.addUser("bo");
    const { gameId, threadId } = await openAndStart(h, ann, [bo], { players: 4, ai_seats: 2, deck: "mixed" });
    const started = await loadState(h.store, gameId);
    expect(started.game.seats.map((s) => s.aiLevel !== null)).toEqual([false, true, true, false]);

    await playToEnd(h, gameId, threadId, new Map([[ann.id, ann], [bo.id, bo]]));

    const { game, state } = await loadState(h.store, gameId);
    expect(game.status).toBe("finished");
    expect(state.phase).toBe("over");
    const choices = await h.store.db.choice.findMany({ where: { gameId, undoneAt: null } });
    const aiSeats = new Set([1, 2]);
    const aiChoices = choices.filter((c) => aiSeats.has(c.seat));
    expect(aiChoices.length).toBeGreaterThan(20);
    expect(aiChoices.every((c) => c.userId === null)).toBe(true);
    // The channel shows the AI's turns too, each with its image, named as the AI seat.
    const aiPosts = h.discord.messages(threadId).filter((m) => /Ingrid \(AI\)|Odd \(AI\)/.test(m.text) && m.attachments.length === 1);
    expect(aiPosts.length).toBeGreaterThan(10);
    for (const m of aiPosts) expect(m.attachments[0]?.data.subarray(0, 8)).toEqual(PNG);
    const last = withoutPingLines(h.discord.messages(threadId)).at(-1);
    expect(last?.text).toContain(`Game #${gameId} is over`);
    expect(h.logs.filter((l) => l.includes('"level":50'))).toEqual([]);
  });

  it("an AI seat whose turn came while the bot was down moves as soon as the bot is back", async () => {
    const ann = h.discord.addUser("ann2");
    const { gameId } = await openAndStart(h, ann, [], { players: 2, ai_seats: 1 });
    // Play ann's choices straight into the store while the bot is down, until the AI is to move.
    await h.bot.stop();
    const waiting = await storeUntilSeat(h, gameId, ann);
    expect(pendingSeats(waiting.state)).toEqual([1]);
    await h.restart();
    await h.discord.waitForIdentify();
    await h.bot.idle();
    const after = await loadState(h.store, gameId);
    expect(after.game.version).toBeGreaterThan(waiting.game.version);
    expect(pendingSeats(after.state)).not.toEqual([1]);
  });
  it("the periodic tick lets an AI seat move that nothing else woke (and posts the turn it missed)", async () => {
    const cy = h.discord.addUser("cy2");
    const { gameId, threadId } = await openAndStart(h, cy, [], { players: 2, ai_seats: 1 });
    // A choice saved without the bot being told (another process, a lost wake-up): the AI is next.
    const waiting = await storeUntilSeat(h, gameId, cy);
    expect(pendingSeats(waiting.state)).toEqual([1]);
    await h.bot.idle();
    expect((await loadState(h.store, gameId)).game.version).toBe(waiting.game.version);
    const before = h.discord.messages(threadId).length;
    await h.bot.tick();
    await h.bot.idle();
    const after = await loadState(h.store, gameId);
    expect(after.game.version).toBeGreaterThan(waiting.game.version);
    expect(pendingSeats(after.state)).not.toEqual([1]);
    expect(h.discord.messages(threadId).length).toBeGreaterThan(before);
    expect(await h.store.pendingOutbox()).toEqual([]);
  });
});
