// The AI level of each seat through the stand-in: chosen with /nusfjord new (ai_level), changed or
// given with /nusfjord settings (replace_seat + level), and picked by the host when a reminder
// offers an AI takeover. Levels the bot does not know are refused and change nothing. And an AI
// worker thread that dies costs only that move.
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { APIApplicationCommandOption, RESTPostAPIChatInputApplicationCommandsJSONBody } from "discord.js";
import { COMMANDS } from "../../commands/index.ts";
import { AI_LEVELS, easyAi, mediumAi } from "../../src/ai/index.ts";
import { levelLabel } from "../../src/bot/ai/levels.ts";
import { AiFailedError, AiPool } from "../../src/bot/ai/pool.ts";
import { decodeId, encodeId } from "../../src/bot/turn/custom-id.ts";
import { applyChoice, newGame, pendingSeats, type GameState } from "../../src/engine/index.ts";
import { engineOptions } from "../../src/store/records.ts";
import { customIds, finishDecision, loadState, snapshot, whoDecides, storeUntilSeat, reminderPosts, missing } from "./harness.ts";
import { idWith, latestPing, openAndStart } from "./play.ts";
import { interactiveComponents, type StandInUser } from "./standin/index.ts";
import { harnessForSuite } from "./suite.ts";

const HOUR = 3_600_000;

