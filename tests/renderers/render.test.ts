import { describe, expect, it } from "vitest";
import { finalScores, summarize } from "../../src/engine/index.ts";
import type { GameState, PlayerCount } from "../../src/engine/index.ts";
import { IMAGE, renderBoard, renderHarbor, renderScores, renderTurn } from "../../renderers/index.ts";
import { pngSize } from "./png.ts";
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
