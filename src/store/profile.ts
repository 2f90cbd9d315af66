// Read-only: one player's record in one server (/profile), from the seat results (SeatResult,
// SeatBuilding: seat-results.ts), their rating and the rating changes of their games. Never a
// game's saved state: a few indexed queries, however many games the player has.
import type { AiLevel } from "../ai/index.ts";
import { float, int, orNull, text, type Row, type Sql } from "../db/sql.ts";
import { aiLevelOfPlayer, ratingFigure } from "./ratings.ts";
import { standing, type YourRating } from "./leaderboard.ts";

/** Average VP per game from each line of the final score (free spaces and Unissued Shares negative). */
export interface CategoryAverages {
  readonly ships: number;
  readonly buildings: number;
  readonly shares: number;
  readonly gold: number;
  readonly freeSpaces: number;
  readonly unissuedShares: number;
  /** What Buildings' scoring rules (Nursery, Hermitage, Longhouse, Bank) added or took. */
  readonly adjustments: number;
}

/** How a player's seats went when they had built a Building. */
export interface BuildingRecord {
  /** The card's number ("A104"). */
  readonly id: string;
  /** Seats that had it built at the end. */
  readonly games: number;
  readonly wins: number;
  /** Their average final score in those games. */
  readonly average: number;
}

export interface Profile {
  /** The Discord user id, or "ai:medium". */
  readonly player: string;
  readonly ai: AiLevel | null;
  /** The name of their seat in their latest game here (null: no games). */
  readonly name: string | null;
  /** Finished games (rated or not), each once however many seats they held. */
  readonly games: number;
  /** Games they won (a shared victory counts). */
  readonly wins: number;
  /** Seats played to the end (not handed to an AI): the scores below are theirs. */
  readonly scored: number;
  readonly average: number | null;
  readonly best: number | null;
  readonly categories: CategoryAverages | null;
  /** The Buildings they had built most often (seats played to the end), most first. */
  readonly buildings: readonly BuildingRecord[];
  /** Their rating here and their place on the leaderboard; null: never rated here. */
  readonly rating: YourRating | null;
  /** The rating figure before their first rated game here, then after each, in the order rated. */
  readonly course: readonly number[];
}

const WHERE = `"guildId" = ? AND "player" = ?`;
// One pass over the player's seats. Games and wins count each game once (an AI level may hold
// several seats of one game); the scores are per seat played to the end (not handed to an AI).
const played = (column: string): string => `CASE WHEN "handedToAi" THEN NULL ELSE "${column}" END`;
const SUMMARY = `SELECT COUNT(DISTINCT "gameId") AS "games", COUNT(DISTINCT CASE WHEN "won" THEN "gameId" END) AS "wins",
COUNT(${played("score")}) AS "seats", AVG(${played("score")}) AS "score", MAX(${played("score")}) AS "best",
${["ships", "buildings", "shares", "gold", "freeSpaces", "unissuedShares", "adjustments"].map((c) => `AVG(${played(c)}) AS "${c}"`).join(", ")}
FROM "SeatResult" WHERE ${WHERE}`;
const LATEST_NAME = `SELECT "name" FROM "SeatResult" WHERE ${WHERE} ORDER BY "finishedAt" DESC, "gameId" DESC LIMIT 1`;
const BUILDINGS = `SELECT "building", COUNT(*) AS "n", SUM(CASE WHEN "won" THEN 1 ELSE 0 END) AS "wins", AVG("score") AS "score"
FROM "SeatBuilding" WHERE ${WHERE} AND "handedToAi" = ? GROUP BY "building" ORDER BY COUNT(*) DESC, AVG("score") DESC, "building" ASC LIMIT ?`;
const COURSE = `SELECT c."gameId", c."muBefore", c."sigmaBefore", c."muAfter", c."sigmaAfter" FROM "SeatResult" r
JOIN "RatingChange" c ON c."gameId" = r."gameId" AND c."seat" = r."seat" WHERE r."guildId" = ? AND r."player" = ? ORDER BY c."id"`;

const num = orNull(float);

function categories(r: Row): CategoryAverages | null {
  const ships = num(r.ships);
  if (ships === null) return null;
  return {
    ships, buildings: float(r.buildings), shares: float(r.shares), gold: float(r.gold),
    freeSpaces: -float(r.freeSpaces), unissuedShares: -float(r.unissuedShares), adjustments: float(r.adjustments),
  };
}

/** A player's profile in a server; `top` Buildings at most. A player without games gets zeros and nulls. */
export async function profile(sql: Sql, guildId: string, player: string, top: number): Promise<Profile> {
  const [summary] = await sql.query(SUMMARY, [guildId, player]);
  const games = summary ? int(summary.games) : 0;
  const scores = games ? summary : undefined;
  const [latest] = games ? await sql.query(LATEST_NAME, [guildId, player]) : [];
  const buildings = games ? await sql.query(BUILDINGS, [guildId, player, false, top]) : [];
  const course: number[] = [];
  const seen = new Set<number>();
  for (const c of games ? await sql.query(COURSE, [guildId, player]) : []) {
    // A player with several seats in a game (an AI level) has the same change on each.
    const gameId = int(c.gameId);
    if (seen.has(gameId)) continue;
    seen.add(gameId);
    if (course.length === 0) course.push(ratingFigure({ mu: float(c.muBefore), sigma: float(c.sigmaBefore) }));
    course.push(ratingFigure({ mu: float(c.muAfter), sigma: float(c.sigmaAfter) }));
  }
  return {
    player, ai: aiLevelOfPlayer(player), name: latest ? text(latest.name) : null,
    games, wins: summary ? int(summary.wins) : 0,
    scored: scores ? int(scores.seats) : 0,
    average: scores ? num(scores.score) : null,
    best: scores ? orNull(int)(scores.best) : null,
    categories: scores ? categories(scores) : null,
    buildings: buildings.map((b) => ({ id: text(b.building), games: int(b.n), wins: int(b.wins), average: float(b.score) })),
    rating: await standing(sql, guildId, player),
    course,
  };
}
