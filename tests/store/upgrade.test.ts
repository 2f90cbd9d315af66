// Upgrades never break a running game. The fixture is a 3-player game stored by the bot before
// Building effects existed (rules v1: tests/fixtures/upgrade/rules-v1-game.json, made with the
// engine of commit 4a3fdce). Under today's rules its log replays differently (its Angler's
// House now fills the Reserve, its Raftbuilder now adds wood), so the game must go on from
// its snapshot, undo must rebuild from a snapshot instead of replaying the old log, and the
// replay check must tell "started under older rules" apart from corruption.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RULES_VERSION, legalChoices, pendingSeats, replay, type GameState, type NewGameOptions } from "../../src/engine/index.ts";
import { migrateDatabase, migrationsOf } from "../../src/db/migrate.ts";
import { openDatabase } from "../../src/db/client.ts";
import { seatName, withNames } from "../../src/bot/layouts/present.ts";
import { GameStore, NotYourSeatError, NothingToUndoError, nameIn } from "../../src/store/index.ts";
import { lcg, openTestStore, randomMove, type TestStore } from "./helpers.ts";

interface Fixture { options: NewGameOptions & { players: 3 }; choices: { seat: number; choiceId: string }[]; snapshot: string }
const fixture = JSON.parse(readFileSync(join(import.meta.dirname, "../fixtures/upgrade/rules-v1-game.json"), "utf8")) as Fixture;

let t: TestStore;
beforeEach(async () => { t = await openTestStore(); });
afterEach(async () => { await t.close(); });

/** Store the fixture as the old bot left it: the game, its seats, its choice log and its snapshot (no barrier snapshot yet). */
async function storeV1Game(): Promise<number> {
  const created = await t.store.createGame({
    guildId: "g1", channelId: "c1", hostUserId: "u0", playerCount: 3, seed: fixture.options.seed,
    seats: [0, 1, 2].map((i) => ({ userId: `u${i}`, displayName: `Player ${i + 1}` })),
  });
  const db = t.store.db;
  const at = t.now();
  const version = fixture.choices.length + 1; // the start, then one version per choice
  await db.game.update({ where: { id: created.id }, data: { status: "active", startedAt: at, version } });
  await db.choice.createMany({ data: fixture.choices.map((c, i) => ({ gameId: created.id, seat: c.seat, choiceId: c.choiceId, userId: `u${c.seat}`, version: i + 2, createdAt: at })) });
  await db.snapshot.create({ data: { gameId: created.id, version, choices: fixture.choices.length, state: fixture.snapshot, updatedAt: at } });
  return created.id;
}

