// The cheat sheet (renderers/cheat-sheet.ts) and its alt text: a phone image for each player
// count with the goal, the phases, every action space (the Imitation tile with 4-5 players
// only), the Round spaces as the start post's roundSpacesFor says them, scoring and the
// limits; readable on a phone like the other phone images.
import { afterEach, describe, expect, it } from "vitest";
import { gameFacts, roundSpacesFor } from "../../src/engine/index.ts";
import type { PlayerCount } from "../../src/engine/index.ts";
import { PHONE_MIN_TEXT, PHONE_WIDTH, renderCheatSheet } from "../../renderers/index.ts";
import { MAX_DESCRIPTION, describeCheatSheet } from "../../renderers/describe.ts";
import { traceText } from "../../renderers/draw.ts";
import { pngSize } from "./png.ts";
import { traced } from "./trace.ts";

const COUNTS: readonly PlayerCount[] = [2, 3, 4, 5];

afterEach(() => traceText(null));

/** Every text the sheet draws for a player count, one line each. */
async function sheetTexts(players: PlayerCount, round?: number): Promise<{ png: Buffer; words: string; texts: { s: string; px: number; squeezed: boolean }[] }> {
  const { png, texts } = await traced(() => renderCheatSheet(players, round === undefined ? {} : { round }));
  return { png, texts, words: texts.map((t) => t.s).join(" ") };
}

/** The Round spaces' numbers in roundSpacesFor's sentence (0 where it names none). */
function scheduleOf(players: PlayerCount): { a: number; c: number; b: number } {
  const s = roundSpacesFor(players);
  const num = (re: RegExp): number => Number(re.exec(s)?.[1] ?? 0);
  return { a: num(/(\d+) new A Buildings arrive in round 3/), c: num(/draw (\d+) C Buildings/), b: num(/(\d+) new B Buildings arrive in round 5/) };
}

describe("the cheat sheet is a phone image", () => {
  for (const n of COUNTS) {
    it(`${n} players: a PNG ${PHONE_WIDTH} px wide, as tall as its content, no text below ${PHONE_MIN_TEXT} px, none drawn narrower, under 150 KB`, async () => {
      const { png, texts } = await sheetTexts(n);
      const { width, height } = pngSize(png);
      expect(width).toBe(PHONE_WIDTH);
      expect(height).toBeGreaterThan(1500);
      expect(height).toBeLessThan(3200);
      expect(texts.filter((t) => t.px < PHONE_MIN_TEXT)).toEqual([]);
      expect(texts.filter((t) => t.squeezed)).toEqual([]);
      expect(texts.map((t) => t.s).join("\n")).not.toContain("…");
      expect(png.length).toBeLessThan(150_000);
    });
  }

  it("the Imitation tile makes the 4- and 5-player sheets taller", async () => {
    const heights = await Promise.all(COUNTS.map(async (n) => pngSize(await renderCheatSheet(n)).height));
    expect(heights[3]).toBeGreaterThan(heights[2] ?? 0);
    expect(heights[2]).toBeGreaterThan(heights[1] ?? 0);
  });
});

describe("what the cheat sheet says", () => {
  for (const n of COUNTS) {
    it(`${n} players: the goal, the three phases, every action space with its gain, scoring and the limits`, async () => {
      const { words } = await sheetTexts(n);
      const f = gameFacts(n);
      expect(words).toContain(`${n} players`);
      expect(words).toContain(`The most VP after ${f.rounds} rounds wins.`);
      for (const phase of ["Fishing", "Work", "Returning Home"]) expect(words).toContain(phase);
      expect(words).toContain(`${f.workers} turns each`);
      for (const sp of f.spaces) expect(words).toContain(sp.label);
      for (const gain of [`Take ${f.goldSpaceGold} gold.`, `+${f.issueShareGold} gold`, `+${f.deforestWood} wood`, "+1 wood per Forest", `Put ${f.reforestForests} Forests`, "+1 gold", "1 gold each"]) expect(words).toContain(gain);
      for (const ship of f.ships) {
        expect(words).toContain(ship.name);
        expect(words).toContain(`${ship.vp} VP`);
      }
      expect(words).toContain("1 gold less in all in rounds 4-5, 2 less in rounds 6-7");
      for (const item of ["1 per issued Share you hold", "1 per gold", "1 per free Building space", "1 per Unissued Share", "Wood and fish score nothing."]) expect(words).toContain(item);
      expect(words).toContain(`At most ${f.woodLimit} wood in your supply`);
      expect(words).toContain(`Your Reserve holds ${f.reserveFishLimit} fish`);
    });

    it(`${n} players: the Imitation tile ${n >= 4 ? "is" : "is not"} on the sheet`, async () => {
      const { words } = await sheetTexts(n);
      if (n >= 4) {
        expect(words).toContain("Imitation tile");
        if (n === 5) for (const i of [1, 2, 3]) expect(words).toContain(`Imitation ${i}`);
        else expect(words).toContain("Copy any action space that is full this round.");
      } else expect(words).not.toMatch(/Imitation/i);
    });

    it(`${n} players: the Round spaces 3-6 say what roundSpacesFor says`, async () => {
      const { words } = await sheetTexts(n);
      const { a, c, b } = scheduleOf(n);
      for (const r of [3, 4, 5, 6]) expect(words).toContain(`Round ${r}`);
      expect(c).toBeGreaterThan(0);
      expect(words).toContain(`You each draw ${c} C Buildings into your hand`);
      expect(roundSpacesFor(n)).toContain("face up in round 6");
      expect(words).toContain("C Buildings still in hands go face up");
      if (a > 0) expect(words).toContain(`${a} new A Buildings arrive.`); else expect(words).not.toMatch(/new A Buildings/);
      if (b > 0) expect(words).toContain(`${b} new B Buildings arrive.`); else expect(words).not.toMatch(/new B Buildings/);
      if (a === 0 || b === 0) expect(words).toContain(`Nothing new with ${n} players.`);
    });
  }

  it("a game's round is marked on the schedule", async () => {
    expect((await sheetTexts(3, 4)).words).toContain("from now on. (this round)");
    expect((await sheetTexts(3)).words).not.toContain("(this round)");
    expect((await sheetTexts(3, 2)).words).not.toContain("(this round)");
  });
});

describe("the cheat sheet's alt text", () => {
  for (const n of COUNTS) {
    it(`${n} players: whole within Discord's 1024 characters, with every action space, the Round spaces and scoring`, () => {
      const d = describeCheatSheet(n);
      expect(d.length).toBeLessThanOrEqual(MAX_DESCRIPTION);
      expect(d).not.toContain("…");
      expect(d).toContain(`${n} players`);
      for (const sp of gameFacts(n).spaces) expect(d).toContain(sp.label);
      const { c } = scheduleOf(n);
      expect(d).toContain(`round 4, you each draw ${c} C Buildings`);
      expect(d).toContain("Wood and fish score nothing.");
      if (n >= 4) expect(d).toContain("Imitation tile"); else expect(d).not.toContain("Imitation");
    });
  }
});
