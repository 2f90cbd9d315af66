// Compact history (src/store/archive.ts): an ended game whose posts are all out keeps its final
// state and the choices that count, compressed in one GameArchive row, and loses its Choice,
// Snapshot, sent outbox and reminder rows, in one transaction. Everything that reads a finished
// game (loading it, its choice log, exports and `npm run replay`, /replay's steps, the
// verification, the finished-games list, the ratings' rebuild) reads the same from it; running
// games, lobbies and games with a post still to go out are never touched; doing it twice, or
// from two processes at once, compacts each game once.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { replaySteps } from "../../src/bot/replay.ts";
import { finalScores, pendingSeats, type NewGameOptions } from "../../src/engine/index.ts";
import { replayExportText } from "../../src/scripts/replay-export.ts";
import { packLog, unpackLog } from "../../src/store/archive.ts";
import { buildExport, type GameStore } from "../../src/store/index.ts";
import { dumpTables, lcg, openTestStore, randomMove, twoStores, type TestStore } from "./helpers.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** The migration that brought compact history. */
const MIGRATION = "20261126152821_game_archive";

let t: TestStore;
beforeEach(async () => { t = await openTestStore(); });
afterEach(async () => { await t.close(); });

/** A game of `players` humans (u0, u1, ...) started and played with random legal choices to its end or to `stopAtRound`; the first human to move after `undoAfter` choices takes it back once. */
async function played(store: GameStore, seed: string, o: { players?: 2 | 3 | 4 | 5; stopAtRound?: number; undoAfter?: number } = {}): Promise<number> {
  const players = o.players ?? 3;
  const created = await store.createGame({
    guildId: "g1", channelId: "c1", hostUserId: "u0", playerCount: players, seed,
    seats: Array.from({ length: players }, (_, i) => ({ userId: `u${i}`, displayName: `Player ${i + 1}` })),
  });
  let { state } = await store.startGame(created.id, "u0");
  const rand = lcg(seed.length * 31 + players);
  let undone = o.undoAfter === undefined;
  for (let n = 0; n < 5000 && (o.stopAtRound === undefined || state.round < o.stopAtRound); n++) {
    const move = randomMove(state, rand);
    if (!move) break;
    ({ state } = await store.applyChoice({ gameId: created.id, actor: { userId: `u${move.seat}` }, seat: move.seat, choiceId: move.choiceId }));
    if (!undone && n >= (o.undoAfter ?? 0) && pendingSeats(state).includes(move.seat)) {
      ({ state } = await store.undo({ gameId: created.id, actor: { userId: `u${move.seat}` }, seat: move.seat }));
      undone = true;
    }
  }
  return created.id;
}

/** Mark every post written so far as posted (what the bot's poster does). */
async function postEverything(store: GameStore): Promise<void> {
  for (const e of await store.pendingOutbox(100_000)) await store.markOutboxSent(e.id);
}

/** Everything the readers of an ended game see (`verify` false: all but the verification, which needs today's tables). */
async function seen(store: GameStore, gameId: number, verify = true) {
  const { game, state } = await store.loadGame(gameId);
  const log = await store.choiceLog(gameId);
  const exported = buildExport(game, state, log, "u1");
  const steps = game.status === "finished" ? replaySteps(game, log) : [];
  return { game, state, log, exported, lastStep: steps[steps.length - 1]?.state ?? null, verified: verify ? await store.verifyGame(gameId) : null };
}

/** The rows a game still has in each table (`archive` false: but the archive, for a database from before it). */
async function rowsOf(store: GameStore, gameId: number, archive = true) {
  const db = store.db;
  return {
    choices: await db.choice.count({ where: { gameId } }),
    snapshots: await db.snapshot.count({ where: { gameId } }),
    outbox: await db.outboxMessage.count({ where: { gameId } }),
    reminders: await db.reminder.count({ where: { gameId } }),
    ...(archive ? { archives: await db.gameArchive.count({ where: { gameId } }) } : {}),
  };
}

