// Read-only: a server's leaderboard (players by rating figure, one page at a time, never the
// whole table) and what a finished game did to its players' ratings. Plain SQL: the Rating
// table holds one row per player of the server, whatever the number of games behind it.
import type { AiLevel } from "../ai/index.ts";
import { float, int, text, type Row, type Sql } from "../db/sql.ts";
import { aiLevelOfPlayer, ratingFigure } from "./ratings.ts";

/** Rated games a player needs to appear on the leaderboard: fewer say little about them. */
export const LEADERBOARD_MIN_GAMES = 3;

export interface LeaderboardEntry {
  /** 1 for the top of the board. */
  readonly place: number;
  /** The Discord user id, or "ai:medium". */
  readonly player: string;
  /** An AI level's entry, or null for a person. */
  readonly ai: AiLevel | null;
  /** The name of the player's seat in their latest rated game. */
  readonly name: string;
  /** mu - 3 sigma (ratings.ts ratingFigure). */
  readonly rating: number;
  readonly games: number;
  readonly wins: number;
}

export interface LeaderboardPage {
  /** Players on the board (with at least LEADERBOARD_MIN_GAMES rated games). */
  readonly total: number;
  readonly entries: readonly LeaderboardEntry[];
  /** The asker's own row, if they have a rating. */
  readonly you: YourRating | null;
}

/** The asker's row: their place is null while they have too few rated games to appear, or left the leaderboards. */
export type YourRating = Omit<LeaderboardEntry, "place"> & {
  readonly place: number | null;
  /** They left the leaderboards (/nusfjord privacy): listed nowhere, their place null. */
  readonly left: boolean;
};

// The figure's order, then more games, then the id: the same order on every page. A player
// who left the leaderboards (LeaderboardOptOut, /nusfjord privacy) is on no board, and counts
// for nobody's place.
const FIGURE = `("mu" - 3 * "sigma")`;
const ON_BOARD = `"guildId" = ? AND "games" >= ? AND "player" NOT IN (SELECT "userId" FROM "LeaderboardOptOut")`;
const COUNT = `SELECT COUNT(*) AS "n" FROM "Rating" WHERE ${ON_BOARD}`;
const PAGE = `SELECT "player", "name", "mu", "sigma", "games", "wins" FROM "Rating" WHERE ${ON_BOARD}
ORDER BY ${FIGURE} DESC, "games" DESC, "player" ASC LIMIT ? OFFSET ?`;
const ONE = `SELECT "player", "name", "mu", "sigma", "games", "wins" FROM "Rating" WHERE "guildId" = ? AND "player" = ?`;
const AHEAD = `SELECT COUNT(*) AS "n" FROM "Rating" WHERE ${ON_BOARD}
AND (${FIGURE} > ? OR (${FIGURE} = ? AND ("games" > ? OR ("games" = ? AND "player" < ?))))`;

function entry(r: Row, place: number): LeaderboardEntry {
  const player = text(r.player);
  return {
    place, player, ai: aiLevelOfPlayer(player), name: text(r.name),
    rating: ratingFigure({ mu: float(r.mu), sigma: float(r.sigma) }), games: int(r.games), wins: int(r.wins),
  };
}

/** One page of the server's leaderboard (`offset` rows skipped), with the asker's own row. */
export async function leaderboard(sql: Sql, guildId: string, page: { readonly limit: number; readonly offset: number; readonly asker?: string }): Promise<LeaderboardPage> {
  const [count] = await sql.query(COUNT, [guildId, LEADERBOARD_MIN_GAMES]);
  const rows = await sql.query(PAGE, [guildId, LEADERBOARD_MIN_GAMES, page.limit, page.offset]);
  const entries = rows.map((r, i) => entry(r, page.offset + i + 1));
  const you = page.asker === undefined ? null : await standing(sql, guildId, page.asker);
  return { total: count ? int(count.n) : 0, entries, you };
}

const LEFT = `SELECT 1 AS "left" FROM "LeaderboardOptOut" WHERE "userId" = ?`;

/**
 * A player's rating in a server and their place on its leaderboard (null while they have too
 * few rated games, or when they left the leaderboards); null when they have no rating there.
 */
export async function standing(sql: Sql, guildId: string, player: string): Promise<YourRating | null> {
  const [mine] = await sql.query(ONE, [guildId, player]);
  if (!mine) return null;
  const games = int(mine.games);
  const figure = float(mine.mu) - 3 * float(mine.sigma);
  const [left] = await sql.query(LEFT, [player]);
  const [ahead] = games < LEADERBOARD_MIN_GAMES || left ? [] : await sql.query(AHEAD, [guildId, LEADERBOARD_MIN_GAMES, figure, figure, games, games, player]);
  return { ...entry(mine, 0), place: ahead ? int(ahead.n) + 1 : null, left: left !== undefined };
}

/** What a finished game did to one seat's player's rating. */
export interface RatingChangeRecord {
  readonly seat: number;
  readonly player: string;
  /** An AI level's change, or null for a person's. */
  readonly ai: AiLevel | null;
  /** 1 for the best total (shared by equal totals); last for a seat handed to an AI. */
  readonly rank: number;
  /** The rating figure (mu - 3 sigma) before and after the game. */
  readonly before: number;
  readonly after: number;
}

const CHANGES = `SELECT "seat", "player", "rank", "muBefore", "sigmaBefore", "muAfter", "sigmaAfter" FROM "RatingChange" WHERE "gameId" = ? ORDER BY "seat"`;

/** The rating changes of a game, by seat: empty for a game that was not rated (or not yet finished). */
export async function ratingChanges(sql: Sql, gameId: number): Promise<RatingChangeRecord[]> {
  return (await sql.query(CHANGES, [gameId])).map((r) => ({
    seat: int(r.seat), player: text(r.player), ai: aiLevelOfPlayer(text(r.player)), rank: int(r.rank),
    before: ratingFigure({ mu: float(r.muBefore), sigma: float(r.sigmaBefore) }),
    after: ratingFigure({ mu: float(r.muAfter), sigma: float(r.sigmaAfter) }),
  }));
}
