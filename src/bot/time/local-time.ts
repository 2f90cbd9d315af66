// A player's own time: their time zone (IANA, through Intl: no package), quiet hours, and when
// they are back from time away, read from what they type and said back to the table. Pure
// functions of their arguments (the clock is passed in).
import type { PlayerSettings, QuietHours } from "../../store/index.ts";
import { UserError } from "../context.ts";
import { PSEUDO, say, type Locale } from "../../i18n/index.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The zone a player's times are read and shown in: theirs, else UTC. */
export function zoneOf(s: Pick<PlayerSettings, "timeZone"> | undefined): string {
  return s?.timeZone ?? "UTC";
}

interface Wall {
  readonly year: number;
  /** 1-12 */
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  /** 0 = Sunday */
  readonly weekday: number;
}

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `zone` at the moment `at`. */
function wall(at: Date, zone: string): Wall {
  let f = wallFormats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", weekday: "long" });
    wallFormats.set(zone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year), month: Number(parts.month), day: Number(parts.day),
    hour: Number(parts.hour) % 24, minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(String(parts.weekday).toLowerCase()),
  };
}

/** How far `zone`'s wall clock is ahead of UTC at `at`, in milliseconds. */
function offset(at: Date, zone: string): number {
  const w = wall(at, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return asUtc - Math.floor(at.getTime() / MINUTE) * MINUTE;
}

/** The moment the wall clock in `zone` shows this date and time (within the hour when a change to or from summer time skips or repeats it). */
function zonedTime(zone: string, year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  let guess = naive - offset(new Date(naive), zone);
  const second = naive - offset(new Date(guess), zone);
  if (second !== guess) guess = Math.max(guess, second);
  return new Date(guess);
}

function minuteOfDay(w: Wall): number {
  return w.hour * 60 + w.minute;
}

/** Whether `at` falls in the quiet hours (in `zone`). */
export function inQuietHours(q: QuietHours, zone: string, at: Date): boolean {
  const m = minuteOfDay(wall(at, zone));
  return q.from < q.to ? m >= q.from && m < q.to : m >= q.from || m < q.to;
}

/** When the quiet hours that `at` falls in end (at itself when it is not in them). */
export function quietHoursEnd(q: QuietHours, zone: string, at: Date): Date {
  if (!inQuietHours(q, zone, at)) return at;
  const w = wall(at, zone);
  // Across midnight and still before it: they end tomorrow.
  const tomorrow = q.from > q.to && minuteOfDay(w) >= q.from;
  const base = new Date(Date.UTC(w.year, w.month - 1, w.day + (tomorrow ? 1 : 0)));
  const end = zonedTime(zone, base.getUTCFullYear(), base.getUTCMonth() + 1, base.getUTCDate(), Math.floor(q.to / 60), q.to % 60);
  return end > at ? end : new Date(at.getTime() + MINUTE);
}

/**
 * Whether the player is not to be pinged or messaged now, and until when: away (until they are
 * back), in their quiet hours (until they end), or neither (null).
 */
export function silentUntil(s: PlayerSettings | undefined, at: Date): { readonly why: "away" | "quiet"; readonly until: Date } | null {
  if (!s) return null;
  if (s.awayUntil && s.awayUntil > at) return { why: "away", until: s.awayUntil };
  if (s.quiet && inQuietHours(s.quiet, zoneOf(s), at)) return { why: "quiet", until: quietHoursEnd(s.quiet, zoneOf(s), at) };
  return null;
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** "22:00-08:00". */
export function quietText(q: QuietHours): string {
  return `${clock(q.from)}-${clock(q.to)}`;
}

/** A time of day typed as "22", "7", "22:30" or "7.30" (24:00 reads as 00:00), in minutes after midnight. */
function timeOfDay(text: string): number | null {
  const m = /^(\d{1,2})(?:[:.h](\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  if (h > 24 || min > 59 || (h === 24 && min > 0)) return null;
  return (h % 24) * 60 + min;
}

/** Quiet hours as typed ("22-08", "22:30-7:00", "23 to 7"), or "off"; anything else is refused. */
export function parseQuietHours(text: string): QuietHours | "off" {
  const t = text.trim().toLowerCase();
  if (["off", "none", "no", "false"].includes(t)) return "off";
  const parts = t.split(/\s*(?:-|–|—|to)\s*/);
  const [from, to] = parts.map(timeOfDay);
  if (parts.length !== 2 || from == null || to == null) {
    throw UserError.say("errors.time.quietUnreadable", { typed: text.slice(0, 40) });
  }
  if (from === to) throw UserError.say("errors.time.quietSame");
  return { from, to };
}

function monthOf(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, "");
  if (w.length < 3) return null;
  const i = MONTHS.findIndex((m) => m.startsWith(w));
  return i < 0 ? null : i + 1;
}

function weekdayOf(word: string): number | null {
  const w = word.toLowerCase().replace(/[.,]$/, "");
  if (w.length < 3) return null;
  const i = WEEKDAYS.findIndex((d) => d.startsWith(w));
  return i < 0 ? null : i;
}

function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A calendar date as typed: "2026-11-29", "29 Nov", "Sat 29 Nov", "Nov 29", "29 November 2026". */
function calendarDate(text: string): { year: number | null; month: number; day: number; weekday: number | null } | null {
  // A year of four digits or more, so that 99999 is refused as too far ahead rather than unread.
  const iso = /^(\d{4,})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) {
    const month = Number(iso[2]);
    return month >= 1 && month <= 12 ? { year: Number(iso[1]), month, day: Number(iso[3]), weekday: null } : null;
  }
  const words = text.replace(/,/g, " ").split(/\s+/).filter(Boolean);
  let weekday: number | null = null;
  if (words.length > 0 && weekdayOf(words[0] ?? "") !== null && !/^\d/.test(words[0] ?? "")) weekday = weekdayOf(words.shift() ?? "");
  let year: number | null = null;
  const last = words[words.length - 1] ?? "";
  if (words.length === 3 && /^\d{4,}$/.test(last)) { year = Number(last); words.pop(); }
  if (words.length !== 2) return null;
  const [a = "", b = ""] = words;
  const dayFirst = /^\d{1,2}(st|nd|rd|th)?$/i.test(a) ? { day: parseInt(a, 10), month: monthOf(b) } : /^\d{1,2}(st|nd|rd|th)?$/i.test(b) ? { day: parseInt(b, 10), month: monthOf(a) } : null;
  if (!dayFirst || dayFirst.month === null) return null;
  return { year, month: dayFirst.month, day: dayFirst.day, weekday };
}

function validDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** At most this many days away at a time (the store checks it too). */
export const MAX_AWAY_DAYS = 30;

/** "2026-03-31". */
function isoDate(w: Wall): string {
  return `${w.year}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
}

/** What may be said instead, from `now`: "Say when you will be back: a day up to Tue 31 Mar (`until:2026-03-31`), or ...". */
function acceptedRange(now: Date, zone: string, locale: Locale): string {
  // The last day that begins within the 30 days: the day of the last moment allowed.
  const last = wall(new Date(now.getTime() + MAX_AWAY_DAYS * DAY), zone);
  const day = locale === "en"
    ? `${titleCase((WEEKDAYS[last.weekday] ?? "").slice(0, 3))} ${last.day} ${titleCase((MONTHS[last.month - 1] ?? "").slice(0, 3))}`
    : new Intl.DateTimeFormat(intlOf(locale), { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" }).format(Date.UTC(last.year, last.month - 1, last.day));
  return say(locale, "errors.time.range", { day, iso: isoDate(last), days: MAX_AWAY_DAYS });
}

/** The language Intl writes dates in for a locale (the pseudo-locale: English). */
function intlOf(locale: Locale): string {
  return locale === PSEUDO ? "en" : locale;
}

/** "29 February 2027" (a day that may not exist), the month and its day in the language. */
function dateIn(locale: Locale, year: number, month: number, day: number): string {
  const name = locale === "en" ? titleCase(MONTHS[month - 1] ?? "") : new Intl.DateTimeFormat(intlOf(locale), { timeZone: "UTC", month: "long" }).format(Date.UTC(year, month - 1, 1));
  return say(locale, "errors.time.date", { day, month: name, year });
}

/** A weekday's whole name (0 = Sunday) in the language. */
function weekdayIn(locale: Locale, weekday: number): string {
  return locale === "en" ? titleCase(WEEKDAYS[weekday] ?? "") : new Intl.DateTimeFormat(intlOf(locale), { timeZone: "UTC", weekday: "long" }).format(Date.UTC(2023, 0, 1 + weekday));
}

function inThePast(now: Date, zone: string, locale: Locale): UserError {
  return UserError.say("errors.time.past", { range: acceptedRange(now, zone, locale) });
}

function tooFarAhead(now: Date, zone: string, bareNumber: boolean, locale: Locale): UserError {
  return UserError.say(bareNumber ? "errors.time.tooFarHours" : "errors.time.tooFar", { days: MAX_AWAY_DAYS, range: acceptedRange(now, zone, locale) });
}

/**
 * When a player typing `text` for `/nusfjord away until:` is back: a number of hours ("48",
 * "48h", "36 hours") or days ("3d", "3 days"), or a date ("2026-11-29", "29 Nov", "Sat 29 Nov":
 * back from the start of that day in their time zone; without a year, the next such day), or
 * "off" (back now: null). Refused, with the reason and what it accepts: a moment already past
 * (a negative number too), more than 30 days ahead (however far: a number of hours too big for a
 * date, the year 99999), a weekday that does not match the date, or anything it cannot read.
 * What is out of range is refused before any date is made of it, so no invalid Date comes out.
 */
export function parseAwayUntil(text: string, now: Date, zone: string, locale: Locale = "en"): Date | null {
  const t = text.trim();
  if (/^(off|back|no|none|now|0)$/i.test(t)) return null;
  const span = /^([-+]?\d+(?:[.,]\d+)?)\s*(h|hr|hrs|hour|hours|d|day|days)?$/i.exec(t);
  let until: Date;
  if (span) {
    const n = Number((span[1] ?? "").replace(",", "."));
    const ms = n * (/^d/i.test(span[2] ?? "") ? DAY : HOUR);
    if (ms <= 0) throw inThePast(now, zone, locale);
    // Also a number so big that it is no date (9999999999 hours) or no number (Infinity).
    if (!(ms <= MAX_AWAY_DAYS * DAY)) throw tooFarAhead(now, zone, span[2] === undefined, locale);
    until = new Date(now.getTime() + ms);
  } else {
    const d = calendarDate(t);
    if (!d) throw UserError.say("errors.time.unreadable", { typed: t.slice(0, 40) });
    const today = wall(now, zone);
    let year = d.year ?? today.year;
    // Without a year: the next such day that has not begun (today has).
    if (d.year === null && (d.month < today.month || (d.month === today.month && d.day <= today.day))) year += 1;
    // 30 days reach at most into next year.
    if (year < today.year) throw inThePast(now, zone, locale);
    if (year > today.year + 1) throw tooFarAhead(now, zone, false, locale);
    if (!validDate(year, d.month, d.day)) throw UserError.say("errors.time.noSuchDate", { date: dateIn(locale, year, d.month, d.day) });
    const day = new Date(Date.UTC(year, d.month - 1, d.day));
    if (d.weekday !== null && day.getUTCDay() !== d.weekday) {
      throw UserError.say("errors.time.weekday", { date: dateIn(locale, year, d.month, d.day), actual: weekdayIn(locale, day.getUTCDay()), said: weekdayIn(locale, d.weekday) });
    }
    if (d.year === null && d.month === today.month && d.day === today.day) throw UserError.say("errors.time.today");
    until = zonedTime(zone, year, d.month, d.day);
  }
  const ahead = until.getTime() - now.getTime();
  if (ahead <= 0) throw inThePast(now, zone, locale);
  if (!(ahead <= MAX_AWAY_DAYS * DAY)) throw tooFarAhead(now, zone, false, locale);
  return until;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as the table reads it, in the player's time zone: "Sun 29 Nov" for the start of a
 * day, else "Sun 29 Nov, 14:00 UTC" (with the zone's short name).
 */
export function momentText(at: Date, zone: string): string {
  const w = wall(at, zone);
  const day = `${titleCase((WEEKDAYS[w.weekday] ?? "").slice(0, 3))} ${w.day} ${titleCase((MONTHS[w.month - 1] ?? "").slice(0, 3))}`;
  if (w.hour === 0 && w.minute === 0) return day;
  let f = dayFormats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", { timeZone: zone, timeZoneName: "short" });
    dayFormats.set(zone, f);
  }
  const name = f.formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? zone;
  return `${day}, ${clock(minuteOfDay(w))} ${name}`;
}

/** A moment in the reader's language: English as momentText writes it, another language through Intl (the day, and unless it is midnight the time with its zone). */
export function momentIn(locale: Locale, at: Date, zone: string): string {
  if (locale === "en") return momentText(at, zone);
  const w = wall(at, zone);
  const midnight = w.hour === 0 && w.minute === 0;
  return new Intl.DateTimeFormat(locale === PSEUDO ? "en" : locale, {
    timeZone: zone, weekday: "short", day: "numeric", month: "short",
    ...(midnight ? {} : { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZoneName: "short" }),
  }).format(at);
}
