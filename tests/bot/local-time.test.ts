// A player's own time (src/bot/time/local-time.ts): what `/nusfjord away until:` and `quiet:` accept,
// read in the player's time zone, what they refuse and why, and how the table is told.
import { describe, expect, it } from "vitest";
import { UserError } from "../../src/bot/context.ts";
import { inQuietHours, momentText, parseAwayUntil, parseQuietHours, quietHoursEnd, quietText, silentUntil } from "../../src/bot/time/local-time.ts";
import { lcg } from "../engine/helpers.ts";
import { say, type Language } from "../../src/i18n/index.ts";

/** The refusal as the router says it to a reader of `locale`. */
function refusalIn(locale: Language, f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (!(e instanceof UserError) || !e.said) throw e;
    return say(locale, e.said.key, e.said.vars);
  }
  throw new Error("not refused");
}

const now = new Date("2026-03-01T09:00:00Z"); // a Sunday
const OSLO = "Europe/Oslo";
const HOUR = 3_600_000;

function refusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(UserError);
    return (e as Error).message;
  }
  throw new Error("not refused");
}

describe("away until", () => {
  it("reads a date as the start of that day in the player's time zone: ISO, day and month, with or without weekday and year", () => {
    const start = new Date("2026-03-28T23:00:00Z"); // 29 March, 00:00 in Oslo (still winter time)
    for (const typed of ["2026-03-29", "29 Mar", "Sun 29 Mar", "Mar 29", "29 March 2026", "sunday, 29 march", "29th Mar"]) {
      expect(parseAwayUntil(typed, now, OSLO)).toEqual(start);
    }
    expect(parseAwayUntil("29 Mar", now, "UTC")).toEqual(new Date("2026-03-29T00:00:00Z"));
    expect(parseAwayUntil("2 Mar", now, "America/New_York")).toEqual(new Date("2026-03-02T05:00:00Z"));
  });

  it("reads a number as hours, or days with a unit; off (or back) as back now", () => {
    expect(parseAwayUntil("48", now, OSLO)).toEqual(new Date(now.getTime() + 48 * HOUR));
    expect(parseAwayUntil("36 hours", now, OSLO)).toEqual(new Date(now.getTime() + 36 * HOUR));
    expect(parseAwayUntil("1.5h", now, OSLO)).toEqual(new Date(now.getTime() + 1.5 * HOUR));
    expect(parseAwayUntil("3 days", now, OSLO)).toEqual(new Date(now.getTime() + 72 * HOUR));
    expect(parseAwayUntil("30d", now, OSLO)).toEqual(new Date(now.getTime() + 720 * HOUR));
    expect(parseAwayUntil("off", now, OSLO)).toBeNull();
    expect(parseAwayUntil("Back", now, OSLO)).toBeNull();
  });

  it("refuses a moment past, today (already begun), more than 30 days ahead, a weekday that is not the date's, a date that does not exist and garbage, saying why", () => {
    expect(refusal(() => parseAwayUntil("2026-02-27", now, OSLO))).toMatch(/^That is in the past/);
    expect(refusal(() => parseAwayUntil("1 Mar", now, OSLO))).toMatch(/^That is today, which has already begun/);
    expect(refusal(() => parseAwayUntil("31 days", now, OSLO))).toMatch(/more than 30 days away/);
    expect(refusal(() => parseAwayUntil("721", now, OSLO))).toMatch(/more than 30 days away/);
    expect(refusal(() => parseAwayUntil("2026-04-01", now, OSLO))).toMatch(/more than 30 days away/);
    // Without a year, a day earlier this year is next year's: too far.
    expect(refusal(() => parseAwayUntil("28 Feb", now, OSLO))).toMatch(/more than 30 days away/);
    expect(refusal(() => parseAwayUntil("Sat 29 Mar", now, OSLO))).toBe("29 March 2026 is a Sunday, not a Saturday: which did you mean? Nothing was changed.");
    expect(refusal(() => parseAwayUntil("2026-02-30", now, OSLO))).toMatch(/^There is no 30 February 2026/);
    expect(refusal(() => parseAwayUntil("next week-ish", now, OSLO))).toMatch(/^I cannot read "next week-ish" as a date or a number of hours/);
  });

  it("says the refusals of /nusfjord away in German and Japanese, the dates and weekdays in the language", () => {
    expect(refusalIn("de", () => parseAwayUntil("Sat 29 Mar", now, OSLO, "de"))).toBe("Der 29. März 2026 ist ein Sonntag, kein Samstag: Was meintest du? Es wurde nichts geändert.");
    expect(refusalIn("de", () => parseAwayUntil("2026-02-30", now, OSLO, "de"))).toBe("Den 30. Februar 2026 gibt es nicht. Es wurde nichts geändert.");
    expect(refusalIn("de", () => parseAwayUntil("31 days", now, OSLO, "de"))).toBe("Das ist mehr als 30 Tage entfernt: Du kannst höchstens 30 Tage am Stück abwesend sein. Sag, wann du zurück bist: einen Tag bis Di., 31. März (`until:2026-03-31`) oder Stunden oder Tage bis zu 30 Tagen (`until:48`, `until:3 days`). Für länger kann der Gastgeber deinen Platz einer KI überlassen. Es wurde nichts geändert.");
    expect(refusalIn("ja", () => parseAwayUntil("2026-02-27", now, OSLO, "ja"))).toBe("それは過去です。いつ戻るかを指定してください：3月31日(火)までの日付（`until:2026-03-31`）、または30日までの時間数か日数（`until:48`、`until:3 days`）。何も変更していません。");
    expect(refusalIn("ja", () => parseAwayUntil("Sat 29 Mar", now, OSLO, "ja"))).toBe("2026年3月29日は日曜日で、土曜日ではありません：どちらのつもりですか？何も変更していません。");
    expect(refusalIn("ja", () => parseAwayUntil("next week-ish", now, OSLO, "ja"))).toContain("「next week-ish」を日付や時間数として読めません");
  });

  it("refuses a number of hours or days too big for a date (until:9999999999), a year like 99999, a negative number and a date centuries past, saying the range it accepts", () => {
    const tooFar = "That is more than 30 days away (a number alone counts hours): you can be away for at most 30 days at a time. Say when you will be back: a day up to Tue 31 Mar (`until:2026-03-31`), or hours or days up to 30 days (`until:48`, `until:3 days`). For longer, the host can let an AI play your seat. Nothing was changed.";
    expect(refusal(() => parseAwayUntil("9999999999", now, OSLO))).toBe(tooFar);
    expect(refusal(() => parseAwayUntil(`1${"0".repeat(400)}`, now, OSLO))).toBe(tooFar);
    for (const typed of ["9999999999 days", "8640000000000000h", "99999-01-01", "29 Nov 99999", "Sat 29 Nov 2099", "9999-12-31"]) {
      expect(refusal(() => parseAwayUntil(typed, now, OSLO))).toBe(tooFar.replace(" (a number alone counts hours)", ""));
    }
    const past = "That is in the past. Say when you will be back: a day up to Tue 31 Mar (`until:2026-03-31`), or hours or days up to 30 days (`until:48`, `until:3 days`). Nothing was changed.";
    for (const typed of ["-5", "-2 days", "-9999999999", "0000-01-01", "0050-06-01", "1 Jan 1999"]) expect(refusal(() => parseAwayUntil(typed, now, OSLO))).toBe(past);
    for (const typed of ["NaN", "Infinity", "1e400", "2026-13-01", "2026-00-10", "", "   "]) expect(refusal(() => parseAwayUntil(typed, now, OSLO))).toMatch(/^I cannot read ".*" as a date or a number of hours: write `until:2026-11-29`/);
    // The last day it names is accepted, the day after is not.
    expect(parseAwayUntil("2026-03-31", now, OSLO)).toEqual(new Date("2026-03-30T22:00:00Z"));
    expect(refusal(() => parseAwayUntil("2026-04-01", now, OSLO))).toMatch(/^That is more than 30 days away/);
  });

  it("never gives an invalid date nor throws anything but a refusal, whatever number, unit or year is typed", () => {
    const rand = lcg(34);
    const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
    const digits = (n: number): string => Array.from({ length: n }, () => String(Math.floor(rand() * 10))).join("");
    let accepted = 0;
    for (let i = 0; i < 2000; i++) {
      // Short numbers (which may be within 30 days) as often as long ones.
      const number = `${pick(["", "-", "+"])}${digits(pick([1, 2, 3, 1 + Math.floor(rand() * 20)]))}${pick(["", `.${digits(3)}`])}`;
      const typed = pick([
        `${number}${pick(["", "h", " hours", "d", " days"])}`,
        `${digits(1 + Math.floor(rand() * 8))}-${digits(2)}-${digits(2)}`,
        `${digits(1 + Math.floor(rand() * 2))} ${pick(["Jan", "Mar", "Nov", "Dec"])} ${digits(1 + Math.floor(rand() * 8))}`,
      ]);
      let until: Date | null;
      try {
        until = parseAwayUntil(typed, now, OSLO);
      } catch (e) {
        expect(e, typed).toBeInstanceOf(UserError);
        continue;
      }
      if (until === null) continue;
      expect(Number.isNaN(until.getTime()), typed).toBe(false);
      expect(until.getTime() - now.getTime(), typed).toBeGreaterThan(0);
      expect(until.getTime() - now.getTime(), typed).toBeLessThanOrEqual(30 * 24 * HOUR);
      accepted++;
    }
    // Enough of them fall within 30 days to check what is accepted too (243 with this seed).
    expect(accepted).toBeGreaterThan(100);
  });

  it("is told to the table in the player's zone: the day for a whole day, else the day, time and zone", () => {
    expect(momentText(new Date("2026-03-28T23:00:00Z"), OSLO)).toBe("Sun 29 Mar");
    expect(momentText(new Date("2026-03-03T09:00:00Z"), OSLO)).toBe("Tue 3 Mar, 10:00 CET");
    expect(momentText(new Date("2026-03-03T09:00:00Z"), "UTC")).toBe("Tue 3 Mar, 09:00 UTC");
  });
});

