// The cheat sheet in German and Japanese (issue 37): drawn with its words in the language, every
// line inside its panel, none below the phone images' smallest size, squeezed or ellipsized; its
// alt text whole and in the language. Japanese has no spaces between words, so wrap() breaks it
// between characters, never before closing punctuation nor after an opening bracket.
import { afterEach, describe, expect, it } from "vitest";
import type { PlayerCount } from "../../src/engine/index.ts";
import { PHONE_MIN_TEXT, PHONE_WIDTH, renderCheatSheet } from "../../renderers/index.ts";
import { MAX_DESCRIPTION, describeCheatSheet } from "../../renderers/describe.ts";
import { measure, measuringContext, traceText, wrap } from "../../renderers/draw.ts";
import { INNER } from "../../renderers/phone.ts";
import { PHONE_SCALE, font } from "../../renderers/theme.ts";
import { pngSize } from "./png.ts";
import { traced } from "./trace.ts";

const COUNTS: readonly PlayerCount[] = [2, 3, 4, 5];

afterEach(() => traceText(null));

describe("wrap() with Japanese text", () => {
  const m = measuringContext();
  const sentence = "長老の獲得（アクションスペース）：山の一番上の長老を長老会議に迎える（最大5人）。すぐに使ってもよい。「今すぐ使う」も同じ条件で表示される。";

  it("breaks between characters, within the width, and keeps every character", () => {
    for (const width of [120, 200, 333]) {
      const lines = wrap(m, sentence, width, 17);
      expect(lines.length).toBeGreaterThan(2);
      for (const line of lines) expect(measure(m, font(17), line), line).toBeLessThanOrEqual(width);
      expect(lines.join("")).toBe(sentence);
    }
  });

  it("starts no line with closing punctuation or a small kana, and ends none with an opening bracket", () => {
    for (let width = 60; width <= 400; width += 7) {
      const lines = wrap(m, sentence, width, 17);
      for (const line of lines.slice(1)) expect(line, `${width}: ${lines.join(" | ")}`).not.toMatch(/^[、。）」：ェョっー]/);
      for (const line of lines.slice(0, -1)) expect(line, `${width}: ${lines.join(" | ")}`).not.toMatch(/[（「]$/);
    }
  });

  it("keeps a Latin name or a number in Japanese text whole, and breaks at its spaces", () => {
    const lines = wrap(m, "建物（Park Lodge、Ballroom、Village Center）で迎えた長老は木材12ですぐには使えない", 150, 17);
    expect(lines.join(" ")).toContain("Park");
    for (const word of ["Lodge", "Ballroom", "Village", "Center", "12"]) expect(lines.some((l) => l.includes(word)), word).toBe(true);
    for (const line of lines) expect(measure(m, font(17), line)).toBeLessThanOrEqual(150);
  });
});

/** Every text the sheet draws in a language, with the PNG. */
async function sheet(players: PlayerCount, locale: "de" | "ja") {
  const { png, texts } = await traced(() => renderCheatSheet(players, { locale, round: 4 }));
  return { png, texts, words: texts.map((t) => t.s).join(" ") };
}

describe("the cheat sheet in German and Japanese", () => {
  const m = measuringContext();
  for (const locale of ["de", "ja"] as const) {
    for (const n of COUNTS) {
      it(`${locale}, ${n} players: a phone PNG with no text outside its panel, below ${PHONE_MIN_TEXT} px, squeezed or cut`, async () => {
        const { png, texts } = await sheet(n, locale);
        const { width, height } = pngSize(png);
        expect(width).toBe(PHONE_WIDTH);
        expect(height).toBeLessThan(3200);
        expect(texts.filter((t) => t.px < PHONE_MIN_TEXT)).toEqual([]);
        expect(texts.filter((t) => t.squeezed)).toEqual([]);
        expect(texts.map((t) => t.s).join("\n")).not.toContain("…");
        // Each line as drawn, measured at its size in the layout's units, is no wider than a panel's inside.
        const wide = texts.filter((t) => measure(m, font(Math.round(t.px / PHONE_SCALE), t.bold), t.s) > INNER).map((t) => t.s);
        expect(wide).toEqual([]);
      });
    }
  }

  it("says it in the language: the phases, the action spaces, the Ships and the marked round", async () => {
    const de = (await sheet(4, "de")).words;
    for (const w of ["Nusfjord-Spickzettel", "4 Spieler", "Fangzeit", "Arbeitszeit", "Heimkehr", "automatisch", "Abholzen", "Schaluppe", "Runde 4", "(diese Runde)", "Nachahmung", "Wertung nach Runde 7"]) expect(de, w).toContain(w);
    // Japanese lines break anywhere, so a phrase may be drawn across two lines: read without the breaks.
    const ja = (await sheet(4, "ja")).words.replace(/ /g, "");
    for (const w of ["Nusfjord早見表", "4人", "漁獲フェイズ", "労働フェイズ", "帰宅フェイズ", "自動", "伐採", "スループ船", "第4ラウンド", "（このラウンド）", "模倣", "第7ラウンド後の得点計算"]) expect(ja, w).toContain(w);
    expect(ja).not.toMatch(/\b(Fishing|Deforest|Round \d)\b/);
  });

  for (const locale of ["de", "ja"] as const) {
    it(`${locale}: the alt text is whole within Discord's 1024 characters and in the language`, () => {
      for (const n of COUNTS) {
        const d = describeCheatSheet(n, locale);
        expect(d.length, `${n}`).toBeLessThanOrEqual(MAX_DESCRIPTION);
        expect(d).not.toContain("…");
        expect(d).toContain(locale === "de" ? "Aktionsfelder: +1 Gold: 1 Gold" : "アクションスペース：+1金: 金1");
      }
    });
  }
});
