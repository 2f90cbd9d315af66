// How each seat of a finished game ended (SeatResult, and SeatBuilding for the Buildings it had
// built): what /profile reads, so that it never reads a game's saved state. Written once, in the
// transaction that finishes the game (transition.ts, next to its ratings): the game's status
// changes once, and the rows' primary keys refuse a second write. Games that finished before
// these tables existed are filled in once from their final state (./backfill-results.ts, run by
// `npm run db:migrate` and at start-up).
import { finalScores, type GameState, type ScoreSheet } from "../engine/index.ts";
import { text, type SqlArg, type SqlRunner } from "../db/sql.ts";
import { rankedSeats, SEAT_IDENTITIES, toSeatIdentity, type SeatIdentity } from "./ratings.ts";

/** One seat's result, as the SeatResult row holds it (with its Buildings' card ids). */
export interface SeatResultRow {
  readonly gameId: number;
  readonly seat: number;
  readonly guildId: string;
  /** The Discord user id, or "ai:medium" (a seat handed to an AI: the player who held it). */
  readonly player: string;
  readonly name: string;
  readonly rank: number;
  readonly won: boolean;
  readonly handedToAi: boolean;
  readonly sheet: Pick<ScoreSheet, "total" | "ships" | "buildingsTotal" | "shares" | "gold" | "freeSpaces" | "unissuedShares" | "adjustments">;
  /** The card ids of the Buildings the seat had built. */
  readonly built: readonly string[];
  readonly finishedAt: Date;
}

/** Every seat's result of a finished game, from its seats and final score sheets. */
export function seatResults(gameId: number, guildId: string, finishedAt: Date, seats: readonly SeatIdentity[], sheets: readonly ScoreSheet[]): SeatResultRow[] {
  const ranked = new Map(rankedSeats(seats, sheets).map((r) => [r.seat, r]));
  return seats.flatMap((s) => {
    const r = ranked.get(s.seat);
    const sheet = sheets.find((x) => x.seat === s.seat);
    if (!r || !sheet) return [];
    return [{
      gameId, seat: s.seat, guildId, player: r.player, name: s.displayName, rank: r.rank, won: r.won,
      handedToAi: s.formerUserId !== null, sheet, built: sheet.buildings.map((b) => b.id), finishedAt,
    }];
  });
}

// ON CONFLICT DO NOTHING: the backfill may meet a game another process filled in meanwhile.
const INSERT_RESULT = `INSERT INTO "SeatResult" ("gameId", "seat", "guildId", "player", "name", "rank", "won", "handedToAi", "score", "ships", "buildings", "shares", "gold", "freeSpaces", "unissuedShares", "adjustments", "finishedAt")
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT ("gameId", "seat") DO NOTHING`;
const INSERT_BUILDINGS = `INSERT INTO "SeatBuilding" ("gameId", "seat", "building", "guildId", "player", "won", "handedToAi", "score")`;

/** Write the rows of games' seats; a seat already written is left as it is. Returns the games written to. */
export async function writeSeatResults(tx: SqlRunner, rows: readonly SeatResultRow[]): Promise<Set<number>> {
  const written = new Set<number>();
  for (const r of rows) {
    const { sheet } = r;
    const adjustments = sheet.adjustments.reduce((sum, a) => sum + a.vp, 0);
    const inserted = await tx.execute(INSERT_RESULT, [
      r.gameId, r.seat, r.guildId, r.player, r.name, r.rank, r.won, r.handedToAi,
      sheet.total, sheet.ships, sheet.buildingsTotal, sheet.shares, sheet.gold, sheet.freeSpaces, sheet.unissuedShares, adjustments, r.finishedAt,
    ]);
    if (inserted !== 1) continue;
    written.add(r.gameId);
    if (r.built.length === 0) continue;
    const values = r.built.flatMap((id): SqlArg[] => [r.gameId, r.seat, id, r.guildId, r.player, r.won, r.handedToAi, sheet.total]);
    await tx.execute(`${INSERT_BUILDINGS} VALUES ${r.built.map(() => "(?, ?, ?, ?, ?, ?, ?, ?)").join(", ")}`, values);
  }
  return written;
}

/**
 * Record how every seat of a game that has just finished ended, inside the transaction that
 * finished it (rated or not; a cancelled game never gets here).
 */
export async function recordSeatResults(tx: SqlRunner, gameId: number, state: GameState, now: Date): Promise<void> {
  const sheets = finalScores(state);
  const [game] = await tx.query(`SELECT "guildId" FROM "Game" WHERE "id" = ?`, [gameId]);
  if (!sheets || !game) return;
  const seats = (await tx.query(SEAT_IDENTITIES, [gameId])).map(toSeatIdentity);
  await writeSeatResults(tx, seatResults(gameId, text(game.guildId), now, seats, sheets));
}
