// What a process is about to post for a game, recorded on the game's posting lease before the
// post is sent (store/claims.ts). Whoever finishes the work after a crash (this process after a
// restart, or another one once the lease lapsed) posts that same range of the log under that
// same nonce, so Discord returns the first message if it had been taken: never a second post,
// never a log line told twice or skipped.
import { nonceOf } from "../../store/index.ts";

export interface PostIntent {
  /** The Discord nonce of the post. */
  readonly nonce: string;
  /** The post tells the engine log up to this length... */
  readonly log: number;
  /** ...and announces the game up to this version (outbox entries up to it are told). */
  readonly version: number;
  /** Set for the "took back their last turn" notice: the seat that undid. */
  readonly undoSeat?: number;
  /** The game's posting epoch the nonce was made in ("" for the first; store/epochs.ts). */
  readonly epoch: string;
  /**
   * When the lines are more than the post holds: the log indices where each of the parts told
   * before it ends (./catch-up.ts), decided once, and how many of them are sent so far.
   */
  readonly parts?: readonly number[];
  readonly partsSent?: number;
}

/** The lease under which one process at a time posts a game's outbox. */
export function postLease(gameId: number): string {
  return `post:${gameId}`;
}

/**
 * The intent of the post after the one that told the game up to `posted`, telling it up to `log`
 * and `version`, in the game's posting `epoch`: after a restore the same numbers come again, in
 * a new epoch, so the nonce differs from the discarded timeline's post (a first epoch's nonces
 * are those of bots from before epochs).
 */
export function intentFor(gameId: number, posted: { readonly postedLog: number; readonly postedVersion: number }, log: number, version: number, epoch: string, undoSeat?: number): PostIntent {
  const nonce = nonceOf("p", gameId, posted.postedVersion, posted.postedLog, version, log, undoSeat ?? "", ...(epoch ? [epoch] : []));
  return { nonce, log, version, epoch, ...(undoSeat !== undefined ? { undoSeat } : {}) };
}

/** The recorded intent, or null when there is none or it is not one we wrote. */
export function parseIntent(json: string | null): PostIntent | null {
  if (json === null) return null;
  let v: unknown;
  try { v = JSON.parse(json); } catch { return null; }
  if (typeof v !== "object" || v === null) return null;
  const o = v as Record<string, unknown>;
  if (typeof o.nonce !== "string" || typeof o.log !== "number" || typeof o.version !== "number") return null;
  const undoSeat = typeof o.undoSeat === "number" ? o.undoSeat : undefined;
  // Written before epochs: the first epoch's.
  const epoch = typeof o.epoch === "string" ? o.epoch : "";
  const parts = Array.isArray(o.parts) && o.parts.every((p) => Number.isInteger(p)) ? o.parts as number[] : undefined;
  const partsSent = typeof o.partsSent === "number" ? o.partsSent : undefined;
  return {
    nonce: o.nonce, log: o.log, version: o.version, epoch, ...(undoSeat !== undefined ? { undoSeat } : {}),
    ...(parts !== undefined ? { parts, ...(partsSent !== undefined ? { partsSent } : {}) } : {}),
  };
}
