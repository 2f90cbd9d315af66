// The detail layouts (the board, harbor and scores with layout "detail", their old default
// "phone", and the table of every player): at most 1024 px wide, every text at least
// ceil(width * 9 / 400) px (9 px on a phone showing the image 400 px wide), nothing drawn
// narrower, names instead of "Player N", long names ellipsized; small files; and the wide
// layouts still there on request.
import { afterEach, describe, expect, it } from "vitest";
import { currentScores, finalScores, summarize } from "../../src/engine/index.ts";
import type { GameState, GameSummary, PlayerCount } from "../../src/engine/index.ts";
import { COMPACT, IMAGE, PHONE_MIN_TEXT, PHONE_WIDTH, renderBoard, renderHarbor, renderScores, renderTable } from "../../renderers/index.ts";
import { ellipsize, measure, measuringContext, traceText } from "../../renderers/draw.ts";
import { font } from "../../renderers/theme.ts";
import { pngSize } from "./png.ts";
import { traced } from "./trace.ts";
import { endGame, fullHarbor, midGame, setup } from "./states.ts";

const NAMES = ["Ann", "Bartholomew Longname", "Chidi", "Dagny", "Eun-ji"];
/** Discord allows display names of 32 characters. */
const LONG = ["Wolfeschlegelsteinhausenbergerdo", "Maximiliana Featherstonehaughton", "Chidi", "An Extraordinarily Long Nickname", "Eun-ji"];

afterEach(() => traceText(null));

const states: [string, () => GameState][] = [
  ...([2, 3, 4, 5] as PlayerCount[]).map((n): [string, () => GameState] => [`setup, ${n} players`, () => setup(n)]),
  ...([2, 3, 4, 5] as PlayerCount[]).map((n): [string, () => GameState] => [`mid-game, ${n} players`, () => midGame(n)]),
  ["end of game, 2 players", () => endGame(2)],
  ["end of game, 5 players", () => endGame(5)],
  ["a harbor full of Buildings and Ships", fullHarbor],
];

/** Every detail image of a state: the board, each harbor, the scores and the table. */
function phoneImages(state: GameState, s: GameSummary, names: readonly string[]): [string, () => Promise<Buffer>][] {
  const sheets = finalScores(state) ?? currentScores(state);
  const o = { names, layout: "detail" } as const;
  return [
    ["board", () => renderBoard(s, o)],
    ...s.players.map((p): [string, () => Promise<Buffer>] => [`harbor ${p.seat + 1}`, () => renderHarbor(s, p.seat, o)]),
    ["scores", () => renderScores(sheets, s, o)],
    ["table", () => renderTable(s, o)],
  ];
}

describe("the detail images are made for a phone", () => {
  it("the minimum is ceil(width * 9 / 400) px", () => {
    expect(PHONE_WIDTH).toBeLessThanOrEqual(1024);
    expect(PHONE_MIN_TEXT).toBe(Math.ceil((PHONE_WIDTH * 9) / 400));
  });

  for (const [name, make] of states) {
    it(`${name}: at most 1024 px wide, no text below the minimum, none drawn narrower, names, under 150 KB`, async () => {
      const state = make();
      const s = summarize(state);
      for (const [what, render] of phoneImages(state, s, NAMES)) {
        const { png, texts } = await traced(render);
        const { width, height } = pngSize(png);
        expect(width, what).toBe(PHONE_WIDTH);
        expect(height, what).toBeGreaterThan(300);
        const min = Math.ceil((width * 9) / 400);
        expect(texts.length, what).toBeGreaterThan(5);
        expect(texts.filter((t) => t.px < min), `${what}: texts below ${min} px`).toEqual([]);
        expect(texts.filter((t) => t.squeezed), what).toEqual([]);
        const all = texts.map((t) => t.s).join("\n");
        expect(all, what).not.toMatch(/\bPlayer [1-5]\b/);
        // Names of up to 20 characters are written whole.
        expect(all, what).not.toContain("…");
        expect(png.length, `${what}: ${png.length} bytes`).toBeLessThan(150_000);
      }
    });
  }
});

