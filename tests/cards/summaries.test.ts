// The one-line summaries shown under a Building's name where a player chooses (Discord select
// menus allow at most 100 characters per option description), and the Elders' summaries.
import { describe, expect, it } from "vitest";
import { BUILDINGS } from "../../src/cards/buildings/data.ts";
import { ELDERS } from "../../src/engine/rules-data.ts";
import { summarize } from "../../src/engine/index.ts";
import { cardView } from "../../src/engine/view.ts";
import { buildWithSpace, cardGame } from "./helpers.ts";
import { testGame } from "../engine/helpers.ts";

const MAX = 100;

describe("Building summaries", () => {
  it("every one of the 132 Buildings has a summary", () => {
    expect(BUILDINGS).toHaveLength(132);
    for (const b of BUILDINGS) expect(typeof b.summary, b.id).toBe("string");
  });

  it(`no summary is longer than ${MAX} characters (a Discord select option's description)`, () => {
    for (const b of BUILDINGS) expect(b.summary.length, `${b.id} ${b.summary}`).toBeLessThanOrEqual(MAX);
  });

  it("no summary is empty, only whitespace, only the card's name, or padded with spaces", () => {
    for (const b of BUILDINGS) {
      expect(b.summary.trim(), b.id).not.toBe("");
      expect(b.summary.trim().toLowerCase(), b.id).not.toBe(b.name.toLowerCase());
      expect(b.summary, b.id).toBe(b.summary.trim());
    }
  });

  it('no summary names a seat ("Player N") or a card id like A101', () => {
    for (const b of BUILDINGS) {
      expect(b.summary, b.id).not.toMatch(/\bPlayer \d/);
      expect(b.summary, b.id).not.toMatch(/\b[ABC]\d{3}\b/);
    }
  });

  it("no summary ends with a period, and all use the plain apostrophe", () => {
    for (const b of BUILDINGS) {
      expect(b.summary, b.id).not.toMatch(/\.$/);
      expect(b.summary, b.id).not.toContain("’");
    }
  });
});

describe("Elder summaries", () => {
  it(`every Elder summary is at most ${MAX} characters and not empty`, () => {
    const elders = Object.values(ELDERS);
    expect(elders).toHaveLength(18);
    for (const e of elders) {
      expect(e.summary.trim(), e.id).not.toBe("");
      expect(e.summary.length, `${e.id} ${e.summary}`).toBeLessThanOrEqual(MAX);
    }
  });
});

describe("CardView carries the summary", () => {
  it("cardView(id) copies the card's summary", () => {
    for (const b of BUILDINGS) expect(cardView(b.id).summary, b.id).toBe(b.summary);
  });

  it("the cards on display in the read model carry their summaries", () => {
    const view = summarize(testGame({ players: 3, seed: "summaries" }));
    const shown = [...view.displays.A, ...view.displays.B, ...view.displays.C].filter((c) => c !== null);
    expect(shown.length).toBeGreaterThan(0);
    for (const c of shown) expect(c.summary, c.id).toBe(BUILDINGS.find((b) => b.id === c.id)?.summary);
  });

  it("a built Building in the player's view carries its summary", () => {
    const s = buildWithSpace(cardGame(), 0, "A103", [1, 0], { wood: 1, fish: 0, gold: 0 });
    const built = summarize(s).players[0]?.buildings.find((b) => b.id === "A103");
    expect(built?.card.summary).toBe("Now: +4 fish");
  });
});
