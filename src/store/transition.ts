// What every change of a running game's state writes, inside the caller's transaction:
// the compare-and-swap on the version, the snapshot, the reminders and the outbox message.
import { pendingSeats, type GameState } from "../engine/index.ts";
import type { Reminder } from "../db/generated/sqlite/client.ts";
import { VersionConflict } from "./errors.ts";
import type { OutboxPayload, Tx } from "./records.ts";

export interface Transition {
  readonly gameId: number;
  readonly fromVersion: number;
  readonly state: GameState;
  readonly now: Date;
  readonly reminders: { readonly on: boolean; readonly minutes: number; readonly existing: readonly Reminder[] };
  /** Seats whose reminder restarts even if they were already waiting (the one who acted). */
  readonly actedSeat: number | null;
  readonly outbox: Omit<OutboxPayload, "gameId" | "version" | "seats">;
  readonly extraGameData?: { startedAt?: Date; status?: "active" };
}

/**
 * Moves the game from `fromVersion` to `fromVersion + 1`, or throws VersionConflict (nothing
 * written) when another writer got there first. The conditional update is the lock: on
 * PostgreSQL a concurrent writer blocks on the row and then sees the new version.
 */
export async function writeTransition(tx: Tx, t: Transition): Promise<number> {
  const version = t.fromVersion + 1;
  const over = t.state.phase === "over";
  const cas = await tx.game.updateMany({
    where: { id: t.gameId, version: t.fromVersion },
    data: {
      version,
      updatedAt: t.now,
      ...t.extraGameData,
      ...(over ? { status: "finished", finishedAt: t.now } : {}),
    },
  });
  if (cas.count !== 1) throw new VersionConflict(`game ${t.gameId} is no longer at version ${t.fromVersion}`);

  const state = JSON.stringify(t.state);
  await tx.snapshot.upsert({
    where: { gameId: t.gameId },
    create: { gameId: t.gameId, version, choices: t.state.choices, state, updatedAt: t.now },
    update: { version, choices: t.state.choices, state, updatedAt: t.now },
  });

  const pending = over ? [] : pendingSeats(t.state);
  await rescheduleReminders(tx, t, pending);
  const payload: OutboxPayload = { gameId: t.gameId, version, seats: pending, ...t.outbox, kind: over ? "game-over" : t.outbox.kind };
  await tx.outboxMessage.create({ data: { gameId: t.gameId, kind: payload.kind, payload: JSON.stringify(payload), createdAt: t.now } });
  return version;
}

/**
 * A reminder per seat that must decide, due `minutes` after it became that seat's turn. A seat
 * still waiting keeps its running reminder; the seat that just acted (and is asked again) and
 * newly waiting seats get a fresh one; seats no longer asked lose theirs.
 */
async function rescheduleReminders(tx: Tx, t: Transition, pending: readonly number[]): Promise<void> {
  const { existing, on, minutes } = t.reminders;
  const keep = (seat: number): boolean => on && pending.includes(seat) && seat !== t.actedSeat;
  const stale = existing.filter((r) => !keep(r.seat)).map((r) => r.id);
  if (stale.length > 0) await tx.reminder.deleteMany({ where: { id: { in: stale } } });
  if (!on) return;
  const have = new Set(existing.filter((r) => keep(r.seat)).map((r) => r.seat));
  const dueAt = new Date(t.now.getTime() + minutes * 60_000);
  const fresh = pending.filter((seat) => !have.has(seat)).map((seat) => ({ gameId: t.gameId, seat, dueAt }));
  if (fresh.length > 0) await tx.reminder.createMany({ data: fresh });
}
