// Damaged games set aside: seven kinds of corrupted or hand-edited rows, each in a game of its
// own, are found by the start-up check (as `npm start` runs it before connecting). Each such
// game is set aside: its players are told once in its thread what happened and what can be
// done, every command on it answers privately that it is damaged, nothing moves in it (no
// post, reminder or AI move; its rows stay as they are), the damage is logged at error level
// once with the game's id and the problem, and the other games carry on. `npm run verify-games
// -- --repair` (or rows mended by hand and the next start-up check) lets a game play on, told.
// A snapshot made unreadable, deleted or left behind its game while the bot runs is found at
// the game's next load, the same way.
import { beforeAll, describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import type { Harness } from "./harness.ts";
import { finishDecision, loadState } from "./harness.ts";
import { latestPing } from "./play.ts";
import type { InteractionOutcome, StandInUser } from "./standin/index.ts";
import { harnessForSuite } from "./suite.ts";

interface Stored { readonly gameId: number; readonly threadId: string }

/** The AI's seat in every game here: it is to move when the game is damaged. */
const AI_SEAT = 2;

/** A 3-player game (ann, bo, an easy AI) in a thread of its own, played in the store until the AI is to move; nothing posted yet. */
async function storedTable(h: Harness, ann: StandInUser, bo: StandInUser, name: string): Promise<Stored> {
  const created = await h.store.createGame({
    guildId: h.discord.guildId, channelId: h.discord.channelId, hostUserId: ann.id, playerCount: 3, seed: `damaged-${name}`,
    seats: [{ userId: ann.id, displayName: "ann" }, { userId: bo.id, displayName: "bo" }, { aiLevel: "easy", displayName: "Ingrid" }],
  });
  const threadId = h.discord.userThread(ann, `Nusfjord #${created.id}`);
  await h.store.setThread(created.id, threadId);
  await h.store.startGame(created.id, ann.id);
  for (let n = 0; n < 60; n++) {
    const { game, state } = await loadState(h.store, created.id);
    const pending = pendingSeats(state);
    if (pending.includes(AI_SEAT) && state.choices >= 2) break;
    const seat = pending[0] ?? -1;
    const choices = legalChoices(state, seat);
    const choiceId = (choices.find((c) => c.id !== "pass") ?? choices[0])?.id ?? "none";
    const userId = game.seats[seat]?.userId;
    await h.store.applyChoice({ gameId: created.id, actor: userId ? { userId } : { ai: true }, seat, choiceId });
  }
  return { gameId: created.id, threadId };
}

interface Kind {
  readonly name: string;
  /** `npm run verify-games -- --repair` rebuilds it from its log. */
  readonly repairable: boolean;
  corrupt(h: Harness, gameId: number): Promise<void>;
}

/** The choice ids the edits replaced, by game: what mending by hand puts back. */
const editedChoices = new Map<number, string>();

const snapshotState = async (h: Harness, gameId: number) => (await h.store.db.snapshot.findUniqueOrThrow({ where: { gameId } })).state;

const KINDS: readonly Kind[] = [
  {
    name: "an edited snapshot (50 gold more for the first player)", repairable: true,
    async corrupt(h, gameId) {
      const state = JSON.parse(await snapshotState(h, gameId)) as { players: { supply: { gold: number } }[] };
      const first = state.players[0];
      if (first) first.supply.gold += 50;
      await h.store.db.snapshot.update({ where: { gameId }, data: { state: JSON.stringify(state) } });
    },
  },
  {
    name: "a choice log that no longer replays (its first choice edited)", repairable: false,
    async corrupt(h, gameId) {
      const first = await h.store.db.choice.findFirstOrThrow({ where: { gameId }, orderBy: { version: "asc" } });
      editedChoices.set(gameId, first.choiceId);
      await h.store.db.choice.update({ where: { id: first.id }, data: { choiceId: "place:nowhere" } });
    },
  },
  {
    name: "an unreadable snapshot", repairable: true,
    async corrupt(h, gameId) {
      await h.store.db.snapshot.update({ where: { gameId }, data: { state: (await snapshotState(h, gameId)).slice(0, 40) } });
    },
  },
  {
    name: "a version bumped on the game row", repairable: true,
    async corrupt(h, gameId) {
      await h.store.db.game.update({ where: { id: gameId }, data: { version: { increment: 1 } } });
    },
  },
  {
    name: "a missing snapshot", repairable: true,
    async corrupt(h, gameId) {
      await h.store.db.snapshot.delete({ where: { gameId } });
    },
  },
  {
    name: "a choice deleted from the log", repairable: true,
    async corrupt(h, gameId) {
      const last = await h.store.db.choice.findFirstOrThrow({ where: { gameId }, orderBy: { version: "desc" } });
      await h.store.db.choice.delete({ where: { id: last.id } });
    },
  },
  {
    name: "a snapshot whose choice count was edited", repairable: true,
    async corrupt(h, gameId) {
      await h.store.db.snapshot.update({ where: { gameId }, data: { choices: { increment: 2 } } });
    },
  },
];

/** Everything stored about a game, for "nothing moved" checks. */
async function rows(h: Harness, gameId: number): Promise<unknown> {
  const db = h.store.db;
  return {
    game: await db.game.findUnique({ where: { id: gameId } }),
    snapshot: await db.snapshot.findUnique({ where: { gameId } }),
    choices: await db.choice.findMany({ where: { gameId }, orderBy: { id: "asc" } }),
    outbox: await db.outboxMessage.findMany({ where: { gameId }, orderBy: { id: "asc" } }),
    reminders: await db.reminder.findMany({ where: { gameId }, orderBy: { id: "asc" } }),
  };
}

interface LogLine { level: number; gameId?: number; problem?: string; msg: string }
const errorLines = (h: Harness, gameId: number): LogLine[] =>
  h.logs.map((l) => JSON.parse(l) as LogLine).filter((l) => l.level >= 50 && l.gameId === gameId);

const botPosts = (h: Harness, threadId: string) => h.discord.messages(threadId).filter((m) => m.authorId === h.discord.botUser.id);
const damageNotices = (h: Harness, s: Stored) => botPosts(h, s.threadId).filter((m) => m.text.includes(`Game #${s.gameId} is damaged`));
const repairNotices = (h: Harness, s: Stored) => botPosts(h, s.threadId).filter((m) => m.text.includes(`Game #${s.gameId} is repaired and carries on`));

/** A private refusal saying the game is damaged and that nothing was changed. */
function expectRefusedAsDamaged(out: InteractionOutcome, gameId: number): void {
  const text = [out.response?.text ?? "", ...out.followups.map((f) => f.text)].join("\n");
  expect(out.response?.ephemeral ?? out.followups[0]?.ephemeral).toBe(true);
  expect(text).toContain(`Game #${gameId} is damaged`);
  expect(text).toContain("Nothing was changed.");
}

/** The words a damaged game's players read about what can be done. */
function expectWhatToDo(text: string, repairable: boolean): void {
  if (repairable) expect(text).toContain("`npm run verify-games -- --repair`");
  else expect(text).toMatch(/cannot be rebuilt from its moves.*backup.*`\/nusfjord settings cancel:true`/);
}

async function tickTwice(h: Harness): Promise<void> {
  for (let n = 0; n < 2; n++) {
    await h.bot.tick();
    await h.bot.idle();
  }
}

describe("damaged games found at start-up", () => {
  const h = harnessForSuite();
  let ann: StandInUser;
  let bo: StandInUser;
  let healthy: Stored;
  const damaged = new Map<string, Stored>();
  const before = new Map<string, unknown>();

  beforeAll(async () => {
    ann = h.discord.addUser("ann");
    bo = h.discord.addUser("bo");
    healthy = await storedTable(h, ann, bo, "healthy");
    for (const k of KINDS) damaged.set(k.name, await storedTable(h, ann, bo, k.name));
    for (const k of KINDS) {
      const s = damaged.get(k.name);
      if (!s) throw new Error("no game");
      await k.corrupt(h, s.gameId);
      before.set(k.name, await rows(h, s.gameId));
    }
    // What `npm start` does before connecting to Discord, then the bot's start.
    const checked = await h.store.checkRunningGames();
    expect(checked.filter((o) => !o.ok).map((o) => o.gameId)).toEqual([...damaged.values()].map((s) => s.gameId));
    await h.restart();
    await h.discord.waitForIdentify();
    await h.bot.idle();
    await tickTwice(h);
  }, 120_000);

  it.each(KINDS.map((k) => [k.name, k] as const))("%s: set aside, its players told once what can be done, every command refused privately, nothing moves, logged at error once", async (name, kind) => {
    const s = damaged.get(name);
    if (!s) throw new Error("no game");
    // Told once, the players pinged, and nothing else posted (its turn posts wait).
    const notices = damageNotices(h, s);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(`<@${ann.id}>`);
    expect(notices[0]?.text).toContain(`<@${bo.id}>`);
    expectWhatToDo(notices[0]?.text ?? "", kind.repairable);
    expect(botPosts(h, s.threadId)).toHaveLength(1);
    // Logged at error level once, with its id and the problem.
    const errors = errorLines(h, s.gameId);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.problem).toEqual(expect.any(String));
    expect(errors[0]?.msg).toContain(`game #${s.gameId} is damaged`);
    // Every command on it answers privately that it is damaged.
    for (const [cmd, options] of [["board", {}], ["pass", {}], ["score", {}], ["nusfjord", { subcommand: "settings", options: { pause: true } }]] as const) {
      const out = "subcommand" in options ? await h.discord.command(ann, s.threadId, cmd, options) : await h.discord.command(bo, s.threadId, cmd, {});
      expectRefusedAsDamaged(out, s.gameId);
      expectWhatToDo(out.response?.text ?? "", kind.repairable);
    }
    // /games lists it as damaged.
    const list = await h.discord.command(ann, h.discord.channelId, "games", {});
    expect(list.response?.text).toContain(`**#${s.gameId}** <#${s.threadId}> · ann, bo, Ingrid (AI, easy) · ⚠️ damaged, set aside until repaired`);
    // Nothing moved: no AI move, post, reminder or change of any row, after the start and two ticks.
    expect(await rows(h, s.gameId)).toEqual(before.get(name));
    expect(damageNotices(h, s)).toHaveLength(1);
    expect(errorLines(h, s.gameId)).toHaveLength(1);
  });

  it("every other game carries on: its posts come, its AI moves and its players play", async () => {
    const { state } = await loadState(h.store, healthy.gameId);
    expect(pendingSeats(state)).not.toContain(AI_SEAT);
    expect(botPosts(h, healthy.threadId).some((m) => m.text.includes("Ingrid"))).toBe(true);
    const ping = latestPing(h, healthy.threadId);
    const mover = ping.text.includes(`<@${ann.id}>`) ? ann : bo;
    const made = await finishDecision(h.discord, mover, ping, 0);
    expect(made[0]?.response?.text).toMatch(/^✅/);
    await h.bot.idle();
    expect((await loadState(h.store, healthy.gameId)).state.choices).toBeGreaterThan(state.choices);
    expect(errorLines(h, healthy.gameId)).toEqual([]);
  });

  it("`npm run verify-games -- --repair` rebuilds the repairable ones from their logs: their players are told they carry on, their posts come and their AI moves; the log that does not replay stays set aside", async () => {
    const outcomes = await h.store.checkAllGames(true);
    for (const k of KINDS) {
      const s = damaged.get(k.name);
      if (!s) throw new Error("no game");
      expect(outcomes.find((o) => o.gameId === s.gameId)).toMatchObject({ ok: false, repaired: k.repairable, repairable: k.repairable });
    }
    await tickTwice(h);
    for (const k of KINDS) {
      const s = damaged.get(k.name);
      if (!s) throw new Error("no game");
      const board = await h.discord.command(bo, s.threadId, "board", {});
      if (!k.repairable) {
        expectRefusedAsDamaged(board, s.gameId);
        expect(repairNotices(h, s)).toEqual([]);
        continue;
      }
      expect(repairNotices(h, s)).toHaveLength(1);
      expect(repairNotices(h, s)[0]?.text).toContain(`<@${ann.id}>`);
      expect(board.response?.attachments).toHaveLength(1);
      // The turn posts that waited have come, and the AI is no longer waited for.
      expect(botPosts(h, s.threadId).some((m) => m.text.startsWith(`🎣 **Nusfjord #${s.gameId} begins!**`))).toBe(true);
      expect(pendingSeats((await loadState(h.store, s.gameId)).state)).not.toContain(AI_SEAT);
      expect(damageNotices(h, s)).toHaveLength(1);
    }
  });

  it("a log mended by hand plays on after the next start-up check, told", async () => {
    const kind = KINDS.find((k) => !k.repairable);
    const s = kind ? damaged.get(kind.name) : undefined;
    if (!s) throw new Error("no game");
    const first = await h.store.db.choice.findFirstOrThrow({ where: { gameId: s.gameId }, orderBy: { version: "asc" } });
    const original = editedChoices.get(s.gameId) ?? "";
    await h.store.db.choice.update({ where: { id: first.id }, data: { choiceId: original } });
    await h.store.checkRunningGames();
    await h.restart();
    await h.discord.waitForIdentify();
    await h.bot.idle();
    expect(repairNotices(h, s)).toHaveLength(1);
    const board = await h.discord.command(bo, s.threadId, "board", {});
    expect(board.response?.attachments).toHaveLength(1);
    expect(pendingSeats((await loadState(h.store, s.gameId)).state)).not.toContain(AI_SEAT);
  });

  it("the host can cancel a damaged game that cannot be repaired; nobody else can, and nothing else changes it", async () => {
    const s = await storedTable(h, ann, bo, "cancelled");
    await KINDS[1]?.corrupt(h, s.gameId);
    await h.store.checkAllGames();
    await tickTwice(h);
    expect(damageNotices(h, s)).toHaveLength(1);
    const refused = await h.discord.command(bo, s.threadId, "nusfjord", { subcommand: "settings", options: { cancel: true } });
    expect(refused.response?.ephemeral).toBe(true);
    expect(refused.response?.text).toContain("Only the host or a server manager");
    expect((await h.store.gameRecord(s.gameId)).status).toBe("active");
    const cancelled = await h.discord.command(ann, s.threadId, "nusfjord", { subcommand: "settings", options: { cancel: true } });
    expect(cancelled.response?.text).toContain("The game is cancelled.");
    expect((await h.store.gameRecord(s.gameId)).status).toBe("abandoned");
  });
});

