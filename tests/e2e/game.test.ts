// A whole 2-player game through the local Discord stand-in: two simulated users play it from
// `/nusfjord new` to the final score image with slash commands, autocomplete, buttons and menus.
import { describe, expect, it } from "vitest";
import { COMMANDS } from "../../commands/index.ts";
import { loadState, startHarness, withoutPingLines } from "./harness.ts";
import { openAndStart, playToEnd, PNG } from "./play.ts";
import { harnessForSuite } from "./suite.ts";

describe("a 2-player game played through Discord", () => {
  const h = harnessForSuite();

  it("registers every slash command at start, globally", () => {
    const names = h.discord.globalCommands().map((c) => (c as { name: string }).name).sort();
    expect(names).toEqual(COMMANDS.map((c) => c.data.name).sort());
    expect(h.discord.guildCommands(h.discord.guildId)).toEqual([]);
  });

  it("registers them in one server only when DISCORD_GUILD_ID is set", async () => {
    const g = await startHarness({ guildCommands: true });
    try {
      const names = g.discord.guildCommands(g.discord.guildId).map((c) => (c as { name: string }).name).sort();
      expect(names).toEqual(COMMANDS.map((c) => c.data.name).sort());
      expect(g.discord.globalCommands()).toEqual([]);
    } finally {
      await g.close();
    }
  });

  it("is played from /nusfjord new to the final score image, with a turn message and image after every turn", async () => {
    const ann = h.discord.addUser("ann");
    const bo = h.discord.addUser("bo");
    const { gameId, threadId } = await openAndStart(h, ann, [bo], { players: 2, deck: "herring" });

    const first = h.discord.messages(threadId).find((m) => m.text.includes("begins"));
    expect(first?.attachments[0]?.data.subarray(0, 8)).toEqual(PNG);

    const interactions = await playToEnd(h, gameId, threadId, new Map([[ann.id, ann], [bo.id, bo]]));
    // "The Work phase gives each player three turns" (board-data.md), for 7 rounds: 42 turns,
    // each a placement or a pass, every one of them made through Discord.
    const turns = await h.store.db.choice.count({ where: { gameId, undoneAt: null, OR: [{ choiceId: { startsWith: "place:" } }, { choiceId: { startsWith: "elder:" } }, { choiceId: "pass" }] } });
    expect(turns).toBe(42);
    expect(await h.store.db.choice.count({ where: { gameId, userId: null } })).toBe(0);
    expect(interactions).toBeGreaterThanOrEqual(21);

    const { game, state } = await loadState(h.store, gameId);
    expect(game.status).toBe("finished");
    expect(state.phase).toBe("over");

    const posts = withoutPingLines(h.discord.messages(threadId)).filter((m) => m.authorId === h.discord.botUser.id);
    const turnPosts = posts.filter((m) => m.text.startsWith(`**Game #${gameId}**`));
    // One message for each of the 42 turns; the last one is told in the game-over message.
    expect(turnPosts.length).toBe(41);
    for (const m of turnPosts) {
      expect(m.attachments).toHaveLength(1);
      expect(m.attachments[0]?.data.subarray(0, 8)).toEqual(PNG);
    }
    const end = posts[posts.length - 1];
    expect(end?.text).toContain(`Game #${gameId} is over`);
    // A heading with the result first, then what happened in the last turn.
    expect(end?.text).toMatch(new RegExp(`^🏁 \\*\\*Game #${gameId} is over!\\*\\* (Winner|Shared victory): 🏆`));
    expect(end?.text).toMatch(/\n• /);
    expect(end?.attachments.map((a) => a.filename)).toEqual([`nusfjord-${gameId}-players.png`]);
    expect(h.discord.channel(threadId)?.archived).toBe(true);
    // Every interaction was acknowledged within Discord's 3 seconds, and nothing failed on our side.
    expect(h.logs.filter((l) => l.includes('"level":50'))).toEqual([]);
  });
});
