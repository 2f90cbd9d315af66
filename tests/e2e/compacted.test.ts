// Compact history through the local Discord stand-in: the bot's periodic pass posts a finished
// game's last posts, then compacts it (its final state and counted choices kept in GameArchive,
// its other rows gone). After that every command that shows a finished game answers exactly as
// before: /games, /score, /replay, /nusfjord export (and `npm run replay` on the file), and
// `npm run verify-games` finds it fine. A running game in the same database is untouched.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { forgetReplays } from "../../src/bot/replay.ts";
import { replayExportText } from "../../src/scripts/replay-export.ts";
import { loadState, menuOf, missing } from "./harness.ts";
import type { InteractionOutcome, StandInUser } from "./standin/index.ts";
import { storedGame } from "./stored-games.ts";
import { tableForSuite } from "./suite.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** What a player is shown: the words, and each file's name and bytes. */
function shown(out: InteractionOutcome): { content: string; files: { name: string; data: string }[] } {
  const r = out.response ?? missing();
  return { content: r.text, files: r.attachments.map((a) => ({ name: a.filename, data: a.data.toString("base64") })) };
}

describe("a finished game after the bot compacted its history", () => {
  const { h, user: { ann, bo, cy } } = tableForSuite({ users: ["ann", "bo", "cy"] });

  /** Everything the commands show of a finished game, to one player. */
  async function everything(gameId: number, who: StandInUser) {
    forgetReplays(); // rebuilt from the stored log each time, as after a restart
    const replay = await h.discord.command(who, h.discord.channelId, "replay", { options: { game: gameId } });
    const replayStart = shown(replay); // before the menu edits the same message
    const start = replay.response ?? missing();
    const end = await h.discord.select(who, start, (menuOf(start) ?? missing()).customId, ["final"]);
    return {
      games: shown(await h.discord.command(who, h.discord.channelId, "games")),
      score: shown(await h.discord.command(who, h.discord.channelId, "score", { options: { game: gameId } })),
      replayStart,
      replayEnd: shown(end),
      exported: shown(await h.discord.command(who, h.discord.channelId, "nusfjord", { subcommand: "export", options: { game: gameId } })),
    };
  }

  it("shows in /games, /score, /replay and /nusfjord export exactly what it showed before; npm run replay and npm run verify-games find it the same", async () => {
    const gameId = await storedGame(h, { humans: [ann, bo], players: 3, seed: "compacted-three", undoAfter: 14 });
    const running = await storedGame(h, { humans: [ann, cy], players: 2, seed: "compacted-running", stopAtRound: 3 });
    // The posts of both games go out (the bot posts what the store wrote without it), nothing compacted yet.
    await h.bot.flush();
    await h.bot.idle();
    expect(await h.store.pendingOutbox()).toEqual([]);
    expect(await h.store.db.gameArchive.count()).toBe(0);
    const before = await everything(gameId, bo);
    expect(before.games.content).toContain(`**#${gameId}**`);
    expect(before.score.content).toMatch(new RegExp(`^Final scores · game #${gameId}\\n`));
    expect(before.replayStart.content).toMatch(new RegExp(`^⏪ \\*\\*Game #${gameId}, step by step\\*\\* · The start`));
    expect(before.replayEnd.content).toContain("🏁 Final scores: ");
    expect(before.replayEnd.files.map((f) => f.name)).toEqual([`nusfjord-${gameId}-scores.png`]);
    expect(before.exported.files.map((f) => f.name)).toEqual([`nusfjord-game-${gameId}.json`]);
    const runningBefore = { game: await loadState(h.store, running), choices: await h.store.db.choice.findMany({ where: { gameId: running }, orderBy: { id: "asc" } }) };

    await h.bot.tick();
    await h.bot.idle();

    expect(await h.store.db.gameArchive.findMany({ select: { gameId: true } })).toEqual([{ gameId }]);
    expect(await h.store.db.choice.count({ where: { gameId } })).toBe(0);
    expect(await h.store.db.snapshot.count({ where: { gameId } })).toBe(0);
    expect(await h.store.db.outboxMessage.count({ where: { gameId } })).toBe(0);
    expect(await everything(gameId, bo)).toEqual(before);
    expect({ game: await loadState(h.store, running), choices: await h.store.db.choice.findMany({ where: { gameId: running }, orderBy: { id: "asc" } }) }).toEqual(runningBefore);

    const file = before.exported.files[0] ?? missing();
    const run = replayExportText(Buffer.from(file.data, "base64").toString("utf8"), file.name);
    expect(run.exitCode).toBe(0);
    expect(run.lines[1]).toBe("Replayed through the engine to the end. Final scores, the same as in the file:");

    const verify = spawnSync(process.execPath, [join(ROOT, "node_modules/tsx/dist/cli.mjs"), join(ROOT, "src/scripts/verify-games.ts")], { cwd: ROOT, encoding: "utf8", timeout: 60_000, env: { ...process.env, DATABASE_URL: h.db.url } });
    expect(verify.status).toBe(0);
    expect(verify.stdout.trimEnd().split("\n").at(-1)).toBe("2 games checked, 2 fine, 0 with unresolved problems");
  }, 120_000); // two stored games, two full rounds of commands with images, a child process: ~15 s alone, more on a busy machine
});
