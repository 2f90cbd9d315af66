// Applying a choice and undoing choices: each one transaction, guarded by a compare-and-swap
// on the game's version, so a race loser writes nothing and learns what the game is now.
import { applyChoice as engineApply, replay, RuleError, type GameState } from "../engine/index.ts";
import type { Db } from "../db/client.ts";
import { GameNotActiveError, GameNotFoundError, IllegalChoiceError, NothingToUndoError, StaleVersionError, VersionConflict } from "./errors.ts";
import { engineOptions, parseState, toGameRecord, type GameRecord, type Tx } from "./records.ts";
import { actingSeat, type Actor } from "./seats.ts";
import { writeTransition } from "./transition.ts";

export interface ApplyRequest {
  readonly gameId: number;
  readonly actor: Actor;
  readonly choiceId: string;
  /** Which of the actor's seats; needed only when one user holds several. */
  readonly seat?: number;
  /**
   * The version the player saw (buttons carry it). When given, any change since then makes
   * the request stale. When absent (a typed command), a concurrent change of someone else's
   * is not an error: the choice is checked again against the newer state.
   */
  readonly expectedVersion?: number;
}

export interface Applied {
  readonly gameId: number;
  readonly seat: number;
  readonly version: number;
  readonly state: GameState;
}

/** Unpinned requests retry this often after losing a race before giving up as stale. */
const MAX_ATTEMPTS = 8;

async function loadForWrite(tx: Tx, gameId: number) {
  const row = await tx.game.findUnique({ where: { id: gameId }, include: { seats: true, snapshot: true, reminders: true } });
  if (!row) throw new GameNotFoundError(gameId);
  const game = toGameRecord(row, row.seats);
  if (game.status !== "active" || !row.snapshot) throw new GameNotActiveError(gameId, game.status);
  // PostgreSQL (read committed) may read the game row and the snapshot row from different
  // commits; judging a choice against a state newer than `version` would misreport it, so a
  // mismatch counts as a lost race and is retried.
  if (row.snapshot.version !== game.version) throw new VersionConflict(`game ${gameId} changed while being read`);
  return { game, row, state: parseState(row.snapshot.state) };
}

function checkVersion(game: GameRecord, state: GameState, expected: number | undefined): void {
  if (expected !== undefined && expected !== game.version) throw new StaleVersionError(game.id, expected, game.version, state);
}

/** Run `attempt`; on a lost race retry (unpinned) or report the game as it is now. */
async function withRetry<T>(db: Db, gameId: number, expected: number | undefined, attempt: () => Promise<T>): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (e) {
      if (!(e instanceof VersionConflict)) throw e;
      if (expected === undefined && i < MAX_ATTEMPTS) continue;
      const now = await db.game.findUnique({ where: { id: gameId }, include: { snapshot: true } });
      const state = now?.snapshot ? parseState(now.snapshot.state) : null;
      throw new StaleVersionError(gameId, expected ?? -1, now?.version ?? -1, state);
    }
  }
}

export function applyChoice(db: Db, now: () => Date, req: ApplyRequest): Promise<Applied> {
  return withRetry(db, req.gameId, req.expectedVersion, () => db.$transaction(async (tx) => {
    const { game, row, state } = await loadForWrite(tx, req.gameId);
    checkVersion(game, state, req.expectedVersion);
    const seat = actingSeat(game.id, game.seats, state, req.actor, req.seat);
    let next: GameState;
    try {
      next = engineApply(state, seat, req.choiceId);
    } catch (e) {
      if (e instanceof RuleError) throw new IllegalChoiceError(e.message, game.id, game.version);
      throw e;
    }
    const at = now();
    const userId = "ai" in req.actor ? null : req.actor.userId;
    const version = await writeTransition(tx, {
      gameId: game.id, fromVersion: game.version, state: next, now: at, actedSeat: seat,
      reminders: { on: game.remindersOn, minutes: game.reminderMinutes, existing: row.reminders },
      outbox: { kind: "turn", actor: { seat, userId, choiceId: req.choiceId } },
    });
    await tx.choice.create({ data: { gameId: game.id, version, seat, choiceId: req.choiceId, userId, createdAt: at } });
    return { gameId: game.id, seat, version, state: next };
  }));
}

export interface UndoRequest {
  readonly gameId: number;
  readonly actor: Actor;
  readonly seat?: number;
  readonly expectedVersion?: number;
  /** How many of the actor's last choices to undo; default: all back to the undo barrier. */
  readonly steps?: number;
}

export interface Undone extends Applied {
  /** The choice ids taken back, oldest first. */
  readonly undone: readonly string[];
}

/**
 * "Undo": take back the acting player's latest choices, but never past the engine's undo
 * barrier (set when the turn passed, a phase or round began, or randomness was used). The
 * rows stay in the log, marked undone, and the state is rebuilt by replaying the rest.
 */
export function undoChoices(db: Db, now: () => Date, req: UndoRequest): Promise<Undone> {
  return withRetry(db, req.gameId, req.expectedVersion, () => db.$transaction(async (tx) => {
    const { game, row, state } = await loadForWrite(tx, req.gameId);
    checkVersion(game, state, req.expectedVersion);
    const seat = actingSeat(game.id, game.seats, state, req.actor, req.seat);
    const log = await tx.choice.findMany({ where: { gameId: game.id, undoneAt: null }, orderBy: { version: "asc" } });
    // log[i] is choice number i+1; those with index >= undoBarrier may be taken back.
    const undoable = log.slice(state.undoBarrier);
    let take = 0;
    while (take < undoable.length && undoable[undoable.length - 1 - take]?.seat === seat) take++;
    if (req.steps !== undefined) take = Math.min(take, Math.max(0, Math.floor(req.steps)));
    if (take === 0) {
      throw new NothingToUndoError(game.id, undoable.length > 0
        ? "The last choice is not yours, so you cannot undo it."
        : "There is nothing you can undo: the turn passed, a new phase began or something was revealed since your last choice.");
    }
    const kept = log.slice(0, log.length - take);
    const back = log.slice(log.length - take);
    const rebuilt = replay(engineOptions(game), kept.map((c) => ({ seat: c.seat, choiceId: c.choiceId })));
    const at = now();
    const userId = "ai" in req.actor ? null : req.actor.userId;
    const version = await writeTransition(tx, {
      gameId: game.id, fromVersion: game.version, state: rebuilt, now: at, actedSeat: seat,
      reminders: { on: game.remindersOn, minutes: game.reminderMinutes, existing: row.reminders },
      outbox: { kind: "undo", actor: { seat, userId, undone: take } },
    });
    await tx.choice.updateMany({ where: { id: { in: back.map((c) => c.id) } }, data: { undoneAt: at, undoneBy: userId, undoneVersion: version } });
    return { gameId: game.id, seat, version, state: rebuilt, undone: back.map((c) => c.choiceId) };
  }));
}
