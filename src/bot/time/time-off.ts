// The player's own settings through /nusfjord: `/nusfjord away until:` (time away: no reminders or
// direct messages, clocks stopped) and `/nusfjord settings quiet: timezone:` (quiet hours in the
// player's time zone). They belong to the player, for all their games in every server
// (store/players.ts). Everything typed is read and checked before anything is changed; a
// refusal is private and changes nothing.
import type { AutocompleteInteraction, ChatInputCommandInteraction } from "discord.js";
import { canonicalTimeZone, type PlayerSettings, type QuietHours } from "../../store/index.ts";
import { EPHEMERAL } from "../command.ts";
import { UserError, type BotContext } from "../context.ts";
import { MAX_AWAY_DAYS, momentIn, parseAwayUntil, parseQuietHours, quietText, zoneOf } from "./local-time.ts";
import { languageOf, translator, type Locale } from "../../i18n/index.ts";

/** The options of /nusfjord settings that are the player's own (not the game's). */
const PLAYER_OPTIONS = ["quiet", "timezone"] as const;

export interface PlayerChange {
  readonly quiet?: QuietHours | null;
  readonly timeZone?: string;
}

/** The zone a player typed, in its canonical name; refused when Intl does not know it. */
function readZone(typed: string): string {
  const zone = canonicalTimeZone(typed);
  if (zone === null) {
    throw UserError.say("errors.time.zone", { typed: typed.slice(0, 60) });
  }
  return zone;
}

/**
 * The player's own changes among a /nusfjord settings command's options, read and checked
 * (refused, with nothing changed, when they cannot be read); null when there are none.
 */
export function readPlayerChange(i: ChatInputCommandInteraction, current: PlayerSettings | undefined): PlayerChange | null {
  const quietTyped = i.options.getString("quiet");
  const zoneTyped = i.options.getString("timezone");
  if (quietTyped === null && zoneTyped === null) return null;
  const zone = zoneTyped === null ? undefined : readZone(zoneTyped);
  const quiet = quietTyped === null ? undefined : parseQuietHours(quietTyped);
  if (quiet !== undefined && quiet !== "off" && zone === undefined && !current?.timeZone) {
    throw UserError.say("errors.time.quietNeedsZone");
  }
  return { ...(quiet !== undefined ? { quiet: quiet === "off" ? null : quiet } : {}), ...(zone !== undefined ? { timeZone: zone } : {}) };
}

/** Whether a /nusfjord settings command names only the player's own options (then it needs no game). */
export function onlyPlayerOptions(i: ChatInputCommandInteraction): boolean {
  const given = i.options.data[0]?.options?.map((o) => o.name) ?? [];
  return given.length > 0 && given.every((n) => (PLAYER_OPTIONS as readonly string[]).includes(n));
}

/** What the change did, said to the player. */
export function playerChangeDone(change: PlayerChange, after: PlayerSettings, locale: Locale = "en"): string[] {
  const t = translator(locale);
  const done: string[] = [];
  if (change.timeZone !== undefined) done.push(t("replies.time.zone", { zone: after.timeZone ?? "UTC" }));
  if (change.quiet !== undefined) done.push(after.quiet ? t("replies.time.quiet", { hours: quietText(after.quiet), zone: zoneOf(after) }) : t("replies.time.noQuiet"));
  return done;
}

/** The player's own settings, for the settings screen: "Your time off and quiet hours (all your games): ...". */
export function yourTimeLine(s: PlayerSettings | undefined, locale: Locale = "en"): string {
  const t = translator(locale);
  const away = s?.awayUntil ? t("replies.line.away", { when: momentIn(locale, s.awayUntil, zoneOf(s)) }) : t("replies.time.notAway");
  const quiet = s?.quiet ? t("replies.time.quietHours", { hours: quietText(s.quiet) }) : t("replies.time.noQuietHours");
  return t("replies.time.line", { away, quiet, zone: zoneOf(s) });
}

/** /nusfjord away until: — away until a date or for some hours, or back (`off`). */
export async function away(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const typed = i.options.getString("until", true);
  const before = (await ctx.store.playerSettings([i.user.id])).get(i.user.id);
  const zone = zoneOf(before);
  const until = parseAwayUntil(typed, ctx.now(), zone, languageOf(i.locale));
  await ctx.store.setAway(i.user.id, until);
  const locale = languageOf(i.locale);
  const t = translator(locale);
  let content: string;
  if (until) {
    const zoneNote = before?.timeZone ? "" : t("replies.time.awayUtc");
    content = [
      t("replies.time.away", { when: momentIn(locale, until, zone), zoneNote }),
      t("replies.time.awayMeans"),
      t("replies.time.awayBack", { days: MAX_AWAY_DAYS }),
    ].join("\n");
  } else {
    content = before?.awayUntil ? t("replies.time.welcome") : t("replies.time.wasNotAway");
  }
  await i.reply({ flags: EPHEMERAL, allowedMentions: { parse: [] }, content });
}

/** Autocomplete for `timezone`: the zones Intl knows that contain what was typed (spaces read as "_"). */
export async function autocompleteZone(i: AutocompleteInteraction): Promise<void> {
  const typed = String(i.options.getFocused()).trim().toLowerCase().replace(/\s+/g, "_");
  const zones = ["UTC", ...Intl.supportedValuesOf("timeZone")];
  const found = zones.filter((z) => z.toLowerCase().includes(typed));
  // Those starting with it, or whose city does, first.
  const first = (z: string) => (z.toLowerCase().startsWith(typed) || z.toLowerCase().split("/").some((p) => p.startsWith(typed)) ? 0 : 1);
  await i.respond(found.sort((a, b) => first(a) - first(b)).slice(0, 25).map((z) => ({ name: z, value: z })));
}
