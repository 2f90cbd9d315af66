import { describe, expect, it } from "vitest";
import { finalScores, summarize } from "../../src/engine/index.ts";
import type { CardView, GameState, GameSummary, PlayerCount } from "../../src/engine/index.ts";
import { IMAGE, renderBoard, renderHarbor, renderScores, renderTurn } from "../../renderers/index.ts";
import { COLOR } from "../../renderers/theme.ts";
import { colouredPixels, pngSize } from "./png.ts";
import { endGame, fullHarbor, lastActor, midGame, setup } from "./states.ts";

const cases: [string, () => GameState][] = [
  ...([2, 3, 4, 5] as PlayerCount[]).map((n): [string, () => GameState] => [`setup, ${n} players`, () => setup(n)]),
  ["mid-game, 2 players", () => midGame(2)],
  ["mid-game, 4 players", () => midGame(4)],
  ["mid-game, 5 players", () => midGame(5)],
  ["end of game, 2 players", () => endGame(2)],
  ["end of game, 5 players", () => endGame(5)],
  ["a harbor full of Buildings and Ships", fullHarbor],
];

describe("every image renders as a wide PNG of its fixed size from real engine states", () => {
  for (const [name, make] of cases) {
    it(name, async () => {
      const state = make();
      const s = summarize(state);
      expect(pngSize(await renderBoard(s))).toEqual(IMAGE.board);
      expect(pngSize(await renderTurn(s, lastActor(state)))).toEqual(IMAGE.turn);
      for (const p of s.players) expect(pngSize(await renderHarbor(s, p.seat))).toEqual(IMAGE.harbor);
    });
  }
});

describe("the score table", () => {
  for (const n of [2, 5] as PlayerCount[]) {
    it(`renders the final scores of a ${n}-player game wider than tall and at most 1600 px wide`, async () => {
      const state = endGame(n);
      const sheets = finalScores(state);
      if (!sheets) throw new Error("game did not end");
      const size = pngSize(await renderScores(sheets, summarize(state)));
      expect(size.width).toBe(IMAGE.scores.width);
      expect(size.width).toBeLessThanOrEqual(1600);
      expect(size.height).toBeLessThan(size.width);
    });
  }

  it("stays wide when a harbor holds many Buildings", async () => {
    const state = fullHarbor();
    const sheets = finalScores(state);
    if (!sheets) throw new Error("game did not end");
    expect(sheets[0]?.buildings.length).toBeGreaterThanOrEqual(10);
    const size = pngSize(await renderScores(sheets, summarize(state)));
    expect(size.height).toBeLessThan(size.width);
  });
});

describe("fixture sanity", () => {
  it("the full-harbor fixture has at least 10 Buildings and 3 Ships on seat 0's harbor", () => {
    const p = summarize(fullHarbor()).players[0];
    expect(p?.buildings.length).toBeGreaterThanOrEqual(10);
    expect(p?.ships.length).toBeGreaterThanOrEqual(3);
  });
});

describe("a Building whose effect is not in the bot yet is marked on the images", () => {
  const NOTE = "effect not in the bot yet: scores its printed VP only";
  /** The summary with the note on exactly the cards `marked` picks (the real notes depend on the cards implemented so far). */
  function withNotes(s: GameSummary, marked: (c: CardView) => boolean): GameSummary {
    const d = structuredClone(s);
    const set = (c: CardView | null): void => { if (c) c.effectMissing = marked(c) ? NOTE : null; };
    [...d.displays.A, ...d.displays.B, ...d.displays.C].forEach(set);
    for (const p of d.players) { p.buildings.forEach((b) => set(b.card)); p.hand?.forEach(set); }
    return d;
  }
  const red = COLOR.full;

  it("a display card gets the red mark by its number, and the board's legend explains it", async () => {
    const s = summarize(midGame(4));
    const first = s.displays.A[0];
    if (!first) throw new Error("fixture: A display slot 1 is empty");
    const one = await renderBoard(withNotes(s, (c) => c.id === first.id));
    const none = await renderBoard(withNotes(s, () => false));
    const firstTile = { x: 928, y: 138, w: 212, h: 30 }; // A display, slot 1: the line with the number
    const secondTile = { ...firstTile, x: 928 + 218 };
    const legendLine = { x: 524, y: 848, w: 380, h: 40 };
    expect(await colouredPixels(one, red, firstTile)).toBeGreaterThan(60);
    expect(await colouredPixels(none, red, firstTile)).toBe(0);
    expect(await colouredPixels(one, red, secondTile)).toBe(0);
    expect(await colouredPixels(one, red, legendLine)).toBeGreaterThan(60);
    expect(await colouredPixels(none, red, legendLine)).toBe(0);
  });

  it("a Building on the harbor gets the mark and \"not in bot yet\" in its own cell only, on the harbor and the turn image", async () => {
    const s = summarize(fullHarbor());
    const b = s.players[0]?.buildings.find((x) => x.row !== null && x.col !== null);
    if (!b || b.row === null || b.col === null) throw new Error("fixture: no Building on a space");
    const marked = withNotes(s, (c) => c.id === b.id);
    const plain = withNotes(s, () => false);
    // The grids sit right of and below their space labels (a 26 px gutter).
    const harborCell = (r: number, c: number) => ({ x: 42 + c * 155, y: 92 + r * 105.3, w: 149, h: 99 });
    const turnCell = (r: number, c: number) => ({ x: 830 + c * 191, y: 174 + r * 81.3, w: 185, h: 75 });
    const other = s.players[0]?.buildings.find((x) => x.row !== null && x.col !== null && x.id !== b.id);
    for (const [img, cell] of [
      [await renderHarbor(marked, 0), harborCell],
      [await renderTurn(marked, 0), turnCell],
    ] as const) {
      expect(await colouredPixels(img, red, cell(b.row, b.col))).toBeGreaterThan(100);
      if (other && other.row !== null && other.col !== null) expect(await colouredPixels(img, red, cell(other.row, other.col))).toBe(0);
    }
    expect(await colouredPixels(await renderHarbor(plain, 0), red, harborCell(b.row, b.col))).toBe(0);
  });
});

describe("bad input", () => {
  it("renderHarbor refuses a seat that is not in the game", async () => {
    await expect(renderHarbor(summarize(setup(2)), 4)).rejects.toThrow(/no seat 4/);
  });
});
