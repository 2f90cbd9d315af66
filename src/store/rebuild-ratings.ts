// The ratings recomputed from the finished games (`npm run ratings:rebuild`): every finished
// rated game (its final state from its snapshot, or from its archive once compacted), in the
// order the games were rated (the ids of their RatingChange rows; by finish time for a game
// without any), through the same ratedSeats and rateGame as the update that finishes a game
// (ratings.ts). The result is compared with the stored tables, number for number, and with
// `repair` replaces them.
import { finalScores } from "../engine/index.ts";
import { date, float, int, marks, orNull, text, typed, type Row, type Sql, type SqlArg, type SqlRunner } from "../db/sql.ts";
import { archivedStates } from "./archive.ts";
import { parseState } from "./records.ts";
import { changeRows, INSERT_CHANGES, ratedSeats, resultsOf, toSeatIdentity, type ChangeRow, type SeatIdentity, type Skill } from "./ratings.ts";

export interface RatingsRebuild {
  /** Finished rated games recomputed. */
  readonly games: number;
  /** Servers and players with a rating. */
  readonly servers: number;
  readonly players: number;
  /** Where the stored ratings differ from the recomputed ones, in words; empty when they are the same. */
  readonly differences: readonly string[];
  /** The stored tables were replaced by the recomputed ones. */
  readonly replaced: boolean;
}

interface PlayerRow { guildId: string; player: string; name: string; skill: Skill; games: number; wins: number; updatedAt: Date }

const RATED_GAMES = `SELECT g."id", g."guildId", g."finishedAt", (SELECT MIN(c."id") FROM "RatingChange" c WHERE c."gameId" = g."id") AS "firstChange"
FROM "Game" g WHERE g."status" = 'finished' AND g."rated" = ?`;
/** Games read at a time (seats and final snapshots). */
const BATCH = 200;
/** Rows per INSERT when replacing. */
const INSERT_ROWS = 100;

/** The finished rated games in the order they were rated. */
async function ratedGames(sql: Sql): Promise<{ id: number; guildId: string; finishedAt: Date }[]> {
  const rows = (await sql.query(RATED_GAMES, [true])).map((r) => ({
    id: int(r.id), guildId: text(r.guildId), finishedAt: orNull(date)(r.finishedAt) ?? new Date(0), firstChange: orNull(int)(r.firstChange),
  }));
  const never = Number.MAX_SAFE_INTEGER;
  rows.sort((a, b) => (a.firstChange ?? never) - (b.firstChange ?? never) || a.finishedAt.getTime() - b.finishedAt.getTime() || a.id - b.id);
  return rows;
}

/** The recomputed tables: players by server and player, the changes in rating order. */
async function recompute(sql: Sql): Promise<{ games: number; players: Map<string, PlayerRow>; changes: ChangeRow[]; skipped: string[] }> {
  const games = await ratedGames(sql);
  const players = new Map<string, PlayerRow>();
  const changes: ChangeRow[] = [];
  const skipped: string[] = [];
  let rated = 0;
  for (let at = 0; at < games.length; at += BATCH) {
    const batch = games.slice(at, at + BATCH);
    const ids = batch.map((g) => g.id);
    const seats = new Map<number, SeatIdentity[]>();
    for (const r of await sql.query(`SELECT "gameId", "seat", "userId", "aiLevel", "formerUserId", "displayName" FROM "Seat" WHERE "gameId" IN (${marks(ids.length)}) ORDER BY "gameId", "seat"`, ids)) {
      const list = seats.get(int(r.gameId)) ?? [];
      list.push(toSeatIdentity(r));
      seats.set(int(r.gameId), list);
    }
    const states = new Map((await sql.query(`SELECT "gameId", "state" FROM "Snapshot" WHERE "gameId" IN (${marks(ids.length)})`, ids)).map((r) => [int(r.gameId), text(r.state)]));
    // A compacted game's final state is in its archive (read after the snapshots: a game
    // compacted in between is found there).
    for (const [id, json] of await archivedStates(sql, ids.filter((id) => !states.has(id)))) states.set(id, json);
    for (const g of batch) {
      const json = states.get(g.id);
      const sheets = json === undefined ? null : finalScores(parseState(json));
      if (!sheets) { skipped.push(`game #${g.id} is finished but has no final position stored: left out`); continue; }
      const rs = ratedSeats(seats.get(g.id) ?? [], sheets);
      if (!rs) continue;
      const key = (player: string) => `${g.guildId}\u0000${player}`;
      const before = new Map<string, Skill>();
      for (const s of rs) { const p = players.get(key(s.player)); if (p) before.set(s.player, p.skill); }
      const results = resultsOf(before, rs);
      for (const r of results) {
        const p = players.get(key(r.player));
        players.set(key(r.player), { guildId: g.guildId, player: r.player, name: r.name, skill: r.after, games: (p?.games ?? 0) + 1, wins: (p?.wins ?? 0) + (r.won ? 1 : 0), updatedAt: g.finishedAt });
      }
      changes.push(...changeRows(g.id, rs, results));
      rated++;
    }
  }
  return { games: rated, players, changes, skipped };
}

function toPlayerRow(r: Row): PlayerRow {
  return { guildId: text(r.guildId), player: text(r.player), name: text(r.name), skill: { mu: float(r.mu), sigma: float(r.sigma) }, games: int(r.games), wins: int(r.wins), updatedAt: date(r.updatedAt) };
}

