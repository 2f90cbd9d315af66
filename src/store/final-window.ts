// The window right before scoring closes by itself: a seat asked there for the game's reminder
// interval is answered "done" by the bot. The seat's reminder row is the clock (due exactly
// then, `beforeScoring` set so it falls due even with reminders off or muted); the process
// holding the claim on it applies the engine's time-up choice in one transaction with the
// removal of that row, so it happens once, and the outbox posts the result like any choice.
import { FINAL_WINDOW_TIME_UP, applyChoice as engineApply, waitsBeforeScoring, type GameState } from "../engine/index.ts";
import { typed, type Sql } from "../db/sql.ts";
import type { ClaimedReminder } from "./claims.ts";
import { VersionConflict } from "./errors.ts";
import { parseState, toGameRecord } from "./records.ts";
import { selectGameForWrite } from "./rows.ts";
import { clocksOf, writeTransition } from "./transition.ts";


export interface WindowClosed {
  readonly gameId: number;
  readonly seat: number;
  readonly version: number;
  readonly state: GameState;
}

/** A lost race is tried again this often (the game moved on meanwhile) before giving up. */
const MAX_ATTEMPTS = 8;

const DELETE_CLAIMED = `DELETE FROM "Reminder" WHERE "id" = ? AND "claimedBy" = ? AND "sentCount" = ?`;
const INSERT_CHOICE = `INSERT INTO "Choice" ("gameId", "version", "seat", "choiceId", "userId", "createdAt") VALUES (?, ?, ?, ?, ?, ?)`;

/**
 * The claimed reminder belongs to a seat waiting in the window before scoring: answer "done"
 * for it, as the bot (no user), in one transaction with the removal of the reminder row. Null,
 * with nothing written, when that is not (or no longer) the case: the claim is not ours any
 * more, the seat has moved on, the game is not running. A process killed before the commit
 * leaves the claim to lapse and whoever claims the row next does it; after the commit the row
 * is gone, so nobody does it again; and a player's choice at the same moment wins or loses the
 * game's compare-and-swap as any two choices do.
 */
export async function closeFinalWindow(sql: Sql, now: () => Date, holder: string, r: ClaimedReminder): Promise<WindowClosed | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await sql.transaction(async (tx) => {
        const row = await selectGameForWrite(tx, r.gameId);
        if (!row?.snapshot || row.snapshot.version !== row.game.version) throw new VersionConflict(`game ${r.gameId} changed while being read`);
        const game = toGameRecord(row.game, row.seats);
        if (game.status !== "active" || game.paused) return null;
        const state = parseState(row.snapshot.state);
        if (!waitsBeforeScoring(state, r.seat)) return null;
        // Still this reminder, still claimed by us (a claim that lapsed may have passed to another process).
        if (await tx.execute(DELETE_CLAIMED, [r.id, holder, r.sentCount - 1]) !== 1) return null;
        // The engine accepts it from any seat waiting in the window; were it ever refused (a
        // bug), the error rolls everything back and the claim lapses.
        const next = engineApply(state, r.seat, FINAL_WINDOW_TIME_UP);
        const at = now();
        const version = await writeTransition(tx, {
          gameId: game.id, fromVersion: game.version, state: next, now: at, actedSeat: r.seat,
          ...clocksOf(game, { reminders: row.reminders.filter((x) => x.id !== r.id), deadlines: row.deadlines }),
          outbox: { kind: "turn", actor: { seat: r.seat, userId: null, choiceId: FINAL_WINDOW_TIME_UP } },
        });
        await tx.execute(INSERT_CHOICE, [game.id, version, r.seat, FINAL_WINDOW_TIME_UP, typed(null, "string"), at]);
        return { gameId: game.id, seat: r.seat, version, state: next };
      });
    } catch (e) {
      if (!(e instanceof VersionConflict) || attempt >= MAX_ATTEMPTS) throw e;
    }
  }
}
