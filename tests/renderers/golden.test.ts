// Golden images: reference PNGs of seeded engine states. A change in layout, colours or
// fonts makes these fail. To refresh them on purpose (and look at the new files before
// committing them): UPDATE_GOLDEN=1 npx vitest run tests/renderers
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { finalScores, summarize } from "../../src/engine/index.ts";
import { renderBoard, renderCheatSheet, renderHarbor, renderRatingChart, renderScores, renderTable, renderTurn, renderTurnPicture } from "../../renderers/index.ts";
import { differingFraction } from "./png.ts";
import { endGame, fullHarbor, lastActor, midGame, setup } from "./states.ts";

const DIR = join(dirname(fileURLToPath(import.meta.url)), "golden");
const UPDATE = process.env.UPDATE_GOLDEN === "1";
/** A pixel differs when a channel moves by more than this (anti-aliasing noise stays below it). */
const PIXEL_TOLERANCE = 40;
/** At most this fraction of pixels may differ. A moved panel or a changed word exceeds it. */
const MAX_DIFFERING = 0.002;

const NAMES = ["Ann", "Bartholomew Longname", "Chidi", "Dagny", "Eun-ji"];

const wide = { layout: "wide" } as const;
const detail = { names: NAMES, layout: "detail" } as const;

const cases: [string, () => Promise<Buffer>][] = [
  // The wide (desktop) layouts.
  ["board-setup-2p", () => renderBoard(summarize(setup(2)), wide)],
  ["board-mid-4p", () => renderBoard(summarize(midGame(4)), wide)],
  ["turn-mid-5p", () => { const s = midGame(5); return renderTurn(summarize(s), lastActor(s)); }],
  ["harbor-full", () => renderHarbor(summarize(fullHarbor()), 0, wide)],
  ["scores-end-5p", () => { const s = endGame(5); return renderScores(finalScores(s) ?? [], summarize(s), wide); }],
  // The scoring rules of the Bank and the Hermitage each show as their own line.
  ["scores-rules-3p", () => {
    const s = endGame(3);
    const t = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, buildings: [...p.buildings, { id: "C343", row: null, col: null }, { id: "C341", row: null, col: null }] } : p)) };
    return renderScores(finalScores(t) ?? [], summarize(t), wide);
  }],
  // The detail layouts (once the default "phone" layouts; the files keep their names).
  ["phone-board-mid-4p", () => renderBoard(summarize(midGame(4)), detail)],
  ["phone-harbor-full", () => renderHarbor(summarize(fullHarbor()), 0, detail)],
  ["phone-scores-end-5p", () => { const s = endGame(5); return renderScores(finalScores(s) ?? [], summarize(s), detail); }],
  ["phone-table-mid-5p", () => renderTable(summarize(midGame(5)), detail)],
  // The Bank's and the Hermitage's scoring rules, each its own line under the Buildings.
  ["phone-scores-rules-3p", () => {
    const s = endGame(3);
    const t = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, buildings: [...p.buildings, { id: "C343", row: null, col: null }, { id: "C341", row: null, col: null }] } : p)) };
    return renderScores(finalScores(t) ?? [], summarize(t), detail);
  }],
  // The compact layouts (the default) and the turn picture, 880 x 560.
  ["compact-board-mid-5p", () => renderBoard(summarize(midGame(5)), { names: NAMES })],
  ["compact-board-setup-2p", () => renderBoard(summarize(setup(2)), { names: NAMES })],
  ["compact-harbor-full", () => renderHarbor(summarize(fullHarbor()), 0, { names: NAMES })],
  ["compact-harbor-mid-4p", () => { const s = summarize(midGame(4)); return renderHarbor(s, s.activeSeat ?? 0, { names: NAMES }); }],
  ["compact-table-mid-5p", () => renderTable(summarize(midGame(5)), { names: NAMES })],
  ["compact-table-end-2p", () => renderTable(summarize(endGame(2)), { names: NAMES })],
  ["compact-scores-end-5p", () => { const s = endGame(5); return renderScores(finalScores(s) ?? [], summarize(s), { names: NAMES }); }],
  ["compact-scores-rules-3p", () => {
    const s = endGame(3);
    const t = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, buildings: [...p.buildings, { id: "C343", row: null, col: null }, { id: "C341", row: null, col: null }] } : p)) };
    return renderScores(finalScores(t) ?? [], summarize(t), { names: NAMES });
  }],
  // For the player to move, and for one waiting for them.
  ["turn-picture-mid-5p", () => { const v = summarize(midGame(5)); return renderTurnPicture(v, v.activeSeat ?? 0, { names: NAMES }); }],
  ["turn-picture-mid-2p-waiting", () => { const v = summarize(midGame(2)); return renderTurnPicture(v, ((v.activeSeat ?? 0) + 1) % 2, { names: NAMES }); }],
  // The compact board and the turn picture in German and Japanese (issue 37: the images in the game's language).
  ["compact-board-mid-5p-de", () => renderBoard(summarize(midGame(5)), { names: NAMES, language: "de" })],
  ["compact-board-mid-5p-ja", () => renderBoard(summarize(midGame(5)), { names: NAMES, language: "ja" })],
  ["turn-picture-mid-5p-de", () => { const v = summarize(midGame(5)); return renderTurnPicture(v, v.activeSeat ?? 0, { names: NAMES, language: "de" }); }],
  ["turn-picture-mid-5p-ja", () => { const v = summarize(midGame(5)); return renderTurnPicture(v, v.activeSeat ?? 0, { names: NAMES, language: "ja" }); }],
  // The cheat sheet of a 2-player game (no game state: the rules' facts only).
  ["phone-cheat-sheet-2p", () => renderCheatSheet(2)],
  // /profile's chart of a rating over 14 rated games (no game state: the figures only).
  ["phone-rating-chart", () => renderRatingChart({ name: "Ann", figures: [0, 3.1, 1.9, 4.4, 5.5, 4.8, 6.7, 7.5, 5.4, 6.8, 7.4, 8.6, 8.3, 9.2, 9.7] })],
];

describe("golden images match their reference PNGs", () => {
  for (const [name, render] of cases) {
    it(`${name} looks as recorded`, async () => {
      const file = join(DIR, `${name}.png`);
      const png = await render();
      if (UPDATE) {
        mkdirSync(DIR, { recursive: true });
        writeFileSync(file, png);
        return;
      }
      if (!existsSync(file)) throw new Error(`missing golden ${file}: run UPDATE_GOLDEN=1 npx vitest run tests/renderers`);
      const diff = await differingFraction(png, readFileSync(file), PIXEL_TOLERANCE);
      if (diff > MAX_DIFFERING) writeFileSync(join(DIR, `${name}.actual.png`), png);
      expect(diff, `${name}: ${(diff * 100).toFixed(3)}% of pixels differ (see ${name}.actual.png)`).toBeLessThanOrEqual(MAX_DIFFERING);
    });
  }

  it("the comparison notices a changed image", async () => {
    const a = await renderBoard(summarize(setup(2)), wide);
    const b = await renderBoard(summarize(setup(3)), wide);
    expect(await differingFraction(a, b, PIXEL_TOLERANCE)).toBeGreaterThan(MAX_DIFFERING);
  });
});
