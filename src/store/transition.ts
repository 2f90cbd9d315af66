// What every change of a running game's state writes, inside the caller's transaction:
// the compare-and-swap on the version, the snapshot, the reminders, the turn deadlines and the
// outbox message, and for the change that finishes the game, its players' ratings (ratings.ts)
// and each seat's result (seat-results.ts).
// Plain SQL through the Sql layer (src/db/sql.ts): the same rows the Prisma client writes.
import { pendingSeats, waitsBeforeScoring, type GameState } from "../engine/index.ts";
import { marks, type SqlArg, type SqlRunner } from "../db/sql.ts";
import { VersionConflict } from "./errors.ts";
import { clockStarts } from "./players.ts";
import { rateFinishedGame } from "./ratings.ts";
import { recordSeatResults } from "./seat-results.ts";
import type { GameRecord, OutboxPayload } from "./records.ts";
import type { DeadlineRef, ReminderRef } from "./rows.ts";

export interface Transition {
  readonly gameId: number;
  readonly fromVersion: number;
  readonly state: GameState;
  readonly now: Date;
  readonly reminders: { readonly on: boolean; readonly minutes: number; readonly existing: readonly ReminderRef[] };
  /** The game's turn deadline in hours (null: off) and the deadlines running now. */
  readonly deadlines: { readonly hours: number | null; readonly existing: readonly DeadlineRef[] };
  /** Each seat's user (null: an AI), by seat: deadlines are only for people, and an away player's new clocks start when they are back. */
  readonly holders: readonly (string | null)[];
  /** Seats whose reminder restarts even if they were already waiting (the one who acted). */
  readonly actedSeat: number | null;
  readonly outbox: Omit<OutboxPayload, "gameId" | "version" | "seats">;
  readonly extraGameData?: { startedAt?: Date; status?: "active" };
}

const UPSERT_SNAPSHOT = `INSERT INTO "Snapshot" ("gameId", "version", "choices", "state", "updatedAt") VALUES (?, ?, ?, ?, ?)
ON CONFLICT ("gameId") DO UPDATE SET "version" = excluded."version", "choices" = excluded."choices", "state" = excluded."state", "updatedAt" = excluded."updatedAt"`;
// When the engine moved the undo barrier to this very choice, the new state is also the state
// undo will rebuild from (see the Snapshot model's `barrier`).
const UPSERT_SNAPSHOT_AT_BARRIER = `INSERT INTO "Snapshot" ("gameId", "version", "choices", "state", "barrier", "updatedAt") VALUES (?, ?, ?, ?, ?, ?)
ON CONFLICT ("gameId") DO UPDATE SET "version" = excluded."version", "choices" = excluded."choices", "state" = excluded."state", "barrier" = excluded."barrier", "updatedAt" = excluded."updatedAt"`;
const INSERT_OUTBOX = `INSERT INTO "OutboxMessage" ("gameId", "kind", "payload", "createdAt") VALUES (?, ?, ?, ?)`;

/** The clocks part of a Transition for `game`, with the reminders and deadlines its rows hold now. */
export function clocksOf(game: GameRecord, running: { readonly reminders: readonly ReminderRef[]; readonly deadlines: readonly DeadlineRef[] }): Pick<Transition, "reminders" | "deadlines" | "holders"> {
  const holders: (string | null)[] = [];
  for (const s of game.seats) holders[s.seat] = s.userId;
  return {
    reminders: { on: game.remindersOn, minutes: game.reminderMinutes, existing: running.reminders },
    deadlines: { hours: game.turnHours, existing: running.deadlines },
    holders,
  };
}

/**
 * Moves the game from `fromVersion` to `fromVersion + 1`, or throws VersionConflict (nothing
 * written) when another writer got there first. The conditional update is the lock: on
 * PostgreSQL a concurrent writer blocks on the row and then sees the new version.
 */
export async function writeTransition(tx: SqlRunner, t: Transition): Promise<number> {
  const version = t.fromVersion + 1;
  const over = t.state.phase === "over";
  const set: [string, SqlArg][] = [["version", version], ["updatedAt", t.now]];
  if (t.extraGameData?.startedAt) set.push(["startedAt", t.extraGameData.startedAt]);
  if (t.extraGameData?.status) set.push(["status", t.extraGameData.status]);
  if (over) set.push(["status", "finished"], ["finishedAt", t.now]);
  const columns = set.filter(([c], i) => set.findLastIndex(([d]) => d === c) === i); // a later value wins
  const cas = await tx.execute(
    `UPDATE "Game" SET ${columns.map(([c]) => `"${c}" = ?`).join(", ")} WHERE "id" = ? AND "version" = ?`,
    [...columns.map(([, v]) => v), t.gameId, t.fromVersion],
  );
  if (cas !== 1) throw new VersionConflict(`game ${t.gameId} is no longer at version ${t.fromVersion}`);

  const json = JSON.stringify(t.state);
  if (t.state.undoBarrier === t.state.choices) await tx.execute(UPSERT_SNAPSHOT_AT_BARRIER, [t.gameId, version, t.state.choices, json, json, t.now]);
  else await tx.execute(UPSERT_SNAPSHOT, [t.gameId, version, t.state.choices, json, t.now]);
  // The game finishes here, once (the compare-and-swap above): its ratings change with it, and
  // each seat's result is recorded (for /profile).
  if (over) {
    await rateFinishedGame(tx, t.gameId, t.state, t.now);
    await recordSeatResults(tx, t.gameId, t.state, t.now);
  }

  const pending = over ? [] : pendingSeats(t.state);
  const reminders = reminderPlan(t, pending);
  const deadlines = deadlinePlan(t, pending);
  const starts = await clockStarts(tx, t.holders, [...new Set([...reminders.fresh, ...deadlines.fresh])], t.now);
  await rescheduleReminders(tx, t, reminders, starts);
  await rescheduleDeadlines(tx, t, deadlines, starts);
  const payload: OutboxPayload = { gameId: t.gameId, version, seats: pending, ...t.outbox, kind: over ? "game-over" : t.outbox.kind };
  await tx.execute(INSERT_OUTBOX, [t.gameId, payload.kind, JSON.stringify(payload), t.now]);
  return version;
}

