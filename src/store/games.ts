// Creating, joining, starting, abandoning and loading games.
import { newGame, type DeckOption, type GameState, type PlayerCount } from "../engine/index.ts";
import { AI_LEVELS, isAiLevel, type AiLevel } from "../ai/index.ts";
import { isLanguage, LANGUAGES, type Language } from "../i18n/languages.ts";
import type { Db } from "../db/client.ts";
import { typed, type Sql } from "../db/sql.ts";
import { GameDamagedError, GameNotFoundError, LobbyError, VersionConflict, said } from "./errors.ts";
import { SuspectGameError, stateOf } from "./damage.ts";
import { engineOptions, snapshotVersionFits, toGameRecord, type GameRecord, type LoadedGame, type Tx } from "./records.ts";
import { selectGame, selectGameForWrite, selectSeats } from "./rows.ts";
import { hostOrManager } from "./seats.ts";
import { clocksOf, writeTransition } from "./transition.ts";

export interface SeatInput {
  readonly userId?: string;
  /** One of AI_LEVELS (anything else is refused). */
  readonly aiLevel?: string;
  readonly displayName: string;
  readonly notifyDm?: boolean;
  readonly notifyMention?: boolean;
}

export interface CreateGameInput {
  readonly guildId: string;
  readonly channelId: string;
  readonly threadId?: string;
  readonly hostUserId: string;
  readonly playerCount: PlayerCount;
  /** Default "herring", as in the engine. */
  readonly deck?: DeckOption;
  /** The engine's seed; when absent the store's seed source makes one (StoreOptions.newSeed). */
  readonly seed?: string;
  readonly remindersOn?: boolean;
  readonly reminderMinutes?: number;
  /** A learning game (default no): first occurrences explained, a hint with each ping. */
  readonly learning?: boolean;
  /** A rated game (default yes): its players' ratings change when it finishes. */
  readonly rated?: boolean;
  /** The level of the game's AI players (one of AI_LEVELS; default DEFAULT_AI_LEVEL): also the AI that plays a turn whose deadline passed. */
  readonly aiLevel?: string;
  /** The language of the game's posts (default English). */
  readonly language?: Language;
  /** Seats taken at creation, in seat order (usually the host). */
  readonly seats?: readonly SeatInput[];
}

/** Twelve hours: a full day's rhythm for a game played by post. */
export const DEFAULT_REMINDER_MINUTES = 12 * 60;

/** The level an AI seat gets when nobody chose one. */
export const DEFAULT_AI_LEVEL: AiLevel = "medium";

/**
 * A level asked for a new or changed AI seat: one of AI_LEVELS, else a refusal naming them
 * (older names such as "simple" still play in stored games, but are not given to new seats).
 */
export function checkAiLevel(level: string): AiLevel {
  if (isAiLevel(level)) return level;
  throw new LobbyError(said("errors.profile.noLevel", { level: level.slice(0, 40), levels: AI_LEVELS.join(", ") }));
}

/** A language asked for a game: one of ours, else a refusal naming them. */
export function checkLanguage(language: string): Language {
  if (isLanguage(language)) return language;
  throw new LobbyError(said("errors.store.lobby.noLanguage", { language: language.slice(0, 20), languages: LANGUAGES.join(", ") }));
}

function seatData(seat: number, s: SeatInput) {
  if ((s.userId === undefined) === (s.aiLevel === undefined)) throw new LobbyError(said("errors.store.lobby.seatKind"));
  return { seat, userId: s.userId ?? null, aiLevel: s.aiLevel === undefined ? null : checkAiLevel(s.aiLevel), displayName: s.displayName, notifyDm: s.notifyDm ?? false, notifyMention: s.notifyMention ?? true };
}

export async function createGame(db: Pick<Db, "game"> | Pick<Tx, "game">, now: Date, newSeed: () => string, input: CreateGameInput): Promise<GameRecord> {
  const seats = input.seats ?? [];
  if (seats.length > input.playerCount) throw new LobbyError(said("errors.store.lobby.seats", { players: input.playerCount }));
  const row = await db.game.create({
    data: {
      guildId: input.guildId, channelId: input.channelId, threadId: input.threadId ?? null, hostUserId: input.hostUserId,
      status: "lobby", playerCount: input.playerCount, deck: input.deck ?? "herring", seed: input.seed ?? newSeed(),
      remindersOn: input.remindersOn ?? true, reminderMinutes: input.reminderMinutes ?? DEFAULT_REMINDER_MINUTES,
      learning: input.learning ?? false, rated: input.rated ?? true, aiLevel: checkAiLevel(input.aiLevel ?? DEFAULT_AI_LEVEL),
      language: checkLanguage(input.language ?? "en"), version: 0, createdAt: now, updatedAt: now,
      seats: { create: seats.map((s, i) => seatData(i, s)) },
    },
    include: { seats: true },
  });
  return toGameRecord(row, row.seats);
}

