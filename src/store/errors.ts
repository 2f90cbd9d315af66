// Typed errors of the store. Each message is written for the player who caused it: `said` is
// its key in the catalogue and its values, which the bot says in the asker's language; `message`
// is its English (the logs', and what the bot shows of an error without a key). None of them is
// thrown after anything was written.
import type { GameState, Msg } from "../engine/index.ts";
import { say, type Key, type Vars } from "../i18n/index.ts";

/** A refusal in the catalogue's words: its key and its values. */
export interface Said { readonly key: Key; readonly vars: Vars }

export type StoreErrorCode =
  | "game-not-found" | "not-your-seat" | "illegal-choice" | "stale-version"
  | "game-not-active" | "nothing-to-undo" | "lobby" | "duplicate" | "damaged";

export abstract class StoreError extends Error {
  abstract readonly code: StoreErrorCode;
  /** The message in the catalogue, said in the reader's language (none: `message` only, English). */
  readonly said: Said | undefined;
  constructor(words: string | Said) {
    super(typeof words === "string" ? words : say("en", words.key, words.vars));
    this.said = typeof words === "string" ? undefined : words;
  }
}

/** `{ key, vars }`, the key checked by the compiler. */
export function said(key: Key, vars: Vars = {}): Said {
  return { key, vars };
}

export class GameNotFoundError extends StoreError {
  override name = "GameNotFoundError";
  readonly code = "game-not-found";
  constructor(readonly gameId: number) {
    super(said("errors.store.noGame", { game: gameId }));
  }
}

export class NotYourSeatError extends StoreError {
  override name = "NotYourSeatError";
  readonly code = "not-your-seat";
  constructor(readonly gameId: number, readonly userId: string | null, detail?: Said) {
    super(detail ?? said("errors.store.notPlaying", { game: gameId }));
  }
}

/** The engine refused the choice; `message` is the engine's RuleError message, `rule` its message to say in another language. */
export class IllegalChoiceError extends StoreError {
  override name = "IllegalChoiceError";
  readonly code = "illegal-choice";
  constructor(message: string | Said, readonly gameId: number, readonly version: number, readonly rule?: Msg) {
    super(message);
  }
}

/** Someone else changed the game first; carries what the game looks like now. */
export class StaleVersionError extends StoreError {
  override name = "StaleVersionError";
  readonly code = "stale-version";
  constructor(
    readonly gameId: number,
    readonly expectedVersion: number,
    readonly currentVersion: number,
    readonly state: GameState | null,
  ) {
    super(`The game moved on while you were deciding (that button was for move ${expectedVersion}, the game is at move ${currentVersion}). Here is the current state: please choose again.`);
  }
}

/**
 * The same choice again by the same player after it was made (a double-sent command or a
 * double-pressed button): it counted once, and this copy changed nothing.
 */
export class DuplicateChoiceError extends StoreError {
  override name = "DuplicateChoiceError";
  readonly code = "duplicate";
  constructor(readonly gameId: number, readonly choiceId: string, readonly madeVersion: number, readonly currentVersion: number, readonly state: GameState | null) {
    super(said("errors.store.duplicate", { game: gameId }));
  }
}

/** The game is in its lobby, finished, abandoned, or ("paused") paused by its host. */
export class GameNotActiveError extends StoreError {
  override name = "GameNotActiveError";
  readonly code = "game-not-active";
  constructor(readonly gameId: number, readonly status: string) {
    super(status === "lobby"
      ? said("errors.game.notStarted", { game: gameId })
      : status === "paused"
        ? said("errors.store.paused", { game: gameId })
        : said("errors.store.over", { game: gameId, status }));
  }
}

/**
 * What the players of a damaged game read (./damage.ts): why it is set aside, and what the host
 * or an admin can do. `repairable`: `npm run verify-games -- --repair` can rebuild it from its log.
 */
export function damagedText(gameId: number, repairable: boolean): string {
  return repairable
    ? `Game #${gameId} is damaged: its saved position no longer matches its record of moves, so it is set aside until it is repaired. The host or a server admin can ask whoever runs the bot to repair it (\`npm run verify-games -- --repair\`); it then carries on where it was.`
    : `Game #${gameId} is damaged: its record of moves no longer plays back, so it is set aside. It cannot be rebuilt from its moves: whoever runs the bot can restore it from a backup, or the host can cancel it with \`/nusfjord settings cancel:true\`.`;
}

/** The game is set aside as damaged: no choice, undo, post, reminder or AI move until it is repaired. */
export class GameDamagedError extends StoreError {
  override name = "GameDamagedError";
  readonly code = "damaged";
  constructor(readonly gameId: number, readonly repairable: boolean) {
    super(said(repairable ? "errors.store.damaged.repairable" : "errors.store.damaged.lost", { game: gameId }));
  }
}

export class NothingToUndoError extends StoreError {
  override name = "NothingToUndoError";
  readonly code = "nothing-to-undo";
  constructor(readonly gameId: number, reason: Said) {
    super(reason);
  }
}

/** A lobby operation that is not possible (game full, not the host, already started...). */
export class LobbyError extends StoreError {
  override name = "LobbyError";
  readonly code = "lobby";
  constructor(words: Said) {
    super(words);
  }
}

/**
 * Internal: the compare-and-swap on the game's version failed inside a transaction. Thrown to
 * roll the transaction back; callers turn it into a retry or a StaleVersionError.
 */
export class VersionConflict extends Error {
  override name = "VersionConflict";
}

// Database failures that leave nothing written (busy, full, unreachable): thrown by the store
// as they are, told to the player as "nothing was changed".
export { DATABASE_FAILURE_KINDS, DatabaseUnavailableError, databaseFailure } from "../db/errors.ts";
