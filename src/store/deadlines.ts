// Turn deadlines (the host's `turn_hours`): a seat whose turn has waited that long, its player's
// time away not counted, has that one turn played by an AI of the game's level. The TurnDeadline
// row is the clock (written with the reminders, transition.ts). A process claims a due row (a
// lease that lapses, as for reminders), lets the AI decide outside any transaction, then plays
// the turn in one transaction that also deletes the row it claimed: a second process, a restart
// or the player's own choice at the same moment finds the row gone or the version moved, and
// writes nothing. Exactly once.
import { applyChoice as engineApply, isTurnDecision, pendingSeats, type GameState } from "../engine/index.ts";
import { date, int, typed, type Sql } from "../db/sql.ts";
import { VersionConflict } from "./errors.ts";
import { parseState, toGameRecord } from "./records.ts";
import { selectGameForWrite } from "./rows.ts";
import { clocksOf, writeTransition } from "./transition.ts";

export interface ClaimedDeadline {
  readonly id: number;
  readonly gameId: number;
  readonly seat: number;
  /** When the seat began to wait (moved by its player's time away). */
  readonly waitingSince: Date;
  readonly dueAt: Date;
}

// Due deadlines to act on: the game running, not paused, not set aside as damaged (damage.ts),
// with a deadline; the seat a person's; not claimed by a process whose lease still runs.
const DUE_SQL = `SELECT d."id", d."gameId", d."seat", d."waitingSince", d."dueAt"
FROM "TurnDeadline" d
JOIN "Game" g ON g."id" = d."gameId"
JOIN "Seat" s ON s."gameId" = d."gameId" AND s."seat" = d."seat"
WHERE d."dueAt" <= ? AND g."status" = 'active' AND g."paused" = ? AND g."turnHours" IS NOT NULL AND s."userId" IS NOT NULL
  AND (d."claimedUntil" IS NULL OR d."claimedUntil" <= ?)
  AND NOT EXISTS (SELECT 1 FROM "DamagedGame" x WHERE x."gameId" = d."gameId" AND x."repairedAt" IS NULL)
ORDER BY d."dueAt", d."id" LIMIT ?`;
const CLAIM_SQL = `UPDATE "TurnDeadline" SET "claimedBy" = ?, "claimedUntil" = ?
WHERE "id" = ? AND "dueAt" <= ? AND ("claimedUntil" IS NULL OR "claimedUntil" <= ?)`;
const DEFER_SQL = `UPDATE "TurnDeadline" SET "dueAt" = ?, "waitingSince" = ?, "claimedBy" = NULL, "claimedUntil" = NULL WHERE "id" = ? AND "claimedBy" = ?`;
const DELETE_CLAIMED = `DELETE FROM "TurnDeadline" WHERE "id" = ? AND "claimedBy" = ?`;
const COUNT_TURN = `UPDATE "Seat" SET "deadlineTurns" = "deadlineTurns" + 1 WHERE "gameId" = ? AND "seat" = ?`;
const INSERT_CHOICE = `INSERT INTO "Choice" ("gameId", "version", "seat", "choiceId", "userId", "createdAt") VALUES (?, ?, ?, ?, ?, ?)`;

/** Claim the next due deadline for `holder` until `now + leaseMs`, or null when none is due. */
export async function claimNextDeadline(sql: Sql, holder: string, now: Date, leaseMs: number, skip: ReadonlySet<number> = new Set()): Promise<ClaimedDeadline | null> {
  for (;;) {
    const rows = (await sql.query(DUE_SQL, [now, false, now, skip.size + 10])).filter((r) => !skip.has(int(r.id)));
    if (rows.length === 0) return null;
    for (const r of rows) {
      const id = int(r.id);
      if (await sql.execute(CLAIM_SQL, [holder, new Date(now.getTime() + leaseMs), id, now, now]) !== 1) continue;
      return { id, gameId: int(r.gameId), seat: int(r.seat), waitingSince: date(r.waitingSince), dueAt: date(r.dueAt) };
    }
    // Every candidate was claimed by another process meanwhile: look again.
  }
}

/** Let the claimed deadline go at once (the game moved on while the AI thought: the next pass looks again). */
export async function releaseDeadline(sql: Sql, d: ClaimedDeadline, holder: string): Promise<void> {
  await sql.execute(`UPDATE "TurnDeadline" SET "claimedBy" = NULL, "claimedUntil" = NULL WHERE "id" = ? AND "claimedBy" = ?`, [d.id, holder]);
}

