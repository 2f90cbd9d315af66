// The store's public surface: one object per database, with an injectable clock (clocks
// belong here, never in the engine).
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Database, Db } from "../db/client.ts";
import type { Sql } from "../db/sql.ts";
import { openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { activeGamesWithAi, createGame, gameIdForThread, gameRecord, joinGame, leaveGame, loadGame, startGame, type CreateGameInput, type SeatInput, type StartedGame, type StartOptions } from "./games.ts";
import { choiceLog, unchangedSince } from "./history.ts";
import { ServerPages, countGames, finishedGames, listGames, type FinishedGame, type GameFilter, type ListCaches, type ListedGame, type ServerGames } from "./lists.ts";
import { VersionedCache } from "./read-cache.ts";
import { applyChoice, undoChoices, type Applied, type ApplyRequest, type UndoRequest, type Undone } from "./play.ts";
import { applyTypedChoice, judgeStale, ownChoicesSince, type OwnChoice } from "./typed.ts";
import type { DuplicateChoiceError, StaleVersionError } from "./errors.ts";
import { markOutboxFailed, markOutboxSent, pendingOutbox, pendingOutboxOfGame, type OutboxEntry } from "./queues.ts";
import { closeFinalWindow, type WindowClosed } from "./final-window.ts";
import { acquireLease, claimInteraction, claimNextReminder, completeReminder, deferReminder, dropLease, forgetInteractions, leaseIntent, markPostedHolding, releaseLease, setLeaseIntent, type ClaimedReminder, type PostedMessages } from "./claims.ts";
import { claimNextDeadline, deferDeadline, dropDeadline, playDeadlineTurn, releaseDeadline, type ClaimedDeadline, type DeadlineTurn } from "./deadlines.ts";
import { holdNotice, takeDueNotices, type HeldNotice } from "./notices.ts";
import { playerSettings, setAway, setQuietHours, type AwayChange, type PlayerSettings, type QuietChange } from "./players.ts";
import { openLobby, openingLobbies, type LobbyOpening } from "./opening.ts";
import { countHint, markPosted, muteReminderForTurn, setLobbyMessage, setThread, updateSettings, type SettingsChange } from "./settings.ts";
import type { Authority } from "./seats.ts";
import type { GameRecord, GameStatus, LoadedGame, LoggedChoice } from "./records.ts";
import { verifyAll, verifyGame, verifyLive, type VerifyOutcome } from "./verify.ts";
import { GameDamagedError } from "./errors.ts";
import { SuspectGameError, claimDamageNotice, claimRepairNotice, damageToTell, damagedGameIds, markDamaged, recordChecks, releaseDamageNotice, repairsToTell, type DamageNotice } from "./damage.ts";
import { leaderboard, ratingChanges, type LeaderboardPage, type RatingChangeRecord } from "./leaderboard.ts";
import { rebuildRatings, type RatingsRebuild } from "./rebuild-ratings.ts";
import { backfillSeatResults, type SeatResultsBackfill } from "./backfill-results.ts";
import { profile, type Profile } from "./profile.ts";
import { leaveLeaderboards, leftLeaderboards, rejoinLeaderboards, storedAbout, type StoredAbout } from "./privacy.ts";
import { gamesByStatus, outboxBacklog, type OutboxBacklog } from "./stats.ts";
import { compactEndedGames, compactGame, type CompactOptions, type CompactOutcome, type Compacted } from "./archive.ts";
import { beginEpoch, gameEpoch, markEpochTold, restartEpochs, runningTimelines, type GameEpoch, type GameTimeline } from "./epochs.ts";

export * from "./errors.ts";
export type { Actor, Authority } from "./seats.ts";
export { hostOrManager } from "./seats.ts";
export type { Applied, ApplyRequest, UndoRequest, Undone } from "./play.ts";
export { undoPastAi } from "./play.ts";
export type { OwnChoice } from "./typed.ts";
export type { FinishedGame, GameFilter, ListedGame, ServerGames } from "./lists.ts";
export { buildExport, type GameExport } from "./export.ts";
export type { CreateGameInput, SeatInput, StartedGame, StartOptions } from "./games.ts";
export type { SettingsChange } from "./settings.ts";
export { MAX_REMINDER_MINUTES, TAKEOVER_MINUTES_RANGE } from "./settings.ts";
export type { AwayChange, PlayerSettings, QuietHours } from "./players.ts";
export { canonicalTimeZone } from "./players.ts";
export type { ClaimedDeadline, DeadlineTurn } from "./deadlines.ts";
export { planTurn } from "./deadlines.ts";
export type { HeldNotice } from "./notices.ts";
export type { DeadlineNote, GameRecord, GameStatus, LoadedGame, LoggedChoice, SeatRecord } from "./records.ts";
export { engineOptions, nameIn } from "./records.ts";
export type { OutboxEntry } from "./queues.ts";
export type { ClaimedReminder, PostedMessages } from "./claims.ts";
export type { LobbyOpening } from "./opening.ts";
export { openingLease } from "./opening.ts";
export type { WindowClosed } from "./final-window.ts";
/** Whether a seat waits in the window before scoring now (a reminder falling due then closes it). */
export { REMINDER_REPEAT_MS, nonceOf } from "./claims.ts";
export type { VerifyOutcome } from "./verify.ts";
export type { DamageNotice } from "./damage.ts";
export type { LeaderboardEntry, LeaderboardPage, RatingChangeRecord, YourRating } from "./leaderboard.ts";
export { LEADERBOARD_MIN_GAMES } from "./leaderboard.ts";
export type { RatingsRebuild } from "./rebuild-ratings.ts";
export type { SeatResultsBackfill } from "./backfill-results.ts";
export type { BuildingRecord, CategoryAverages, Profile } from "./profile.ts";
export type { StoredAbout } from "./privacy.ts";
export type { OutboxBacklog } from "./stats.ts";
export type { CompactOptions, CompactOutcome, Compacted } from "./archive.ts";
export type { GameEpoch, GameTimeline } from "./epochs.ts";
export { DEFAULT_AI_LEVEL, DEFAULT_REMINDER_MINUTES, checkAiLevel, checkLanguage } from "./games.ts";

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
  /** What the game lists read out of states, per game version (read-cache.ts). */
  readonly #lists: ListCaches = { pending: new VersionedCache(), results: new VersionedCache() };
  readonly #serverPages = new ServerPages();
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
  /** The game and its state; GameDamagedError when it is set aside as damaged (or found so now). */
  loadGame(gameId: number): Promise<LoadedGame> { return this.#checked(gameId, () => loadGame(this.sql, gameId)); }
  applyChoice(req: ApplyRequest): Promise<Applied> { return this.#checked(req.gameId, () => applyChoice(this.sql, this.#now, req)); }
  /** A typed command, pinned to the version read when it arrived (see typed.ts): counts once. */
  applyTypedChoice(req: Omit<ApplyRequest, "expectedVersion"> & { readonly seenVersion: number }): Promise<Applied> { return this.#checked(req.gameId, () => applyTypedChoice(this.sql, this.#now, req)); }
  /** A stale press judged against the user's own choices since its version: duplicate, stale, or null (only others moved). */
  judgeStale(e: StaleVersionError, userId: string, choiceId: string): Promise<DuplicateChoiceError | StaleVersionError | null> { return judgeStale(this.sql, e, userId, choiceId); }
  ownChoicesSince(gameId: number, userId: string, sinceVersion: number): Promise<OwnChoice[]> { return ownChoicesSince(this.sql, gameId, userId, sinceVersion); }
  undo(req: UndoRequest): Promise<Undone> { return this.#checked(req.gameId, () => undoChoices(this.sql, this.#now, req)); }
  /** Check one game against its log (with `repair`, rewrite a wrong snapshot from it); marks nothing. */
  verifyGame(gameId: number, repair = false): Promise<VerifyOutcome> { return verifyGame(this.db, gameId, repair, this.#now()); }
  verifyAll(repair = false): Promise<VerifyOutcome[]> { return verifyAll(this.db, repair, this.#now()); }
  /** Check only the games that can still change (the start-up check); marks nothing. */
  verifyLive(): Promise<VerifyOutcome[]> { return verifyLive(this.db, this.#now()); }
  /** The start-up check: every running game checked, the damaged set aside, those that pass again let play on (damage.ts). */
  async checkRunningGames(): Promise<VerifyOutcome[]> {
    const outcomes = await verifyLive(this.db, this.#now());
    await recordChecks(this.sql, outcomes, this.#now());
    return outcomes;
  }
  /** `npm run verify-games`: every game checked (with `repair`, mended from its log where it can be), and the outcomes recorded as at start-up. */
  async checkAllGames(repair = false): Promise<VerifyOutcome[]> {
    const outcomes = await verifyAll(this.db, repair, this.#now());
    await recordChecks(this.sql, outcomes, this.#now());
    return outcomes;
  }
  /** The games set aside as damaged now. */
  damagedGameIds(): Promise<number[]> { return damagedGameIds(this.sql); }
  /** Damaged running games whose players have not been told. */
  damageToTell(): Promise<DamageNotice[]> { return damageToTell(this.sql); }
  /** Claim telling the players of a damaged game: the time of the claim, or null (another process tells them, or it was repaired meanwhile). */
  async claimDamageNotice(gameId: number): Promise<Date | null> {
    const at = this.#now();
    return (await claimDamageNotice(this.sql, gameId, at)) ? at : null;
  }
  /** The damage notice claimed at `toldAt` could not be posted: to be tried again. */
  releaseDamageNotice(gameId: number, toldAt: Date): Promise<void> { return releaseDamageNotice(this.sql, gameId, toldAt); }
  /** Repaired games whose players have not been told they carry on. */
  repairsToTell(): Promise<DamageNotice[]> { return repairsToTell(this.sql); }
  /** Claim telling the players a repaired game carries on (removes its mark; false: another process does). */
  claimRepairNotice(gameId: number): Promise<boolean> { return claimRepairNotice(this.sql, gameId); }

  /**
   * Runs a load or a change of the game; when it found rows the store never writes (./damage.ts),
   * the game's check decides: damaged, it is set aside and GameDamagedError says so; otherwise
   * (the game changed while being checked) it runs once more.
   */
  async #checked<T>(gameId: number, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (e) {
      if (!(e instanceof SuspectGameError)) throw e;
      const outcome = await verifyGame(this.db, gameId, false, this.#now());
      if (outcome.ok || outcome.retry) return run();
      await markDamaged(this.sql, gameId, outcome.problem, outcome.repairable, this.#now());
      throw new GameDamagedError(gameId, outcome.repairable);
    }
  }
  /** Unposted messages, in the order written, but none of a game set aside as damaged (they wait for its repair). */
  async pendingOutbox(limit?: number, afterId?: number): Promise<OutboxEntry[]> { return pendingOutbox(this.db, limit, afterId, await damagedGameIds(this.sql)); }
  pendingOutboxOfGame(gameId: number): Promise<OutboxEntry[]> { return pendingOutboxOfGame(this.db, gameId); }
  markOutboxSent(id: number): Promise<void> { return markOutboxSent(this.db, id, this.#now()); }
  markOutboxFailed(id: number): Promise<void> { return markOutboxFailed(this.db, id); }
  /** Claim the next due reminder for this process (null: none due); post it, then reminderDone(). */
  claimNextReminder(skip?: ReadonlySet<number>): Promise<ClaimedReminder | null> { return claimNextReminder(this.sql, this.instance, this.#now(), this.leaseMs, skip); }
  /** The claimed reminder was posted (or is moot): counted, due again in a day while the seat waits. */
  reminderDone(r: ClaimedReminder): Promise<boolean> { return completeReminder(this.sql, r, this.instance, this.#now()); }
  /** The claimed reminder waits until `dueAt` (its player is away or in their quiet hours): let go, not counted. */
  deferReminder(r: ClaimedReminder, dueAt: Date): Promise<boolean> { return deferReminder(this.sql, r, this.instance, dueAt); }
  /** Claim the next due turn deadline for this process (null: none due); then playDeadlineTurn() or deferDeadline(). */
  claimNextDeadline(skip?: ReadonlySet<number>): Promise<ClaimedDeadline | null> { return claimNextDeadline(this.sql, this.instance, this.#now(), this.leaseMs, skip); }
  deferDeadline(d: ClaimedDeadline, dueAt: Date, waitingSince: Date): Promise<boolean> { return deferDeadline(this.sql, d, this.instance, dueAt, waitingSince); }
  releaseDeadline(d: ClaimedDeadline): Promise<void> { return releaseDeadline(this.sql, d, this.instance); }
  dropDeadline(d: ClaimedDeadline): Promise<void> { return dropDeadline(this.sql, d, this.instance); }
  /** Play the AI's choices for the claimed deadline's seat, once (null, nothing written, when no longer right). */
  playDeadlineTurn(d: ClaimedDeadline, version: number, choices: readonly string[]): Promise<DeadlineTurn | null> { return playDeadlineTurn(this.sql, this.#now, this.instance, d, version, choices); }
  /** Each player's own settings (away, quiet hours, time zone), by user id. */
  playerSettings(userIds: readonly string[]): Promise<Map<string, PlayerSettings>> { return playerSettings(this.sql, userIds, this.#now()); }
  /** The player is away until `until` (null: back now); their clocks in running games move with it. */
  setAway(userId: string, until: Date | null): Promise<AwayChange> { return setAway(this.sql, this.#now(), userId, until); }
  setQuietHours(userId: string, change: QuietChange): Promise<PlayerSettings> { return setQuietHours(this.sql, this.#now(), userId, change); }
  /** Hold the direct message about a seat's turn until its player's quiet hours end. */
  holdNotice(gameId: number, seat: number, at: Date): Promise<void> { return holdNotice(this.sql, gameId, seat, at); }
  /** Take the held direct messages that are due now. */
  takeDueNotices(): Promise<HeldNotice[]> { return takeDueNotices(this.sql, this.#now()); }
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
  /** The game's record alone (no state), damaged or not: only for cancelling a game set aside as damaged. */
  gameRecord(gameId: number): Promise<GameRecord> { return gameRecord(this.sql, gameId); }
  listGames(filter: GameFilter = {}): Promise<ListedGame[]> { return listGames(this.sql, this.#lists, filter); }
  countGames(filter: GameFilter = {}): Promise<number> { return countGames(this.sql, filter); }
  /** /games: a page of a server's games of `statuses` with how many there are, and on the first page its `finished` latest finished games. */
  serverGames(guildId: string, statuses: readonly GameStatus[], want: { readonly page: number; readonly pageSize: number; readonly finished: number }): Promise<ServerGames> { return this.#serverPages.read(this.sql, this.#lists, guildId, statuses, want); }
  /** A server's finished games with their final scores, most recently ended first (read-only). */
  finishedGames(guildId: string, limit = 10): Promise<FinishedGame[]> { return finishedGames(this.sql, this.#lists, guildId, limit); }
  /** The game's choice log as it counts: the choices not undone, in version order (read-only). */
  choiceLog(gameId: number): Promise<LoggedChoice[]> { return choiceLog(this.sql, gameId); }
  /** Whether the game is as it was at `version` (./history.ts): a press made for it is right again. */
  unchangedSince(gameId: number, version: number): Promise<boolean> { return unchangedSince(this.sql, gameId, version); }
  /** Running, unpaused games with an AI seat, but none set aside as damaged. */
  async activeGamesWithAi(): Promise<number[]> { return activeGamesWithAi(this.db, await damagedGameIds(this.sql)); }
  /** One page of a server's leaderboard (players with enough rated games, best rating first), with the asker's own rating. */
  leaderboard(guildId: string, page: { readonly limit: number; readonly offset: number; readonly asker?: string }): Promise<LeaderboardPage> { return leaderboard(this.sql, guildId, page); }
  /** What a finished game did to each seat's player's rating (empty: not rated). */
  ratingChanges(gameId: number): Promise<RatingChangeRecord[]> { return ratingChanges(this.sql, gameId); }
  /** Recompute every server's ratings from the finished rated games and compare; `repair` replaces the stored ones. */
  rebuildRatings(repair = false): Promise<RatingsRebuild> { return rebuildRatings(this.sql, repair); }
  /**
   * Fill in the seat results of finished games that have none (those that finished before the
   * table existed): run by `npm run db:migrate` and at start-up; after the first run it finds nothing.
   */
  backfillSeatResults(): Promise<SeatResultsBackfill> { return backfillSeatResults(this.sql); }
  /** A player's record in a server (/profile): games, wins, scores, Buildings, rating and its course; `top` Buildings at most. */
  profile(guildId: string, player: string, top = 5): Promise<Profile> { return profile(this.sql, guildId, player, top); }
  /** The user leaves the leaderboards (every server); false when they had already left. */
  leaveLeaderboards(userId: string): Promise<boolean> { return leaveLeaderboards(this.sql, userId, this.#now()); }
  /** The user comes back to the leaderboards; false when they had not left. */
  rejoinLeaderboards(userId: string): Promise<boolean> { return rejoinLeaderboards(this.sql, userId); }
  /** Which of these users left the leaderboards. */
  leftLeaderboards(userIds: readonly string[]): Promise<Set<string>> { return leftLeaderboards(this.sql, userIds); }
  /** What is stored about a user, counted (/nusfjord privacy). */
  storedAbout(userId: string): Promise<StoredAbout> { return storedAbout(this.sql, userId); }
  /**
   * Compact the history of the ended games whose posts are all out (archive.ts): their final
   * state and counted choices are kept, compressed; the rest of their rows go.
   */
  compactHistory(options?: CompactOptions): Promise<Compacted> { return compactEndedGames(this.sql, this.#now, options); }
  /** Compact one game's history if it has ended and its posts are out; says why not otherwise. */
  compactGame(gameId: number): Promise<CompactOutcome> { return compactGame(this.sql, gameId, this.#now()); }
  /** Settings, preferences, AI takeover and cancelling: one checked, all-or-nothing change. */
  updateSettings(gameId: number, by: Authority, change: SettingsChange): Promise<GameRecord> { return updateSettings(this.db, this.#now(), gameId, by, change); }
  muteReminderForTurn(gameId: number, seat: number, userId: string): Promise<void> { return muteReminderForTurn(this.db, gameId, seat, userId); }
  setThread(gameId: number, threadId: string): Promise<void> { return setThread(this.db, gameId, threadId); }
  setLobbyMessage(gameId: number, messageId: string): Promise<void> { return setLobbyMessage(this.db, gameId, messageId); }
  markPosted(gameId: number, logLength: number, version: number): Promise<void> { return markPosted(this.db, gameId, logLength, version); }
  /** markPosted, only while this process holds the posting lease `lease`; false (nothing written) when it was taken over. */
  /** `messages`: the post just made and its ping line (an Undo edits and deletes them); left as they were without it. */
  markPostedHolding(lease: string, gameId: number, logLength: number, version: number, messages?: PostedMessages): Promise<boolean> { return markPostedHolding(this.sql, lease, this.instance, gameId, logLength, version, messages); }
  /** The game's latest post and its ping line (./claims.ts). */
  /** How many games there are in each status (for the metrics). */
  gamesByStatus(): Promise<Record<GameStatus, number>> { return gamesByStatus(this.sql); }
  /** What the outbox still holds (for the metrics). */
  outboxBacklog(): Promise<OutboxBacklog> { return outboxBacklog(this.sql); }
  /**
   * Resolves when the database answers and could save a change now (on SQLite: no other
   * program holds its write lock, waited for at most `waitMs`); throws what is wrong otherwise.
   */
  ping(waitMs: number): Promise<void> { return this.sql.ping(waitMs); }
  /** The game's posting epoch (./epochs.ts): it goes into every post's nonce. */
  gameEpoch(gameId: number): Promise<GameEpoch> { return gameEpoch(this.sql, gameId); }
  /** Every running game's posted version and epoch, to notice a game that went back in time. */
  runningTimelines(): Promise<GameTimeline[]> { return runningTimelines(this.sql); }
  /** Begin a new epoch (its thread to be told) if the game's epoch is still `from`; null when another process did first. */
  beginEpoch(gameId: number, from: string): Promise<GameEpoch | null> { return beginEpoch(this.sql, gameId, from, this.#now()); }
  markEpochTold(gameId: number, epoch: string): Promise<void> { return markEpochTold(this.sql, gameId, epoch); }
  /** New epochs, each thread to be told, for these games (a backup was put in place under them). */
  restartEpochs(gameIds: readonly number[]): Promise<void> { return this.sql.transaction((tx) => restartEpochs(tx, gameIds, this.#now())); }
  /** Count a hint given to the player of `seat`; refused when hints are off or the seat is not theirs. Returns the seat's count. */
  countHint(gameId: number, seat: number, userId: string): Promise<number> { return countHint(this.db, gameId, seat, userId); }
}

/** Migrate (safe to call at every start) and open the database DATABASE_URL names. */
export async function openStore(databaseUrl: string, options: StoreOptions = {}): Promise<{ store: GameStore; database: Database }> {
  await migrateDatabase(databaseUrl);
  const database = await openDatabase(databaseUrl);
  return { store: new GameStore(database, options), database };
}