/**
 * Lobby changes race when two players press at once; the loser of the compare-and-swap tries
 * again against the new lobby (and may then be told it is full), never sees an internal error.
 */
async function retryLobby<T>(attempt: () => Promise<T>): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (e) {
      if (!(e instanceof VersionConflict)) throw e;
      if (i >= 5) throw new LobbyError(said("errors.store.lobby.changed"));
    }
  }
}

/** Take the next free seat of a game in its lobby. */
export function joinGame(db: Db, now: Date, gameId: number, seat: SeatInput): Promise<GameRecord> {
  return retryLobby(() => db.$transaction(async (tx) => {
    const row = await tx.game.findUnique({ where: { id: gameId }, include: { seats: true } });
    if (!row) throw new GameNotFoundError(gameId);
    const game = toGameRecord(row, row.seats);
    if (game.status !== "lobby") throw new LobbyError(said("errors.store.lobby.started", { game: gameId }));
    if (seat.userId !== undefined && game.seats.some((s) => s.userId === seat.userId)) throw new LobbyError(said("errors.store.lobby.seated", { game: gameId }));
    if (game.seats.length >= game.playerCount) throw new LobbyError(said("errors.store.lobby.full", { game: gameId }));
    const cas = await tx.game.updateMany({ where: { id: gameId, version: game.version }, data: { version: game.version + 1, updatedAt: now } });
    if (cas.count !== 1) throw new VersionConflict("lobby changed");
    // The unique (gameId, seat) index also stops two joins taking the same seat.
    await tx.seat.create({ data: { gameId, ...seatData(game.seats.length, seat) } });
    const after = await tx.game.findUniqueOrThrow({ where: { id: gameId }, include: { seats: true } });
    return toGameRecord(after, after.seats);
  }));
}

export interface StartedGame {
  readonly game: GameRecord;
  readonly state: GameState;
}

export interface StartOptions {
  /** A server manager may start a game they do not host. */
  readonly admin?: boolean;
  /** Fill the free seats with AI players of these names (in order) instead of refusing to start. */
  readonly fillWithAi?: readonly string[];
  /** The level of those AI players (one of AI_LEVELS; default DEFAULT_AI_LEVEL). */
  readonly aiLevel?: string;
}

const INSERT_AI_SEAT = `INSERT INTO "Seat" ("gameId", "seat", "userId", "aiLevel", "displayName", "notifyDm", "notifyMention", "remindersMuted") VALUES (?, ?, ?, ?, ?, ?, ?, ?)`;

/**
 * The host (or a server manager) starts the lobby: free seats are filled with AI players when
 * asked, the engine deals the game and the first turn is announced. Through the Sql layer, as
 * it writes the same transition as a choice (transition.ts).
 */
export function startGame(sql: Sql, now: Date, gameId: number, byUserId: string, options: StartOptions = {}): Promise<StartedGame> {
  return sql.transaction(async (tx) => {
    const level = checkAiLevel(options.aiLevel ?? DEFAULT_AI_LEVEL);
    const row = await selectGameForWrite(tx, gameId);
    if (!row) throw new GameNotFoundError(gameId);
    let seats = row.seats;
    let game = toGameRecord(row.game, seats);
    if (!hostOrManager(game, { userId: byUserId, admin: options.admin === true })) throw new LobbyError(said("errors.store.lobby.hostStarts"));
    if (game.status !== "lobby") throw new LobbyError(said("errors.store.lobby.started", { game: gameId }));
    const free = game.playerCount - game.seats.length;
    const names = options.fillWithAi ?? [];
    if (free > 0 && names.length < free) throw new LobbyError(said("errors.store.lobby.needs", { game: gameId, players: game.playerCount, seated: game.seats.length }));
    for (let k = 0; k < free; k++) {
      await tx.execute(INSERT_AI_SEAT, [gameId, game.seats.length + k, typed(null, "string"), level, names[k] ?? "AI", false, false, false]);
    }
    if (free > 0) {
      seats = await selectSeats(tx, gameId);
      game = toGameRecord(row.game, seats);
    }
    const state = newGame(engineOptions(game));
    await writeTransition(tx, {
      gameId, fromVersion: game.version, state, now, actedSeat: null, ...clocksOf(game, row),
      outbox: { kind: "start" }, extraGameData: { status: "active", startedAt: now },
    });
    const after = await selectGame(tx, gameId);
    if (!after) throw new GameNotFoundError(gameId);
    return { game: toGameRecord(after.game, seats), state };
  });
}