describe("AI levels per seat", () => {
  const h = harnessForSuite();

  /** The humans take `turns` turns from the "your turn" posts (the AI seats move in between by themselves). */
  async function humanTurns(gameId: number, threadId: string, users: ReadonlyMap<string, StandInUser>, turns: number): Promise<void> {
    for (let n = 0; n < turns; n++) {
      await h.bot.idle();
      const who = await whoDecides(h.store, gameId);
      if (!who) return;
      const user = who.userId ? users.get(who.userId) : undefined;
      if (!user) throw new Error(`seat ${who.seat} is pending but is no test user (AI stuck?)`);
      const ping = latestPing(h, threadId);
      if (customIds(ping).some((id) => decodeId(id)?.verb === "mine")) {
        const mine = await h.discord.button(user, ping, idWith(ping, "mine"));
        await finishDecision(h.discord, user, mine.response, n);
      } else {
        await finishDecision(h.discord, user, ping, n);
      }
    }
    await h.bot.idle();
  }

  /** The AI seats' choices (seat, choice id and the state it was made in), replayed from the choice log. */
  async function aiDecisions(gameId: number): Promise<{ seat: number; choiceId: string; before: GameState }[]> {
    const { game } = await loadState(h.store, gameId);
    const log = await h.store.db.choice.findMany({ where: { gameId, undoneAt: null }, orderBy: { version: "asc" } });
    let s = newGame(engineOptions(game));
    const out: { seat: number; choiceId: string; before: GameState }[] = [];
    for (const c of log) {
      if (c.userId === null) out.push({ seat: c.seat, choiceId: c.choiceId, before: s });
      s = applyChoice(s, c.seat, c.choiceId);
    }
    return out;
  }

  it("/nusfjord new ai_seats:1 ai_level:easy seats an easy AI, named with its level, and every move it makes is the easy AI's", async () => {
    const ann = h.discord.addUser("ann");
    const { gameId, threadId } = await openAndStart(h, ann, [], { players: 2, ai_seats: 1, ai_level: "easy" });
    const { game } = await loadState(h.store, gameId);
    expect(game.seats.map((s) => s.aiLevel)).toEqual([null, "easy"]);
    const lobby = h.discord.messages(h.discord.channelId).find((m) => m.id === game.lobbyMessageId);
    expect(lobby?.text).toContain("2. 🤖 Ingrid (AI, easy)");
    const start = h.discord.messages(threadId).find((m) => m.text.startsWith(`🎣 **Nusfjord #${gameId} begins!**`));
    expect(start?.text.split("\n")[0]).toContain(`<@${ann.id}> and 🤖 Ingrid (AI, easy)`);

    await humanTurns(gameId, threadId, new Map([[ann.id, ann]]), 6);
    const decisions = await aiDecisions(gameId);
    expect(decisions.length).toBeGreaterThanOrEqual(3);
    for (const d of decisions) expect(d.choiceId).toBe(easyAi.choose(d.before, d.seat));
    // Its own moves, not the fallback a broken AI gets.
    expect(h.logs.some((l) => l.includes("the easy AI moves instead"))).toBe(false);

    const listed = await h.discord.command(ann, threadId, "games");
    expect(listed.response?.text).toContain("ann, Ingrid (AI, easy)");
  });

  it("AI seats are medium unless asked otherwise (and play as medium), and Start fills the free seats with the level chosen at /nusfjord new", async () => {
    const cy = h.discord.addUser("cy");
    const plain = await openAndStart(h, cy, [], { players: 2, ai_seats: 1 });
    expect((await loadState(h.store, plain.gameId)).game.seats.map((s) => s.aiLevel)).toEqual([null, "medium"]);
    await humanTurns(plain.gameId, plain.threadId, new Map([[cy.id, cy]]), 3);
    const mediumMoves = await aiDecisions(plain.gameId);
    expect(mediumMoves.length).toBeGreaterThanOrEqual(2);
    for (const d of mediumMoves) expect(d.choiceId).toBe(mediumAi.choose(d.before, d.seat));
    expect(mediumMoves.some((d) => d.choiceId !== easyAi.choose(d.before, d.seat))).toBe(true);
    expect(h.logs.some((l) => l.includes("the easy AI moves instead"))).toBe(false);

    const created = await h.discord.command(cy, h.discord.channelId, "nusfjord", { subcommand: "new", options: { players: 3, ai_level: "easy" } });
    await h.bot.idle();
    const lobbyId = created.response?.id ?? "";
    const lobby = h.discord.message(lobbyId);
    expect(lobby?.text).toContain("with easy AI players in the free seats");
    const gameId = decodeId(idWith(lobby, "start"))?.gameId ?? -1;
    // A player joins and leaves again: the lobby's edits keep the level for Start.
    const dee = h.discord.addUser("dee");
    const joined = await h.discord.button(dee, lobby ?? missing(), idWith(lobby, "join"));
    const left = await h.discord.button(dee, joined.response ?? missing(), idWith(joined.response, "leave"));
    expect(left.response?.text).toContain("with easy AI players in the free seats");
    const started = await h.discord.button(cy, left.response ?? missing(), idWith(left.response, "start"));
    expect(started.response?.text).toContain("The game is on");
    await h.bot.idle();
    const { game } = await loadState(h.store, gameId);
    expect(game.seats.map((s) => s.aiLevel)).toEqual([null, "easy", "easy"]);
    expect(started.response?.text).toContain("3. 🤖 Odd (AI, easy)");
  });

  it("replace_seat with level hands a player's seat to an AI of that level and changes an AI seat's level; the table is told", async () => {
    const eva = h.discord.addUser("eva");
    const fay = h.discord.addUser("fay");
    const gus = h.discord.addUser("gus");
    const { gameId, threadId } = await openAndStart(h, eva, [fay], { players: 3, ai_seats: 1, ai_level: "easy" });
    expect((await loadState(h.store, gameId)).game.seats.map((s) => [s.userId, s.aiLevel])).toEqual([[eva.id, null], [null, "easy"], [fay.id, null]]);

    const handed = await h.discord.command(eva, threadId, "nusfjord", { subcommand: "settings", options: { replace_seat: 3, level: "easy" } });
    expect(handed.response?.ephemeral).toBe(true);
    expect(handed.response?.text).toContain("Seat 3 (fay) is now played by the easy AI.");
    await h.bot.idle();
    expect(h.discord.messages(threadId).some((m) => m.text === `⚙️ <@${eva.id}> changed game #${gameId}: Seat 3 (fay) is now played by the easy AI.` && m.pinged.length === 0)).toBe(true);
    expect((await loadState(h.store, gameId)).game.seats[2]).toMatchObject({ userId: null, aiLevel: "easy", displayName: "fay" });

    const changed = await h.discord.command(eva, threadId, "nusfjord", { subcommand: "settings", options: { replace_seat: 2, level: "medium" } });
    expect(changed.response?.text).toContain("Seat 2 (Ingrid) is now played by the medium AI.");
    expect(changed.response?.text).toContain("🤖 Ingrid (AI, medium)");
    expect(changed.response?.text).toContain("🤖 fay (AI, easy)");
    await h.bot.idle();
    expect((await loadState(h.store, gameId)).game.seats[1]).toMatchObject({ userId: null, aiLevel: "medium", displayName: "Ingrid" });

    // Refusals: the level it already plays, a level without a seat, someone not the host. Nothing changes.
    const before = await loadState(h.store, gameId);
    const same = await h.discord.command(eva, threadId, "nusfjord", { subcommand: "settings", options: { replace_seat: 2, level: "medium" } });
    expect(same.response?.ephemeral).toBe(true);
    expect(same.response?.text).toContain("Seat 2 (Ingrid) is already played by the medium AI.");
    const alone = await h.discord.command(eva, threadId, "nusfjord", { subcommand: "settings", options: { level: "easy" } });
    expect(alone.response?.ephemeral).toBe(true);
    expect(alone.response?.text).toContain("use it together with `replace_seat`");
    const stranger = await h.discord.command(gus, threadId, "nusfjord", { subcommand: "settings", options: { replace_seat: 2, level: "easy" } });
    expect(stranger.response?.ephemeral).toBe(true);
    expect(stranger.response?.text).toContain("Only the host or a server manager");
    await h.bot.idle();
    expect(await loadState(h.store, gameId)).toEqual(before);
  });

  it("a level the bot does not know (offered by commands another version registered) is refused privately and changes nothing", async () => {
    const hal = h.discord.addUser("hal");
    const ivy = h.discord.addUser("ivy");
    const { gameId, threadId } = await openAndStart(h, hal, [ivy], { players: 2 });
    // A newer version of the bot registered its commands, with a level this one does not play.
    const app = h.bot.client.application ?? missing();
    await app.commands.set(COMMANDS.map((c) => withExtraLevel(c.data)));
    try {
      const games = await h.store.countGames({ guildId: h.discord.guildId });
      const created = await h.discord.command(hal, h.discord.channelId, "nusfjord", { subcommand: "new", options: { players: 2, ai_seats: 1, ai_level: "grandmaster" } });
      expect(created.response?.ephemeral).toBe(true);
      expect(created.response?.text).toContain(`There is no AI level "grandmaster": choose ${AI_LEVELS.join(", ")}.`);
      await h.bot.idle();
      expect(await h.store.countGames({ guildId: h.discord.guildId })).toBe(games);

      const before = await snapshot(h.store, gameId);
      const seats = (await loadState(h.store, gameId)).game.seats;
      const replaced = await h.discord.command(hal, threadId, "nusfjord", { subcommand: "settings", options: { replace_seat: 2, level: "grandmaster", pause: true } });
      expect(replaced.response?.ephemeral).toBe(true);
      expect(replaced.response?.text).toContain(`There is no AI level "grandmaster"`);
      await h.bot.idle();
      expect(await snapshot(h.store, gameId)).toEqual(before);
      expect((await loadState(h.store, gameId)).game).toMatchObject({ seats, paused: false });

      // /profile of such a level: refused privately too.
      const profile = await h.discord.command(hal, h.discord.channelId, "profile", { options: { ai: "grandmaster" } });
      expect(profile.response?.ephemeral).toBe(true);
      expect(profile.response?.text).toBe(`⚠️ There is no AI level "grandmaster": choose ${AI_LEVELS.join(", ")}.`);
    } finally {
      await app.commands.set(COMMANDS.map((c) => c.data));
    }
  });

  it("the takeover button asks the host privately which level should play; the chosen one takes the seat, other and stale presses are refused", async () => {
    const jo = h.discord.addUser("jo");
    const kim = h.discord.addUser("kim");
    const users = new Map([[jo.id, jo], [kim.id, kim]]);
    const { gameId, threadId } = await openAndStart(h, jo, [kim], { players: 2 });
    await h.discord.command(jo, threadId, "nusfjord", { subcommand: "settings", options: { takeover_hours: 1 } });
    await h.bot.idle();
    const seat = (await whoDecides(h.store, gameId))?.seat ?? -1;
    const waiting = users.get((await loadState(h.store, gameId)).game.seats[seat]?.userId ?? "") ?? missing();
    h.db.advance(13 * HOUR); // the first reminder comes after 12 hours, past the 1-hour takeover limit
    expect(await h.bot.checkReminders()).toBeGreaterThanOrEqual(1); // the earlier tests' games wait too
    const reminder = reminderPosts(h, threadId).at(-1) ?? missing();
    const takeoverId = idWith(reminder, "takeover");

    // Only the host (jo) or a server manager may hand a seat over.
    const refused = await h.discord.button(kim, reminder, takeoverId);
    expect(refused.response?.ephemeral).toBe(true);
    expect(refused.response?.text).toContain("Only the host or a server manager");
    const asked = await h.discord.button(jo, reminder, takeoverId);
    const question = asked.response ?? missing();
    expect(question.ephemeral).toBe(true);
    expect(question.text).toContain(`Which AI should play ${waiting.username} (seat ${seat + 1}) in game #${gameId} from now on?`);
    const levelIds = customIds(question).filter((id) => decodeId(id)?.verb === "level");
    expect(levelIds.map((id) => decodeId(id)?.arg)).toEqual(AI_LEVELS.map((l) => `${seat}:${l}`));
    expect(interactiveComponents(question.components).map((c) => c.label)).toEqual(AI_LEVELS.map((l) => levelLabel(l)));
    const second = (await h.discord.button(jo, reminder, takeoverId)).response ?? missing();
    // Nothing has changed by asking.
    expect((await loadState(h.store, gameId)).game.seats[seat]?.userId).toBe(waiting.id);

    // A level button is the host's alone: one forged onto the public reminder by the other player changes nothing.
    const before = await snapshot(h.store, gameId);
    const forged = await h.discord.forgedButton(kim, reminder, encodeId("level", gameId, before.version, `${seat}:easy`));
    expect(forged.response?.ephemeral).toBe(true);
    expect(forged.response?.text).toContain("does not belong to this message");
    expect(await snapshot(h.store, gameId)).toEqual(before);
    expect((await loadState(h.store, gameId)).game.seats[seat]?.userId).toBe(waiting.id);

    const chosen = await h.discord.button(jo, question, levelIds.find((id) => id.endsWith(":easy")) ?? missing());
    expect(chosen.response?.text).toBe(`🤖 Seat ${seat + 1} (${waiting.username}) is now played by the easy AI.`);
    expect(customIds(chosen.response)).toEqual([]); // the question's buttons are gone
    await h.bot.idle();
    expect(h.discord.messages(threadId).some((m) => m.text === `🤖 <@${jo.id}> let an AI take over in game #${gameId}: Seat ${seat + 1} (${waiting.username}) is now played by the easy AI.` && m.pinged.length === 0)).toBe(true);
    const after = await loadState(h.store, gameId);
    expect(after.game.seats[seat]).toMatchObject({ userId: null, aiLevel: "easy" });
    expect(after.game.version).toBeGreaterThan(before.version); // the easy AI has moved since

    // The second question is from an earlier moment now: its buttons change nothing.
    const now = await snapshot(h.store, gameId);
    const stale = await h.discord.button(jo, second, customIds(second).find((id) => id.endsWith(":medium")) ?? missing());
    expect(stale.response?.ephemeral ?? stale.followups.at(-1)?.ephemeral).toBe(true);
    expect([stale.response?.text, ...stale.followups.map((f) => f.text)].join("\n")).toContain("from an earlier moment");
    await h.bot.idle();
    expect(await snapshot(h.store, gameId)).toEqual(now);
    expect((await loadState(h.store, gameId)).game.seats[seat]?.aiLevel).toBe("easy");
  });
});

