// What the store hands out, and the conversions from database rows. Rows stay inside the
// store; callers get these plain, typed records.
import { upgradeState, type DeckOption, type GameState, type NewGameOptions, type PlayerCount } from "../engine/index.ts";
import type { Game, Prisma, Seat } from "../db/generated/sqlite/client.ts";
import { say, type Locale } from "../i18n/index.ts";
import { isLanguage, type Language } from "../i18n/languages.ts";

export type Tx = Prisma.TransactionClient;

export type GameStatus = "lobby" | "active" | "finished" | "abandoned";
export const STATUSES: readonly GameStatus[] = ["lobby", "active", "finished", "abandoned"];
const DECKS: readonly DeckOption[] = ["herring", "mackerel", "codfish", "mixed"];
const PLAYER_COUNTS: readonly PlayerCount[] = [2, 3, 4, 5];

export interface SeatRecord {
  readonly seat: number;
  readonly userId: string | null;
  readonly aiLevel: string | null;
  /** The seat's name, plain ("ann", "Ingrid"): where a person reads it, nameIn adds " (AI)" to an AI seat's. */
  readonly displayName: string;
  readonly notifyDm: boolean;
  readonly notifyMention: boolean;
  /** The player muted reminders for this whole game. */
  readonly remindersMuted: boolean;
  /** Hints (`/hint`) the seat's player was given in this game. */
  readonly hintsUsed: number;
  /** The player who held the seat until it was handed to an AI during the game (null otherwise). */
  readonly formerUserId: string | null;
  /** Turns in a row an AI played for this seat because its turn deadline passed (0 once the player chooses again). */
  readonly deadlineTurns: number;
}

/**
 * A seat's name as a person reads it in `locale`: the player's name, or an AI seat's with the
 * word for AI ("Ingrid (AI)", "Ingrid (KI)"). The suffix is never stored: a seat keeps its plain
 * name when an AI takes it over, and the migration 20261126073532_ai_seat_plain_names took it
 * off the AI seats older versions stored with it.
 */
export function nameIn(locale: Locale, seat: Pick<SeatRecord, "displayName" | "aiLevel">): string {
  return seat.aiLevel === null ? seat.displayName : `${seat.displayName} (${say(locale, "turn.ai")})`;
}

export interface GameRecord {
  readonly id: number;
  readonly guildId: string;
  readonly channelId: string;
  readonly threadId: string | null;
  readonly hostUserId: string;
  readonly status: GameStatus;
  readonly playerCount: PlayerCount;
  readonly deck: DeckOption;
  readonly seed: string;
  readonly remindersOn: boolean;
  readonly reminderMinutes: number;
  readonly version: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
  /** Paused by the host: no choices, reminders or AI moves until resumed. */
  readonly paused: boolean;
  /** How many engine log entries the bot has announced in the thread. */
  readonly postedLog: number;
  /** The game version the bot's latest post announced. */
  readonly postedVersion: number;
  readonly lobbyMessageId: string | null;
  /** A reminder offers the host an AI takeover once a seat has waited this long; null: never. */
  readonly takeoverMinutes: number | null;
  /** The host allows `/hint` in this game. */
  readonly hintsOn: boolean;
  /** A learning game: first occurrences are explained in the posts, and each ping carries a hint. */
  readonly learning: boolean;
  /** A rated game: its players' ratings change when it finishes (./ratings.ts). */
  readonly rated: boolean;
  /** The level of the game's AI players, chosen at /nusfjord new (default medium): also the AI that plays a turn whose deadline passed. */
  readonly aiLevel: string;
  /** The host's turn deadline in hours (its player's time away not counted); null: off. */
  readonly turnHours: number | null;
  /** The game's latest post and its ping line (Discord message ids, as markPostedHolding recorded them); null when none is known. */
  readonly postMessageId: string | null;
  readonly pingMessageId: string | null;
  /** The language of the game's posts (a private reply speaks its reader's own). */
  readonly language: Language;
  readonly seats: readonly SeatRecord[];
}

/** A game with its current engine state (null while in the lobby). */
export interface LoadedGame {
  readonly game: GameRecord;
  readonly state: GameState | null;
}

/** One choice of the log: the seat that made it, the engine's choice id, and the game version it produced. */
export interface LoggedChoice {
  readonly version: number;
  readonly seat: number;
  readonly choiceId: string;
}