describe("compacting a finished game", () => {
  it("keeps what loading, the choice log, exports, npm run replay, /replay, verification and the finished-games list read, and drops every other row of it", async () => {
    const gameId = await played(t.store, "compact-one", { undoAfter: 15 });
    const before = await seen(t.store, gameId);
    expect(before.game.status).toBe("finished");
    expect(before.verified).toEqual({ gameId, ok: true });
    expect(await t.store.db.choice.count({ where: { gameId, undoneAt: { not: null } } })).toBeGreaterThan(0);
    const listed = await t.store.finishedGames("g1");
    const ratings = await t.store.rebuildRatings();
    expect(ratings.differences).toEqual([]);
    await postEverything(t.store);
    expect(await rowsOf(t.store, gameId)).toMatchObject({ snapshots: 1, archives: 0 });

    expect(await t.store.compactGame(gameId)).toBe("compacted");

    expect(await rowsOf(t.store, gameId)).toEqual({ choices: 0, snapshots: 0, outbox: 0, reminders: 0, archives: 1 });
    const after = await seen(t.store, gameId);
    expect(after).toEqual(before);
    expect(after.lastStep).toEqual(after.state);
    expect(after.log.map((c) => c.version)).toEqual(before.log.map((c) => c.version)); // versions kept, gaps of the undone choices too
    const run = replayExportText(JSON.stringify(after.exported), "game.json");
    expect(run.exitCode).toBe(0);
    expect(after.exported.final).toEqual(after.state ? finalScores(after.state) : null);
    expect(await t.store.finishedGames("g1")).toEqual(listed);
    expect(await t.store.rebuildRatings()).toEqual(ratings);
    expect(await t.store.verifyAll()).toEqual([{ gameId, ok: true }]);
  });

  it("happens once: compacting again, or all ended games again, finds nothing and changes nothing", async () => {
    const gameId = await played(t.store, "compact-twice");
    await postEverything(t.store);
    expect(await t.store.compactHistory()).toEqual({ games: 1, inconsistent: 0 });
    const tables = await dumpTables(t.store);
    expect(await t.store.compactGame(gameId)).toBe("nothing");
    expect(await t.store.compactHistory()).toEqual({ games: 0, inconsistent: 0 });
    expect(await dumpTables(t.store)).toEqual(tables);
  });

  it("compacts at most the pass's limit, oldest first, several to a transaction or one; the next pass goes on", async () => {
    const ids = [];
    for (let k = 0; k < 3; k++) ids.push(await played(t.store, `compact-limit-${k}`, { players: 2 }));
    await postEverything(t.store);
    expect(await t.store.compactHistory({ limit: 2, perTransaction: 5 })).toEqual({ games: 2, inconsistent: 0 });
    expect(await Promise.all(ids.map(async (id) => (await rowsOf(t.store, id)).archives))).toEqual([1, 1, 0]);
    expect(await t.store.compactHistory({ limit: 2 })).toEqual({ games: 1, inconsistent: 0 });
    expect(await Promise.all(ids.map(async (id) => (await rowsOf(t.store, id)).archives))).toEqual([1, 1, 1]);
  });

  it("waits while a post of the game is still to go out (the end post reads the game), and leaves every row as it was", async () => {
    const gameId = await played(t.store, "compact-posts");
    const tables = await dumpTables(t.store);
    expect(await t.store.compactGame(gameId)).toBe("posts-pending");
    expect(await t.store.compactHistory()).toEqual({ games: 0, inconsistent: 0 });
    expect(await dumpTables(t.store)).toEqual(tables);
    // Every post but the last (the end post) out: still waiting.
    const pending = await t.store.pendingOutbox(100_000);
    for (const e of pending.slice(0, -1)) await t.store.markOutboxSent(e.id);
    expect(await t.store.compactGame(gameId)).toBe("posts-pending");
    await postEverything(t.store);
    expect(await t.store.compactGame(gameId)).toBe("compacted");
  });

  it("never touches a running game or a lobby, even with all their posts out", async () => {
    const running = await played(t.store, "compact-running", { stopAtRound: 3, undoAfter: 5 });
    const lobby = await t.store.createGame({ guildId: "g1", channelId: "c1", hostUserId: "u0", playerCount: 2, seats: [{ userId: "u0", displayName: "ann" }] });
    await postEverything(t.store);
    const tables = await dumpTables(t.store);
    expect(await t.store.compactGame(running)).toBe("not-ended");
    expect(await t.store.compactGame(lobby.id)).toBe("not-ended");
    expect(await t.store.compactHistory()).toEqual({ games: 0, inconsistent: 0 });
    expect(await dumpTables(t.store)).toEqual(tables);
    // It goes on as before: choices, undo and the check.
    const { state } = await t.store.loadGame(running);
    const move = state ? randomMove(state, lcg(3)) : null;
    if (!move) throw new Error("the running game has no move");
    await t.store.applyChoice({ gameId: running, actor: { userId: `u${move.seat}` }, seat: move.seat, choiceId: move.choiceId });
    expect(await t.store.verifyGame(running)).toEqual({ gameId: running, ok: true });
  });

  it("compacts a game cancelled while it ran (its export keeps its choices, no final scores); one cancelled in its lobby has nothing to compact", async () => {
    const cancelled = await played(t.store, "compact-cancelled", { stopAtRound: 2 });
    await t.store.updateSettings(cancelled, { userId: "u0" }, { cancel: true });
    const lobby = await t.store.createGame({ guildId: "g1", channelId: "c1", hostUserId: "u0", playerCount: 2, seats: [{ userId: "u0", displayName: "ann" }] });
    await t.store.updateSettings(lobby.id, { userId: "u0" }, { cancel: true });
    const before = await seen(t.store, cancelled);
    expect(before.game.status).toBe("abandoned");
    expect(before.log.length).toBeGreaterThan(10);
    // Cancelling moved the game's version, not its snapshot's: that is no problem.
    expect(before.verified).toEqual({ gameId: cancelled, ok: true });
    await postEverything(t.store);
    expect(await t.store.compactGame(lobby.id)).toBe("nothing");
    expect(await t.store.compactHistory()).toEqual({ games: 1, inconsistent: 0 });
    expect(await rowsOf(t.store, cancelled)).toEqual({ choices: 0, snapshots: 0, outbox: 0, reminders: 0, archives: 1 });
    const after = await seen(t.store, cancelled);
    expect(after).toEqual(before);
    expect(after.exported.final).toBeNull();
    expect(after.exported.choices).toHaveLength(before.log.length);
  });

  it("leaves whole a game whose snapshot and log disagree, for npm run verify-games to report, without holding up the others", async () => {
    const broken = await played(t.store, "compact-broken", { players: 2 });
    const fine = await played(t.store, "compact-fine", { players: 2 });
    await postEverything(t.store);
    const last = await t.store.db.choice.findFirstOrThrow({ where: { gameId: broken }, orderBy: { version: "desc" } });
    await t.store.db.choice.delete({ where: { id: last.id } });
    expect(await t.store.compactHistory()).toEqual({ games: 1, inconsistent: 1 });
    expect(await t.store.compactGame(broken)).toBe("inconsistent");
    expect(await rowsOf(t.store, broken)).toMatchObject({ snapshots: 1, archives: 0 });
    expect(await rowsOf(t.store, fine)).toMatchObject({ snapshots: 0, archives: 1 });
    expect(await t.store.verifyGame(broken)).toMatchObject({ ok: false, problem: expect.stringMatching(/the snapshot differs from the replay of the log/) });
  });

  it("npm run verify-games finds a compacted game whose final state differs from its log and repairs it there (the version moves); an unreadable archive is reported, not a crash", async () => {
    const gameId = await played(t.store, "compact-repair", { players: 2 });
    const other = await played(t.store, "compact-unreadable", { players: 2 });
    await postEverything(t.store);
    await t.store.compactHistory();
    const { game, state } = await t.store.loadGame(gameId);
    if (!state) throw new Error("no state");
    const wrong = { ...state, players: state.players.map((p, i) => (i === 0 ? { ...p, supply: { ...p.supply, gold: p.supply.gold + 7 } } : p)) };
    await t.store.db.gameArchive.update({ where: { gameId }, data: { state: new Uint8Array(gzipSync(JSON.stringify(wrong))) } });
    await t.store.db.gameArchive.update({ where: { gameId: other }, data: { log: new Uint8Array(Buffer.from("not gzip")) } });

    expect(await t.store.verifyGame(gameId)).toEqual({ gameId, ok: false, problem: expect.stringMatching(/the snapshot differs from the replay of the log/), repaired: false, repairable: true });
    expect(await t.store.verifyGame(gameId, true)).toMatchObject({ ok: false, repaired: true });
    const repaired = await t.store.loadGame(gameId);
    expect(repaired.state).toEqual(state);
    expect(repaired.game.version).toBe(game.version + 1);
    expect(await rowsOf(t.store, gameId)).toMatchObject({ snapshots: 0, choices: 0, archives: 1 });
    expect(await t.store.verifyGame(gameId)).toEqual({ gameId, ok: true });
    expect(await t.store.verifyGame(other, true)).toEqual({ gameId: other, ok: false, problem: expect.stringMatching(/^its compacted history is not readable/), repaired: false, repairable: false });
  });

  it("leaves a game set aside as damaged whole until it is repaired, then compacts it", async () => {
    const gameId = await played(t.store, "compact-damaged", { players: 2 });
    await postEverything(t.store);
    const { state } = await t.store.loadGame(gameId);
    if (!state) throw new Error("no state");
    // Its snapshot edited by hand (its counts and version still right): npm run verify-games sets it aside.
    const wrong = { ...state, players: state.players.map((p, i) => (i === 0 ? { ...p, supply: { ...p.supply, gold: p.supply.gold + 7 } } : p)) };
    await t.store.db.snapshot.update({ where: { gameId }, data: { state: JSON.stringify(wrong) } });
    expect(await t.store.checkAllGames()).toEqual([expect.objectContaining({ gameId, ok: false, repairable: true })]);
    const tables = await dumpTables(t.store);
    expect(await t.store.compactHistory()).toEqual({ games: 0, inconsistent: 0 });
    expect(await t.store.compactGame(gameId)).toBe("damaged");
    expect(await dumpTables(t.store)).toEqual(tables);

    expect(await t.store.checkAllGames(true)).toEqual([expect.objectContaining({ gameId, repaired: true })]);
    expect(await t.store.compactHistory()).toEqual({ games: 1, inconsistent: 0 });
    expect((await t.store.loadGame(gameId)).state).toEqual(state);
  });

  it("keeps a game of older rules exactly as stored: it still loads, and verifies as started under rules v1", async () => {
    const fixture = JSON.parse(readFileSync(join(import.meta.dirname, "../fixtures/upgrade/rules-v1-game.json"), "utf8")) as { options: NewGameOptions & { players: 3 }; choices: { seat: number; choiceId: string }[]; snapshot: string };
    const created = await t.store.createGame({ guildId: "g1", channelId: "c1", hostUserId: "u0", playerCount: 3, seed: fixture.options.seed, seats: [0, 1, 2].map((i) => ({ userId: `u${i}`, displayName: `Player ${i + 1}` })) });
    const version = fixture.choices.length + 1;
    await t.store.db.game.update({ where: { id: created.id }, data: { status: "finished", startedAt: t.now(), finishedAt: t.now(), version } });
    await t.store.db.choice.createMany({ data: fixture.choices.map((c, i) => ({ gameId: created.id, seat: c.seat, choiceId: c.choiceId, userId: `u${c.seat}`, version: i + 2, createdAt: t.now() })) });
    await t.store.db.snapshot.create({ data: { gameId: created.id, version, choices: fixture.choices.length, state: fixture.snapshot, updatedAt: t.now() } });
    const before = await t.store.loadGame(created.id);
    const verified = await t.store.verifyGame(created.id);
    expect(verified).toMatchObject({ ok: true, legacy: expect.stringMatching(/^started under rules v1/) });

    expect(await t.store.compactGame(created.id)).toBe("compacted");
    expect(await t.store.loadGame(created.id)).toEqual(before);
    expect(await t.store.verifyGame(created.id)).toEqual(verified);
    expect((await t.store.choiceLog(created.id)).map((c) => ({ seat: c.seat, choiceId: c.choiceId }))).toEqual(fixture.choices);
  });
});

