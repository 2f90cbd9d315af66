// A game is an event, through the local Discord stand-in: the start post pings every human
// player (never an AI seat, never anyone else), says in five lines how a round goes, each line
// pointing at a /rules topic, and points a newcomer at /rules (Start here); the end post has a
// heading, shows the winners and the final scores ranked as text and every player's final
// position as its one picture, and its ping line pings every human player; the
// lobby message shows the result; /games lists the finished game with its winner.
import { describe, expect, it } from "vitest";
import { endPing, endPost, startPing, startPost } from "../../src/bot/layouts/events.ts";
import { nextUp } from "../../src/bot/layouts/turn-post.ts";
import { seatName } from "../../src/bot/layouts/present.ts";
import { finalScores } from "../../src/engine/index.ts";
import { loadState, withoutPingLines } from "./harness.ts";
import { pingLineAfter, playToEnd, PNG } from "./play.ts";
import type { RecordedMessage } from "./standin/index.ts";
import { tableForSuite } from "./suite.ts";

describe("a game that starts and ends like an event", () => {
  // Three seats: ann and bo, and an AI the host starts with in the free seat.
  const t = tableForSuite({ users: ["ann", "bo", "cy"], seated: ["ann", "bo"], options: { players: 3 } });
  const { h, user: { ann, bo, cy } } = t;
  const humans = (): string[] => [ann.id, bo.id].sort();

  const botPosts = (): RecordedMessage[] => h.discord.messages(t.threadId).filter((m) => m.authorId === h.discord.botUser.id && !m.ephemeral);
  const lobbyMessage = (): RecordedMessage | undefined => h.discord.messages(h.discord.channelId).find((m) => m.text.startsWith(`**Nusfjord #${t.gameId}**`));

  it("the start post names every seat, pings every human player and nobody else, and says in five lines how a round goes", async () => {
    const start = botPosts().find((m) => m.text.includes(`Nusfjord #${t.gameId} begins!`));
    if (!start) throw new Error("no start post");
    expect(start.text.split("\n")[0]).toBe(`🎣 **Nusfjord #${t.gameId} begins!** <@${ann.id}>, <@${bo.id}>, and 🤖 Ingrid (AI, medium) · herring deck · 7 rounds`);
    // The post names them; the line after it pings them (a V2 post's own ping would show no text).
    expect(start.pinged).toEqual([]);
    const line = pingLineAfter(h, t.threadId, start);
    expect([...(line?.pinged ?? [])].sort()).toEqual(humans());
    expect(line?.text.split("\n")[0]).toBe(`🎣 Nusfjord #${t.gameId} begins: <@${ann.id}> and <@${bo.id}>.`);
    // One picture, made for the box Discord shows it in; the whole board is /board.
    expect(start.attachments.length).toBe(1);
    expect(start.attachments[0]?.data.subarray(0, 8)).toEqual(PNG);
    const lines = start.text.split("\n").filter((l) => /^[1-5]\. /.test(l));
    expect(lines.map((l) => /\*\*(.+?)\*\*/.exec(l)?.[1])).toEqual(["Fishing", "Work", "Returning Home", "7 rounds", "Scoring"]);
    // Each line names the /rules topic that says more, and /rules finds it by that name.
    const titles: string[] = [];
    for (const line of lines) {
      const topic = /`\/rules topic:([^`]+)`/.exec(line)?.[1];
      if (!topic) throw new Error(`no /rules topic on: ${line}`);
      const found = await h.discord.command(cy, t.threadId, "rules", { options: { topic } });
      titles.push(/^\*\*(.+?)\*\*\n/.exec(found.response?.text ?? "")?.[1] ?? "");
    }
    expect(titles).toEqual(["Fishing phase", "Work phase", "Returning Home phase", "Round spaces 3-6: new Buildings", "Scoring"]);
    // A newcomer is pointed at `/rules` alone, which starts with Start here.
    expect(start.text).toContain("**How a round goes** (new to the game? `/rules` starts here; `/board` shows the whole board)");
    const first = await h.discord.command(cy, t.threadId, "rules");
    expect(first.response?.text.startsWith("**Start here**\n")).toBe(true);
  });

  it("the start and end posts ping nobody themselves and their ping lines exactly the human players", async () => {
    const { game, state } = await loadState(h.store, t.gameId);
    const up = nextUp(game, state, game.version);
    const start = await startPost(h.bot.ctx.images, game, state, [], up, ["ann", "bo", "Ingrid (AI)"]);
    expect(start.allowedMentions).toEqual({ parse: [] });
    expect([...startPing(game, up).users].sort()).toEqual(humans());
    // The end post (laid out by Discord) pings nobody itself; its ping line pings every human.
    const end = await endPost(h.bot.ctx.images, game, state, [], ["ann", "bo", "Ingrid (AI)"]);
    expect(end.allowedMentions).toEqual({ parse: [] });
    expect([...endPing(game, state).users].sort()).toEqual(humans());
  });

  it("the end post has a heading, names the winners, ranks the final scores as text and shows every player's final position; its ping line pings every human player; the lobby message shows the result", async () => {
    expect(lobbyMessage()?.text).toContain(`The game is on: see <#${t.threadId}>.`);
    await playToEnd(h, t.gameId, t.threadId, new Map([[ann.id, ann], [bo.id, bo]]));
    const { game, state } = await loadState(h.store, t.gameId);
    expect(game.status).toBe("finished");
    const sheets = finalScores(state) ?? [];
    const winners = sheets.filter((s) => s.winner).map((s) => nameAt(game.seats, s.seat));
    expect(winners.length).toBeGreaterThan(0);

    const end = withoutPingLines(botPosts()).at(-1);
    if (!end) throw new Error("no end post");
    const [heading] = end.text.split("\n");
    expect(heading).toMatch(new RegExp(`^🏁 \\*\\*Game #${t.gameId} is over!\\*\\* (Winner|Shared victory): 🏆 `));
    for (const w of winners) expect(heading).toContain(w);
    expect(end.text).toContain(`Thanks for playing, <@${ann.id}>, <@${bo.id}>, and 🤖 Ingrid (AI, medium).`);
    // The post names them; the line after it pings them, with the result in the words their phones show.
    expect(end.pinged).toEqual([]);
    const line = pingLineAfter(h, t.threadId, end);
    expect([...(line?.pinged ?? [])].sort()).toEqual(humans());
    expect(line?.notification.text).toMatch(new RegExp(`^🎣 Nusfjord #${t.gameId} is over: <@${ann.id}> and <@${bo.id}>\\. 🏆 `));
    // The final scores as text, ranked; one picture: every player's final position.
    for (const s of sheets) expect(end.text).toContain(`${nameAt(game.seats, s.seat)}: ${s.total} VP**\nShips ${s.ships} · `);
    expect(end.attachments).toHaveLength(1);
    expect(end.attachments[0]?.filename).toBe(`nusfjord-${t.gameId}-players.png`);
    expect(end.attachments[0]?.data.subarray(0, 8)).toEqual(PNG);

    // The lobby message, where the game was announced, now tells how it ended.
    const lobby = lobbyMessage()?.text ?? "";
    expect(lobby).not.toContain("The game is on");
    expect(lobby).toContain("🏁 The game is over: 🏆 ");
    for (const w of winners) expect(lobby).toContain(w);
    for (const s of sheets) expect(lobby).toContain(`${nameAt(game.seats, s.seat)} ${s.total} VP`);
    expect(lobby).toContain(`Final scores: <#${t.threadId}>.`);
    expect(lobbyMessage()?.pinged).toEqual([]);

    const score = await h.discord.command(cy, t.threadId, "score");
    expect(score.response?.text).toMatch(new RegExp(`^Final scores · game #${t.gameId}\\n`));
  }, 60_000); // a whole 3-player game through the stand-in: about 5 s alone, more on a busy machine

  it("/games lists the finished game with its winner and every player's total", async () => {
    const games = await h.discord.command(cy, h.discord.channelId, "games");
    const text = games.response?.text ?? "";
    expect(games.response?.ephemeral).toBe(true);
    expect(text).not.toContain("No games here yet");
    expect(text).toContain("No game is running here");
    const { game, state } = await loadState(h.store, t.gameId);
    const sheets = finalScores(state) ?? [];
    const line = text.split("\n").find((l) => l.startsWith(`**#${t.gameId}** <#${t.threadId}>`)) ?? "";
    expect(text.indexOf("Finished lately:")).toBeLessThan(text.indexOf(line));
    for (const s of sheets.filter((x) => x.winner)) expect(line).toContain(`🏆 ${nameAt(game.seats, s.seat)}`);
    for (const s of sheets) expect(line).toContain(`${nameAt(game.seats, s.seat)} ${s.total} VP`);
    expect(line).toMatch(/ended <t:\d+:d>$/);
  });
});

/** A seat's name as the bot shows the table (an AI seat with its level, "Ingrid (AI, medium)"). */
function nameAt(seats: readonly Parameters<typeof seatName>[0][], seat: number): string {
  const s = seats[seat];
  return s ? seatName(s) : "";
}
