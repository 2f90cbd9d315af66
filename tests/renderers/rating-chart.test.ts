// The rating chart of /profile (renderers/rating-chart.ts): a phone image PHONE_WIDTH wide with
// the rating after each rated game, readable on a phone like the other phone images (no text
// below PHONE_MIN_TEXT, none squeezed, a long name ellipsized), the figures it names the ones
// it was given, and its alt text saying the same; a course without a game is refused.
import { afterEach, describe, expect, it } from "vitest";
import { PHONE_MIN_TEXT, PHONE_WIDTH, describeRatingChart, renderRatingChart } from "../../renderers/index.ts";
import { figureText } from "../../renderers/rating-chart.ts";
import { traceText } from "../../renderers/draw.ts";
import { pngSize } from "./png.ts";
import { traced } from "./trace.ts";

afterEach(() => traceText(null));

const FOURTEEN = [0, 3.1, 1.9, 4.4, 5.5, 4.8, 6.7, 7.5, 5.4, 6.8, 7.4, 8.6, 8.3, 9.2, 9.7];

describe("the rating chart is a phone image", () => {
  for (const [what, figures] of [["one game", [0, -1.94]], ["14 games", FOURTEEN], ["400 games", Array.from({ length: 401 }, (_, i) => i === 0 ? 0 : Math.sin(i / 9) * 8 + i / 12)]] as const) {
    it(`${what}: ${PHONE_WIDTH} px wide, about 540 tall, no text below ${PHONE_MIN_TEXT} px, none drawn narrower, under 60 KB`, async () => {
      const { png, texts } = await traced(() => renderRatingChart({ name: "ann", figures }));
      const { width, height } = pngSize(png);
      expect(width).toBe(PHONE_WIDTH);
      expect(height).toBeGreaterThan(450);
      expect(height).toBeLessThan(650);
      expect(texts.filter((t) => t.px < PHONE_MIN_TEXT)).toEqual([]);
      expect(texts.filter((t) => t.squeezed)).toEqual([]);
      expect(png.length).toBeLessThan(60_000);
    });
  }
});

describe("what the rating chart says", () => {
  it("the rating now, how many games, the highest and lowest after a game, the scale from the start's 0", async () => {
    const { texts } = await traced(() => renderRatingChart({ name: "ann", figures: FOURTEEN }));
    const words = texts.map((t) => t.s);
    expect(words).toEqual(expect.arrayContaining(["ann's rating", "9.7", "After each of 14 rated games on this server", "start", "game 14", "Highest 9.7 (game 14) · lowest 1.9 (game 2)", "0", "2", "4", "6", "8", "10"]));
    expect(describeRatingChart({ name: "ann", figures: FOURTEEN })).toBe("ann's rating after each of 14 rated games on this server: 0.0 at the start, 9.7 now; highest 9.7 (after game 14), lowest 1.9 (after game 2).");
  });

  it("after one game: where it left the rating, in words for one game; never \"-0.0\"", async () => {
    const { texts } = await traced(() => renderRatingChart({ name: "Bo", figures: [0, -1.94] }));
    expect(texts.map((t) => t.s)).toEqual(expect.arrayContaining(["Bo's rating", "-1.9", "After 1 rated game on this server", "After game 1: -1.9", "game 1"]));
    expect(describeRatingChart({ name: "Bo", figures: [0, -1.94] })).toBe("Bo's rating after 1 rated game on this server: 0.0 at the start, -1.9 now.");
    expect(figureText(-0.04)).toBe("0.0");
  });

  it("a long name is ellipsized in the title, the rating beside it kept whole", async () => {
    const name = "Wolfeschlegelsteinhausenbergerdorff the Elder of Reine";
    const { texts } = await traced(() => renderRatingChart({ name, figures: FOURTEEN }));
    const title = texts.find((t) => t.s.endsWith("'s rating"))?.s ?? "";
    expect(title).toMatch(/^Wolfeschlegel.*…'s rating$/);
    expect(texts.map((t) => t.s)).toContain("9.7");
  });

  it("refuses a course without a game", async () => {
    expect(() => renderRatingChart({ name: "ann", figures: [0] })).toThrow(/at least one game/);
  });
});
