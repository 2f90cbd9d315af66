// What the host and the players change about a game besides its moves: reminder settings,
// pausing, muting, handing a seat to an AI, cancelling; and the bot's own bookkeeping (thread, lobby
// message, how much of the log it has announced). None of these changes the engine state, so
// none but cancelling moves the game's version.
import { pendingSeats, waitsBeforeScoring } from "../engine/index.ts";
import { aiLevelOf } from "../ai/index.ts";
import type { Db } from "../db/client.ts";
import { GameNotFoundError, LobbyError, NotYourSeatError, said } from "./errors.ts";
import { checkAiLevel, checkLanguage, DEFAULT_AI_LEVEL } from "./games.ts";
import { parseState, toGameRecord, type GameRecord, type Tx } from "./records.ts";
import { hostOrManager, type Authority } from "./seats.ts";

export interface SettingsChange {
  readonly reminderMinutes?: number;
  readonly remindersOn?: boolean;
  /** null: never offer an AI takeover. */
  readonly takeoverMinutes?: number | null;
  /** The turn deadline in hours (an AI of the game's level plays a turn that waited this long); null: off. */
  readonly turnHours?: number | null;
  readonly paused?: boolean;
  /** Whether players may ask for hints (`/hint`). */
  readonly hintsOn?: boolean;
  /** The language of the game's posts (one of LANGUAGES). */
  readonly language?: string;
  /** Whether the game is rated: only while it is in its lobby. */
  readonly rated?: boolean;
  /**
   * Let an AI play this seat (0-based) from now on: a player's seat is handed to an AI of
   * `aiLevel`; an AI seat changes to that level (refused when it already plays it).
   */
  readonly replaceWithAi?: number;
  /** The level for `replaceWithAi` (one of AI_LEVELS; default DEFAULT_AI_LEVEL). Only with it. */
  readonly aiLevel?: string;
  /** End the game early (its log and snapshot stay for the record). */
  readonly cancel?: boolean;
  /** The asker's own preferences, for their seats: the one change open to every seated player. */
  readonly mine?: SeatPreferences;
}

/** A player's own preferences for a game, for all their seats in it. */
interface SeatPreferences {
  /** No reminders at all in this game. */
  readonly remindersMuted?: boolean;
  /** Also a direct message when it is their turn (and with each reminder). */
  readonly notifyDm?: boolean;
}

/** A week: longer than that, a reminder no longer helps. */
export const MAX_REMINDER_MINUTES = 7 * 24 * 60;
/** A takeover is offered after one hour at the earliest and after 30 days at the latest. */
export const TAKEOVER_MINUTES_RANGE = [60, 30 * 24 * 60] as const;
/** A turn deadline of one hour (a quick game) up to 30 days. */
const TURN_HOURS_RANGE = [1, 30 * 24] as const;
async function loadRecord(tx: Tx, gameId: number): Promise<GameRecord> {
  const row = await tx.game.findUnique({ where: { id: gameId }, include: { seats: true } });
  if (!row) throw new GameNotFoundError(gameId);
  return toGameRecord(row, row.seats);
}

function requireHost(game: GameRecord, by: Authority, what: "errors.store.settings.host" | "errors.button.takeoverHost"): void {
  if (!hostOrManager(game, by)) throw new LobbyError(said(what, { game: game.id }));
}

function requireOpen(game: GameRecord): void {
  if (game.status === "finished" || game.status === "abandoned") throw new LobbyError(said("errors.store.settings.closed", { game: game.id, status: game.status }));
}