/** What the bot should post; stored as JSON in the outbox. */
export interface OutboxPayload {
  readonly gameId: number;
  readonly kind: "start" | "turn" | "undo" | "game-over";
  /** The game version the message describes; a later message supersedes it. */
  readonly version: number;
  /** Seats to ping: those that must decide now. */
  readonly seats: readonly number[];
  readonly actor?: { readonly seat: number; readonly userId: string | null; readonly choiceId?: string; readonly undone?: number; readonly deadline?: DeadlineNote };
}

/** An AI played this choice for a person's seat because its turn deadline passed (store/deadlines.ts). */
export interface DeadlineNote {
  /** Turns in a row the AI has played for the seat, this one included. */
  readonly turns: number;
  /** The AI's level (the game's). */
  readonly level: string;
  /** The game's deadline, in hours. */
  readonly hours: number;
}

/** Thrown when a row holds a value the schema's comments forbid: the database was edited by hand. */
export class CorruptRowError extends Error {
  override name = "CorruptRowError";
}

function pick<T extends string | number>(allowed: readonly T[], value: unknown, what: string): T {
  const found = allowed.find((a) => a === value);
  if (found === undefined) throw new CorruptRowError(`Unexpected ${what} ${String(value)} in the database.`);
  return found;
}

function toSeatRecord(s: Seat): SeatRecord {
  return { seat: s.seat, userId: s.userId, aiLevel: s.aiLevel, displayName: s.displayName, notifyDm: s.notifyDm, notifyMention: s.notifyMention, remindersMuted: s.remindersMuted, hintsUsed: s.hintsUsed, formerUserId: s.formerUserId, deadlineTurns: s.deadlineTurns };
}

export function toGameRecord(g: Game, seats: readonly Seat[]): GameRecord {
  return {
    id: g.id, guildId: g.guildId, channelId: g.channelId, threadId: g.threadId, hostUserId: g.hostUserId,
    status: pick(STATUSES, g.status, "game status"),
    playerCount: pick(PLAYER_COUNTS, g.playerCount, "player count"),
    deck: pick(DECKS, g.deck, "deck"),
    seed: g.seed, remindersOn: g.remindersOn, reminderMinutes: g.reminderMinutes, version: g.version,
    createdAt: g.createdAt, updatedAt: g.updatedAt, startedAt: g.startedAt, finishedAt: g.finishedAt,
    paused: g.paused, postedLog: g.postedLog, postedVersion: g.postedVersion, lobbyMessageId: g.lobbyMessageId, takeoverMinutes: g.takeoverMinutes,
    hintsOn: g.hintsOn, learning: g.learning, rated: g.rated, aiLevel: g.aiLevel, turnHours: g.turnHours,
    postMessageId: g.postMessageId || null, pingMessageId: g.pingMessageId || null,
    language: isLanguage(g.language) ? g.language : "en",
    seats: [...seats].sort((a, b) => a.seat - b.seat).map(toSeatRecord),
  };
}

/**
 * Whether a game's snapshot (or archive) at `snapshotVersion` is the one the store wrote for the
 * game as it is: at the game's version, or for a game cancelled while it ran at the one before
 * (cancelling moves the game's version, so its buttons go stale, and leaves its state as it was).
 */
export function snapshotVersionFits(game: Pick<GameRecord, "status" | "version">, snapshotVersion: number): boolean {
  return snapshotVersion === game.version || (game.status === "abandoned" && snapshotVersion === game.version - 1);
}

/** The engine options a game was created with; the log replays from these. */
export function engineOptions(g: Pick<GameRecord, "playerCount" | "seed" | "deck">): NewGameOptions {
  return { players: g.playerCount, seed: g.seed, deck: g.deck };
}

/**
 * The snapshot column holds JSON written by this store from a GameState. The engine promises
 * GameState round-trips through JSON exactly; `verify` checks the content against the log. A
 * state written by an older version of the bot is brought to the current shape (upgradeState).
 */
export function parseState(json: string): GameState {
  const v: unknown = JSON.parse(json);
  try {
    return upgradeState(v);
  } catch {
    throw new CorruptRowError("The saved game state is not an engine state.");
  }
}