describe("what the detail images show", () => {
  it("the board: every player's name and score, the action spaces, plates, ships, Elders and displays", async () => {
    const s = summarize(midGame(4));
    const { texts } = await traced(() => renderBoard(s, { names: NAMES, layout: "detail" }));
    const all = texts.map((t) => t.s);
    const words = all.join("\n");
    for (const p of s.players) {
      expect(all).toContain(NAMES[p.seat]);
      expect(all).toContain(`${p.score} VP`);
    }
    for (const label of ["Action spaces", "Banquet Table", "Ship supply", "Elders (top of each stack)", "Building categories", "1 gold per Share", "1 wood per Forest"]) expect(words).toContain(label);
    for (const c of [...s.displays.A, ...s.displays.B, ...s.displays.C]) if (c) expect(all).toContain(c.name);
    for (const st of s.elderStacks) if (st.top) expect(words).toContain(st.top.name);
  });

  it("the harbor: supply, haul, the space labels, every Building, Forests by their double space, Elders, shares", async () => {
    const s = summarize(fullHarbor());
    const p = s.players[0];
    if (!p) throw new Error("fixture: no seat 0");
    const { texts } = await traced(() => renderHarbor(s, 0, { names: NAMES, layout: "detail" }));
    const all = texts.map((t) => t.s);
    const words = all.join("\n");
    expect(words).toContain("Ann's harbor");
    expect(all).toContain(`${p.supply.wood}/12`);
    expect(words).toContain(`Haul ${p.haulSize} fish`);
    for (const label of ["A", "B", "C", "1", "2", "3", "4"]) expect(all).toContain(label);
    for (const b of p.buildings) expect(words.replace(/\n/g, " ")).toContain(b.id);
    for (const label of ["Fishing track", "Elder Council", "Shares"]) expect(words).toContain(label);
  });

  it("the table: one panel per player with their figures, Buildings by name, Elders with fish", async () => {
    const s = summarize(midGame(5));
    const { texts } = await traced(() => renderTable(s, { names: NAMES, layout: "detail" }));
    const all = texts.map((t) => t.s);
    const words = all.join(" ");
    for (const p of s.players) {
      expect(all).toContain(NAMES[p.seat]);
      expect(all).toContain(`${p.supply.wood}/12`);
      expect(all).toContain(`Haul ${p.haulSize} fish`);
      expect(all).toContain(`${p.score} VP`);
      for (const b of p.buildings) expect(words).toContain(b.name);
      for (const e of p.elders) expect(words).toContain(`${e.name} (${e.fish} fish`);
    }
  });

  it("the scores: every total, every Building with its VP, the winner's line; during a game the standing says so", async () => {
    const end = endGame(3);
    const sheets = finalScores(end) ?? [];
    const { texts } = await traced(() => renderScores(sheets, summarize(end), { names: NAMES, layout: "detail" }));
    const all = texts.map((t) => t.s);
    for (const x of sheets) {
      expect(all).toContain(`${x.total} VP`);
      for (const b of x.buildings) expect(all).toContain(b.name);
    }
    expect(all.join("\n")).toMatch(/(Winner with|Shared victory at) \d+ VP: /);
    const mid = midGame(3);
    const during = await traced(() => renderScores(currentScores(mid), summarize(mid), { names: NAMES, layout: "detail" }));
    expect(during.texts.map((t) => t.s).join("\n")).toContain("Score so far");
    expect(during.texts.map((t) => t.s).join("\n")).not.toContain("Final scores");
  });
});

describe("long names are ellipsized, never drawn narrower", () => {
  it("ellipsize keeps what fits and ends with …; a name that fits stays whole", () => {
    const m = measuringContext();
    expect(ellipsize(m, "Ann", 400, 26, true)).toBe("Ann");
    const cut = ellipsize(m, LONG[0] ?? "", 200, 26, true);
    expect(cut.endsWith("…")).toBe(true);
    expect(measure(m, font(26, true), cut)).toBeLessThanOrEqual(200);
    expect((LONG[0] ?? "").startsWith(cut.slice(0, -1))).toBe(true);
    // Never inside an emoji.
    expect(ellipsize(m, "🎣🎣🎣🎣🎣🎣🎣🎣🎣🎣🎣🎣🎣🎣🎣🎣🎣🎣🎣🎣", 120, 26)).not.toMatch(/[\uD800-\uDBFF]…$/);
  });

  it("32-character names: every detail image ellipsizes them (no squeezing, no text below the minimum)", async () => {
    for (const state of [midGame(5), endGame(5), fullHarbor()]) {
      const s = summarize(state);
      for (const [what, render] of phoneImages(state, s, LONG)) {
        const { png, texts } = await traced(render);
        const min = Math.ceil((pngSize(png).width * 9) / 400);
        expect(texts.filter((t) => t.squeezed), what).toEqual([]);
        expect(texts.filter((t) => t.px < min), what).toEqual([]);
        expect(texts.map((t) => t.s).join("\n"), what).not.toMatch(/\bPlayer [1-5]\b/);
      }
      const { texts } = await traced(() => renderHarbor(s, 0, { names: LONG, layout: "detail" }));
      const title = texts.find((t) => t.s.endsWith("'s harbor"));
      expect(title?.s).toMatch(/^Wolfe\S*…'s harbor$/);
    }
  });
});

describe("the detail and wide layouts are still there", () => {
  it("layout: wide draws the desktop images at their old sizes", async () => {
    const state = midGame(4);
    const s = summarize(state);
    expect(pngSize(await renderBoard(s, { layout: "wide" }))).toEqual(IMAGE.board);
    expect(pngSize(await renderHarbor(s, 0, { layout: "wide" }))).toEqual(IMAGE.harbor);
    const end = endGame(2);
    expect(pngSize(await renderScores(finalScores(end) ?? [], summarize(end), { layout: "wide" })).width).toBe(IMAGE.scores.width);
    // The default is the compact layout; "detail" the tall image.
    expect(pngSize(await renderBoard(s))).toEqual(COMPACT);
    expect(pngSize(await renderBoard(s, { layout: "detail" })).width).toBe(PHONE_WIDTH);
  });
});