describe("a game stored under rules v1 goes on after the upgrade", () => {
  it("its log no longer replays to its snapshot under the new rules (why replaying it would corrupt it)", () => {
    const old = JSON.parse(fixture.snapshot) as Omit<GameState, "rules">;
    expect("rules" in old).toBe(false);
    const replayed = replay(fixture.options, fixture.choices);
    expect(replayed.rules).toBe(RULES_VERSION);
    expect(JSON.stringify(replayed.players)).not.toBe(JSON.stringify(old.players));
  });

  it("loads from its snapshot, continues, undoes within a turn from the stored barrier, and verifies as started under rules v1", async () => {
    const gameId = await storeV1Game();
    const loaded = await t.store.loadGame(gameId);
    const start = loaded.state;
    if (!start) throw new Error("no state");
    expect(start.rules).toBe(1);
    expect(start.choices).toBe(fixture.choices.length);
    // Nothing stored changed on the way in; fields added since get their neutral values.
    expect(start).toMatchObject(JSON.parse(fixture.snapshot) as object);
    expect(start.fishingEnded).toBe(false);
    expect(start.players.map((p) => p.pending)).toEqual([[], [], []]);

    // The replay check tells it apart from corruption, and never "repairs" it by replaying.
    const checked = await t.store.verifyGame(gameId, true);
    expect(checked).toEqual({ gameId, ok: true, legacy: expect.stringMatching(new RegExp(`started under rules v1 \\(this bot plays rules v${RULES_VERSION}\\)`)) });
    expect((await t.store.loadGame(gameId)).game.version).toBe(loaded.game.version);

    // Mid-turn at the upgrade there is no barrier snapshot: undo says so and changes nothing.
    const seat = pendingSeats(start)[0] ?? -1;
    expect(legalChoices(start, seat).map((c) => c.id)).toContain("place:build-building");
    let s = (await t.store.applyChoice({ gameId, actor: { userId: `u${seat}` }, choiceId: "place:build-building" })).state;
    expect(s.undoBarrier).toBeLessThan(s.choices); // the fixture's player starts a multi-step action
    await expect(t.store.undo({ gameId, actor: { userId: `u${seat}` } })).rejects.toThrow(/began before the bot was updated/);

    // Continue with random legal play until a player is in the middle of an action, then undo it.
    const rand = lcg(7);
    let mid: { before: GameState; seat: number; choiceId: string } | null = null;
    for (let i = 0; i < 600 && !mid; i++) {
      const move = randomMove(s, rand);
      if (!move) break;
      const before = s;
      s = (await t.store.applyChoice({ gameId, actor: { userId: `u${move.seat}` }, choiceId: move.choiceId })).state;
      // Only a choice made after a barrier stored by this version counts (the turn changed since the upgrade).
      const barrierRow = await t.store.db.snapshot.findUnique({ where: { gameId } });
      if (s.undoBarrier < s.choices && s.undoBarrier === s.choices - 1 && barrierRow?.barrier) mid = { before, seat: move.seat, choiceId: move.choiceId };
    }
    if (!mid) throw new Error("no undoable choice met");
    expect(s.rules).toBe(1); // the game keeps the version it was created under
    const undone = await t.store.undo({ gameId, actor: { userId: `u${mid.seat}` } });
    expect(undone.undone).toEqual([mid.choiceId]);
    expect(undone.state).toEqual(mid.before);

    // Nothing more to undo, the game still plays, and the replay check from the barrier passes.
    await expect(t.store.undo({ gameId, actor: { userId: `u${mid.seat}` } })).rejects.toBeInstanceOf(NothingToUndoError);
    const again = randomMove(undone.state, rand);
    if (!again) throw new Error("game over?");
    await t.store.applyChoice({ gameId, actor: { userId: `u${again.seat}` }, choiceId: again.choiceId });
    expect(await t.store.verifyGame(gameId)).toEqual({ gameId, ok: true, legacy: expect.stringMatching(/rules v1/) });
  });

  it("a tampered snapshot of a v1 game is reported, never repaired by replaying the old log", async () => {
    const gameId = await storeV1Game();
    const s = (await t.store.loadGame(gameId)).state;
    if (!s) throw new Error("no state");
    const seat = pendingSeats(s)[0] ?? -1;
    // A choice that reveals something hidden (here: round 4's C Buildings dealt) stores a barrier
    // snapshot; then tamper with the snapshot.
    const rand = lcg(5);
    let now = (await t.store.applyChoice({ gameId, actor: { userId: `u${seat}` }, choiceId: "pass" })).state;
    for (let i = 0; i < 400 && now.undoBarrier < now.choices; i++) {
      const move = randomMove(now, rand);
      if (!move) break;
      now = (await t.store.applyChoice({ gameId, actor: { userId: `u${move.seat}` }, choiceId: move.choiceId })).state;
    }
    expect(now.undoBarrier).toBe(now.choices);
    const row = await t.store.db.snapshot.findUnique({ where: { gameId } });
    expect(row?.barrier).toBe(row?.state);
    const tampered = JSON.parse(row?.state ?? "{}") as GameState;
    const p0 = tampered.players[0];
    if (p0) p0.supply = { ...p0.supply, gold: p0.supply.gold + 40 };
    await t.store.db.snapshot.update({ where: { gameId }, data: { state: JSON.stringify(tampered) } });
    const out = await t.store.verifyGame(gameId, true);
    expect(out).toMatchObject({ ok: false, repaired: false, problem: expect.stringMatching(/rules v1.*differs from the replay of the choices since the undo barrier.*cannot be repaired/) });
    expect((await t.store.db.snapshot.findUnique({ where: { gameId } }))?.state).toBe(JSON.stringify(tampered));
  });
});

describe("undo rebuilds from the snapshot at the barrier", () => {
  it("a game under the current rules stores its barrier snapshot at the start and whenever something hidden is revealed, not when the turn passes", async () => {
    const created = await t.store.createGame({ guildId: "g1", channelId: "c1", hostUserId: "u0", playerCount: 2, seed: "barrier", seats: [0, 1].map((i) => ({ userId: `u${i}`, displayName: `P${i}` })) });
    const started = await t.store.startGame(created.id, "u0");
    const row = await t.store.db.snapshot.findUnique({ where: { gameId: created.id } });
    expect(row?.barrier).toBe(JSON.stringify(started.state));
    const seat = pendingSeats(started.state)[0] ?? -1;
    let after = (await t.store.applyChoice({ gameId: created.id, actor: { userId: `u${seat}` }, choiceId: "pass" })).state;
    expect(after.undoBarrier).toBe(0);
    expect((await t.store.db.snapshot.findUnique({ where: { gameId: created.id } }))?.barrier).toBe(JSON.stringify(started.state));
    // Round 4 deals every player C Buildings into a hidden hand: the barrier moves there.
    const rand = lcg(9);
    while (after.undoBarrier < after.choices && after.phase !== "over") {
      const move = randomMove(after, rand);
      if (!move) break;
      after = (await t.store.applyChoice({ gameId: created.id, actor: { userId: `u${move.seat}` }, choiceId: move.choiceId })).state;
    }
    expect(after.undoBarrier).toBe(after.choices);
    expect(after.players.some((p) => p.hand.length > 0) || after.round > 1).toBe(true);
    expect((await t.store.db.snapshot.findUnique({ where: { gameId: created.id } }))?.barrier).toBe(JSON.stringify(after));
  });
});