function checkMinutes(change: SettingsChange): void {
  const r = change.reminderMinutes;
  if (r !== undefined && (!Number.isInteger(r) || r < 1 || r > MAX_REMINDER_MINUTES)) {
    throw new LobbyError(said("errors.store.settings.reminder", { hours: MAX_REMINDER_MINUTES / 60, minutes: r }));
  }
  const t = change.takeoverMinutes;
  const [min, max] = TAKEOVER_MINUTES_RANGE;
  if (t !== undefined && t !== null && (!Number.isInteger(t) || t < min || t > max)) {
    throw new LobbyError(said("errors.store.settings.takeover", { min: min / 60, max: max / 60, minutes: t }));
  }
  const d = change.turnHours;
  const [dMin, dMax] = TURN_HOURS_RANGE;
  if (d !== undefined && d !== null && (!Number.isInteger(d) || d < dMin || d > dMax)) {
    throw new LobbyError(said("errors.store.settings.deadline", { min: dMin, max: dMax, hours: d }));
  }
}

/**
 * One change of a game's settings, checked whole before anything is written and made in one
 * transaction, so a refusal changes nothing. The host (or a server manager) changes reminder
 * timing, turns reminders on or off, sets the AI-takeover limit, pauses or resumes a running
 * game, hands a seat to an AI or cancels the game; any seated player sets their own
 * preferences (`mine`). The running reminders follow at once: turned off, they are dropped;
 * turned on, every seat that must decide gets one; a new interval moves the reminders not yet
 * sent; a resumed game starts every waiting seat's clock afresh.
 */
export async function updateSettings(db: Db, now: Date, gameId: number, by: Authority, change: SettingsChange): Promise<GameRecord> {
  checkMinutes(change); // async, so a refusal is a rejected promise like every other, never a synchronous throw
  const { mine, replaceWithAi: seat, aiLevel, cancel, ...fields } = change;
  if (aiLevel !== undefined && seat === undefined) throw new LobbyError(said("errors.store.settings.levelAlone"));
  const level = seat === undefined ? null : checkAiLevel(aiLevel ?? DEFAULT_AI_LEVEL);
  if (fields.language !== undefined) checkLanguage(fields.language);
  const gameData = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const changesGame = Object.keys(gameData).length > 0 || cancel === true;
  return db.$transaction(async (tx) => {
    const game = await loadRecord(tx, gameId);
    if (changesGame) requireHost(game, by, "errors.store.settings.host");
    else if (seat !== undefined) requireHost(game, by, "errors.button.takeoverHost");
    requireOpen(game);
    if (mine && !game.seats.some((s) => s.userId === by.userId)) throw new NotYourSeatError(gameId, by.userId, said("errors.store.settings.noSeat", { game: gameId }));
    if (fields.paused !== undefined && game.status !== "active") throw new LobbyError(said("errors.store.settings.pauseLobby", { game: gameId }));
    if (fields.rated !== undefined && game.status !== "lobby") throw new LobbyError(said("errors.store.settings.rated", { game: gameId }));
    const replaced = seat === undefined ? undefined : game.seats.find((s) => s.seat === seat);
    if (seat !== undefined && !replaced) throw new LobbyError(said("errors.store.settings.noSeatNumber", { game: gameId, seat: seat + 1 }));
    if (replaced?.aiLevel != null && aiLevelOf(replaced.aiLevel) === level) throw new LobbyError(said("errors.store.settings.sameAi", { seat: replaced.seat + 1, name: replaced.displayName, level }));

    await tx.game.update({ where: { id: gameId }, data: { ...gameData, updatedAt: now } });
    if (mine) await tx.seat.updateMany({ where: { gameId, userId: by.userId }, data: mine });
    if (replaced && level !== null) {
      // The seat keeps its name: that an AI plays it is its aiLevel (shown as "Name (AI)", records.ts nameIn).
      // A player who leaves a running game is remembered for the ratings (they finish last); a
      // seat handed over in the lobby was never played by them.
      const former = game.status === "active" && replaced.userId !== null ? { formerUserId: replaced.userId } : {};
      await tx.seat.update({ where: { gameId_seat: { gameId, seat: replaced.seat } }, data: { userId: null, aiLevel: level, remindersMuted: false, noticeAt: null, ...former } });
      await tx.reminder.deleteMany({ where: { gameId, seat: replaced.seat } });
      await tx.turnDeadline.deleteMany({ where: { gameId, seat: replaced.seat } });
    }
    if (cancel) {
      // Abandoned: the version moves (its buttons go stale) and the reminders go; the log and
      // snapshot stay for the record.
      const cas = await tx.game.updateMany({ where: { id: gameId, version: game.version }, data: { status: "abandoned", version: game.version + 1, finishedAt: now } });
      if (cas.count !== 1) throw new LobbyError(said("errors.store.settings.changed", { game: gameId }));
      await tx.reminder.deleteMany({ where: { gameId } });
      await tx.turnDeadline.deleteMany({ where: { gameId } });
    }
    const after = await loadRecord(tx, gameId);
    if (after.status === "active") {
      await followReminders(tx, now, game, after);
      await followDeadlines(tx, now, game, after);
    }
    return after;
  });
}