/**
 * Two queries (the game with its snapshot, then its seats); no replay. A game set aside as
 * damaged is refused; rows the store never writes (a started game without a snapshot, or with
 * one that does not parse or is at another version) are a SuspectGameError, for its check.
 */
export async function loadGame(sql: Sql, gameId: number): Promise<LoadedGame> {
  const row = await selectGame(sql, gameId);
  if (!row) throw new GameNotFoundError(gameId);
  if (row.damage) throw new GameDamagedError(gameId, row.damage.repairable);
  const seats = await selectSeats(sql, gameId);
  let game: GameRecord;
  try {
    game = toGameRecord(row.game, seats);
  } catch (e) {
    throw new SuspectGameError(gameId, "a column holds a value the bot never writes", { cause: e });
  }
  if (!row.snapshot) {
    // A lobby has no state yet, nor has a game cancelled in its lobby; every other game has one.
    if (game.status === "active" || game.status === "finished") throw new SuspectGameError(gameId, "its snapshot is missing");
    return { game, state: null };
  }
  if (!snapshotVersionFits(game, row.snapshot.version)) throw new SuspectGameError(gameId, `its snapshot is at version ${row.snapshot.version}, the game at ${game.version}`);
  return { game, state: stateOf(gameId, row.snapshot.state) };
}


/** The game's record alone (no state), also of a game set aside as damaged: for cancelling one. */
export async function gameRecord(sql: Sql, gameId: number): Promise<GameRecord> {
  const row = await selectGame(sql, gameId);
  if (!row) throw new GameNotFoundError(gameId);
  return toGameRecord(row.game, await selectSeats(sql, gameId));
}

/** A player gives up their seat in a lobby; the seats after it move up. The host cannot leave. */
export function leaveGame(db: Db, now: Date, gameId: number, userId: string): Promise<GameRecord> {
  return retryLobby(() => db.$transaction(async (tx) => {
    const row = await tx.game.findUnique({ where: { id: gameId }, include: { seats: true } });
    if (!row) throw new GameNotFoundError(gameId);
    const game = toGameRecord(row, row.seats);
    if (game.status !== "lobby") throw new LobbyError(said("errors.store.lobby.leaveStarted", { game: gameId }));
    if (game.hostUserId === userId) throw new LobbyError(said("errors.store.lobby.leaveHost", { game: gameId }));
    if (!game.seats.some((s) => s.userId === userId)) throw new LobbyError(said("errors.store.lobby.noSeat", { game: gameId }));
    const cas = await tx.game.updateMany({ where: { id: gameId, version: game.version }, data: { version: game.version + 1, updatedAt: now } });
    if (cas.count !== 1) throw new VersionConflict("lobby changed");
    await tx.seat.deleteMany({ where: { gameId, userId } });
    // Ascending, so each seat moves into a number already freed (the unique index holds throughout).
    const left = game.seats.filter((s) => s.userId !== userId);
    for (const [i, s] of left.entries()) {
      if (s.seat !== i) await tx.seat.update({ where: { gameId_seat: { gameId, seat: s.seat } }, data: { seat: i } });
    }
    const after = await tx.game.findUniqueOrThrow({ where: { id: gameId }, include: { seats: true } });
    return toGameRecord(after, after.seats);
  }));
}

/** The id of the game whose thread this is, if any (then loadGame reads it, once). */
export async function gameIdForThread(db: Db, threadId: string): Promise<number | null> {
  const row = await db.game.findFirst({ where: { threadId }, select: { id: true }, orderBy: { id: "desc" } });
  return row?.id ?? null;
}

/** Running, unpaused games with at least one AI seat (the bot lets them move after a restart), but none of `skip`. */
export async function activeGamesWithAi(db: Db, skip: readonly number[] = []): Promise<number[]> {
  const rows = await db.game.findMany({
    where: { status: "active", paused: false, seats: { some: { aiLevel: { not: null } } }, ...(skip.length ? { id: { notIn: [...skip] } } : {}) },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  return rows.map((r) => r.id);
}
