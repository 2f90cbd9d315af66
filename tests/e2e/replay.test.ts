// /replay through the local Discord stand-in: a finished game step by step, only to the one who
// asks. Each step is one post as the thread saw it (a turn with its follow-ups, and with the
// choice that ended a round the next round's start and Fishing), rebuilt from the choices that
// count (none undone), with its log lines by name and one picture made for Discord's inline box
// (the compact turn picture of that moment; at the end the score sheet); ◀ ▶ and a
// menu of rounds edit the same private message, and work after a restart. Running, unstarted,
// cancelled, other servers' and older-rules games are refused privately, and nothing changes.
import { isDeepStrictEqual } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { COMPACT } from "../../renderers/index.ts";
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import { withNames } from "../../src/bot/layouts/present.ts";
import { forgetReplays, replaySteps, roundStart, type ReplayStep } from "../../src/bot/replay.ts";
import { RULES_VERSION, finalScores, type GameState } from "../../src/engine/index.ts";
import { dumpTables } from "../store/helpers.ts";
import { customIds, loadState, menuOf, missing } from "./harness.ts";
import { PNG } from "./play.ts";
import type { RecordedMessage } from "./standin/index.ts";
import { cancelStored, storedGame, storedV1Game } from "./stored-games.ts";
import { tableForSuite } from "./suite.ts";

/** A PNG's width and height, from its IHDR chunk. */
const sizeOf = (png: Buffer): { width: number; height: number } => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const COMPACT_SIZE = { width: COMPACT.width, height: COMPACT.height };

