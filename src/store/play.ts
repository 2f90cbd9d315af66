// Applying a choice and undoing choices: each one transaction, guarded by a compare-and-swap
// on the game's version, so a race loser writes nothing and learns what the game is now.
import { FINAL_WINDOW_TIME_UP, applyChoice as engineApply, isTurnDecision, replay, replaysUnderCurrentRules, RuleError, type GameState } from "../engine/index.ts";
import { int, marks, text, typed, type Sql, type SqlRunner } from "../db/sql.ts";
import { GameDamagedError, GameNotActiveError, GameNotFoundError, IllegalChoiceError, NothingToUndoError, StaleVersionError, VersionConflict, said } from "./errors.ts";
import { SuspectGameError, stateOf } from "./damage.ts";
import { engineOptions, parseState, toGameRecord, type GameRecord } from "./records.ts";
import { selectGame, selectGameForWrite } from "./rows.ts";
import { actingSeat, type Actor } from "./seats.ts";
import { clocksOf, writeTransition } from "./transition.ts";

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
  if (row.damage) throw new GameDamagedError(gameId, row.damage.repairable);
  let record: GameRecord;
  try {
    record = toGameRecord(row.game, row.seats);
  } catch (e) {
    throw new SuspectGameError(gameId, "a column holds a value the bot never writes", { cause: e });
  }
  const { status, paused } = record;
  if (status === "active" && !row.snapshot) throw new SuspectGameError(gameId, "its snapshot is missing");
  if (status !== "active" || !row.snapshot) throw new GameNotActiveError(gameId, status);
  if (paused) throw new GameNotActiveError(gameId, "paused");
  // The game row and the snapshot come from one statement, hence one moment (also on
  // PostgreSQL), and are written in one transaction: at different versions, they are not what
  // the store wrote, and the game's check decides (seats and reminders read after a concurrent
  // commit make the compare-and-swap fail, which is retried as a lost race).
  if (row.snapshot.version !== row.game.version) throw new SuspectGameError(gameId, `its snapshot is at version ${row.snapshot.version}, the game at ${row.game.version}`);
  return { game: record, running: row, state: stateOf(gameId, row.snapshot.state) };
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

const RESET_DEADLINE_TURNS = `UPDATE "Seat" SET "deadlineTurns" = 0 WHERE "gameId" = ? AND "seat" = ?`;
const INSERT_CHOICE = `INSERT INTO "Choice" ("gameId", "version", "seat", "choiceId", "userId", "createdAt") VALUES (?, ?, ?, ?, ?, ?)`;
const SELECT_BARRIER = `SELECT "barrier" FROM "Snapshot" WHERE "gameId" = ?`;

export function applyChoice(sql: Sql, now: () => Date, req: ApplyRequest): Promise<Applied> {
  return withRetry(sql, req.gameId, req.expectedVersion, () => sql.transaction(async (tx) => {
    const { game, running, state } = await loadForWrite(tx, req.gameId);
    checkVersion(game, state, req.expectedVersion);
    const seat = actingSeat(game.id, game.seats, state, req.actor, req.seat);
    // Only the bot closes a window before scoring whose time ran out (final-window.ts).
    if (req.choiceId === FINAL_WINDOW_TIME_UP) throw new IllegalChoiceError(said("errors.store.notYourChoice"), game.id, game.version);
    let next: GameState;
    try {
      next = engineApply(state, seat, req.choiceId);
    } catch (e) {
      if (e instanceof RuleError) throw new IllegalChoiceError(e.message, game.id, game.version, e.say);
      throw e;
    }
    const at = now();
    const userId = "ai" in req.actor ? null : req.actor.userId;
    const version = await writeTransition(tx, {
      gameId: game.id, fromVersion: game.version, state: next, now: at, actedSeat: seat, ...clocksOf(game, running),
      outbox: { kind: "turn", actor: { seat, userId, choiceId: req.choiceId } },
    });
    await tx.execute(INSERT_CHOICE, [game.id, version, seat, req.choiceId, typed(userId, "string"), at]);
    // The player chose for themselves: the turns an AI played for them at their deadline stop counting.
    if (userId !== null && (game.seats.find((s) => s.seat === seat)?.deadlineTurns ?? 0) > 0) await tx.execute(RESET_DEADLINE_TURNS, [game.id, seat]);
    return { gameId: game.id, seat, version, state: next };
  }));
}

