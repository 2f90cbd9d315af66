// Applying a choice and undoing choices: each one transaction, guarded by a compare-and-swap
// on the game's version, so a race loser writes nothing and learns what the game is now.
import { applyChoice as engineApply, replay, replayFrom, replaysUnderCurrentRules, RuleError, type GameState } from "../engine/index.ts";
import { int, marks, text, typed, type Sql, type SqlRunner } from "../db/sql.ts";
import { GameNotActiveError, GameNotFoundError, IllegalChoiceError, NothingToUndoError, StaleVersionError, VersionConflict } from "./errors.ts";
import { engineOptions, parseState, toGameRecord, type GameRecord } from "./records.ts";
import { selectGame, selectGameForWrite } from "./rows.ts";
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

/** Two queries: the game with its snapshot, then its seats with their running reminders. */
async function loadForWrite(tx: SqlRunner, gameId: number) {
  const row = await selectGameForWrite(tx, gameId);
  if (!row) throw new GameNotFoundError(gameId);
  const { status, paused } = toGameRecord(row.game, []); // refuses a corrupt row before anything else
  if (status !== "active" || !row.snapshot) throw new GameNotActiveError(gameId, status);
  if (paused) throw new GameNotActiveError(gameId, "paused");
  // PostgreSQL (read committed) may read rows from different commits (the game row and the
  // snapshot come from one statement, hence one snapshot, but keep the check); judging a
  // choice against a state newer than `version` would misreport it, so a mismatch counts as a
  // lost race and is retried. Seats and reminders read after a concurrent commit make the
  // compare-and-swap fail, which is retried the same way.
  if (row.snapshot.version !== row.game.version) throw new VersionConflict(`game ${gameId} changed while being read`);
  return { game: toGameRecord(row.game, row.seats), reminders: row.reminders, state: parseState(row.snapshot.state) };
}

function checkVersion(game: GameRecord, state: GameState, expected: number | undefined): void {
  if (expected !== undefined && expected !== game.version) throw new StaleVersionError(game.id, expected, game.version, state);
}

/** Run `attempt`; on a lost race retry (unpinned) or report the game as it is now. */
async function withRetry<T>(sql: Sql, gameId: number, expected: number | undefined, attempt: () => Promise<T>): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (e) {
      if (!(e instanceof VersionConflict)) throw e;
      if (expected === undefined && i < MAX_ATTEMPTS) continue;
      const now = await selectGame(sql, gameId);
      const state = now?.snapshot ? parseState(now.snapshot.state) : null;
      throw new StaleVersionError(gameId, expected ?? -1, now?.game.version ?? -1, state);
    }
  }
}

const INSERT_CHOICE = `INSERT INTO "Choice" ("gameId", "version", "seat", "choiceId", "userId", "createdAt") VALUES (?, ?, ?, ?, ?, ?)`;
const SELECT_LOG = `SELECT "id", "seat", "choiceId" FROM "Choice" WHERE "gameId" = ? AND "undoneAt" IS NULL ORDER BY "version"`;
const SELECT_BARRIER = `SELECT "barrier" FROM "Snapshot" WHERE "gameId" = ?`;

export function applyChoice(sql: Sql, now: () => Date, req: ApplyRequest): Promise<Applied> {
  return withRetry(sql, req.gameId, req.expectedVersion, () => sql.transaction(async (tx) => {
    const { game, reminders, state } = await loadForWrite(tx, req.gameId);
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
      reminders: { on: game.remindersOn, minutes: game.reminderMinutes, existing: reminders },
      outbox: { kind: "turn", actor: { seat, userId, choiceId: req.choiceId } },
    });
    await tx.execute(INSERT_CHOICE, [game.id, version, seat, req.choiceId, typed(userId, "string"), at]);
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
 * rows stay in the log, marked undone, and the state is rebuilt from the snapshot stored at
 * the barrier by replaying only the choices kept after it: never a choice made under other
 * rules (a game stored before an upgrade), and as fast in round 7 as in round 1.
 */
export function undoChoices(sql: Sql, now: () => Date, req: UndoRequest): Promise<Undone> {
  return withRetry(sql, req.gameId, req.expectedVersion, () => sql.transaction(async (tx) => {
    const { game, reminders, state } = await loadForWrite(tx, req.gameId);
    checkVersion(game, state, req.expectedVersion);
    const seat = actingSeat(game.id, game.seats, state, req.actor, req.seat);
    const log = (await tx.query(SELECT_LOG, [game.id])).map((r) => ({ id: int(r.id), seat: int(r.seat), choiceId: text(r.choiceId) }));
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
    const back = log.slice(log.length - take);
    const rebuilt = await rebuildFromBarrier(tx, game, state, log, log.length - take);
    const at = now();
    const userId = "ai" in req.actor ? null : req.actor.userId;
    const version = await writeTransition(tx, {
      gameId: game.id, fromVersion: game.version, state: rebuilt, now: at, actedSeat: seat,
      reminders: { on: game.remindersOn, minutes: game.reminderMinutes, existing: reminders },
      outbox: { kind: "undo", actor: { seat, userId, undone: take } },
    });
    await tx.execute(
      `UPDATE "Choice" SET "undoneAt" = ?, "undoneBy" = ?, "undoneVersion" = ? WHERE "id" IN (${marks(back.length)})`,
      [at, typed(userId, "string"), version, ...back.map((c) => c.id)],
    );
    return { gameId: game.id, seat, version, state: rebuilt, undone: back.map((c) => c.choiceId) };
  }));
}

type Recorded = { seat: number; choiceId: string };

/**
 * The state before the undone choices: the snapshot at the undo barrier with the choices kept
 * after it replayed (`log` is every choice not undone, `keep` how many of them stay).
 */
async function rebuildFromBarrier(tx: SqlRunner, game: GameRecord, state: GameState, log: readonly Recorded[], keep: number): Promise<GameState> {
  const [row] = await tx.query(SELECT_BARRIER, [game.id]);
  const json = row?.barrier;
  if (typeof json === "string") {
    const barrier = parseState(json);
    if (barrier.choices === state.undoBarrier) return replayFrom(barrier, log.slice(state.undoBarrier, keep));
  }
  // No usable barrier snapshot: the turn began before the bot stored them. A game created under
  // these rules still replays from its start; one created under older rules cannot.
  if (replaysUnderCurrentRules(state)) return replay(engineOptions(game), log.slice(0, keep));
  throw new NothingToUndoError(game.id, "This turn began before the bot was updated, so it cannot be undone; undo works again from the next turn.");
}