describe("quiet hours", () => {
  it("read a span of hours, across midnight or not, or off; refuse what they cannot read and an empty span", () => {
    expect(parseQuietHours("22-08")).toEqual({ from: 22 * 60, to: 8 * 60 });
    expect(parseQuietHours("22:30 - 7:15")).toEqual({ from: 22 * 60 + 30, to: 7 * 60 + 15 });
    expect(parseQuietHours("23 to 24")).toEqual({ from: 23 * 60, to: 0 });
    expect(parseQuietHours("OFF")).toBe("off");
    expect(quietText({ from: 22 * 60, to: 8 * 60 })).toBe("22:00-08:00");
    expect(refusal(() => parseQuietHours("late"))).toMatch(/not a span of hours I can read/);
    expect(refusal(() => parseQuietHours("25-08"))).toMatch(/not a span of hours I can read/);
    expect(refusal(() => parseQuietHours("8-8"))).toMatch(/differs from their start/);
  });

  it("hold until they end: the same morning, or the next one when they began before midnight, in the player's zone", () => {
    const q = { from: 22 * 60, to: 8 * 60 };
    expect(inQuietHours(q, OSLO, new Date("2026-03-01T20:59:00Z"))).toBe(false); // 21:59 in Oslo
    expect(quietHoursEnd(q, OSLO, new Date("2026-03-01T21:00:00Z"))).toEqual(new Date("2026-03-02T07:00:00Z"));
    expect(quietHoursEnd(q, OSLO, new Date("2026-03-02T06:59:00Z"))).toEqual(new Date("2026-03-02T07:00:00Z"));
    expect(inQuietHours(q, OSLO, new Date("2026-03-02T07:00:00Z"))).toBe(false);
    // The night summer time begins, 08:00 comes an hour earlier in UTC.
    expect(quietHoursEnd(q, OSLO, new Date("2026-03-28T23:00:00Z"))).toEqual(new Date("2026-03-29T06:00:00Z"));
    const day = { from: 9 * 60, to: 17 * 60 };
    expect(quietHoursEnd(day, "UTC", new Date("2026-03-02T12:00:00Z"))).toEqual(new Date("2026-03-02T17:00:00Z"));
  });

  it("and time away silence a player until they end; away goes first", () => {
    const base = { userId: "u", timeZone: OSLO };
    const night = new Date("2026-03-01T23:00:00Z");
    expect(silentUntil({ ...base, awayUntil: null, quiet: { from: 1320, to: 480 } }, night)).toEqual({ why: "quiet", until: new Date("2026-03-02T07:00:00Z") });
    const back = new Date("2026-03-04T00:00:00Z");
    expect(silentUntil({ ...base, awayUntil: back, quiet: { from: 1320, to: 480 } }, night)).toEqual({ why: "away", until: back });
    expect(silentUntil({ ...base, awayUntil: null, quiet: null }, night)).toBeNull();
    expect(silentUntil(undefined, night)).toBeNull();
  });
});
