// Ratings: OpenSkill (the `openskill` package: Weng-Lin with Plackett-Luce, made for games of
// 2-5 players with ties), one table per server. A finished rated game changes its players'
// ratings once, inside the transaction that finishes it (transition.ts): the game's status
// changes once (the compare-and-swap on its version), so no process can rate a game twice, and
// each player's row is locked while it is read and written, so two games of a server finishing
// at once on PostgreSQL are rated one after the other, never both from the same "before".
//
// Who is rated: every seat's player, ranked by final total (equal totals share a rank). An AI
// seat is rated as its level ("ai:medium"), one player however many seats it holds. A human whose
// seat was handed to an AI during the game finished last (behind every seat played to the end),
// and the AI that finished the seat is not rated for that game. A player with several seats gets
// the mean of what each seat alone would have given them.
//
// The same pure functions (ratedSeats, rateGame) serve the rebuild (rebuild-ratings.ts), so the
// table recomputed from the finished games is the table these updates wrote, number for number.
import { ordinal, rate, rating } from "openskill";
import { finalScores, type GameState, type ScoreSheet } from "../engine/index.ts";
import { aiLevelOf, type AiLevel } from "../ai/index.ts";
import { bool, float, int, orNull, text, typed, type Row, type SqlRunner } from "../db/sql.ts";

/** A rating: the estimate of skill (mu) and how unsure it still is (sigma). */
export interface Skill {
  readonly mu: number;
  readonly sigma: number;
}

/** Where every player starts: mu 25, sigma 25/3, so a figure of 0. */
export const START: Skill = rating();

/**
 * The figure players see and the leaderboard sorts by: mu - 3 sigma, a conservative estimate
 * (skill is above it with 99.7% confidence), which rises as games make the rating surer.
 */
export function ratingFigure(s: Skill): number {
  return ordinal(s);
}

const AI_PREFIX = "ai:";

/** The player an AI level is rated as: "ai:medium". */
function aiPlayer(level: AiLevel): string {
  return `${AI_PREFIX}${level}`;
}

/** The AI level a rated player is, or null for a Discord user. */
export function aiLevelOfPlayer(player: string): AiLevel | null {
  return player.startsWith(AI_PREFIX) ? aiLevelOf(player.slice(AI_PREFIX.length)) : null;
}

/** Who held a seat when the game ended, as the Seat row says. */
export interface SeatIdentity {
  readonly seat: number;
  readonly userId: string | null;
  readonly aiLevel: string | null;
  readonly formerUserId: string | null;
  readonly displayName: string;
}

/** One seat's part in a rated game. */
export interface RatedSeat {
  readonly seat: number;
  /** The Discord user id, or the AI level as "ai:medium". */
  readonly player: string;
  /** The name the rating row keeps: the seat's name, or "AI medium". */
  readonly name: string;
  /** 1 for the best total; equal totals share a rank; a seat handed to an AI is last. */
  readonly rank: number;
  /** The engine's winner flag (never for a player whose seat an AI finished). */
  readonly won: boolean;
}

/**
 * Each seat of a finished game with its player (as the ratings name them) and rank: also what
 * the seat results record (seat-results.ts), rated or not.
 */
export function rankedSeats(seats: readonly SeatIdentity[], sheets: readonly ScoreSheet[]): RatedSeat[] {
  const total = new Map(sheets.map((s) => [s.seat, s.total]));
  const winner = new Map(sheets.map((s) => [s.seat, s.winner]));
  const played = seats.filter((s) => s.formerUserId === null);
  const totalOf = (s: SeatIdentity): number => total.get(s.seat) ?? 0;
  const last = played.length + 1;
  return seats.map((s): RatedSeat => {
    if (s.formerUserId !== null) return { seat: s.seat, player: s.formerUserId, name: s.displayName, rank: last, won: false };
    const rank = 1 + played.filter((o) => totalOf(o) > totalOf(s)).length;
    const won = winner.get(s.seat) === true;
    if (s.userId !== null) return { seat: s.seat, player: s.userId, name: s.displayName, rank, won };
    const level = aiLevelOf(s.aiLevel);
    return { seat: s.seat, player: aiPlayer(level), name: `AI ${level}`, rank, won };
  });
}

/**
 * Each rated seat of a finished game with its player and rank, or null when the game cannot be
 * rated: fewer than two different players (one person holding every seat).
 */
export function ratedSeats(seats: readonly SeatIdentity[], sheets: readonly ScoreSheet[]): RatedSeat[] | null {
  const out = rankedSeats(seats, sheets);
  return new Set(out.map((s) => s.player)).size >= 2 ? out : null;
}

/**
 * The ratings after one game: every seat is a team of one in OpenSkill's rating of the game by
 * rank (a player's rating before the game on each of their seats); a player with several seats
 * gets the mean of their seats' results. Players missing from `before` start at START.
 */
export function rateGame(before: ReadonlyMap<string, Skill>, seats: readonly RatedSeat[]): Map<string, Skill> {
  const teams = seats.map((s) => [{ ...(before.get(s.player) ?? START) }]);
  const rated = rate(teams, { rank: seats.map((s) => s.rank) });
  const sums = new Map<string, { mu: number; sigma: number; n: number }>();
  seats.forEach((s, i) => {
    const r = rated[i]?.[0];
    if (!r) throw new Error("openskill rated fewer teams than it was given");
    const sum = sums.get(s.player) ?? { mu: 0, sigma: 0, n: 0 };
    sums.set(s.player, { mu: sum.mu + r.mu, sigma: sum.sigma + r.sigma, n: sum.n + 1 });
  });
  return new Map([...sums].map(([player, s]) => [player, { mu: s.mu / s.n, sigma: s.sigma / s.n }]));
}