describe("/replay: a finished game step by step, privately", () => {
  const { h, user: { ann, bo, cy, di } } = tableForSuite({ users: ["ann", "bo", "cy", "di"] });
  let gameId = 0;
  let steps: ReplayStep[] = [];
  let first: RecordedMessage | null = null;

  beforeAll(async () => {
    // ann and bo with an AI; ann takes back a move once on the way (an undone row in the log).
    gameId = await storedGame(h, { humans: [ann, bo], players: 3, seed: "replay-three", undoAfter: 12 });
    const { game } = await loadState(h.store, gameId);
    steps = replaySteps(game, await h.store.choiceLog(gameId));
  });

  /** The message's step, from its heading ("The start (step 0 of N)" or "Step k of N"). */
  const stepOf = (m: RecordedMessage | null | undefined): number => {
    const head = /^⏪ \*\*Game #\d+, step by step\*\* · (?:The start \(step (0) of \d+\)|Step (\d+) of \d+) · /.exec(m?.text ?? "");
    if (!head) throw new Error(`not a replay step: ${m?.text ?? "(none)"}`);
    return Number(head[1] ?? head[2]);
  };
  const button = (m: RecordedMessage | null | undefined, kind: "prev" | "next") => {
    for (const row of m?.components ?? []) for (const c of row.components) if ("custom_id" in c && decodeId(c.custom_id)?.arg.startsWith(`${kind}:`)) return c as { custom_id: string; disabled?: boolean; label?: string };
    throw new Error(`no ${kind} button`);
  };
  /** The lines a step added to the log, as the message shows them (with names). */
  const linesOf = async (step: ReplayStep): Promise<string[]> => {
    const { game } = await loadState(h.store, gameId);
    return step.state.log.slice(step.from).map((e) => `• ${withNames(e.text, game.seats)}`);
  };

  it("opens at the start, only to the one who asks: who plays, the start's log lines, the picture of that moment, ◀ ▶ and a menu of rounds", async () => {
    const last = steps.length - 1;
    const out = await h.discord.command(di, h.discord.channelId, "replay", { options: { game: gameId } });
    first = out.response;
    expect(first?.ephemeral).toBe(true);
    expect(out.ackMs).toBeLessThan(3000);
    const content = first?.text ?? "";
    expect(content.split("\n")[0]).toBe(`⏪ **Game #${gameId}, step by step** · The start (step 0 of ${last}) · round 1`);
    expect(content).toContain("ann, bo and Ingrid (AI, medium) · herring deck.");
    for (const line of await linesOf(steps[0] ?? missing())) expect(content).toContain(line);
    expect(content).not.toMatch(/Player [1-5]/);
    expect(first?.attachments).toHaveLength(1);
    const card = first?.attachments[0];
    expect(card?.filename).toBe(`nusfjord-${gameId}-step-0.png`);
    expect(card?.data.subarray(0, 8)).toEqual(PNG);
    expect(card?.description).toMatch(/^\S/);
    // The compact picture (880 x 560), which Discord's 550 x 350 box shows whole and readable,
    // not a tall card that becomes a narrow strip until opened.
    expect(card ? sizeOf(card.data) : null).toEqual(COMPACT_SIZE);
    expect(button(first, "prev").disabled).toBe(true);
    expect(button(first, "next").disabled).toBe(false);
    const menu = first?.components[1]?.components[0];
    if (!menu || !("options" in menu)) throw new Error("no jump menu");
    expect(menu.options.map((o) => o.label)).toEqual(["Round 1", "Round 2", "Round 3", "Round 4", "Round 5", "Round 6", "Round 7", "Final scores"]);
    // A whole 3-player game: 63 turns (3 Workers each, 7 rounds), every step one post as the thread saw it.
    expect(last).toBeGreaterThanOrEqual(63);
  });

  it("▶ and ◀ change the same private message to the next and previous step, each with the log lines it added and its picture", async () => {
    const start = first ?? missing();
    const next = await h.discord.button(di, start, button(start, "next").custom_id);
    expect([6, 7]).toContain(next.callbackType);
    expect(next.response?.id).toBe(start.id);
    expect(stepOf(next.response)).toBe(1);
    const one = steps[1] ?? missing();
    expect(next.response?.text.split("\n")[0]).toBe(`⏪ **Game #${gameId}, step by step** · Step 1 of ${steps.length - 1} · round 1`);
    expect(next.response?.text.split("\n").slice(1)).toEqual(await linesOf(one));
    expect(next.response?.attachments.map((a) => a.filename)).toEqual([`nusfjord-${gameId}-step-1.png`]);
    expect(button(next.response, "prev").disabled).toBe(false);
    const back = await h.discord.button(di, next.response ?? missing(), button(next.response, "prev").custom_id);
    expect(back.response?.id).toBe(start.id);
    expect(stepOf(back.response)).toBe(0);
  });

  it("every log line of the game is shown by exactly one step, in order, and each step after the start ends a turn or a phase's choice", () => {
    const end = steps[steps.length - 1]?.state ?? missing();
    const shown = steps.flatMap((s) => s.state.log.slice(s.from));
    expect(shown).toEqual(end.log);
    for (const s of steps.slice(1)) expect(s.actor).not.toBeNull();
  });

  it("the menu jumps to the start of each round and to the final scores (one picture: the score sheet)", async () => {
    const start = first ?? missing();
    const menu = menuOf(start) ?? missing();
    const round3 = await h.discord.select(di, start, menu.customId, ["round:3"]);
    expect(round3.response?.id).toBe(start.id);
    const at = roundStart(steps, 3);
    expect(stepOf(round3.response)).toBe(at);
    expect(steps[at - 1]?.state.round).toBe(2);
    expect(round3.response?.text.split("\n")[0]).toMatch(/ · round 3 begins$/);
    expect(round3.response?.text).toContain("Round 3 begins: ");

    const end = await h.discord.select(di, round3.response ?? missing(), menu.customId, ["final"]);
    const last = steps.length - 1;
    expect(stepOf(end.response)).toBe(last);
    expect(end.response?.text.split("\n")[0]).toBe(`⏪ **Game #${gameId}, step by step** · Step ${last} of ${last} · round 7, the end`);
    const { game, state } = await loadState(h.store, gameId);
    const sheets = finalScores(state) ?? [];
    const finalLine = end.response?.text.split("\n").find((l) => l.startsWith("🏁 Final scores: ")) ?? "";
    for (const s of sheets) expect(finalLine).toContain(`${game.seats[s.seat]?.aiLevel ? `${game.seats[s.seat]?.displayName ?? ""} (AI, medium)` : game.seats[s.seat]?.displayName ?? ""} ${s.total} VP`);
    // One picture: two would be cropped into Discord's mosaic.
    expect(end.response?.attachments.map((a) => a.filename)).toEqual([`nusfjord-${gameId}-scores.png`]);
    for (const a of end.response?.attachments ?? []) expect(sizeOf(a.data)).toEqual(COMPACT_SIZE);
    for (const a of end.response?.attachments ?? []) expect(a.data.subarray(0, 8)).toEqual(PNG);
    expect(button(end.response, "next").disabled).toBe(true);
    expect(button(end.response, "prev").disabled).toBe(false);
  });

  it("replays only the choices that count (undone ones left out, in version order) and ends exactly at the saved end", async () => {
    const rows = await h.store.db.choice.findMany({ where: { gameId }, orderBy: { version: "asc" } });
    const undone = rows.filter((r) => r.undoneAt !== null);
    expect(undone.length).toBeGreaterThan(0);
    const counted = await h.store.choiceLog(gameId);
    expect(counted.map((c) => c.version)).toEqual(rows.filter((r) => r.undoneAt === null).map((r) => r.version));
    const { state } = await loadState(h.store, gameId);
    expect(isDeepStrictEqual(steps[steps.length - 1]?.state, state)).toBe(true);
    // With the undone rows the log would be another game (or none at all).
    const { game } = await loadState(h.store, gameId);
    let withUndone: GameState | null;
    try {
      withUndone = replaySteps(game, rows).at(-1)?.state ?? null;
    } catch {
      withUndone = null;
    }
    expect(isDeepStrictEqual(withUndone, state)).toBe(false);
  });

  it("the buttons carry the game and the step (the game's final version), and still work after a restart", async () => {
    const start = first ?? missing();
    const { game } = await loadState(h.store, gameId);
    const ids = customIds(h.discord.message(start.id)).map((id) => decodeId(id));
    expect(ids.map((d) => d?.verb)).toEqual(["replay", "replay", "replay"]);
    expect(ids.every((d) => d?.gameId === gameId && d.version === game.version)).toBe(true);
    expect(customIds(h.discord.message(start.id)).every((id) => id.length <= 100)).toBe(true);
    await h.restart();
    forgetReplays(); // nothing of the replay is kept in memory: a new process would have none of it
    await h.discord.waitForIdentify();
    const now = h.discord.message(start.id) ?? missing();
    const step = stepOf(now);
    expect(step).toBe(steps.length - 1); // where the menu left it
    const back = await h.discord.button(di, now, button(now, "prev").custom_id);
    expect(stepOf(back.response)).toBe(step - 1);
  });

  it("refuses a running game, a game not started, a cancelled game, another server's game, a game of older rules and a missing game: privately, and nothing changes", async () => {
    const running = await storedGame(h, { humans: [ann, bo], players: 2, seed: "replay-running", stopAtRound: 2 });
    const cancelled = await storedGame(h, { humans: [ann, bo], players: 2, seed: "replay-cancelled", stopAtRound: 2 });
    await cancelStored(h, cancelled, ann);
    const lobby = (await h.store.createGame({ guildId: h.discord.guildId, channelId: h.discord.channelId, hostUserId: cy.id, playerCount: 2, seats: [{ userId: cy.id, displayName: "cy" }] })).id;
    const elsewhere = await storedGame(h, { humans: [ann, bo], players: 2, seed: "replay-elsewhere", guildId: "another-server" });
    const older = await storedV1Game(h, [ann, bo, cy]);
    const cases: [Record<string, number>, string][] = [
      [{ game: running }, `⚠️ Game #${running} is still running: /replay shows finished games.`],
      [{ game: lobby }, `⚠️ Game #${lobby} has not started yet: /replay shows finished games.`],
      [{ game: cancelled }, `⚠️ Game #${cancelled} was cancelled before it ended, so it has no ending to replay: /replay shows finished games.`],
      [{ game: elsewhere }, `⚠️ Game #${elsewhere} is not a game of this server.`],
      [{ game: older }, `⚠️ Game #${older} was played under an older version of the rules (version 1; the bot now plays version ${RULES_VERSION}), so its choices would not replay the same way: /replay cannot show it. \`/score game:${older}\` still shows how it ended.`],
      [{}, "⚠️ Which game? Name it with the `game` option (the list shows this server's finished games), or use /replay in the game's thread."],
    ];
    const before = await dumpTables(h.store);
    for (const [options, refusal] of cases) {
      const out = await h.discord.command(di, h.discord.channelId, "replay", { options });
      expect(out.response?.ephemeral).toBe(true);
      expect(out.response?.text).toBe(refusal);
      expect(out.response?.attachments).toEqual([]);
      expect(out.response?.components).toEqual([]);
    }
    expect(await dumpTables(h.store)).toEqual(before);
  });

  it("offers this server's finished games in the game option, and nothing else", async () => {
    const out = await h.discord.autocomplete(di, h.discord.channelId, "replay", { name: "game", value: "" });
    const listed = (out.choices ?? []).map((c) => Number(c.value));
    expect(listed).toContain(gameId);
    const finished = await h.store.listGames({ guildId: h.discord.guildId, statuses: ["finished"] });
    expect([...listed].sort((a, b) => a - b)).toEqual(finished.map((g) => g.game.id).sort((a, b) => a - b));
    expect(out.choices?.find((c) => c.value === gameId)?.name).toBe(`#${gameId} finished — ann, bo, Ingrid (AI, medium)`);
  });
});