/** The claimed deadline's seat no longer waits (a row left behind): it goes. */
export async function dropDeadline(sql: Sql, d: ClaimedDeadline, holder: string): Promise<void> {
  await sql.execute(DELETE_CLAIMED, [d.id, holder]);
}

/** The claimed deadline falls due later (its player is away): moved, and let go. False when the claim is no longer ours. */
export async function deferDeadline(sql: Sql, d: ClaimedDeadline, holder: string, dueAt: Date, waitingSince: Date): Promise<boolean> {
  return await sql.execute(DEFER_SQL, [dueAt, waitingSince, d.id, holder]) === 1;
}

/**
 * The AI's choices for one turn of `seat`: its decision, then every follow-up of the same
 * action, until the seat is no longer asked or is asked for its next turn. `choose` decides
 * (on the AI's worker thread); the choices are checked by the engine as they are made.
 */
export async function planTurn(state: GameState, seat: number, choose: (state: GameState) => Promise<string>): Promise<string[]> {
  const choices: string[] = [];
  let s = state;
  do {
    const choiceId = await choose(s);
    s = engineApply(s, seat, choiceId);
    choices.push(choiceId);
  } while (pendingSeats(s).includes(seat) && !isTurnDecision(s, seat) && choices.length < MAX_TURN_CHOICES);
  return choices;
}

/** A turn of more choices than this is cut (it never comes near: a turn is a placement and its follow-ups). */
const MAX_TURN_CHOICES = 40;

export interface DeadlineTurn {
  readonly gameId: number;
  readonly seat: number;
  readonly version: number;
  /** Turns in a row the AI has now played for the seat, this one included. */
  readonly turns: number;
  readonly level: string;
  readonly choices: readonly string[];
}

/**
 * Play the AI's `choices` (planTurn, on the game at `version`) for the claimed deadline's seat,
 * in one transaction with the removal of the claimed row and the count of turns in a row. Null,
 * with nothing written, when that is no longer right: the claim is not ours any more (another
 * process played it, or the seat moved and its row went), the game moved on from `version`, the
 * seat is no longer a person's or no longer asked, the game is paused or over.
 */
export async function playDeadlineTurn(sql: Sql, now: () => Date, holder: string, d: ClaimedDeadline, version: number, choices: readonly string[]): Promise<DeadlineTurn | null> {
  try {
    return await sql.transaction(async (tx) => {
      const row = await selectGameForWrite(tx, d.gameId);
      if (!row?.snapshot || row.snapshot.version !== row.game.version) return null;
      const game = toGameRecord(row.game, row.seats);
      const holderSeat = game.seats.find((s) => s.seat === d.seat);
      if (game.status !== "active" || game.paused || game.turnHours === null || game.version !== version || !holderSeat?.userId) return null;
      let state = parseState(row.snapshot.state);
      if (!pendingSeats(state).includes(d.seat)) return null;
      if (await tx.execute(DELETE_CLAIMED, [d.id, holder]) !== 1) return null;
      const turns = holderSeat.deadlineTurns + 1;
      const deadline = { turns, level: game.aiLevel, hours: game.turnHours };
      let at = version;
      for (const choiceId of choices) {
        // An illegal choice (a bug in the AI) throws: everything rolls back and the claim lapses.
        state = engineApply(state, d.seat, choiceId);
        const running = at === version ? { reminders: row.reminders, deadlines: row.deadlines.filter((x) => x.id !== d.id) } : await selectGameForWrite(tx, d.gameId);
        if (!running) return null;
        const when = now();
        at = await writeTransition(tx, {
          gameId: game.id, fromVersion: at, state, now: when, actedSeat: d.seat, ...clocksOf(game, running),
          outbox: { kind: "turn", actor: { seat: d.seat, userId: null, choiceId, deadline } },
        });
        await tx.execute(INSERT_CHOICE, [game.id, at, d.seat, choiceId, typed(null, "string"), when]);
      }
      await tx.execute(COUNT_TURN, [game.id, d.seat]);
      return { gameId: game.id, seat: d.seat, version: at, turns, level: game.aiLevel, choices };
    });
  } catch (e) {
    if (e instanceof VersionConflict) return null;
    throw e;
  }
}
