import { describe, expect, it } from "vitest";
import { finalScores, summarize } from "../../src/engine/index.ts";
import type { GameState, PlayerCount } from "../../src/engine/index.ts";
import { buildableCards } from "../../src/engine/actions.ts";
import { cellName, doubleLabel } from "../../src/engine/state.ts";
import { DOUBLE_SPACES } from "../../src/engine/rules-data.ts";
import { IMAGE, renderBoard, renderHarbor, renderScores, renderTurn, renderTurnPicture } from "../../renderers/index.ts";
import { doubleName, spaceName } from "../../renderers/draw.ts";
import { pngSize } from "./png.ts";
import { endGame, fullHarbor, lastActor, midGame, playUntil, setup } from "./states.ts";
import { traced } from "./trace.ts";

const NAMES = ["Ann", "Bartholomew Longname", "Chidi", "Dagny", "Eun-ji"];

const cases: [string, () => GameState][] = [
  ...([2, 3, 4, 5] as PlayerCount[]).map((n): [string, () => GameState] => [`setup, ${n} players`, () => setup(n)]),
  ["mid-game, 2 players", () => midGame(2)],
  ["mid-game, 4 players", () => midGame(4)],
  ["mid-game, 5 players", () => midGame(5)],
  ["end of game, 2 players", () => endGame(2)],
  ["end of game, 5 players", () => endGame(5)],
  ["a harbor full of Buildings and Ships", fullHarbor],
];

const wide = { layout: "wide" } as const;

describe("every wide image renders as a PNG of its fixed size from real engine states", () => {
  for (const [name, make] of cases) {
    it(name, async () => {
      const state = make();
      const s = summarize(state);
      expect(pngSize(await renderBoard(s, wide))).toEqual(IMAGE.board);
      expect(pngSize(await renderTurn(s, lastActor(state)))).toEqual(IMAGE.turn);
      for (const p of s.players) expect(pngSize(await renderHarbor(s, p.seat, wide))).toEqual(IMAGE.harbor);
    });
  }
});

describe("the wide score table", () => {
  for (const n of [2, 5] as PlayerCount[]) {
    it(`renders the final scores of a ${n}-player game wider than tall and at most 1600 px wide`, async () => {
      const state = endGame(n);
      const sheets = finalScores(state);
      if (!sheets) throw new Error("game did not end");
      const size = pngSize(await renderScores(sheets, summarize(state), wide));
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
    const size = pngSize(await renderScores(sheets, summarize(state), wide));
    expect(size.height).toBeLessThan(size.width);
  });
});

describe("the read model's affordable Buildings", () => {
  it("are the engine's buildable cards with their prices, and another player's hand stays hidden", () => {
    const state = endGame(4, 9);
    const mid = playUntil(4, 9, (x) => x.round >= 5 && x.players.some((p) => p.hand.length > 0));
    for (const st of [midGame(4), mid]) {
      const s = summarize(st);
      for (const p of s.players) {
        const hand = st.players[p.seat]?.hand ?? [];
        const expected = buildableCards(st, p.seat).filter((b) => !hand.includes(b.id));
        expect(p.affordable.map((a) => [a.card.id, a.price])).toEqual(expected.map((b) => [b.id, b.price]));
      }
      const own = summarize(st, 0).players[0];
      expect(own?.affordable.map((a) => a.card.id)).toEqual(buildableCards(st, 0).map((b) => b.id));
    }
    expect(summarize(state).players.every((p) => p.affordable.length === 0)).toBe(true);
  });
});

describe("harbor spaces have one name everywhere", () => {
  it("the images name spaces and double spaces exactly as the engine does", () => {
    for (let r = 0; r < 3; r++) for (let c = 0; c < 4; c++) expect(spaceName(r, c)).toBe(cellName(r, c));
    DOUBLE_SPACES.forEach((cells, d) => expect(doubleName(cells)).toBe(doubleLabel(d)));
  });

  it("the harbor, turn and turn picture images label rows A-C and columns 1-4, and Forests by their double space", async () => {
    const state = fullHarbor();
    const s = summarize(state);
    const p = s.players[0];
    if (!p) throw new Error("fixture: no seat 0");
    const doubles = p.forestsByDouble.filter((d) => d.count > 0).map((d) => doubleName(d.cells));
    const renders = [
      () => renderHarbor(s, 0), () => renderHarbor(s, 0, { layout: "detail" }), () => renderHarbor(s, 0, { layout: "wide" }),
      () => renderTurn(s, 0), () => renderTurnPicture(s, 0),
    ];
    for (const render of renders) {
      const { texts } = await traced(render);
      const all = texts.map((t) => t.s);
      for (const label of ["A", "B", "C", "1", "2", "3", "4"]) expect(all).toContain(label);
      for (const d of doubles) expect(all.join(" ")).toContain(d);
    }
  });
});

describe("names and whole words in every image", () => {
  it("the detail and wide board, harbor, turn and score images write names, never \"Player N\", and no text is cut", async () => {
    const state = midGame(5);
    const s = summarize(state);
    const o = { names: NAMES, layout: "detail" } as const;
    const end = endGame(5);
    const wide = { ...o, layout: "wide" } as const;
    const renders = [
      () => renderBoard(s, o), () => renderHarbor(s, 1, o), () => renderTurn(s, lastActor(state), o),
      () => renderScores(finalScores(end) ?? [], summarize(end), o),
      () => renderBoard(s, wide), () => renderHarbor(s, 1, wide), () => renderScores(finalScores(end) ?? [], summarize(end), wide),
    ];
    for (const render of renders) {
      const { texts } = await traced(render);
      const all = texts.map((t) => t.s).join("\n");
      expect(all).not.toMatch(/\bPlayer [1-5]\b/);
      expect(all).not.toContain("…");
    }
    for (const layout of ["detail", "wide"] as const) {
      const board = (await traced(() => renderBoard(s, { ...o, layout }))).texts.map((t) => t.s);
      // The action hints that used to be cut ("1 gold per Sh..."): whole, on one line or two.
      expect(board.join(" ")).toContain("1 gold per Share");
      expect(board.join(" ")).toContain("1 wood per Forest");
    }
  });
});

describe("fixture sanity", () => {
  it("the full-harbor fixture has at least 10 Buildings and 3 Ships on seat 0's harbor", () => {
    const p = summarize(fullHarbor()).players[0];
    expect(p?.buildings.length).toBeGreaterThanOrEqual(10);
    expect(p?.ships.length).toBeGreaterThanOrEqual(3);
  });
});

describe("bad input", () => {
  it("renderHarbor refuses a seat that is not in the game", async () => {
    await expect(renderHarbor(summarize(setup(2)), 4)).rejects.toThrow(/no seat 4/);
    await expect(renderHarbor(summarize(setup(2)), 4, wide)).rejects.toThrow(/no seat 4/);
  });
});
