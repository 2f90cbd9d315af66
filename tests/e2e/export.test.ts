// /nusfjord export through the local Discord stand-in, and `npm run replay` on what it gives: a
// finished game (or a cancelled one, to its players) as a JSON file with the seed, the set-up, the
// players by name (a Discord id only on the asker's own seat), every choice that counts with its
// version and the final scores; the replay plays it through the engine and prints the same final
// scores, and says plainly when a file is not an export or does not replay. Running games and
// someone else's cancelled game are refused privately, and nothing changes.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { RULES_VERSION, finalScores } from "../../src/engine/index.ts";
import { EXPORT_SIZE_LIMIT, replayExportFile, replayExportText } from "../../src/scripts/replay-export.ts";
import type { GameExport } from "../../src/store/index.ts";
import { dumpTables } from "../store/helpers.ts";
import { loadState } from "./harness.ts";
import type { InteractionOutcome, StandInUser } from "./standin/index.ts";
import { cancelStored, storedGame, storedV1Game } from "./stored-games.ts";
import { tableForSuite } from "./suite.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** `npm run replay -- <path>` as a child process, as npm runs it (node with tsx); what it printed and how long it took. */
function replayScript(path: string): { status: number | null; stdout: string; stderr: string; ms: number } {
  const t = performance.now();
  const child = spawnSync(process.execPath, ["--import", "tsx", join(ROOT, "src/scripts/replay.ts"), path], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
  return { status: child.status, stdout: child.stdout, stderr: child.stderr, ms: performance.now() - t };
}

/** A new temporary folder, removed when the test ends. */
function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Characters a terminal would act on rather than show: controls, line separators, bidi controls. */
const RAW_CONTROL = /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** The JSON file attached to an answer. */
function fileOf(out: InteractionOutcome): { name: string; text: string; json: GameExport } {
  const a = out.response?.attachments[0];
  if (!a) throw new Error(`no file in: ${out.response?.text ?? "(no answer)"}`);
  const text = a.data.toString("utf8");
  return { name: a.filename, text, json: JSON.parse(text) as GameExport };
}

describe("/nusfjord export, and npm run replay on the file", () => {
  const { h, user: { ann, bo, cy } } = tableForSuite({ users: ["ann", "bo", "cy"] });
  let gameId = 0;
  let exported: { name: string; text: string; json: GameExport } | null = null;
  const exportOf = (user: StandInUser, game?: number) => h.discord.command(user, h.discord.channelId, "nusfjord", { subcommand: "export", options: game === undefined ? {} : { game } });
  const file = () => exported ?? (() => { throw new Error("the first test exports the game"); })();

  beforeAll(async () => {
    gameId = await storedGame(h, { humans: [ann, bo], players: 3, seed: "export-three", deck: "mixed", undoAfter: 20 });
  });

  it("gives a player the finished game as a JSON file, privately: seed, set-up, players by name, every choice with its version, the final scores", async () => {
    const out = await exportOf(bo, gameId);
    expect(out.response?.ephemeral).toBe(true);
    exported = fileOf(out);
    const { json, name } = exported;
    expect(name).toBe(`nusfjord-game-${gameId}.json`);
    expect(out.response?.text).toContain(`📦 Game #${gameId} as a file: its seed and set-up, the players' names (your Discord id on your own seat, nobody else's), its `);
    expect(out.response?.text).toContain(`\`npm run replay -- nusfjord-game-${gameId}.json\`, which prints the same final scores.`);
    const { game, state } = await loadState(h.store, gameId);
    expect(json.format).toBe("nusfjord-export");
    expect(json.formatVersion).toBe(1);
    expect(json.rulesVersion).toBe(RULES_VERSION);
    expect(json.game).toMatchObject({ id: gameId, status: "finished", deck: "mixed", players: 3, seed: "export-three" });
    expect(json.players).toEqual([
      { seat: 0, name: "ann", ai: null },
      { seat: 1, name: "bo", ai: null, discordId: bo.id },
      { seat: 2, name: "Ingrid", ai: "medium" },
    ]);
    expect(JSON.stringify(json)).not.toContain(ann.id);
    const counted = await h.store.choiceLog(gameId);
    expect(json.choices).toEqual(counted.map((c) => ({ version: c.version, seat: c.seat, choiceId: c.choiceId })));
    // The undone choice is not among them; the versions are the log's, in order.
    const all = await h.store.db.choice.count({ where: { gameId } });
    expect(json.choices.length).toBeLessThan(all);
    expect(out.response?.text).toContain(`its ${json.choices.length} choices and the final scores.`);
    expect(json.final).toEqual(finalScores(state));
    expect(game.status).toBe("finished");
  });

  it("anyone in the server may export a finished game; a file for someone who did not play carries no Discord id", async () => {
    const out = await exportOf(cy, gameId);
    const { json } = fileOf(out);
    expect(json.players.every((p) => p.discordId === undefined)).toBe(true);
    expect(out.response?.text).toContain("its seed and set-up, the players' names, its ");
    expect(json.choices).toEqual(file().json.choices);
  });

  it("npm run replay plays the file through the engine and prints the same final scores (the function, and the script as a child process)", async () => {
    const { game } = await loadState(h.store, gameId);
    const sheets = file().json.final ?? [];
    const run = replayExportText(file().text, file().name);
    expect(run.exitCode).toBe(0);
    expect(run.lines[1]).toBe("Replayed through the engine to the end. Final scores, the same as in the file:");
    const named = (seat: number) => (seat === 2 ? "Ingrid (AI, medium)" : game.seats[seat]?.displayName ?? "");
    for (const s of sheets) expect(run.lines).toContain(`  ${named(s.seat)}: ${s.total} VP${s.winner ? " (winner)" : ""}`);

    const dir = mkdtempSync(join(tmpdir(), "nusfjord-export-"));
    const path = join(dir, file().name);
    writeFileSync(path, file().text);
    const scripts = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts.replay).toBe("tsx src/scripts/replay.ts");
    const child = spawnSync(process.execPath, [join(ROOT, "node_modules/tsx/dist/cli.mjs"), join(ROOT, "src/scripts/replay.ts"), path], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
    expect(child.status).toBe(0);
    expect(child.stdout.trimEnd().split("\n")).toEqual(run.lines.map((l) => l.replace(file().name, path)));
  });

  it("npm run replay exits 1 with a clear message for a file that is not an export or does not replay, or whose scores differ", () => {
    const good = file().json;
    const variant = (change: (j: Record<string, unknown>) => void): string => {
      const j = JSON.parse(file().text) as Record<string, unknown>;
      change(j);
      return JSON.stringify(j);
    };
    const cases: [string, RegExp][] = [
      ["{ not json", /^x\.json is not a game export this bot can replay: it is not JSON \(/],
      [JSON.stringify({ hello: 1 }), /^x\.json is not a game export this bot can replay: it is not a Nusfjord game export \(no "format": "nusfjord-export"\)\.$/],
      [variant((j) => { j.formatVersion = 9; }), /format version 9; this version of the bot reads version 1\.$/],
      [variant((j) => { j.choices = "all of them"; }), /it has no list of "choices"\.$/],
    ];
    for (const [text, message] of cases) {
      const run = replayExportText(text, "x.json");
      expect(run.exitCode).toBe(1);
      expect(run.lines.join("\n")).toMatch(message);
    }
    const older = replayExportText(variant((j) => { j.rulesVersion = 1; }), "x.json");
    expect(older.exitCode).toBe(1);
    expect(older.lines[1]).toBe(`It was played under rules v1, and this engine plays rules v${RULES_VERSION}: its choices would not replay the same way, so it cannot be replayed here.`);

    const refused = replayExportText(variant((j) => { (j.choices as { choiceId: string }[])[0] = { ...good.choices[0], choiceId: "place:nowhere" }; }), "x.json");
    expect(refused.exitCode).toBe(1);
    expect(refused.lines[1]).toMatch(/^The replay stops: choice 1 of \d+ \(version \d+: .+ chooses "place:nowhere" in round 1\) is refused by the engine: There is no action space called "nowhere"\.$/);

    const short = replayExportText(variant((j) => { j.choices = good.choices.slice(0, 30); }), "x.json");
    expect(short.exitCode).toBe(1);
    expect(short.lines[1]).toMatch(/^The file has final scores, but its 30 choices end in round \d, before the game does\.$/);

    const winner = good.final?.find((s) => s.winner) ?? good.final?.[0];
    const tampered = replayExportText(variant((j) => { (j.final as { seat: number; total: number }[]).forEach((s) => { if (s.seat === winner?.seat) s.total += 5; }); }), "x.json");
    expect(tampered.exitCode).toBe(1);
    expect(tampered.lines[1]).toBe("The replay's final scores differ from the file's:");
    expect(tampered.lines[2]).toContain(`${(winner?.total ?? 0) + 5} VP`);
    expect(tampered.lines[2]).toContain(`in the file, ${winner?.total ?? 0} VP`);
  });

  it("npm run replay shows control characters and bidi overrides from the file as escapes, so a forged export can neither clear the terminal nor fake a line of output", () => {
    const forge = (change: (j: { game: { seed: string }; players: { name: string; ai: string | null }[]; choices: { choiceId: string }[] }) => void): string => {
      const j = JSON.parse(file().text) as Parameters<typeof change>[0];
      change(j);
      return JSON.stringify(j, null, 2);
    };
    const honest = replayExportText(file().text, "x.json");
    const names = forge((j) => {
      const [ann, bo, ingrid] = j.players;
      if (!ann || !bo || !ingrid) throw new Error("three seats");
      ann.name = "ann\x1b[2J\x1b[H\u009b31m\x7f";
      bo.name = "bo\u202eevil\u2066x\u2069";
      ingrid.name = "Ingrid\r\nReplayed through the engine to the end. Final scores, the same as in the file:";
      ingrid.ai = "medium\x07";
    });
    const run = replayExportText(names, "x.json");
    expect(run.exitCode).toBe(0);
    expect(run.lines).toHaveLength(honest.lines.length);
    expect(run.lines[0]).toContain("(ann\\x1b[2J\\x1b[H\\x9b31m\\x7f, bo\\u202eevil\\u2066x\\u2069, Ingrid\\r\\nReplayed through the engine to the end. Final scores, the same as in the file: (AI, medium\\x07))");
    expect(run.lines.filter((l) => l.startsWith("  bo\\u202eevil\\u2066x\\u2069: "))).toHaveLength(1);

    const seed = replayExportText(forge((j) => { j.game.seed = "export-three\x1b]0;pwned\x07\u202e"; }), "x.json");
    expect(seed.lines[0]).toContain('seed "export-three\\x1b]0;pwned\\x07\\u202e"');
    const choice = replayExportText(forge((j) => { const first = j.choices[0]; if (first) first.choiceId = "place:\x1b[2Jnowhere"; }), "x.json");
    expect(choice.exitCode).toBe(1);
    expect(choice.lines[1]).toContain('chooses "place:\\x1b[2Jnowhere" in round 1) is refused by the engine: There is no action space called "\\x1b[2Jnowhere".');
    const json = replayExportText(`{"format": \x1b[2J\u202e`, "x.json");
    expect(json.lines[0]).toContain("\\x1b[2J\\u202e");
    for (const line of [...run.lines, ...seed.lines, ...choice.lines, ...json.lines]) expect(line).not.toMatch(RAW_CONTROL);

    // The script prints those lines, and nothing raw reaches the terminal.
    const path = join(tempDir("nusfjord-forged-"), "forged.json");
    writeFileSync(path, names);
    const child = replayScript(path);
    expect(child.status).toBe(0);
    const printed = child.stdout.trimEnd().split("\n");
    for (const line of printed) expect(line).not.toMatch(RAW_CONTROL);
    expect(printed).toEqual(run.lines.map((l) => l.replace("x.json", path)));
  });

  it("npm run replay refuses a file over 4 MB before reading it, saying the limit and the file's size, with exit code 1 and at once", () => {
    const dir = tempDir("nusfjord-big-");
    const big = join(dir, "big.json");
    writeFileSync(big, file().text);
    truncateSync(big, 600_000_000); // sparse: the export, then zeros; nothing written to disk
    const child = replayScript(big);
    expect(child.status).toBe(1);
    expect(child.stdout).toBe("");
    expect(child.stderr).toBe(`${big} is not a game export this bot can replay: it is 600 MB (600,000,000 bytes), more than the 4 MB (4,000,000 bytes) a game export may be (the longest games' exports are about 35 kB), so it was not read.\n`);
    // Starting node and tsx takes a second or two, more on a busy machine; reading and parsing 600 MB took far longer.
    expect(child.ms).toBeLessThan(20_000);
    // Far more than a game's export (about 35 kB for the longest) ever weighs.
    expect(EXPORT_SIZE_LIMIT).toBe(4_000_000);
    expect(file().text.length).toBeLessThan(EXPORT_SIZE_LIMIT / 100);

    // At the limit the file is read (and these zeros are no JSON); one byte more, it is not.
    const edge = join(dir, "edge.json");
    writeFileSync(edge, "");
    truncateSync(edge, EXPORT_SIZE_LIMIT);
    expect(replayExportFile(edge).lines).toEqual([expect.stringMatching(/^.*edge\.json is not a game export this bot can replay: it is not JSON \(/)]);
    truncateSync(edge, EXPORT_SIZE_LIMIT + 1);
    expect(replayExportFile(edge)).toEqual({ exitCode: 1, lines: [`${edge} is not a game export this bot can replay: it is 4.0 MB (4,000,001 bytes), more than the 4 MB (4,000,000 bytes) a game export may be (the longest games' exports are about 35 kB), so it was not read.`] });
    // A device that shows no size and never ends is read no further than the limit.
    expect(replayExportFile("/dev/zero")).toEqual({ exitCode: 1, lines: ["/dev/zero is not a game export this bot can replay: it holds more than the 4 MB (4,000,000 bytes) a game export may be (the longest games' exports are about 35 kB), so it was read no further."] });
  });

  it("npm run replay reads a file saved with a UTF-8 byte-order mark like one without", () => {
    const plain = replayExportText(file().text, "x.json");
    expect(plain.exitCode).toBe(0);
    expect(replayExportText(`\uFEFF${file().text}`, "x.json")).toEqual(plain);
    const path = join(tempDir("nusfjord-bom-"), "x.json");
    writeFileSync(path, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(file().text)]));
    expect(replayExportFile(path)).toEqual({ exitCode: 0, lines: plain.lines.map((l) => l.replace("x.json", path)) });
  });

  it("refuses a running game, a game not started and someone else's cancelled game, privately, and nothing changes; its own players may export a cancelled game", async () => {
    const running = await storedGame(h, { humans: [ann, bo], players: 2, seed: "export-running", stopAtRound: 2 });
    const cancelled = await storedGame(h, { humans: [ann, bo], players: 2, seed: "export-cancelled", stopAtRound: 3 });
    await cancelStored(h, cancelled, ann);
    const lobby = (await h.store.createGame({ guildId: h.discord.guildId, channelId: h.discord.channelId, hostUserId: cy.id, playerCount: 2, seats: [{ userId: cy.id, displayName: "cy" }] })).id;
    const before = await dumpTables(h.store);
    const cases: [StandInUser, number | undefined, string][] = [
      [ann, running, `⚠️ Game #${running} is still running: an export holds the game's seed, which would give away the cards still hidden. Export it once it has ended.`],
      [cy, lobby, `⚠️ Game #${lobby} has not started: there is nothing to export yet.`],
      [cy, cancelled, `⚠️ Game #${cancelled} was cancelled, and only its players can export a cancelled game.`],
      [cy, undefined, "⚠️ Which game? Name it with the `game` option (the list shows the games you can export), or use the command in the game's thread."],
    ];
    for (const [user, game, refusal] of cases) {
      const out = await exportOf(user, game);
      expect(out.response?.ephemeral).toBe(true);
      expect(out.response?.text).toBe(refusal);
      expect(out.response?.attachments).toEqual([]);
    }
    expect(await dumpTables(h.store)).toEqual(before);

    const own = await exportOf(bo, cancelled);
    const { json, text } = fileOf(own);
    expect(own.response?.text).toContain("(it was cancelled, so it has no final scores)");
    expect(json.game.status).toBe("cancelled");
    expect(json.final).toBeNull();
    expect(json.choices.length).toBeGreaterThan(10);
    const run = replayExportText(text, "c.json");
    expect(run.exitCode).toBe(0);
    expect(run.lines[1]).toMatch(/^It was cancelled, so it has no final scores\. Its \d+ choices replay through the engine to round 3; the scores when it stopped:$/);

    // Cancelled in its lobby: a file with no choices, which replays to nothing.
    await cancelStored(h, lobby, cy);
    const empty = await exportOf(cy, lobby);
    expect(empty.response?.text).toContain("its seed and set-up, the players' names (your Discord id on your own seat, nobody else's), and no choices: it was cancelled before anyone made one.");
    const emptyFile = fileOf(empty);
    expect(emptyFile.json.choices).toEqual([]);
    expect(emptyFile.json.game.startedAt).toBeNull();
    expect(replayExportText(emptyFile.text, "e.json")).toEqual({ exitCode: 0, lines: [expect.stringMatching(/, 0 choices\.$/), "It was cancelled before anyone made a choice: there is nothing to replay."] });
  });

  it("exports a game of older rules with a plain note, and npm run replay says it cannot replay it", async () => {
    const older = await storedV1Game(h, [ann, bo, cy]);
    const out = await exportOf(ann, older);
    expect(out.response?.text).toContain(`It was played under an older version of the rules (version 1; the bot now plays version ${RULES_VERSION}), so \`npm run replay\` cannot play it through: the choices would not replay the same way.`);
    const { json, text } = fileOf(out);
    expect(json.rulesVersion).toBe(1);
    const run = replayExportText(text, "old.json");
    expect(run.exitCode).toBe(1);
    expect(run.lines[1]).toMatch(/^It was played under rules v1, and this engine plays rules v\d+/);
  });

  it("offers the finished games of this server and the cancelled games you played in, nothing else", async () => {
    const ids = async (user: StandInUser) => ((await h.discord.autocomplete(user, h.discord.channelId, "nusfjord", { name: "game", value: "" }, { subcommand: "export" })).choices ?? []).map((c) => Number(c.value)).sort((a, b) => a - b);
    const finished = (await h.store.listGames({ guildId: h.discord.guildId, statuses: ["finished"] })).map((g) => g.game.id);
    const cancelledOf = async (user: StandInUser) => (await h.store.listGames({ guildId: h.discord.guildId, userId: user.id, statuses: ["abandoned"] })).map((g) => g.game.id);
    const all = (await h.store.listGames({ guildId: h.discord.guildId, statuses: ["abandoned"] })).map((g) => g.game.id);
    // ann played in one cancelled game, cy (who opened a lobby and cancelled it) in another.
    expect((await cancelledOf(ann)).length).toBe(1);
    expect((await cancelledOf(cy)).length).toBe(1);
    expect(all.length).toBe(2);
    expect(await ids(cy)).toEqual([...finished, ...(await cancelledOf(cy))].sort((a, b) => a - b));
    expect(await ids(ann)).toEqual([...finished, ...(await cancelledOf(ann))].sort((a, b) => a - b));
  });
});