/** What one rated game does to one player's row: the new rating, one more game, maybe one more win. */
export interface PlayerResult {
  readonly player: string;
  readonly name: string;
  readonly before: Skill;
  readonly after: Skill;
  readonly won: boolean;
}

/** The players of a rated game in one fixed order (their rows are locked in it: no deadlock between two games). */
function playersOf(seats: readonly RatedSeat[]): string[] {
  return [...new Set(seats.map((s) => s.player))].sort();
}

/** Every player's result of a game, from the ratings before it (in playersOf order). */
export function resultsOf(before: ReadonlyMap<string, Skill>, seats: readonly RatedSeat[]): PlayerResult[] {
  const after = rateGame(before, seats);
  return playersOf(seats).map((player) => {
    const mine = seats.filter((s) => s.player === player);
    return {
      player, name: mine[0]?.name ?? player, before: before.get(player) ?? START,
      after: after.get(player) ?? START, won: mine.some((s) => s.won),
    };
  });
}

// Creating the row at the start if the player has none, and locking it either way (the no-op
// update takes the row lock on PostgreSQL; SQLite's write lock is already the transaction's),
// then reading it as committed: one statement.
const LOCK_RATING = `INSERT INTO "Rating" ("guildId", "player", "name", "mu", "sigma", "games", "wins", "updatedAt") VALUES (?, ?, ?, ?, ?, 0, 0, ?)
ON CONFLICT ("guildId", "player") DO UPDATE SET "games" = "Rating"."games" RETURNING "mu", "sigma"`;
const WRITE_RATING = `UPDATE "Rating" SET "name" = ?, "mu" = ?, "sigma" = ?, "games" = "games" + 1, "wins" = "wins" + ?, "updatedAt" = ? WHERE "guildId" = ? AND "player" = ?`;
/** The RatingChange columns, in the order of a ChangeRow. */
export const INSERT_CHANGES = `INSERT INTO "RatingChange" ("gameId", "seat", "player", "rank", "muBefore", "sigmaBefore", "muAfter", "sigmaAfter")`;
const INSERT_CHANGE = `${INSERT_CHANGES} VALUES (?, ?, ?, ?, ?, ?, ?, ?)`;
/** The seats of a game as ratedSeats and rankedSeats read them. */
export const SEAT_IDENTITIES = `SELECT "seat", "userId", "aiLevel", "formerUserId", "displayName" FROM "Seat" WHERE "gameId" = ? ORDER BY "seat"`;

export function toSeatIdentity(r: Row): SeatIdentity {
  return { seat: int(r.seat), userId: orNull(text)(r.userId), aiLevel: orNull(text)(r.aiLevel), formerUserId: orNull(text)(r.formerUserId), displayName: text(r.displayName) };
}

/** A RatingChange row's values. */
export type ChangeRow = [gameId: number, seat: number, player: string, rank: number, muBefore: number, sigmaBefore: number, muAfter: number, sigmaAfter: number];

/** The RatingChange rows of a game, one per rated seat. */
export function changeRows(gameId: number, seats: readonly RatedSeat[], results: readonly PlayerResult[]): ChangeRow[] {
  const of = new Map(results.map((r) => [r.player, r]));
  return seats.map((s) => {
    const r = of.get(s.player);
    if (!r) throw new Error(`no result for ${s.player}`);
    return [gameId, s.seat, s.player, s.rank, r.before.mu, r.before.sigma, r.after.mu, r.after.sigma];
  });
}

/**
 * Rate a game that has just finished, inside the transaction that finished it: nothing when
 * the host made it unrated (or it cannot be rated); else each player's row is locked (created
 * at the start if new), rated, written, and the game's RatingChange rows record it. The
 * RatingChange rows' unique (game, seat) index would refuse a second rating of the same game.
 */
export async function rateFinishedGame(tx: SqlRunner, gameId: number, state: GameState, now: Date): Promise<void> {
  const sheets = finalScores(state);
  const [game] = await tx.query(`SELECT "guildId", "rated" FROM "Game" WHERE "id" = ?`, [gameId]);
  if (!sheets || !game || !bool(game.rated)) return;
  const guildId = text(game.guildId);
  const seats = ratedSeats((await tx.query(SEAT_IDENTITIES, [gameId])).map(toSeatIdentity), sheets);
  if (!seats) return;
  const before = new Map<string, Skill>();
  for (const player of playersOf(seats)) {
    const name = seats.find((s) => s.player === player)?.name ?? player;
    const [row] = await tx.query(LOCK_RATING, [guildId, player, name, typed(START.mu, "float"), typed(START.sigma, "float"), now]);
    if (!row) throw new Error(`the rating of ${player} could not be read`);
    before.set(player, { mu: float(row.mu), sigma: float(row.sigma) });
  }
  const results = resultsOf(before, seats);
  for (const r of results) {
    await tx.execute(WRITE_RATING, [r.name, typed(r.after.mu, "float"), typed(r.after.sigma, "float"), r.won ? 1 : 0, now, guildId, r.player]);
  }
  for (const row of changeRows(gameId, seats, results)) await tx.execute(INSERT_CHANGE, row);
}
