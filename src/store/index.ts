// The store's public surface: one object per database, with an injectable clock (clocks
// belong here, never in the engine).
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Database, Db } from "../db/client.ts";
import type { Sql } from "../db/sql.ts";
import { openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { activeGamesWithAi, countGames, createGame, gameIdForThread, joinGame, leaveGame, listGames, loadGame, startGame, type CreateGameInput, type GameFilter, type ListedGame, type SeatInput, type StartedGame, type StartOptions } from "./games.ts";
import { choiceLog, finishedGames, type FinishedGame, type LoggedChoice } from "./history.ts";
import { applyChoice, undoChoices, type Applied, type ApplyRequest, type UndoRequest, type Undone } from "./play.ts";
import { applyTypedChoice, judgeStale, ownChoicesSince, type OwnChoice } from "./typed.ts";
import type { DuplicateChoiceError, StaleVersionError } from "./errors.ts";
import { markOutboxFailed, markOutboxSent, pendingOutbox, pendingOutboxOfGame, type OutboxEntry } from "./queues.ts";
import { closeFinalWindow, type WindowClosed } from "./final-window.ts";
import { acquireLease, claimInteraction, claimNextReminder, completeReminder, dropLease, forgetInteractions, leaseIntent, markPostedHolding, releaseLease, setLeaseIntent, type ClaimedReminder } from "./claims.ts";
import { openLobby, openingLobbies, type LobbyOpening } from "./opening.ts";
import { countHint, markPosted, muteReminderForTurn, setLobbyMessage, setThread, updateSettings, type SettingsChange } from "./settings.ts";
import type { Authority } from "./seats.ts";
import type { GameRecord, GameStatus, LoadedGame } from "./records.ts";
import { verifyAll, verifyGame, verifyLive, type VerifyOutcome } from "./verify.ts";
import { leaderboard, ratingChanges, type LeaderboardPage, type RatingChangeRecord } from "./leaderboard.ts";
import { rebuildRatings, type RatingsRebuild } from "./rebuild-ratings.ts";
import { gamesByStatus, outboxBacklog, type OutboxBacklog } from "./stats.ts";

export * from "./errors.ts";
export type { Actor, Authority } from "./seats.ts";
export { hostOrManager } from "./seats.ts";
export type { Applied, ApplyRequest, UndoRequest, Undone } from "./play.ts";
export type { OwnChoice } from "./typed.ts";
export type { FinishedGame, LoggedChoice } from "./history.ts";
export { buildExport, type GameExport } from "./export.ts";
export type { CreateGameInput, GameFilter, ListedGame, SeatInput, StartedGame, StartOptions } from "./games.ts";
export type { SettingsChange } from "./settings.ts";
export { MAX_REMINDER_MINUTES, TAKEOVER_MINUTES_RANGE } from "./settings.ts";
export type { GameRecord, GameStatus, LoadedGame, SeatRecord } from "./records.ts";
export { engineOptions, shownName } from "./records.ts";
export type { OutboxEntry } from "./queues.ts";
export type { ClaimedReminder } from "./claims.ts";
export type { LobbyOpening } from "./opening.ts";
export { openingLease } from "./opening.ts";
export type { WindowClosed } from "./final-window.ts";
/** Whether a seat waits in the window before scoring now (a reminder falling due then closes it). */
export { REMINDER_REPEAT_MS, nonceOf } from "./claims.ts";
export type { VerifyOutcome } from "./verify.ts";
export type { LeaderboardEntry, LeaderboardPage, RatingChangeRecord, YourRating } from "./leaderboard.ts";
export { LEADERBOARD_MIN_GAMES } from "./leaderboard.ts";
export type { RatingsRebuild } from "./rebuild-ratings.ts";
export type { OutboxBacklog } from "./stats.ts";
export { DEFAULT_AI_LEVEL, DEFAULT_REMINDER_MINUTES, checkAiLevel } from "./games.ts";

export interface StoreOptions {
  /** The clock; tests pass a fixed one. */
  readonly now?: () => Date;
  /**
   * Seeds for new games that name none: random by default (the store may use randomness, the
   * engine not); tests pass a deterministic source so every run plays the same games.
   */
  readonly newSeed?: () => string;
  /**
   * How long a claim on background work (a game's posts, its AI seats, a reminder) lasts, in
   * the store clock's milliseconds, before another process may take it over (default 30 s).
   */
  readonly leaseMs?: number;
  /**
   * This process's name on the claims it holds (INSTANCE_ID, see config.ts): stable across
   * restarts, so a restarted process takes over its predecessor's claims at once. Two live
   * processes must never share it (the bot refuses to start as a name in use: identity-lock.ts).
   * Default: a name of its own for this store object.
   */
  readonly instance?: string;
  /**
   * Claim every interaction before answering it (claimInteraction), so that two processes on
   * the same shards answer each interaction once. Default: on PostgreSQL only; a SQLite file
   * serves one bot process (its instance lock), and a write there would make every answer wait
   * for SQLite's write lock.
   */
  readonly claimInteractions?: boolean;
}

/** Default lease on background work: far longer than a post takes, short enough that a killed process's work resumes soon. */
const DEFAULT_LEASE_MS = 30_000;

/** Interaction claims are kept this long (Discord delivers an interaction within seconds; its token lasts 15 minutes). */
const INTERACTION_CLAIM_MS = 24 * 60 * 60_000;

export class GameStore {
  readonly #now: () => Date;
  readonly #newSeed: () => string;
  /** The Prisma client: lobby, queues, verification. */
  readonly db: Db;
  /** Raw SQL on the same driver adapter: loading, starting, choices and undo (the hot paths). */
  readonly sql: Sql;
  /** This process's name on the claims it holds (StoreOptions.instance). */
  readonly instance: string;
  readonly leaseMs: number;
  readonly #claimInteractions: boolean;
  constructor(database: Pick<Database, "db" | "sql">, options: StoreOptions = {}) {
    this.db = database.db;
    this.sql = database.sql;
    this.#now = options.now ?? (() => new Date());
    this.#newSeed = options.newSeed ?? randomUUID;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.instance = options.instance ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.#claimInteractions = options.claimInteractions ?? database.sql.provider === "postgres";
  }

  createGame(input: CreateGameInput): Promise<GameRecord> { return createGame(this.db, this.#now(), this.#newSeed, input); }
  /** Create a game for a lobby about to be opened, with the lease (ours) that finishes its opening should this process die (opening.ts). */
  openLobby(input: CreateGameInput, opening: LobbyOpening): Promise<GameRecord> { return openLobby(this.db, this.#now(), this.#newSeed, this.instance, this.leaseMs, input, opening); }
  /** The lobbies whose opening is not finished. */
  openingLobbies(): Promise<{ gameId: number; opening: LobbyOpening | null }[]> { return openingLobbies(this.sql); }
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
  /** Check only the games that can still change (the start-up check). */
  verifyLive(): Promise<VerifyOutcome[]> { return verifyLive(this.db, this.#now()); }
  pendingOutbox(limit?: number, afterId?: number): Promise<OutboxEntry[]> { return pendingOutbox(this.db, limit, afterId); }
  pendingOutboxOfGame(gameId: number): Promise<OutboxEntry[]> { return pendingOutboxOfGame(this.db, gameId); }
  markOutboxSent(id: number): Promise<void> { return markOutboxSent(this.db, id, this.#now()); }
  markOutboxFailed(id: number): Promise<void> { return markOutboxFailed(this.db, id); }
  /** Claim the next due reminder for this process (null: none due); post it, then reminderDone(). */
  claimNextReminder(skip?: ReadonlySet<number>): Promise<ClaimedReminder | null> { return claimNextReminder(this.sql, this.instance, this.#now(), this.leaseMs, skip); }
  /** The claimed reminder was posted (or is moot): counted, due again in a day while the seat waits. */
  reminderDone(r: ClaimedReminder): Promise<boolean> { return completeReminder(this.sql, r, this.instance, this.#now()); }
  /**
   * The claimed reminder's seat waits in the window before scoring: answer "done" for it as the
   * bot (its time there ran out), with the reminder, in one transaction; null (nothing written)
   * when the seat is not waiting there or the claim is no longer ours.
   */
  closeFinalWindow(r: ClaimedReminder): Promise<WindowClosed | null> { return closeFinalWindow(this.sql, this.#now, this.instance, r); }
  /**
   * Claim and count every reminder due now, without posting: for checks of which reminders
   * fall due and when. The bot never uses it (claimNextReminder posts one at a time).
   */
  async claimDueReminders(limit = 50): Promise<ClaimedReminder[]> {
    const out: ClaimedReminder[] = [];
    while (out.length < limit) {
      const r = await this.claimNextReminder();
      if (!r) break;
      if (await this.reminderDone(r)) out.push(r);
    }
    return out;
  }
  /** Take (or renew) the lease on a piece of background work; false while another process holds it. */
  acquireLease(name: string): Promise<boolean> { return acquireLease(this.sql, name, this.instance, this.#now(), this.leaseMs); }
  releaseLease(name: string): Promise<void> { return releaseLease(this.sql, name, this.instance); }
  leaseIntent(name: string): Promise<string | null> { return leaseIntent(this.sql, name); }
  setLeaseIntent(name: string, intent: string | null): Promise<boolean> { return setLeaseIntent(this.sql, name, this.instance, intent); }
  /** The leased work is done: the lease goes, with its intent. */
  dropLease(name: string): Promise<void> { return dropLease(this.sql, name, this.instance); }
  /**
   * Take on the Discord interaction `id`: false when another process already has (it answers;
   * this one must do nothing). Always true where interactions are not claimed (SQLite by default).
   */
  async claimInteraction(id: string): Promise<boolean> {
    return !this.#claimInteractions || await claimInteraction(this.sql, id, this.instance, this.#now());
  }
  /** Delete interaction claims older than a day; returns how many went (none where interactions are not claimed). */
  async forgetOldInteractions(): Promise<number> {
    return this.#claimInteractions ? forgetInteractions(this.sql, new Date(this.#now().getTime() - INTERACTION_CLAIM_MS)) : 0;
  }

  leaveGame(gameId: number, userId: string): Promise<GameRecord> { return leaveGame(this.db, this.#now(), gameId, userId); }
  gameIdForThread(threadId: string): Promise<number | null> { return gameIdForThread(this.db, threadId); }
  listGames(filter: GameFilter = {}): Promise<ListedGame[]> { return listGames(this.db, filter); }
  countGames(filter: GameFilter = {}): Promise<number> { return countGames(this.db, filter); }
  /** A server's finished games with their final state, most recently ended first (read-only). */
  finishedGames(guildId: string, limit = 10): Promise<FinishedGame[]> { return finishedGames(this.db, guildId, limit); }
  /** The game's choice log as it counts: the choices not undone, in version order (read-only). */
  choiceLog(gameId: number): Promise<LoggedChoice[]> { return choiceLog(this.sql, gameId); }
  activeGamesWithAi(): Promise<number[]> { return activeGamesWithAi(this.db); }
  /** One page of a server's leaderboard (players with enough rated games, best rating first), with the asker's own rating. */
  leaderboard(guildId: string, page: { readonly limit: number; readonly offset: number; readonly asker?: string }): Promise<LeaderboardPage> { return leaderboard(this.sql, guildId, page); }
  /** What a finished game did to each seat's player's rating (empty: not rated). */
  ratingChanges(gameId: number): Promise<RatingChangeRecord[]> { return ratingChanges(this.sql, gameId); }
  /** Recompute every server's ratings from the finished rated games and compare; `repair` replaces the stored ones. */
  rebuildRatings(repair = false): Promise<RatingsRebuild> { return rebuildRatings(this.sql, repair); }
  /** Settings, preferences, AI takeover and cancelling: one checked, all-or-nothing change. */
  updateSettings(gameId: number, by: Authority, change: SettingsChange): Promise<GameRecord> { return updateSettings(this.db, this.#now(), gameId, by, change); }
  muteReminderForTurn(gameId: number, seat: number, userId: string): Promise<void> { return muteReminderForTurn(this.db, gameId, seat, userId); }
  setThread(gameId: number, threadId: string): Promise<void> { return setThread(this.db, gameId, threadId); }
  setLobbyMessage(gameId: number, messageId: string): Promise<void> { return setLobbyMessage(this.db, gameId, messageId); }
  markPosted(gameId: number, logLength: number, version: number): Promise<void> { return markPosted(this.db, gameId, logLength, version); }
  /** markPosted, only while this process holds the posting lease `lease`; false (nothing written) when it was taken over. */
  markPostedHolding(lease: string, gameId: number, logLength: number, version: number): Promise<boolean> { return markPostedHolding(this.sql, lease, this.instance, gameId, logLength, version); }
  /** How many games there are in each status (for the metrics). */
  gamesByStatus(): Promise<Record<GameStatus, number>> { return gamesByStatus(this.sql); }
  /** What the outbox still holds (for the metrics). */
  outboxBacklog(): Promise<OutboxBacklog> { return outboxBacklog(this.sql); }
  /**
   * Resolves when the database answers and could save a change now (on SQLite: no other
   * program holds its write lock, waited for at most `waitMs`); throws what is wrong otherwise.
   */
  ping(waitMs: number): Promise<void> { return this.sql.ping(waitMs); }
  /** Count a hint given to the player of `seat`; refused when hints are off or the seat is not theirs. Returns the seat's count. */
  countHint(gameId: number, seat: number, userId: string): Promise<number> { return countHint(this.db, gameId, seat, userId); }
}

/** Migrate (safe to call at every start) and open the database DATABASE_URL names. */
export async function openStore(databaseUrl: string, options: StoreOptions = {}): Promise<{ store: GameStore; database: Database }> {
  await migrateDatabase(databaseUrl);
  const database = await openDatabase(databaseUrl);
  return { store: new GameStore(database, options), database };
}
