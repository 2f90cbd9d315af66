// The replay check: a game's snapshot must equal the replay of its log (the rows not undone)
// from the options stored on the game; for a compacted game, its archived final state must equal
// the replay of its archived log. Used by `npm run verify-games` and by the tests.
import { isDeepStrictEqual } from "node:util";
import { RULES_VERSION, replay, replayFrom, replaysUnderCurrentRules, type GameState } from "../engine/index.ts";
import type { Db } from "../db/client.ts";
import { packText, readArchiveRow, type ArchiveRow } from "./archive.ts";
import { VersionConflict } from "./errors.ts";
import { CorruptRowError, engineOptions, parseState, snapshotVersionFits, toGameRecord, type GameRecord, type Tx } from "./records.ts";

export type VerifyOutcome =
  /** `legacy`: the game started under older rules; what could be checked is fine (see verifyLegacy). */
  | { readonly gameId: number; readonly ok: true; readonly legacy?: string }
  /**
   * `repairable`: rewriting the snapshot from the log mends it (what `repair` does; `repaired`:
   * it did). `retry`: nothing is known to be wrong, the check could not finish (the game changed
   * meanwhile, or there is no such game): check again.
   */
  | { readonly gameId: number; readonly ok: false; readonly problem: string; readonly repaired: boolean; readonly repairable: boolean; readonly retry?: true };

/**
 * Check one game; with `repair`, rewrite a wrong snapshot from the log (the log is the truth).
 * One serializable transaction, so the game, snapshot and log are read as of one moment; a
 * repair bumps the version, so a choice being decided on the corrupt state is refused as stale.
 */
export async function verifyGame(db: Db, gameId: number, repair: boolean, now: Date): Promise<VerifyOutcome> {
  try {
    return await db.$transaction((tx) => verifyIn(tx, gameId, repair, now), { isolationLevel: "Serializable" });
  } catch (e) {
    if (e instanceof VersionConflict || isSerializationFailure(e)) {
      return { gameId, ok: false, problem: "the game changed while being checked; run the check again", repaired: false, repairable: false, retry: true };
    }
    throw e;
  }
}

interface Stored {
  readonly snapshot: { version: number; choices: number; state: string; barrier: string | null } | null;
  readonly log: readonly { seat: number; choiceId: string }[];
  /** A compacted game: the snapshot and log above come from its archive. */
  readonly archived: boolean;
}

/** The game's snapshot and log: its rows, or for a compacted game its archive (no barrier snapshot: it has ended). */
async function storedHistory(tx: Tx, gameId: number, snapshot: Stored["snapshot"], archive: ArchiveRow | null): Promise<Stored | string> {
  if (snapshot || !archive) {
    return { snapshot, log: await tx.choice.findMany({ where: { gameId, undoneAt: null }, orderBy: { version: "asc" } }), archived: false };
  }
  try {
    const a = readArchiveRow(archive);
    return { snapshot: { version: a.version, choices: a.choices, state: a.state, barrier: null }, log: a.log, archived: true };
  } catch (e) {
    return `its compacted history is not readable (${e instanceof Error ? e.message : String(e)})`;
  }
}

async function verifyIn(tx: Tx, gameId: number, repair: boolean, now: Date): Promise<VerifyOutcome> {
  const row = await tx.game.findUnique({ where: { id: gameId }, include: { seats: true, snapshot: true, archive: true } });
  if (!row) return { gameId, ok: false, problem: "no such game", repaired: false, repairable: false, retry: true };
  let game;
  try {
    game = toGameRecord(row, row.seats);
  } catch (e) {
    // A column holds a value no version of the bot writes (an unknown deck, status or player count): only a hand can mend it.
    if (e instanceof CorruptRowError) return { gameId, ok: false, problem: e.message, repaired: false, repairable: false };
    throw e;
  }
  if (game.status === "lobby") return { gameId, ok: true };
  const stored = await storedHistory(tx, gameId, row.snapshot, row.archive);
  if (typeof stored === "string") return { gameId, ok: false, problem: stored, repaired: false, repairable: false };
  const { snapshot, log } = stored;
  const legacy = legacyRules(snapshot);
  if (legacy !== null && snapshot) return verifyLegacy(gameId, snapshot, log, legacy, game);
  let truth: GameState;
  try {
    truth = replay(engineOptions(game), log.map((c) => ({ seat: c.seat, choiceId: c.choiceId })));
  } catch (e) {
    // The log itself no longer replays (e.g. the rules changed under a running game): nothing to repair from.
    return { gameId, ok: false, problem: `the log does not replay: ${e instanceof Error ? e.message : String(e)}`, repaired: false, repairable: false };
  }
  const problem = snapshotProblem(snapshot, truth, game);
  if (!problem) return { gameId, ok: true };
  if (!repair) return { gameId, ok: false, problem, repaired: false, repairable: true };
  const version = game.version + 1;
  const cas = await tx.game.updateMany({ where: { id: gameId, version: game.version }, data: { version, updatedAt: now } });
  if (cas.count !== 1) throw new VersionConflict(`game ${gameId} changed during repair`);
  if (stored.archived) {
    // A compacted game is repaired in its archive, which stays its one copy.
    await tx.gameArchive.update({ where: { gameId }, data: { version, choices: truth.choices, state: new Uint8Array(await packText(JSON.stringify(truth))) } });
    return { gameId, ok: false, problem, repaired: true, repairable: true };
  }
  const data = { version, choices: truth.choices, state: JSON.stringify(truth), updatedAt: now };
  await tx.snapshot.upsert({ where: { gameId }, create: { gameId, ...data }, update: data });
  return { gameId, ok: false, problem, repaired: true, repairable: true };
}