/** Which running rows (`T`) go, and which seats get a fresh one. */
interface Plan<T> {
  readonly stale: readonly T[];
  readonly kept: readonly T[];
  readonly fresh: readonly number[];
}

function plan<T extends { readonly seat: number }>(existing: readonly T[], pending: readonly number[], wanted: (seat: number) => boolean, acted: number | null): Plan<T> {
  const keep = (seat: number): boolean => wanted(seat) && seat !== acted;
  const kept = existing.filter((r) => keep(r.seat));
  const have = new Set(kept.map((r) => r.seat));
  return { stale: existing.filter((r) => !keep(r.seat)), kept, fresh: pending.filter((seat) => wanted(seat) && !have.has(seat)) };
}

/** Seats waiting in the window before scoring (their reminder closes it). */
function closingSeats(t: Transition, pending: readonly number[]): Set<number> {
  return new Set(pending.filter((seat) => waitsBeforeScoring(t.state, seat)));
}

/**
 * A reminder per seat that must decide, due `minutes` after it became that seat's turn. A seat
 * still waiting keeps its running reminder; the seat that just acted (and is asked again) and
 * newly waiting seats get a fresh one; seats no longer asked lose theirs. A seat waiting in the
 * window before scoring has one even with reminders off, marked `beforeScoring`: when it falls
 * due the window closes for that seat (src/store/final-window.ts).
 */
function reminderPlan(t: Transition, pending: readonly number[]): Plan<ReminderRef> {
  const { existing, on } = t.reminders;
  const closing = closingSeats(t, pending);
  return plan(existing, pending, (seat) => pending.includes(seat) && (on || closing.has(seat)), t.actedSeat);
}

/**
 * A turn deadline per person's seat that must decide, while the game has one: kept and renewed
 * like the reminders. Not in the window before scoring, which closes by itself.
 */
function deadlinePlan(t: Transition, pending: readonly number[]): Plan<DeadlineRef> {
  const { existing, hours } = t.deadlines;
  const closing = closingSeats(t, pending);
  return plan(existing, pending, (seat) => hours !== null && pending.includes(seat) && t.holders[seat] != null && !closing.has(seat), t.actedSeat);
}

/** A new clock starts when the seat began to wait (`starts`: now, or when its away player is back). */
async function rescheduleReminders(tx: SqlRunner, t: Transition, p: Plan<ReminderRef>, starts: ReadonlyMap<number, Date>): Promise<void> {
  const stale = p.stale.map((r) => r.id);
  if (stale.length > 0) await tx.execute(`DELETE FROM "Reminder" WHERE "id" IN (${marks(stale.length)})`, stale);
  const closing = closingSeats(t, pendingSeats(t.state));
  // A seat kept waiting whose question changed to or from the window (rare): its clock runs on.
  const remark = p.kept.filter((r) => r.beforeScoring !== closing.has(r.seat));
  for (const r of remark) await tx.execute(`UPDATE "Reminder" SET "beforeScoring" = ? WHERE "id" = ?`, [closing.has(r.seat), r.id]);
  if (p.fresh.length > 0) {
    await tx.execute(
      `INSERT INTO "Reminder" ("gameId", "seat", "dueAt", "waitingSince", "beforeScoring") VALUES ${p.fresh.map(() => "(?, ?, ?, ?, ?)").join(", ")}`,
      p.fresh.flatMap((seat): SqlArg[] => {
        const start = starts.get(seat) ?? t.now;
        return [t.gameId, seat, new Date(start.getTime() + t.reminders.minutes * 60_000), start, closing.has(seat)];
      }),
    );
  }
}

async function rescheduleDeadlines(tx: SqlRunner, t: Transition, p: Plan<DeadlineRef>, starts: ReadonlyMap<number, Date>): Promise<void> {
  const stale = p.stale.map((r) => r.id);
  if (stale.length > 0) await tx.execute(`DELETE FROM "TurnDeadline" WHERE "id" IN (${marks(stale.length)})`, stale);
  const hours = t.deadlines.hours;
  if (p.fresh.length > 0 && hours !== null) {
    await tx.execute(
      `INSERT INTO "TurnDeadline" ("gameId", "seat", "dueAt", "waitingSince") VALUES ${p.fresh.map(() => "(?, ?, ?, ?)").join(", ")}`,
      p.fresh.flatMap((seat): SqlArg[] => {
        const start = starts.get(seat) ?? t.now;
        return [t.gameId, seat, new Date(start.getTime() + hours * 3_600_000), start];
      }),
    );
  }
}