describe("upgrading a database stored before compact history", () => {
  /** Six games played and three runs of the script, each a process starting tsx: 30 s alone, more on a busy machine or PostgreSQL. */
  const UPGRADE_MS = 180_000;

  /** `npm run db:migrate` as `npm start` runs it, in its own process. */
  function dbMigrate(): string[] {
    const child = spawnSync(process.execPath, [join(ROOT, "node_modules/tsx/dist/cli.mjs"), join(ROOT, "src/scripts/migrate.ts")], { cwd: ROOT, encoding: "utf8", timeout: 120_000, env: { ...process.env, DATABASE_URL: t.url } });
    expect(child.stderr).toBe("");
    expect(child.status).toBe(0);
    return child.stdout.trimEnd().split("\n");
  }

  it("npm run db:migrate adds the archive and compacts the ended games whose posts are out; every game reads as before, running ones untouched, and running it again does nothing", async () => {
    // The database as the version before left it: without this migration's table and index.
    // (That version wrote a game's Choice, Snapshot, outbox and reminder rows exactly as this
    // one does until the game is compacted, so the games are played with today's store.)
    await t.store.db.$executeRawUnsafe(`DROP TABLE "GameArchive"`);
    await t.store.db.$executeRawUnsafe(`DROP INDEX "OutboxMessage_gameId_idx"`);
    await t.store.db.$executeRawUnsafe(`DELETE FROM "_prisma_migrations" WHERE "migration_name" = '${MIGRATION}'`);
    const finished = [await played(t.store, "upgrade-a", { undoAfter: 10 }), await played(t.store, "upgrade-b", { players: 4 }), await played(t.store, "upgrade-c", { players: 2 })];
    const cancelled = await played(t.store, "upgrade-cancelled", { stopAtRound: 3 });
    await t.store.updateSettings(cancelled, { userId: "u0" }, { cancel: true });
    const running = await played(t.store, "upgrade-running", { stopAtRound: 4, undoAfter: 3 });
    await postEverything(t.store);
    const endNotPosted = await played(t.store, "upgrade-end-not-posted", { players: 2 });
    const ended = [...finished, cancelled];
    const before = await Promise.all(ended.map((id) => seen(t.store, id, false)));
    const whole = async () => ({ running: await rowsOf(t.store, running, false), endNotPosted: await rowsOf(t.store, endNotPosted, false), runningGame: await t.store.loadGame(running), lastGame: await t.store.loadGame(endNotPosted) });
    const untouched = await whole();
    expect(untouched.endNotPosted).toMatchObject({ snapshots: 1 });
    const listed = await t.store.finishedGames("g1", 20);

    expect(dbMigrate()).toEqual([expect.stringMatching(new RegExp(`database: applied ${MIGRATION}$`)), expect.stringMatching(/^compacted the history of 4 ended games in [\d.]+ s$/)]);

    for (const id of ended) expect(await rowsOf(t.store, id)).toEqual({ choices: 0, snapshots: 0, outbox: 0, reminders: 0, archives: 1 });
    expect(await Promise.all(ended.map((id) => seen(t.store, id, false)))).toEqual(before);
    expect(await whole()).toEqual(untouched);
    expect(await t.store.finishedGames("g1", 20)).toEqual(listed);
    expect((await t.store.verifyAll()).filter((v) => !v.ok)).toEqual([]);
    expect(dbMigrate()).toEqual([expect.stringMatching(/database: up to date$/)]);

    // The game whose end post was still to go out is compacted once it is out.
    await postEverything(t.store);
    expect(dbMigrate()).toEqual([expect.stringMatching(/database: up to date$/), expect.stringMatching(/^compacted the history of 1 ended game in [\d.]+ s$/)]);
    expect(await rowsOf(t.store, running)).toEqual({ ...untouched.running, archives: 0 });
    expect(await rowsOf(t.store, endNotPosted)).toEqual({ choices: 0, snapshots: 0, outbox: 0, reminders: 0, archives: 1 });
  }, UPGRADE_MS);
});

