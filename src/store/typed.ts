// A typed command (/place, /pass) counts once. It is pinned to the version the player saw when
// it arrived: a change by someone else since then is no reason to refuse it (it is judged again
// against the newer state), but a choice of the player's own since then is. The same choice
// again is a duplicate (a double-sent command: "already done"), never applied to the next
// round, where the last player of a round is often the first of the next.
import { int, text, type Sql } from "../db/sql.ts";
import { DuplicateChoiceError, StaleVersionError } from "./errors.ts";
import { applyChoice, type Applied, type ApplyRequest } from "./play.ts";

/** One of a player's own choices, as the choice log holds it. */
export interface OwnChoice {
  readonly version: number;
  readonly seat: number;
  readonly choiceId: string;
}

const OWN_SINCE = `SELECT "version", "seat", "choiceId" FROM "Choice"
WHERE "gameId" = ? AND "userId" = ? AND "version" > ? AND "undoneAt" IS NULL ORDER BY "version"`;

/** The user's choices in the game that made a version after `sinceVersion` (not undone), oldest first. */
export async function ownChoicesSince(sql: Sql, gameId: number, userId: string, sinceVersion: number): Promise<OwnChoice[]> {
  const rows = await sql.query(OWN_SINCE, [gameId, userId, sinceVersion]);
  return rows.map((r) => ({ version: int(r.version), seat: int(r.seat), choiceId: text(r.choiceId) }));
}

/**
 * A stale request judged against the player's own choices since the version it was made at:
 * the same choice again is a DuplicateChoiceError; any other own choice leaves it stale (the
 * player's screen is out of date); null when only others moved meanwhile.
 */
export async function judgeStale(sql: Sql, e: StaleVersionError, userId: string, choiceId: string): Promise<DuplicateChoiceError | StaleVersionError | null> {
  const own = await ownChoicesSince(sql, e.gameId, userId, e.expectedVersion);
  const same = own.find((c) => c.choiceId === choiceId);
  if (same) return new DuplicateChoiceError(e.gameId, choiceId, same.version, e.currentVersion, e.state);
  return own.length > 0 ? e : null;
}

/** Others' changes since the pinned version are retried this often before the request counts as stale. */
const MAX_REJUDGED = 8;

/**
 * Apply a typed command pinned to `seenVersion` (read when it arrived, before anything was
 * awaited). Refused as a duplicate or stale when the player moved themselves since then.
 */
export async function applyTypedChoice(sql: Sql, now: () => Date, req: Omit<ApplyRequest, "expectedVersion"> & { readonly seenVersion: number }): Promise<Applied> {
  const userId = "userId" in req.actor ? req.actor.userId : null;
  let pinned = req.seenVersion;
  for (let attempt = 1; ; attempt++) {
    try {
      return await applyChoice(sql, now, { ...req, expectedVersion: pinned });
    } catch (e) {
      if (!(e instanceof StaleVersionError) || userId === null || e.currentVersion < 0) throw e;
      const judged = await judgeStale(sql, e, userId, req.choiceId);
      if (judged || attempt >= MAX_REJUDGED) throw judged ?? e;
      pinned = e.currentVersion; // only others moved: judge it against the game as it is now
    }
  }
}