describe("AI seats stored as \"Ingrid (AI)\" by older versions", () => {
  const MIGRATION = "20261126073532_ai_seat_plain_names";

  it("lose the stored suffix in the migration and read exactly as before: \"Ingrid (AI)\", \"Ingrid's\", \"Ingrid (AI, medium)\"", async () => {
    // A running game as the previous version stored it: its lobby AI and a player's seat handed
    // to an AI both with " (AI)" in the name; a player who calls themselves "cy (AI)" too.
    const created = await t.store.createGame({
      guildId: "g1", channelId: "c1", hostUserId: "u0", playerCount: 4, seed: "old-ai-names",
      seats: [{ userId: "u0", displayName: "ann" }, { aiLevel: "medium", displayName: "Ingrid (AI)" }, { userId: "u2", displayName: "bo" }, { userId: "u3", displayName: "cy (AI)" }],
    });
    const { game } = await t.store.startGame(created.id, "u0");
    await t.store.db.seat.update({ where: { gameId_seat: { gameId: game.id, seat: 2 } }, data: { userId: null, aiLevel: "simple", displayName: "bo (AI)" } });
    // The migration is data only (the tables' shape is the same before and after), so this
    // database minus its record of the migration is the database the previous version left.
    await t.store.db.$executeRawUnsafe(`DELETE FROM "_prisma_migrations" WHERE "migration_name" = '${MIGRATION}'`);

    expect(await migrateDatabase(t.url)).toEqual([MIGRATION]);
    const { game: after, state } = await t.store.loadGame(game.id);
    expect(after.seats.map((s) => [s.userId, s.aiLevel, s.displayName])).toEqual([["u0", null, "ann"], [null, "medium", "Ingrid"], [null, "simple", "bo"], ["u3", null, "cy (AI)"]]);
    expect(after.version).toBe(game.version);
    expect(state).toEqual((await t.store.loadGame(game.id)).state);

    // What players read of them is what the previous version showed.
    expect(after.seats.map((s) => nameIn("en", s))).toEqual(["ann", "Ingrid (AI)", "bo (AI)", "cy (AI)"]);
    expect(after.seats.map((s) => seatName(s))).toEqual(["ann", "Ingrid (AI, medium)", "bo (AI, easy)", "cy (AI)"]);
    expect(withNames("Player 2 takes 1 gold; Player 2's Elder and Player 3's go to Player 4.", after.seats)).toBe("Ingrid (AI) takes 1 gold; Ingrid's Elder and bo's go to cy (AI).");
    await expect(t.store.applyChoice({ gameId: game.id, actor: { userId: "u0" }, seat: 1, choiceId: "pass" })).rejects.toThrow(NotYourSeatError);
    await expect(t.store.applyChoice({ gameId: game.id, actor: { userId: "u0" }, seat: 1, choiceId: "pass" })).rejects.toThrow(/belongs to Ingrid \(AI\);/);

    // Handing a seat to an AI now keeps the plain name; migrating again changes nothing.
    const taken = await t.store.updateSettings(game.id, { userId: "u0" }, { replaceWithAi: 0 });
    expect(taken.seats[0]).toMatchObject({ userId: null, aiLevel: "medium", displayName: "ann" });
    expect(taken.seats.map((s) => nameIn("en", s))[0]).toBe("ann (AI)");
    expect(await migrateDatabase(t.url)).toEqual([]);
    expect((await t.store.loadGame(game.id)).game.seats.map((s) => s.displayName)).toEqual(["ann", "Ingrid", "bo", "cy (AI)"]);
  });
});