function toChangeRow(r: Row): ChangeRow {
  return [int(r.gameId), int(r.seat), text(r.player), int(r.rank), float(r.muBefore), float(r.sigmaBefore), float(r.muAfter), float(r.sigmaAfter)];
}

const same = (a: PlayerRow, b: PlayerRow): boolean => a.skill.mu === b.skill.mu && a.skill.sigma === b.skill.sigma && a.games === b.games && a.wins === b.wins;
const shown = (p: PlayerRow): string => `mu ${p.skill.mu}, sigma ${p.skill.sigma}, ${p.games} games, ${p.wins} wins`;
const shownChange = (c: ChangeRow | undefined): string => (c ? `${c[2]}, rank ${c[3]}, mu ${c[4]} -> ${c[6]}, sigma ${c[5]} -> ${c[7]}` : "none");
/** Rating changes that differ named one by one, at most; the rest are counted. */
const CHANGES_SHOWN = 20;

/** What differs between the stored tables and the recomputed ones. */
function compare(stored: readonly PlayerRow[], players: ReadonlyMap<string, PlayerRow>, storedChanges: readonly ChangeRow[], changes: readonly ChangeRow[]): string[] {
  const out: string[] = [];
  const storedBy = new Map(stored.map((p) => [`${p.guildId}\u0000${p.player}`, p]));
  for (const [key, p] of players) {
    const s = storedBy.get(key);
    if (!s) out.push(`server ${p.guildId}, ${p.player}: no stored rating; recomputed ${shown(p)}`);
    else if (!same(s, p)) out.push(`server ${p.guildId}, ${p.player}: stored ${shown(s)}; recomputed ${shown(p)}`);
  }
  for (const [key, s] of storedBy) if (!players.has(key)) out.push(`server ${s.guildId}, ${s.player}: stored ${shown(s)}, but no rated game of theirs`);
  // By game and seat, not row by row in id order: two processes rating games at the same moment
  // (PostgreSQL) write their rows with interleaved ids. The order games were rated in matters
  // only between games with a player in common, and those are rated one after the other (the
  // player's row is locked), so their rows never interleave.
  const seatOf = (c: ChangeRow): string => `${c[0]} ${c[1]}`;
  const storedChangeBy = new Map(storedChanges.map((c) => [seatOf(c), c]));
  const recomputedBy = new Set(changes.map(seatOf));
  const differ: string[] = [];
  const line = (gameId: number, seat: number, s: ChangeRow | undefined, r: ChangeRow | undefined) => `game #${gameId}, seat ${seat}: stored rating change ${shownChange(s)}; recomputed ${shownChange(r)}`;
  for (const c of changes) {
    const s = storedChangeBy.get(seatOf(c));
    if (!s || s.some((v, i) => v !== c[i])) differ.push(line(c[0], c[1], s, c));
  }
  for (const s of storedChanges) if (!recomputedBy.has(seatOf(s))) differ.push(line(s[0], s[1], s, undefined));
  out.push(...differ.slice(0, CHANGES_SHOWN));
  if (differ.length > CHANGES_SHOWN) out.push(`and ${differ.length - CHANGES_SHOWN} more rating changes that differ`);
  return out;
}

async function insertMany(tx: SqlRunner, head: string, width: number, rows: readonly (readonly SqlArg[])[]): Promise<void> {
  for (let at = 0; at < rows.length; at += INSERT_ROWS) {
    const chunk = rows.slice(at, at + INSERT_ROWS);
    await tx.execute(`${head} VALUES ${chunk.map(() => `(${marks(width)})`).join(", ")}`, chunk.flat());
  }
}

/**
 * Recompute every server's ratings from its finished rated games and compare them with the
 * stored ones; with `repair`, replace the stored tables (Rating, RatingChange) by the
 * recomputed ones in one transaction. Replace only while no bot process runs: a game finishing
 * meanwhile would be rated on a table about to be replaced.
 */
export async function rebuildRatings(sql: Sql, repair: boolean): Promise<RatingsRebuild> {
  const { games, players, changes, skipped } = await recompute(sql);
  const stored = (await sql.query(`SELECT "guildId", "player", "name", "mu", "sigma", "games", "wins", "updatedAt" FROM "Rating"`)).map(toPlayerRow);
  const storedChanges = (await sql.query(`SELECT "gameId", "seat", "player", "rank", "muBefore", "sigmaBefore", "muAfter", "sigmaAfter" FROM "RatingChange" ORDER BY "id"`)).map(toChangeRow);
  const differences = [...skipped, ...compare(stored, players, storedChanges, changes)];
  const servers = new Set([...players.values()].map((p) => p.guildId)).size;
  const replace = repair && differences.length > skipped.length;
  if (replace) {
    await sql.transaction(async (tx) => {
      await tx.execute(`DELETE FROM "RatingChange"`);
      await tx.execute(`DELETE FROM "Rating"`);
      const rows = [...players.values()].map((p): SqlArg[] => [p.guildId, p.player, p.name, typed(p.skill.mu, "float"), typed(p.skill.sigma, "float"), p.games, p.wins, p.updatedAt]);
      await insertMany(tx, `INSERT INTO "Rating" ("guildId", "player", "name", "mu", "sigma", "games", "wins", "updatedAt")`, 8, rows);
      // In rating order, so the new rows' ids keep it.
      await insertMany(tx, INSERT_CHANGES, 8, changes);
    });
  }
  return { games, servers, players: players.size, differences, replaced: replace };
}