describe("damaged games found while the bot runs", () => {
  const h = harnessForSuite();

  it("a snapshot made unreadable, deleted or left behind its game is found at the game's next load: set aside, told once, logged at error once and not at every tick", async () => {
    const ann = h.discord.addUser("ann");
    const bo = h.discord.addUser("bo");
    const kinds = KINDS.filter((k) => /unreadable|bumped|missing/.test(k.name));
    const games = [];
    for (const k of kinds) games.push({ k, s: await storedTable(h, ann, bo, `running ${k.name}`) });
    await h.bot.flush();
    await h.bot.idle();
    for (const { k, s } of games) await k.corrupt(h, s.gameId);
    for (const { k, s } of games) {
      const out = await h.discord.command(bo, s.threadId, "board", {});
      expectRefusedAsDamaged(out, s.gameId);
      expectWhatToDo(out.response?.text ?? "", k.repairable);
      await h.bot.idle();
      expect(damageNotices(h, s)).toHaveLength(1);
    }
    await tickTwice(h);
    for (const { s } of games) {
      expect(damageNotices(h, s)).toHaveLength(1);
      expect(errorLines(h, s.gameId)).toHaveLength(1);
      const again = await h.discord.command(ann, s.threadId, "pass", {});
      expectRefusedAsDamaged(again, s.gameId);
    }
    await tickTwice(h);
    for (const { s } of games) expect(errorLines(h, s.gameId)).toHaveLength(1);
  }, 120_000);
});
