// Damaged games, set aside. A game whose check fails (its snapshot against the replay of its
// choice log: ./verify.ts) at start-up, in `npm run verify-games`, or when a load finds its
// snapshot missing, unreadable or at another version than the game, gets a row in DamagedGame.
// While that row is there (and not marked repaired) every load of the game refuses with
// GameDamagedError, and the background work (posts, reminders, AI moves) passes it by; every
// other game carries on. A check that passes again (a repair, or rows mended by hand) marks the
// row repaired; the bot tells the players once each way (damaged, then carrying on) and the row
// goes. A table of its own, so nothing about the Game table changes for it.
import { bool, date, int, text, type Sql, type SqlRunner } from "../db/sql.ts";
import type { GameState } from "../engine/index.ts";
import { parseState, toGameRecord, type GameRecord } from "./records.ts";
import { selectGame, selectSeats } from "./rows.ts";
import type { VerifyOutcome } from "./verify.ts";

/**
 * A load found rows the store never writes for a game that is not in its lobby (no snapshot, a
 * snapshot that does not parse or is at another version than the game): the game's check
 * decides whether it is damaged (GameStore). Never shown to a player.
 */
export class SuspectGameError extends Error {
  override name = "SuspectGameError";
  constructor(readonly gameId: number, what: string, options?: ErrorOptions) {
    super(`game ${gameId}: ${what}`, options);
  }
}

/** The snapshot's state, or a SuspectGameError when it does not parse. */
export function stateOf(gameId: number, json: string): GameState {
  try {
    return parseState(json);
  } catch (e) {
    throw new SuspectGameError(gameId, "its snapshot does not parse", { cause: e });
  }
}

const SELECT_MARK = `SELECT "repairedAt" FROM "DamagedGame" WHERE "gameId" = ?`;
const INSERT_MARK = `INSERT INTO "DamagedGame" ("gameId", "problem", "repairable", "detectedAt") VALUES (?, ?, ?, ?)`;
// Damaged again after a repair nobody was told of yet: a new time of damage, told afresh.
const RENEW_MARK = `UPDATE "DamagedGame" SET "problem" = ?, "repairable" = ?, "detectedAt" = ?, "toldAt" = NULL, "repairedAt" = NULL WHERE "gameId" = ?`;
const UPDATE_MARK = `UPDATE "DamagedGame" SET "problem" = ?, "repairable" = ? WHERE "gameId" = ?`;

/** Set the game aside (or note the latest problem found in it). True when it was not set aside before. */
export function markDamaged(sql: Sql, gameId: number, problem: string, repairable: boolean, now: Date): Promise<boolean> {
  return sql.transaction(async (tx) => {
    const [mark] = await tx.query(SELECT_MARK, [gameId]);
    if (!mark) {
      // Only a game that exists (a check of an unknown id marks nothing).
      if ((await tx.query(`SELECT "id" FROM "Game" WHERE "id" = ?`, [gameId])).length === 0) return false;
      await tx.execute(INSERT_MARK, [gameId, problem, repairable, now]);
      return true;
    }
    if (mark.repairedAt !== null && mark.repairedAt !== undefined) {
      await tx.execute(RENEW_MARK, [problem, repairable, now, gameId]);
      return true;
    }
    await tx.execute(UPDATE_MARK, [problem, repairable, gameId]);
    return false;
  });
}

/**
 * The game's check passed: it plays on. A mark its players were told of stays, marked repaired,
 * until they are told the game carries on; one nobody was told of simply goes.
 */
async function clearDamage(sql: Sql, gameId: number, now: Date): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.execute(`DELETE FROM "DamagedGame" WHERE "gameId" = ? AND "toldAt" IS NULL`, [gameId]);
    await tx.execute(`UPDATE "DamagedGame" SET "repairedAt" = ? WHERE "gameId" = ? AND "repairedAt" IS NULL`, [now, gameId]);
  });
}

/** What checks found, recorded: a failed check sets the game aside, a passed (or repaired) one lets it play on. */
export async function recordChecks(sql: Sql, outcomes: readonly VerifyOutcome[], now: Date): Promise<void> {
  for (const o of outcomes) {
    if (o.ok || o.repaired) await clearDamage(sql, o.gameId, now);
    else if (!o.retry) await markDamaged(sql, o.gameId, o.problem, o.repairable, now);
  }
}

/** The games set aside now (not repaired), for the background work to pass by. */
export async function damagedGameIds(sql: SqlRunner): Promise<number[]> {
  return (await sql.query(`SELECT "gameId" FROM "DamagedGame" WHERE "repairedAt" IS NULL ORDER BY "gameId"`)).map((r) => int(r.gameId));
}

/** A damaged running game whose players have not been told yet, or a repaired one whose players have not been told it carries on. */
export interface DamageNotice {
  readonly game: GameRecord;
  readonly problem: string;
  readonly repairable: boolean;
  readonly detectedAt: Date;
}

async function withGames(sql: Sql, rows: readonly Record<string, unknown>[]): Promise<DamageNotice[]> {
  const out: DamageNotice[] = [];
  for (const r of rows) {
    const gameId = int(r.gameId);
    const row = await selectGame(sql, gameId);
    if (!row) continue;
    out.push({ game: toGameRecord(row.game, await selectSeats(sql, gameId)), problem: text(r.problem), repairable: bool(r.repairable), detectedAt: date(r.detectedAt) });
  }
  return out;
}

/**
 * Running games set aside whose players have not been told. (A finished or cancelled game
 * found damaged is refused all the same, but its thread is over: nobody is told there.)
 */
export async function damageToTell(sql: Sql): Promise<DamageNotice[]> {
  return withGames(sql, await sql.query(`SELECT d."gameId", d."problem", d."repairable", d."detectedAt" FROM "DamagedGame" d JOIN "Game" g ON g."id" = d."gameId"
WHERE d."toldAt" IS NULL AND d."repairedAt" IS NULL AND g."status" = ? ORDER BY d."gameId"`, ["active"]));
}

/** The one process that sets `toldAt` tells the players (false: another did, or the game was repaired meanwhile). */
export async function claimDamageNotice(sql: Sql, gameId: number, now: Date): Promise<boolean> {
  return await sql.execute(`UPDATE "DamagedGame" SET "toldAt" = ? WHERE "gameId" = ? AND "toldAt" IS NULL AND "repairedAt" IS NULL`, [now, gameId]) === 1;
}

/** The notice could not be posted: to be tried again. */
export async function releaseDamageNotice(sql: Sql, gameId: number, toldAt: Date): Promise<void> {
  await sql.execute(`UPDATE "DamagedGame" SET "toldAt" = NULL WHERE "gameId" = ? AND "toldAt" = ? AND "repairedAt" IS NULL`, [gameId, toldAt]);
}

/** Repaired games whose players were told they were damaged and not yet that they carry on. */
export async function repairsToTell(sql: Sql): Promise<DamageNotice[]> {
  return withGames(sql, await sql.query(`SELECT "gameId", "problem", "repairable", "detectedAt" FROM "DamagedGame" WHERE "repairedAt" IS NOT NULL ORDER BY "gameId"`));
}

/** The one process whose delete removes the repaired mark tells the players the game carries on. */
export async function claimRepairNotice(sql: Sql, gameId: number): Promise<boolean> {
  return await sql.execute(`DELETE FROM "DamagedGame" WHERE "gameId" = ? AND "repairedAt" IS NOT NULL`, [gameId]) === 1;
}