/** A command definition whose level options offer one more level, "grandmaster". */
function withExtraLevel(data: RESTPostAPIChatInputApplicationCommandsJSONBody): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const extend = (options: readonly APIApplicationCommandOption[] | undefined): APIApplicationCommandOption[] | undefined => options?.map((o) => {
    if ("options" in o && o.options) return { ...o, options: extend(o.options) } as APIApplicationCommandOption;
    if ((o.name === "ai_level" || o.name === "level" || o.name === "ai") && "choices" in o && o.choices) return { ...o, choices: [...o.choices, { name: "Grandmaster", value: "grandmaster" }] } as APIApplicationCommandOption;
    return o;
  });
  const options = extend(data.options);
  return options ? { ...data, options } : data;
}

describe("an AI worker that dies in the middle of a move", () => {
  const marker = join(mkdtempSync(join(tmpdir(), "nusfjord-ai-")), "die-once");
  // The worker reads the marker's name when it starts: set before the harness, unset after it closes.
  beforeAll(() => { process.env.AI_WORKER_DIE_FILE = marker; });
  afterAll(() => { delete process.env.AI_WORKER_DIE_FILE; });
  const h = harnessForSuite({ aiPool: () => new AiPool(1, {}, new URL("../fixtures/ai-worker-dies-once.mjs", import.meta.url)) });

  it("fails only that move (logged, nothing applied), and the periodic pass lets the AI move on a new worker", async () => {
    const lu = h.discord.addUser("lu");
    const { gameId } = await openAndStart(h, lu, [], { players: 2, ai_seats: 1, ai_level: "easy" });
    const waiting = await storeUntilSeat(h, gameId, lu);
    expect(pendingSeats(waiting.state)).toEqual([1]);

    writeFileSync(marker, "");
    await h.bot.tick();
    await h.bot.idle();
    expect(existsSync(marker)).toBe(false); // the worker took the job and died
    expect((await loadState(h.store, gameId)).game.version).toBe(waiting.game.version);
    expect(h.logs.some((l) => l.includes('"level":50') && l.includes("AI move failed") && l.includes("the AI worker stopped (exit code 7)"))).toBe(true);

    await h.bot.tick();
    await h.bot.idle();
    const after = await loadState(h.store, gameId);
    expect(after.game.version).toBeGreaterThan(waiting.game.version);
    expect(pendingSeats(after.state)).not.toEqual([1]);
  });
});

