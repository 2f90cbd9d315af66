// Discord's message nonces on channel posts: with `enforce_nonce: true`, a post whose nonce the
// same author already used in the same channel within the last few minutes creates nothing and
// is answered with that earlier message (as https://discord.com/developers/docs/resources/message#create-message
// describes). Also a fault for tests: answer 502 after a post was made, as a proxy in front of
// Discord may, so the client retries a post Discord already took.
import { HttpError, invalidForm, isObject } from "./http.ts";

/** How long Discord remembers a nonce ("the past few minutes"). */
const NONCE_WINDOW_MS = 5 * 60_000;

export class NonceLedger {
  private readonly seen = new Map<string, { messageId: string; at: number }>();
  /** Posts answered with an earlier message instead of a new one. */
  repeats = 0;
  /** Posts still to answer with 502 after making them. */
  failAfterPost = 0;

  constructor(private readonly now: () => number = Date.now) {}

  private key(channelId: string, authorId: string, body: Record<string, unknown>): string | null {
    const nonce = body.nonce;
    if (nonce === undefined || nonce === null) {
      if (body.enforce_nonce === true) throw invalidForm({ nonce: { _errors: [{ code: "BASE_TYPE_REQUIRED", message: "This field is required when enforce_nonce is set" }] } });
      return null;
    }
    const text = typeof nonce === "string" ? (nonce.length > 25 ? null : nonce) : typeof nonce === "number" && Number.isInteger(nonce) ? String(nonce) : null;
    if (text === null) {
      throw invalidForm({ nonce: { _errors: [{ code: "BASE_TYPE_BAD_LENGTH", message: "Must be 25 or fewer in length." }] } });
    }
    return body.enforce_nonce === true ? `${channelId}:${authorId}:${text}` : null;
  }

  /** The earlier message this post repeats, if any (checks the nonce's form either way). */
  earlier(channelId: string, authorId: string, body: unknown): string | null {
    if (!isObject(body)) return null;
    const k = this.key(channelId, authorId, body);
    if (k === null) return null;
    const hit = this.seen.get(k);
    if (!hit || this.now() - hit.at > NONCE_WINDOW_MS) return null;
    this.repeats++;
    return hit.messageId;
  }

  /** A post was made: remember its nonce, and fail the answer if a fault is armed. */
  made(channelId: string, authorId: string, body: unknown, messageId: string): void {
    if (isObject(body)) {
      const k = this.key(channelId, authorId, body);
      if (k !== null) this.seen.set(k, { messageId, at: this.now() });
    }
    if (this.failAfterPost > 0) {
      this.failAfterPost--;
      throw new HttpError(502, { message: "502: Bad Gateway", code: 0 });
    }
  }
}
