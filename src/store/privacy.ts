// Leaving the leaderboards (/nusfjord privacy): one LeaderboardOptOut row per Discord user who
// left, for every server at once (a person is the same person everywhere the bot is). Their
// rating goes on changing, so coming back shows it as it would have been; while they are away
// /leaderboard skips them (leaderboard.ts), /profile is refused to others, and the bot leaves
// their name out where others look at games that have ended (src/bot/privacy.ts).
import { int, marks, text, type Sql } from "../db/sql.ts";

/** Leave the leaderboards; false when the user had already left (nothing changes then). */
export async function leaveLeaderboards(sql: Sql, userId: string, now: Date): Promise<boolean> {
  return (await sql.execute(`INSERT INTO "LeaderboardOptOut" ("userId", "since") VALUES (?, ?) ON CONFLICT ("userId") DO NOTHING`, [userId, now])) === 1;
}

/** Come back to the leaderboards; false when the user had not left. */
export async function rejoinLeaderboards(sql: Sql, userId: string): Promise<boolean> {
  return (await sql.execute(`DELETE FROM "LeaderboardOptOut" WHERE "userId" = ?`, [userId])) === 1;
}

/** Which of these users left the leaderboards (an AI level never does). */
export async function leftLeaderboards(sql: Sql, userIds: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Set();
  const rows = await sql.query(`SELECT "userId" FROM "LeaderboardOptOut" WHERE "userId" IN (${marks(ids.length)})`, ids);
  return new Set(rows.map((r) => text(r.userId)));
}

/** What the bot keeps about one user, counted (for /nusfjord privacy). */
export interface StoredAbout {
  /** Games they hold or held a seat in (any status, any server). */
  readonly games: number;
  /** Servers where they have a rating. */
  readonly ratedServers: number;
  /** They left the leaderboards. */
  readonly left: boolean;
}

/** What is stored about a user, counted: only indexed or small tables are read. */
export async function storedAbout(sql: Sql, userId: string): Promise<StoredAbout> {
  const [seats] = await sql.query(`SELECT COUNT(DISTINCT "gameId") AS "n" FROM "Seat" WHERE "userId" = ? OR "formerUserId" = ?`, [userId, userId]);
  const [ratings] = await sql.query(`SELECT COUNT(*) AS "n" FROM "Rating" WHERE "player" = ?`, [userId]);
  const left = await leftLeaderboards(sql, [userId]);
  return { games: seats ? int(seats.n) : 0, ratedServers: ratings ? int(ratings.n) : 0, left: left.has(userId) };
}
