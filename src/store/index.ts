// The store's public surface: one object per database, with an injectable clock (clocks
// belong here, never in the engine).
import { randomUUID } from "node:crypto";
import type { Database, Db } from "../db/client.ts";
import type { Sql } from "../db/sql.ts";
import { openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { activeGamesWithAi, createGame, gameIdForThread, joinGame, leaveGame, listGames, loadGame, startGame, type CreateGameInput, type GameFilter, type ListedGame, type SeatInput, type StartedGame, type StartOptions } from "./games.ts";
import { finishedGames, type FinishedGame } from "./history.ts";
import { applyChoice, undoChoices, type Applied, type ApplyRequest, type UndoRequest, type Undone } from "./play.ts";
import { applyTypedChoice, judgeStale, ownChoicesSince, type OwnChoice } from "./typed.ts";
import type { DuplicateChoiceError, StaleVersionError } from "./errors.ts";
import { claimDueReminders, markOutboxFailed, markOutboxSent, pendingOutbox, type ClaimedReminder, type OutboxEntry } from "./queues.ts";
import { markPosted, muteReminderForTurn, setLobbyMessage, setThread, updateSettings, type Authority, type SettingsChange } from "./settings.ts";
import type { GameRecord, LoadedGame } from "./records.ts";
import { verifyAll, verifyGame, type VerifyOutcome } from "./verify.ts";

export * from "./errors.ts";
export type { Actor } from "./seats.ts";
export type { Applied, ApplyRequest, UndoRequest, Undone } from "./play.ts";
export type { OwnChoice } from "./typed.ts";
export type { FinishedGame } from "./history.ts";
export type { CreateGameInput, GameFilter, ListedGame, SeatInput, StartedGame, StartOptions } from "./games.ts";
export type { Authority, SeatPreferences, SettingsChange } from "./settings.ts";
export { MAX_REMINDER_MINUTES, TAKEOVER_AI_LEVEL, TAKEOVER_MINUTES_RANGE } from "./settings.ts";
export type { GameRecord, GameStatus, LoadedGame, OutboxPayload, SeatRecord } from "./records.ts";
export type { ClaimedReminder, OutboxEntry } from "./queues.ts";
export { REMINDER_REPEAT_MS } from "./queues.ts";
export type { VerifyOutcome } from "./verify.ts";
export { DEFAULT_REMINDER_MINUTES } from "./games.ts";

export interface StoreOptions {
  /** The clock; tests pass a fixed one. */
  readonly now?: () => Date;
  /**
   * Seeds for new games that name none: random by default (the store may use randomness, the
   * engine not); tests pass a deterministic source so every run plays the same games.
   */
  readonly newSeed?: () => string;
}

export class GameStore {
  readonly #now: () => Date;
  readonly #newSeed: () => string;
  /** The Prisma client: lobby, queues, verification. */
  readonly db: Db;
  /** Raw SQL on the same driver adapter: loading, starting, choices and undo (the hot paths). */
  readonly sql: Sql;
  constructor(database: Pick<Database, "db" | "sql">, options: StoreOptions = {}) {
    this.db = database.db;
    this.sql = database.sql;
    this.#now = options.now ?? (() => new Date());
    this.#newSeed = options.newSeed ?? randomUUID;
  }

  createGame(input: CreateGameInput): Promise<GameRecord> { return createGame(this.db, this.#now(), this.#newSeed, input); }
  joinGame(gameId: number, seat: SeatInput): Promise<GameRecord> { return joinGame(this.db, this.#now(), gameId, seat); }
  startGame(gameId: number, byUserId: string, options?: StartOptions): Promise<StartedGame> { return startGame(this.sql, this.#now(), gameId, byUserId, options); }
  loadGame(gameId: number): Promise<LoadedGame> { return loadGame(this.sql, gameId); }
  applyChoice(req: ApplyRequest): Promise<Applied> { return applyChoice(this.sql, this.#now, req); }
  /** A typed command, pinned to the version read when it arrived (see typed.ts): counts once. */
  applyTypedChoice(req: Omit<ApplyRequest, "expectedVersion"> & { readonly seenVersion: number }): Promise<Applied> { return applyTypedChoice(this.sql, this.#now, req); }
  /** A stale press judged against the user's own choices since its version: duplicate, stale, or null (only others moved). */
  judgeStale(e: StaleVersionError, userId: string, choiceId: string): Promise<DuplicateChoiceError | StaleVersionError | null> { return judgeStale(this.sql, e, userId, choiceId); }
  ownChoicesSince(gameId: number, userId: string, sinceVersion: number): Promise<OwnChoice[]> { return ownChoicesSince(this.sql, gameId, userId, sinceVersion); }
  undo(req: UndoRequest): Promise<Undone> { return undoChoices(this.sql, this.#now, req); }
  verifyGame(gameId: number, repair = false): Promise<VerifyOutcome> { return verifyGame(this.db, gameId, repair, this.#now()); }
  verifyAll(repair = false): Promise<VerifyOutcome[]> { return verifyAll(this.db, repair, this.#now()); }
  pendingOutbox(limit?: number, afterId?: number): Promise<OutboxEntry[]> { return pendingOutbox(this.db, limit, afterId); }
  markOutboxSent(id: number): Promise<void> { return markOutboxSent(this.db, id, this.#now()); }
  markOutboxFailed(id: number): Promise<void> { return markOutboxFailed(this.db, id); }
  /** Reminders due now, each handed to one caller only. */
  claimDueReminders(limit?: number): Promise<ClaimedReminder[]> { return claimDueReminders(this.sql, this.#now(), limit); }

  leaveGame(gameId: number, userId: string): Promise<GameRecord> { return leaveGame(this.db, this.#now(), gameId, userId); }
  gameIdForThread(threadId: string): Promise<number | null> { return gameIdForThread(this.db, threadId); }
  listGames(filter: GameFilter = {}): Promise<ListedGame[]> { return listGames(this.db, filter); }
  /** A server's finished games with their final state, most recently ended first (read-only). */
  finishedGames(guildId: string, limit = 10): Promise<FinishedGame[]> { return finishedGames(this.db, guildId, limit); }
  activeGamesWithAi(): Promise<number[]> { return activeGamesWithAi(this.db); }
  /** Settings, preferences, AI takeover and cancelling: one checked, all-or-nothing change. */
  updateSettings(gameId: number, by: Authority, change: SettingsChange): Promise<GameRecord> { return updateSettings(this.db, this.#now(), gameId, by, change); }
  muteReminderForTurn(gameId: number, seat: number, userId: string): Promise<void> { return muteReminderForTurn(this.db, gameId, seat, userId); }
  setThread(gameId: number, threadId: string): Promise<void> { return setThread(this.db, gameId, threadId); }
  setLobbyMessage(gameId: number, messageId: string): Promise<void> { return setLobbyMessage(this.db, gameId, messageId); }
  markPosted(gameId: number, logLength: number, version: number): Promise<void> { return markPosted(this.db, gameId, logLength, version); }
}

/** Migrate (safe to call at every start) and open the database DATABASE_URL names. */
export async function openStore(databaseUrl: string, options: StoreOptions = {}): Promise<{ store: GameStore; database: Database }> {
  await migrateDatabase(databaseUrl);
  const database = await openDatabase(databaseUrl);
  return { store: new GameStore(database, options), database };
}