export interface UndoRequest {
  readonly gameId: number;
  readonly actor: Actor;
  readonly seat?: number;
  readonly expectedVersion?: number;
  /** How many of the actor's last choices to undo (Back: 1); default: their last action. */
  readonly steps?: number;
  /** Take back the action of the actor's choice that made this game version, and everything after it (the Undo button of its reply). */
  readonly choiceVersion?: number;
}

export interface Undone extends Applied {
  /** The actor's choices taken back, oldest first. */
  readonly undone: readonly string[];
  /** Every choice taken back, oldest first, with its seat (the actor's and the AI seats' after them). */
  readonly moves: readonly Recorded[];
}

type Logged = { id: number; version: number; seat: number; choiceId: string };
const SELECT_LOG_VERSIONS = `SELECT "id", "version", "seat", "choiceId" FROM "Choice" WHERE "gameId" = ? AND "undoneAt" IS NULL ORDER BY "version"`;

/**
 * "Undo": take back the acting player's latest choices, and with them the AI seats' choices
 * made since (the AI plays them again). It never goes past another human's choice, nor past the
 * engine's undo barrier (a choice that revealed something hidden). The rows stay in the log,
 * marked undone, and the state is rebuilt from the snapshot stored at the barrier by replaying
 * only the choices kept after it: never a choice made under other rules (a game stored before
 * an upgrade), and as fast in round 7 as in round 1.
 */
export function undoChoices(sql: Sql, now: () => Date, req: UndoRequest): Promise<Undone> {
  return withRetry(sql, req.gameId, req.expectedVersion, () => sql.transaction(async (tx) => {
    const { game, running, state } = await loadForWrite(tx, req.gameId);
    checkVersion(game, state, req.expectedVersion);
    const seat = actingSeat(game.id, game.seats, state, req.actor, req.seat);
    const log: Logged[] = (await tx.query(SELECT_LOG_VERSIONS, [game.id])).map((r) => ({ id: int(r.id), version: int(r.version), seat: int(r.seat), choiceId: text(r.choiceId) }));
    if (req.choiceVersion !== undefined && !log.some((c) => c.version === req.choiceVersion)) throw new NothingToUndoError(game.id, said("errors.store.undo.already"));
    const { first, own } = undoable(game, state, log, seat);
    const states = statesSince(await stateAtBarrier(tx, game, state, log), log);
    const before = (i: number): GameState => states[i - state.undoBarrier] ?? state;
    const from = undoStart(game.id, log, own, req, (i) => isTurnDecision(before(i), seat)) ?? first;
    const back = log.slice(from);
    const rebuilt = before(from);
    const at = now();
    const userId = "ai" in req.actor ? null : req.actor.userId;
    const mine = back.filter((c) => c.seat === seat);
    const version = await writeTransition(tx, {
      gameId: game.id, fromVersion: game.version, state: rebuilt, now: at, actedSeat: seat, ...clocksOf(game, running),
      outbox: { kind: "undo", actor: { seat, userId, undone: mine.length } },
    });
    await tx.execute(
      `UPDATE "Choice" SET "undoneAt" = ?, "undoneBy" = ?, "undoneVersion" = ? WHERE "id" IN (${marks(back.length)})`,
      [at, typed(userId, "string"), version, ...back.map((c) => c.id)],
    );
    return { gameId: game.id, seat, version, state: rebuilt, undone: mine.map((c) => c.choiceId), moves: back.map((c) => ({ seat: c.seat, choiceId: c.choiceId })) };
  }));
}