describe("several processes", () => {
  it("two processes compacting the same games at once compact each exactly once, and every game reads as before", async () => {
    await t.close();
    const { t: shared, a, b } = await twoStores(30_000);
    t = shared;
    const ids = [];
    for (let k = 0; k < 4; k++) ids.push(await played(a, `compact-race-${k}`, { players: 2 }));
    const running = await played(a, "compact-race-running", { players: 2, stopAtRound: 2 });
    await postEverything(a);
    const before = await Promise.all(ids.map((id) => seen(a, id)));
    const runningRows = await rowsOf(a, running);

    const [fromA, fromB, one, two] = await Promise.all([a.compactHistory(), b.compactHistory(), a.compactGame(ids[0] ?? 0), b.compactGame(ids[0] ?? 0)]);
    expect(fromA.games + fromB.games + [one, two].filter((o) => o === "compacted").length).toBe(ids.length);
    expect([one, two].every((o) => o === "compacted" || o === "nothing")).toBe(true);
    expect(await a.db.gameArchive.count()).toBe(ids.length);
    expect(await Promise.all(ids.map((id) => seen(b, id)))).toEqual(before);
    expect(await rowsOf(a, running)).toEqual(runningRows);
  });
});

describe("the packed choice log", () => {
  it("writes a version only where it is not the one after the last (the first choice, after an undo) and reads back the same log", () => {
    const log = [{ version: 3, seat: 0, choiceId: "place:gold" }, { version: 4, seat: 1, choiceId: "pass" }, { version: 7, seat: 1, choiceId: "building:A101" }, { version: 8, seat: 0, choiceId: "space:1-2" }];
    expect(packLog(log)).toBe('[[0,"place:gold",3],[1,"pass"],[1,"building:A101",7],[0,"space:1-2"]]');
    expect(unpackLog(packLog(log))).toEqual(log);
    expect(unpackLog(packLog([]))).toEqual([]);
    expect(() => unpackLog('[[0,"pass"],["x"]]')).toThrow(/not a choice/);
  });
});
