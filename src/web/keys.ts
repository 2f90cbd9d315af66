// The web view's links (issue 38), unguessable without a database change: a game's public page
// is /g/<id>-<mac>, mac = HMAC-SHA256(secret, "game:<id>") cut to 16 bytes, base64url; a
// player's private hand is /h/<id>-<seat>-<expiresUnix>-<mac>, the mac over all of those, good
// for 24 hours from when it is given. The secret is WEB_SECRET, or derived from DISCORD_TOKEN (a
// new token makes new links). Macs are compared in constant time.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** How long a private hand link works after it is given. */
export const HAND_LINK_SECONDS = 24 * 60 * 60;

const MAC_BYTES = 16;
/** 16 bytes in base64url, unpadded. */
const MAC_CHARS = 22;

/** The key the links are signed with: WEB_SECRET when set, else derived from the bot's token. */
export function linkSecret(webSecret: string | undefined, discordToken: string | undefined): Buffer {
  if (webSecret) return Buffer.from(webSecret, "utf8");
  if (!discordToken) throw new Error("the web view needs WEB_SECRET or DISCORD_TOKEN to sign its links");
  return createHash("sha256").update(`nusfjord web view links v1\n${discordToken}`).digest();
}

function mac(secret: Buffer, message: string): string {
  return createHmac("sha256", secret).update(message).digest().subarray(0, MAC_BYTES).toString("base64url");
}

function sameMac(given: string, expected: string): boolean {
  const a = Buffer.from(given, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The key of a game's public page: "<id>-<mac>". */
export function gameKey(secret: Buffer, gameId: number): string {
  return `${gameId}-${mac(secret, `game:${gameId}`)}`;
}

/** The key of a seat's private hand, good until `expires` (Unix seconds): "<id>-<seat>-<expires>-<mac>". */
export function handKey(secret: Buffer, gameId: number, seat: number, expires: number): string {
  return `${gameId}-${seat}-${expires}-${mac(secret, `hand:${gameId}:${seat}:${expires}`)}`;
}

/** What a link's key turned out to be. */
export type KeyCheck<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly why: "forged" | "expired" };

const ID = "(0|[1-9]\\d{0,15})";
const GAME_KEY = new RegExp(`^${ID}-([A-Za-z0-9_-]{${MAC_CHARS}})$`);
const HAND_KEY = new RegExp(`^${ID}-([0-4])-(\\d{1,12})-([A-Za-z0-9_-]{${MAC_CHARS}})$`);

/** The game a public page's key opens, or why none. */
export function checkGameKey(secret: Buffer, key: string): KeyCheck<{ gameId: number }> {
  const m = GAME_KEY.exec(key);
  if (!m) return { ok: false, why: "forged" };
  const gameId = Number(m[1]);
  return sameMac(m[2] ?? "", mac(secret, `game:${gameId}`)) ? { ok: true, value: { gameId } } : { ok: false, why: "forged" };
}

/** The game and seat a hand link's key opens at `nowUnix`, or why none (a forged key is never called expired). */
export function checkHandKey(secret: Buffer, key: string, nowUnix: number): KeyCheck<{ gameId: number; seat: number; expires: number }> {
  const m = HAND_KEY.exec(key);
  if (!m) return { ok: false, why: "forged" };
  const gameId = Number(m[1]);
  const seat = Number(m[2]);
  const expires = Number(m[3]);
  if (!sameMac(m[4] ?? "", mac(secret, `hand:${gameId}:${seat}:${expires}`))) return { ok: false, why: "forged" };
  if (nowUnix >= expires) return { ok: false, why: "expired" };
  return { ok: true, value: { gameId, seat, expires } };
}

/** Links the bot gives: the public page of a game and a seat's private hand. */
export interface WebLinks {
  game(gameId: number): string;
  hand(gameId: number, seat: number, now: Date): string;
}

/** The links under `baseUrl` (WEB_URL), signed with `secret`. */
function webLinks(baseUrl: string, secret: Buffer): WebLinks {
  return {
    game: (gameId) => `${baseUrl}/g/${gameKey(secret, gameId)}`,
    hand: (gameId, seat, now) => `${baseUrl}/h/${handKey(secret, gameId, seat, Math.floor(now.getTime() / 1000) + HAND_LINK_SECONDS)}`,
  };
}

/** The links of the web view when it is on (WEB_PORT set), else null: what the posts' buttons link to. */
export function linksOf(config: { readonly webPort: number | null; readonly webUrl: string | null; readonly webSecret: string | undefined; readonly discordToken: string | undefined }): WebLinks | null {
  if (config.webPort === null || config.webUrl === null) return null;
  if (!config.webSecret && !config.discordToken) return null;
  return webLinks(config.webUrl, linkSecret(config.webSecret, config.discordToken));
}