describe("games stored before time off and turn deadlines (migration 20261126152642_time_off_and_deadlines)", () => {
  const MIGRATION = "20261126152642_time_off_and_deadlines";

  it("keep every row as it was on SQLite, which rebuilds the Game and Seat tables; the new columns read as before: medium AI level, no deadline", async () => {
    // A SQLite file migrated up to the migration before, with a running game written as the
    // previous version wrote it (SQLite is where the migration copies whole tables).
    const dir = mkdtempSync(join(tmpdir(), "nusfjord-upgrade-"));
    const url = `file:${join(dir, "old.db")}`;
    try {
      const all = migrationsOf("sqlite");
      const at = all.findIndex((m) => m.name === MIGRATION);
      expect(at).toBeGreaterThan(0);
      const raw = new BetterSqlite3(join(dir, "old.db"));
      raw.exec(`CREATE TABLE "_prisma_migrations" ("id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL, "finished_at" DATETIME, "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" DATETIME, "started_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP, "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
      for (const m of all.slice(0, at)) {
        raw.exec(m.sql);
        raw.prepare(`INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count) VALUES (?, ?, ?, ?, ?, 1)`).run(m.name, m.checksum, Date.now(), m.name, Date.now());
      }
      const when = "2026-01-01T12:00:00.000+00:00";
      raw.prepare(`INSERT INTO "Game" ("id", "guildId", "channelId", "threadId", "hostUserId", "status", "playerCount", "deck", "seed", "remindersOn", "reminderMinutes", "version", "createdAt", "updatedAt", "startedAt", "paused", "postedLog", "postedVersion", "takeoverMinutes", "hintsOn", "learning", "rated")
        VALUES (7, 'g1', 'c1', 't1', 'u0', 'active', 2, 'mackerel', 'old-seed', 1, 360, 4, ?, ?, ?, 0, 12, 4, 1440, 0, 1, 0)`).run(when, when, when);
      raw.prepare(`INSERT INTO "Seat" ("id", "gameId", "seat", "userId", "aiLevel", "displayName", "notifyDm", "notifyMention", "remindersMuted", "hintsUsed", "formerUserId") VALUES (1, 7, 0, 'u0', NULL, 'ann', 1, 1, 1, 3, NULL), (2, 7, 1, NULL, 'hard', 'bo', 0, 0, 0, 0, 'u1')`).run();
      raw.prepare(`INSERT INTO "Reminder" ("gameId", "seat", "dueAt", "waitingSince", "sentCount") VALUES (7, 0, ?, ?, 2)`).run(when, when);
      raw.prepare(`INSERT INTO "Choice" ("gameId", "seat", "choiceId", "userId", "version", "createdAt") VALUES (7, 0, 'place:gold', 'u0', 2, ?), (7, 1, 'pass', NULL, 3, ?)`).run(when, when);
      raw.close();

      expect(await migrateDatabase(url)).toEqual(all.slice(at).map((m) => m.name));
      const database = await openDatabase(url);
      try {
        const store = new GameStore(database);
        // The rows as stored (the fixture has no snapshot, which loading a running game would refuse).
        const game = await store.db.game.findUniqueOrThrow({ where: { id: 7 } });
        const seats = await store.db.seat.findMany({ where: { gameId: 7 }, orderBy: { seat: "asc" }, omit: { id: true, gameId: true } });
        expect(game).toMatchObject({
          guildId: "g1", threadId: "t1", status: "active", deck: "mackerel", seed: "old-seed", reminderMinutes: 360, version: 4, postedLog: 12,
          takeoverMinutes: 1440, hintsOn: false, learning: true, rated: false, aiLevel: "medium", turnHours: null,
        });
        expect(seats).toMatchObject([
          { seat: 0, userId: "u0", aiLevel: null, displayName: "ann", notifyDm: true, notifyMention: true, remindersMuted: true, hintsUsed: 3, formerUserId: null, deadlineTurns: 0, noticeAt: null },
          { seat: 1, userId: null, aiLevel: "hard", displayName: "bo", notifyDm: false, notifyMention: false, remindersMuted: false, hintsUsed: 0, formerUserId: "u1", deadlineTurns: 0, noticeAt: null },
        ]);
        expect(await store.db.reminder.findMany({ select: { gameId: true, seat: true, sentCount: true } })).toEqual([{ gameId: 7, seat: 0, sentCount: 2 }]);
        // Rows that point at the game (the cascade a rebuilt Game table could set off) are all there.
        expect(await store.db.choice.findMany({ select: { seat: true, choiceId: true, version: true }, orderBy: { version: "asc" } })).toEqual([{ seat: 0, choiceId: "place:gold", version: 2 }, { seat: 1, choiceId: "pass", version: 3 }]);
        expect(await store.db.turnDeadline.count()).toBe(0);
        expect(await store.db.playerSettings.count()).toBe(0);
        expect(await migrateDatabase(url)).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