/**
 * When each seat's clock starts now: at once, or for a player away now, when they are back
 * (their clocks do not run while they are away; see players.ts).
 */
async function startsOf(tx: Tx, now: Date, game: GameRecord): Promise<(seat: number) => Date> {
  const users = game.seats.flatMap((s) => (s.userId ? [s.userId] : []));
  const away = users.length === 0 ? [] : await tx.playerSettings.findMany({ where: { userId: { in: users }, awayUntil: { gt: now } }, select: { userId: true, awayUntil: true } });
  const back = new Map(away.map((a) => [a.userId, a.awayUntil ?? now]));
  return (seat) => back.get(game.seats.find((s) => s.seat === seat)?.userId ?? "") ?? now;
}

async function pendingOf(tx: Tx, gameId: number): Promise<{ seats: number[]; closing: (seat: number) => boolean }> {
  const snapshot = await tx.snapshot.findUnique({ where: { gameId } });
  const state = snapshot ? parseState(snapshot.state) : null;
  return { seats: state ? pendingSeats(state) : [], closing: (seat) => state !== null && waitsBeforeScoring(state, seat) };
}

async function followReminders(tx: Tx, now: Date, before: GameRecord, after: GameRecord): Promise<void> {
  const minutes = after.reminderMinutes * 60_000;
  const start = await startsOf(tx, now, after);
  if (!after.remindersOn) {
    // No reminders; a seat waiting in the window before scoring keeps the row that closes it.
    await tx.reminder.deleteMany({ where: { gameId: after.id, beforeScoring: false } });
  } else if (!before.remindersOn) {
    const pending = await pendingOf(tx, after.id);
    const have = new Set((await tx.reminder.findMany({ where: { gameId: after.id }, select: { seat: true } })).map((r) => r.seat));
    const fresh = pending.seats.filter((seat) => !have.has(seat));
    if (fresh.length > 0) {
      await tx.reminder.createMany({
        data: fresh.map((seat) => ({ gameId: after.id, seat, dueAt: new Date(start(seat).getTime() + minutes), waitingSince: start(seat), beforeScoring: pending.closing(seat) })),
      });
    }
  }
  // Resuming restarts every waiting seat's clock; a new interval moves the rows not yet sent
  // (those closing a window before scoring too, with reminders off).
  const resumed = before.paused && !after.paused;
  if (!resumed && before.reminderMinutes === after.reminderMinutes) return;
  for (const r of await tx.reminder.findMany({ where: { gameId: after.id } })) {
    if (resumed) {
      await tx.reminder.update({ where: { id: r.id }, data: { waitingSince: start(r.seat), dueAt: new Date(start(r.seat).getTime() + minutes) } });
    } else if (r.sentCount === 0) {
      await tx.reminder.update({ where: { id: r.id }, data: { dueAt: new Date((r.waitingSince ?? now).getTime() + minutes) } });
    }
  }
}

