// Who at a table is not to be pinged or messaged now (away, or in their quiet hours) and what the
// table is told about it ("Ann is away until Sun 29 Nov"), from the players' own settings
// (store/players.ts). Read once per post, per reminder and per listing.
import type { GameRecord, PlayerSettings } from "../../store/index.ts";
import type { BotContext } from "../context.ts";
import { momentIn, silentUntil, zoneOf } from "./local-time.ts";
import { escapeName } from "../layouts/text.ts";
import { translator, type Locale } from "../../i18n/index.ts";

/** A player who is not pinged now: why, until when, and the line the table reads about it. */
export interface Hush {
  readonly why: "away" | "quiet";
  readonly until: Date;
  readonly note: string;
}

/** "away until Sun 29 Nov", in the player's own time zone, in English or the reader's language ("abwesend bis So., 29. Nov."). */
function awayUntilText(s: PlayerSettings, locale: Locale = "en"): string {
  if (!s.awayUntil) return "";
  const zone = zoneOf(s);
  return translator(locale)("replies.line.away", { when: momentIn(locale, s.awayUntil, zone) });
}

/** The people at the table who are away or in their quiet hours now, by user id. */
export async function hushedPlayers(ctx: BotContext, game: GameRecord): Promise<Map<string, Hush>> {
  const people = game.seats.filter((s) => s.userId !== null);
  const settings = await ctx.store.playerSettings(people.map((s) => s.userId ?? ""));
  const now = ctx.now();
  const out = new Map<string, Hush>();
  for (const seat of people) {
    const s = settings.get(seat.userId ?? "");
    const silent = silentUntil(s, now);
    if (!s || !silent || !seat.userId || out.has(seat.userId)) continue;
    const name = escapeName(seat.displayName);
    const note = silent.why === "away" ? `💤 ${name} is ${awayUntilText(s)}.` : `🌙 ${name} has quiet hours now: no ping.`;
    out.set(seat.userId, { ...silent, note });
  }
  return out;
}

/** The players away now among `userIds`, with the text the reader reads ("away until Sun 29 Nov"), by user id. */
export async function awayNotes(ctx: BotContext, userIds: readonly string[], locale: Locale = "en"): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (userIds.length === 0) return out;
  for (const [id, s] of await ctx.store.playerSettings(userIds)) if (s.awayUntil) out.set(id, awayUntilText(s, locale));
  return out;
}