/** A pool whose AI is broken, as a bug in an AI would be (the same position goes wrong again): it fails to decide, or answers a move that is not legal. */
class BrokenAiPool extends AiPool {
  readonly #answer: "fail" | "illegal";
  constructor(answer: "fail" | "illegal") {
    super(0);
    this.#answer = answer;
  }
  override choose(level: string | null, _state: GameState, seat: number): Promise<string> {
    if (this.#answer === "illegal") return Promise.resolve("place:no-such-space");
    return Promise.reject(new AiFailedError(`the AI (${level ?? "easy"}, seat ${seat}) failed: Error: a planted bug`));
  }
}

for (const [answer, logged] of [["fail", "the AI failed to decide; the easy AI moves instead"], ["illegal", "the AI chose an illegal move; the easy AI moves instead"]] as const) {
  describe(`an AI that ${answer === "fail" ? "fails to decide" : "chooses an illegal move"}`, () => {
    const h = harnessForSuite({ aiPool: () => new BrokenAiPool(answer) });

    it("is logged and the easy AI moves for it, so the table does not stall", async () => {
      const lu = h.discord.addUser(`lu-${answer}`);
      const { gameId } = await openAndStart(h, lu, [], { players: 2, ai_seats: 1, ai_level: "hard" });
      const waiting = await storeUntilSeat(h, gameId, lu);
      expect(pendingSeats(waiting.state)).toEqual([1]);
      await h.bot.tick();
      await h.bot.idle();
      const after = await loadState(h.store, gameId);
      expect(after.game.version).toBeGreaterThan(waiting.game.version);
      // Its first move is the easy AI's choice in the position it went wrong in.
      const easyMove = applyChoice(waiting.state, 1, easyAi.choose(waiting.state, 1));
      expect(after.state.log.slice(0, easyMove.log.length)).toEqual(easyMove.log);
      expect(h.logs.some((l) => l.includes('"level":50') && l.includes(logged))).toBe(true);
    });
  });
}