/**
 * The turn deadlines follow the host's change: turned off, they go; turned on, every person's
 * seat that must decide gets one (from now, or from when its away player is back); a new length
 * moves the running ones (from when their seat began to wait); a resumed game starts them afresh.
 */
async function followDeadlines(tx: Tx, now: Date, before: GameRecord, after: GameRecord): Promise<void> {
  const hours = after.turnHours;
  if (hours === null) {
    await tx.turnDeadline.deleteMany({ where: { gameId: after.id } });
    return;
  }
  const span = hours * 3_600_000;
  const start = await startsOf(tx, now, after);
  const resumed = before.paused && !after.paused;
  if (before.turnHours === null) {
    const pending = await pendingOf(tx, after.id);
    const people = pending.seats.filter((seat) => after.seats.find((s) => s.seat === seat)?.userId != null && !pending.closing(seat));
    await tx.turnDeadline.deleteMany({ where: { gameId: after.id } });
    if (people.length > 0) await tx.turnDeadline.createMany({ data: people.map((seat) => ({ gameId: after.id, seat, waitingSince: start(seat), dueAt: new Date(start(seat).getTime() + span) })) });
    return;
  }
  if (!resumed && before.turnHours === hours) return;
  for (const d of await tx.turnDeadline.findMany({ where: { gameId: after.id } })) {
    const since = resumed ? start(d.seat) : d.waitingSince;
    await tx.turnDeadline.update({ where: { id: d.id }, data: { waitingSince: since, dueAt: new Date(since.getTime() + span) } });
  }
}

/** A player mutes the reminder of their current turn; their next turn brings a fresh one. */
export async function muteReminderForTurn(db: Db, gameId: number, seat: number, userId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const game = await loadRecord(tx, gameId);
    const holder = game.seats.find((s) => s.seat === seat);
    if (holder?.userId !== userId) throw new NotYourSeatError(gameId, userId, said("errors.button.reminderOthers"));
    await tx.reminder.updateMany({ where: { gameId, seat }, data: { muted: true } });
  });
}

export async function setThread(db: Db, gameId: number, threadId: string): Promise<void> {
  const n = await db.game.updateMany({ where: { id: gameId }, data: { threadId } });
  if (n.count !== 1) throw new GameNotFoundError(gameId);
}

export async function setLobbyMessage(db: Db, gameId: number, messageId: string): Promise<void> {
  const n = await db.game.updateMany({ where: { id: gameId }, data: { lobbyMessageId: messageId } });
  if (n.count !== 1) throw new GameNotFoundError(gameId);
}

/**
 * The bot has announced the game as it is at `version`: the first `logLength` entries of the
 * engine log. Set exactly, not raised: an undo that takes back an announced turn shortens the log.
 */
export async function markPosted(db: Db, gameId: number, logLength: number, version: number): Promise<void> {
  const n = await db.game.updateMany({ where: { id: gameId }, data: { postedLog: Math.max(0, Math.floor(logLength)), postedVersion: version } });
  if (n.count !== 1) throw new GameNotFoundError(gameId);
}

/**
 * A hint was given to the player of `seat`: counted on the seat (the end post shows every
 * player's count). Refused, with nothing counted, when the host turned hints off meanwhile or the
 * seat is no longer the player's. Returns the seat's count with this one.
 */
export async function countHint(db: Db, gameId: number, seat: number, userId: string): Promise<number> {
  return db.$transaction(async (tx) => {
    const game = await loadRecord(tx, gameId);
    if (!game.hintsOn) throw new LobbyError(said("errors.store.settings.hintsOff", { game: gameId }));
    const holder = game.seats.find((s) => s.seat === seat);
    if (holder?.userId !== userId) throw new NotYourSeatError(gameId, userId, said("errors.store.settings.notYourSeat", { game: gameId }));
    const after = await tx.seat.update({ where: { gameId_seat: { gameId, seat } }, data: { hintsUsed: { increment: 1 } } });
    return after.hintsUsed;
  });
}