/**
 * Whether an Undo takes back the AI players' moves made since (unrated and learning games). In a
 * rated game it ends as soon as any other seat has moved, AI seats included: a player must not
 * see the AI's reply and then take their own move back.
 */
export function undoPastAi(game: Pick<GameRecord, "rated" | "learning">): boolean {
  return !game.rated || game.learning;
}

/**
 * The choices that may be taken back: those after the engine's barrier and after the latest
 * choice of another human (`first` is the index of the earliest; log[i] is choice number i+1),
 * and among them the seat's own (`own`). Refused when the seat has none there.
 */
function undoable(game: GameRecord, state: GameState, log: readonly Logged[], seat: number): { first: number; own: number[] } {
  const isAi = (s: number | undefined): boolean => undoPastAi(game) && s !== undefined && game.seats[s] !== undefined && game.seats[s]?.userId === null;
  let first = log.length;
  while (first > state.undoBarrier && (log[first - 1]?.seat === seat || isAi(log[first - 1]?.seat))) first--;
  const own: number[] = [];
  for (let i = first; i < log.length; i++) if (log[i]?.seat === seat) own.push(i);
  if (own.length === 0) {
    const other = first > state.undoBarrier;
    const byAi = other && !undoPastAi(game) && game.seats[log[first - 1]?.seat ?? -1]?.userId === null;
    throw new NothingToUndoError(game.id, said(byAi ? "errors.store.undo.ai" : other ? "errors.store.undo.other" : "errors.store.undo.hidden"));
  }
  return { first, own };
}

/**
 * From which of the seat's own choices the undo starts: the start of the action of the choice
 * that made `choiceVersion` (the Undo button of its reply), the last `steps` (Back: 1), or by
 * default the start of the seat's latest action (its latest placement or pass).
 */
function undoStart(gameId: number, log: readonly Logged[], own: readonly number[], req: UndoRequest, startsAction: (i: number) => boolean): number | undefined {
  if (req.choiceVersion !== undefined) {
    const at = own.find((i) => log[i]?.version === req.choiceVersion);
    if (at === undefined) throw new NothingToUndoError(gameId, said("errors.store.undo.tooLate"));
    // The Undo button of a reply takes back the whole action that choice belonged to.
    for (let k = own.indexOf(at); k >= 0; k--) {
      const i = own[k];
      if (i !== undefined && startsAction(i)) return i;
    }
    return at;
  }
  if (req.steps !== undefined) return own[own.length - Math.max(1, Math.min(own.length, Math.floor(req.steps)))];
  for (let k = own.length - 1; k >= 0; k--) {
    const i = own[k];
    if (i !== undefined && startsAction(i)) return i;
  }
  return own[0];
}

type Recorded = { seat: number; choiceId: string };

/**
 * The state at the undo barrier: the snapshot stored there, or, without a usable one (the turn
 * began before the bot stored them), the replay of the game's start if it was created under
 * these rules; a game created under older rules cannot be replayed.
 */
async function stateAtBarrier(tx: SqlRunner, game: GameRecord, state: GameState, log: readonly Recorded[]): Promise<GameState> {
  const [row] = await tx.query(SELECT_BARRIER, [game.id]);
  const json = row?.barrier;
  if (typeof json === "string") {
    const barrier = parseState(json);
    if (barrier.choices === state.undoBarrier) return barrier;
  }
  if (replaysUnderCurrentRules(state)) return replay(engineOptions(game), log.slice(0, state.undoBarrier));
  throw new NothingToUndoError(game.id, said("errors.store.undo.oldTurn"));
}

/** The states after the barrier, one per choice: states[k] is the state before log[barrier + k]. */
function statesSince(barrier: GameState, log: readonly Recorded[]): GameState[] {
  const states = [barrier];
  let s = barrier;
  for (const c of log.slice(barrier.choices)) {
    s = engineApply(s, c.seat, c.choiceId);
    states.push(s);
  }
  return states;
}