/** The rules version a game was created under, when older than these rules; null otherwise (or unreadable). */
function legacyRules(snap: { state: string } | null): number | null {
  if (!snap) return null;
  try {
    const s = parseState(snap.state);
    return replaysUnderCurrentRules(s) ? null : s.rules;
  } catch {
    return null;
  }
}

/**
 * A game created under older rules: its log from before the upgrade means something else under
 * these rules, so it is never replayed from the start nor "repaired" from such a replay. What is
 * checked: the snapshot reads, and the choices since the snapshot stored at the undo barrier
 * replay to it (when that barrier snapshot exists: after the first turn change since the upgrade).
 */
function verifyLegacy(gameId: number, snap: { version: number; choices: number; state: string; barrier: string | null }, log: readonly { seat: number; choiceId: string }[], rules: number, game: Pick<GameRecord, "status" | "version">): VerifyOutcome {
  const legacy = `started under rules v${rules} (this bot plays rules v${RULES_VERSION}): continued from its snapshot, not replayed from the start`;
  const state = parseState(snap.state);
  const fail = (problem: string): VerifyOutcome => ({ gameId, ok: false, problem: `${legacy}; ${problem}; it cannot be repaired from the log`, repaired: false, repairable: false });
  if (!snapshotVersionFits(game, snap.version)) return fail(`the snapshot is at version ${snap.version}, the game at ${game.version}`);
  if (log.length !== state.choices) return fail(`the snapshot says ${state.choices} choices, the log has ${log.length}`);
  if (snap.barrier === null) return { gameId, ok: true, legacy };
  let barrier: GameState;
  try {
    barrier = parseState(snap.barrier);
  } catch {
    return fail("the snapshot at the undo barrier is not readable");
  }
  if (barrier.choices !== state.undoBarrier) return fail(`the snapshot at the undo barrier has ${barrier.choices} choices, the barrier is at ${state.undoBarrier}`);
  let since: GameState;
  try {
    since = replayFrom(barrier, log.slice(barrier.choices));
  } catch (e) {
    return fail(`the choices since the undo barrier do not replay: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!isDeepStrictEqual(since, state)) return fail("the snapshot differs from the replay of the choices since the undo barrier");
  return { gameId, ok: true, legacy };
}

/** PostgreSQL's "could not serialize access" (SQLSTATE 40001), as Prisma reports it. */
function isSerializationFailure(e: unknown): boolean {
  return e instanceof Error && /40001|could not serialize|TransactionWriteConflict|write conflict/i.test(`${e.message} ${"code" in e ? String(e.code) : ""}`);
}

function snapshotProblem(snap: { version: number; choices: number; state: string } | null, truth: GameState, game: Pick<GameRecord, "status" | "version">): string | null {
  const version = game.version;
  if (!snap) return "the snapshot is missing";
  let saved: GameState;
  try {
    saved = parseState(snap.state);
  } catch {
    return "the snapshot is not readable JSON of a game state";
  }
  if (!isDeepStrictEqual(saved, truth)) return `the snapshot differs from the replay of the log (${truth.choices} choices)`;
  if (snap.choices !== truth.choices) return `the snapshot says ${snap.choices} choices, the log has ${truth.choices}`;
  if (!snapshotVersionFits(game, snap.version)) return `the snapshot is at version ${snap.version}, the game at ${version}`;
  return null;
}

/** Check every stored game, oldest first. */
export async function verifyAll(db: Db, repair: boolean, now: Date): Promise<VerifyOutcome[]> {
  const ids = await db.game.findMany({ select: { id: true }, orderBy: { id: "asc" } });
  const out: VerifyOutcome[] = [];
  for (const { id } of ids) out.push(await verifyGame(db, id, repair, now));
  return out;
}

/**
 * Check the games that can still change (running ones; a lobby has no state yet): the start-up
 * check. Finished and abandoned games never change again, so start-up does not grow with
 * history; `npm run verify-games` checks them all.
 */
export async function verifyLive(db: Db, now: Date): Promise<VerifyOutcome[]> {
  const ids = await db.game.findMany({ where: { status: "active" }, select: { id: true }, orderBy: { id: "asc" } });
  const out: VerifyOutcome[] = [];
  for (const { id } of ids) out.push(await verifyGame(db, id, false, now));
  return out;
}
