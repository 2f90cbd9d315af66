// The compact images (the default board, harbor and scores, and the turn picture): 880 x 560,
// and readable inline where Discord shows them: every text at least 8 px when the image is
// fitted into a desktop's 550 x 350 box and into a phone's 400 x 500; nothing drawn narrower;
// names instead of "Player N", long ones ellipsized; what each shows.
import { afterEach, describe, expect, it } from "vitest";
import { finalScores, summarize } from "../../src/engine/index.ts";
import type { GameState, GameSummary, PlayerCount } from "../../src/engine/index.ts";
import { COMPACT, COMPACT_MIN_TEXT, IMAGE, renderBoard, renderHarbor, renderScores, renderTable, renderTurnPicture } from "../../renderers/index.ts";
import { SPACE_NAMES } from "../../renderers/board-panels.ts";
import { type DrawnText, doubleName, spaceName, traceText } from "../../renderers/draw.ts";
import { pngSize } from "./png.ts";
import { traced } from "./trace.ts";
import { endGame, fullHarbor, midGame, setup } from "./states.ts";

afterEach(() => traceText(null));

const NAMES = ["Ann", "Bartholomew Longname", "Chidi", "Dagny", "Eun-ji"];
/** Discord allows display names of 32 characters. */
const LONG = ["Wolfeschlegelsteinhausenbergerdo", "Maximiliana Featherstonehaughton", "Christopherson Abernathy-Smythe", "An Extraordinarily Long Nickname", "Eun-ji Featherstonehaughton-Kim"];

/** The scale at which Discord shows an image of w x h inline: fitted into the box, never enlarged. */
function fitted(w: number, h: number, box: { width: number; height: number }): number {
  return Math.min(1, box.width / w, box.height / h);
}
const DESKTOP = { width: 550, height: 350 };
const PHONE = { width: 400, height: 500 };

/** The smallest text of an image as a player sees it inline on a desktop and on a phone, in px. */
function smallestShown(png: Buffer, texts: readonly DrawnText[]): { desktop: number; phone: number } {
  const { width, height } = pngSize(png);
  const min = Math.min(...texts.map((t) => t.px));
  return { desktop: min * fitted(width, height, DESKTOP), phone: min * fitted(width, height, PHONE) };
}

/** Every compact image of a state: the board, every harbor, the table of every player, the final scores (at the end), every seat's turn picture. */
function compactImages(state: GameState, s: GameSummary, names: readonly string[]): [string, () => Promise<Buffer>][] {
  const end = state.phase === "over" ? state : null;
  const sheets = end ? (finalScores(end) ?? []) : [];
  return [
    ["board", () => renderBoard(s, { names })],
    ...s.players.map((p): [string, () => Promise<Buffer>] => [`harbor ${p.seat + 1}`, () => renderHarbor(s, p.seat, { names })]),
    ["table", () => renderTable(s, { names })],
    ...(end ? [["scores", () => renderScores(sheets, s, { names })] as [string, () => Promise<Buffer>]] : []),
    ...s.players.map((p): [string, () => Promise<Buffer>] => [`turn picture ${p.seat + 1}`, () => renderTurnPicture(s, p.seat, { names })]),
  ];
}

describe("the compact images are readable inline on a desktop and a phone", () => {
  it("the minimum text size is what 8 px in both previews needs: 18 px at 880 x 560", () => {
    expect(IMAGE.compact).toEqual({ width: 880, height: 560 });
    // 11:7, Discord's desktop box.
    expect(COMPACT.width * 7).toBe(COMPACT.height * 11);
    expect(COMPACT_MIN_TEXT * fitted(COMPACT.width, COMPACT.height, DESKTOP)).toBeGreaterThanOrEqual(8);
    expect(COMPACT_MIN_TEXT * fitted(COMPACT.width, COMPACT.height, PHONE)).toBeGreaterThanOrEqual(8);
    expect((COMPACT_MIN_TEXT - 1) * fitted(COMPACT.width, COMPACT.height, PHONE)).toBeLessThan(8);
  });

  for (const n of [2, 3, 4, 5] as PlayerCount[]) {
    for (const [when, make] of [["mid-game", () => midGame(n)], ["end of game", () => endGame(n)], ["setup", () => setup(n)]] as const) {
      it(`${n} players, ${when}, 32-character names: every compact image is 880 x 560, its smallest text at least 8 px fitted into 550 x 350 and into 400 x 500, none drawn narrower`, async () => {
        const state = make();
        const s = summarize(state);
        for (const [what, render] of compactImages(state, s, LONG)) {
          const { png, texts } = await traced(render);
          expect(pngSize(png), what).toEqual(COMPACT);
          expect(texts.length, what).toBeGreaterThan(5);
          const shown = smallestShown(png, texts);
          expect(shown.desktop, `${what}: smallest text on a desktop`).toBeGreaterThanOrEqual(8);
          expect(shown.phone, `${what}: smallest text on a phone`).toBeGreaterThanOrEqual(8);
          expect(texts.filter((t) => t.squeezed), what).toEqual([]);
          expect(texts.map((t) => t.s).join("\n"), what).not.toMatch(/\bPlayer [1-5]\b/);
          expect(png.length, `${what}: ${png.length} bytes`).toBeLessThan(100_000);
        }
      }, 60_000); // up to 13 images, on a machine shared with other work
    }
  }

  it("short names are written whole in every compact image of 2-3 players", async () => {
    for (const n of [2, 3] as PlayerCount[]) {
      const state = midGame(n);
      const s = summarize(state);
      for (const [what, render] of compactImages(state, s, ["Ann", "Bo", "Cy"])) {
        const { texts } = await traced(render);
        expect(texts.map((t) => t.s).join("\n"), what).not.toContain("…");
      }
    }
  }, 60_000);
});

/** Whether a text is the name, whole or ellipsized. */
function shows(t: string, name: string): boolean {
  return t === name || (t.endsWith("…") && t.length > 1 && name.startsWith(t.slice(0, -1)));
}

/** Every text drawn, as one string (lines of a wrapped name joined by spaces). */
const words = (texts: readonly DrawnText[]): string => texts.map((t) => t.s).join(" ");

describe("what the compact images show", () => {
  it("the board: the round and phase, whose turn, every player, every action space with its Workers, the plates, the new Shares, the Elders", async () => {
    const s = summarize(midGame(5));
    const { texts } = await traced(() => renderBoard(s, { names: NAMES }));
    const all = words(texts);
    expect(all).toContain(`Round ${s.round} of 7 · Work phase`);
    expect(all).toContain(`${NAMES[s.activeSeat ?? 0]} to play`);
    // Every player in the key, a name that does not fit its chip ellipsized ("Bartholo…").
    for (const p of s.players) expect(texts.some((t) => shows(t.s, NAMES[p.seat] ?? "")), NAMES[p.seat]).toBe(true);
    for (const sp of s.actionSpaces) expect(all).toContain(SPACE_NAMES[sp.id]);
    expect(texts.filter((t) => t.s === "Imitation")).toHaveLength(s.imitation.length);
    // The empty plates show their numbers (the lowest is the next to serve).
    for (const p of s.plates.filter((x) => x.fish === 0)) expect(texts.map((t) => t.s)).toContain(String(p.plate));
    expect(all).toContain(`all for ${s.buySharesPrice} gold`);
    for (const st of s.elderStacks) if (st.top) expect(all).toContain(st.top.name.split(" ")[0]);
    // The Building display is the bot's text, not the picture's.
    for (const c of s.displays.A) if (c) expect(all).not.toContain(c.name);
  });

  it("the harbor: whose, the goods, every space by its name (A1-C4, Forests by their double space), every Building", async () => {
    const s = summarize(fullHarbor());
    const p = s.players[0];
    if (!p) throw new Error("fixture: no seat 0");
    const { texts } = await traced(() => renderHarbor(s, 0, { names: NAMES }));
    const all = texts.map((t) => t.s);
    expect(all).toContain("Ann's harbor");
    expect(all).toContain(`${p.supply.wood}/12`);
    expect(all).toContain(`Haul ${p.haulSize}`);
    for (const label of ["A", "B", "C", "1", "2", "3", "4"]) expect(all).toContain(label);
    p.harbor.forEach((row, r) => row.forEach((cell, c) => { if (cell.kind !== "forest") expect(all).toContain(spaceName(r, c)); }));
    for (const d of p.forestsByDouble.filter((x) => x.count > 0)) expect(all).toContain(doubleName(d.cells));
    // Building names, perhaps wrapped onto lines or hyphenated: every letter in order.
    const letters = all.join("").replace(/[\s-]/g, "");
    for (const b of p.buildings.filter((x) => x.row !== null)) expect(letters).toContain(b.name.replace(/[\s-]/g, ""));
  });

  it("the scores: every player's total, the winners' line; the items by rule", async () => {
    const end = endGame(4);
    const sheets = finalScores(end) ?? [];
    const { texts } = await traced(() => renderScores(sheets, summarize(end), { names: NAMES }));
    const all = texts.map((t) => t.s);
    expect(all).toEqual(expect.arrayContaining(["Final scores", "Ships", "Buildings", "Gold", "Total"]));
    for (const x of sheets) expect(all).toContain(String(x.total));
    expect(all.join("\n")).toMatch(/(wins with|Shared victory at) \d+ VP/);
  });

  it("the table: the round, whose turn, every player's name and figures side by side; which Buildings and Elders are the bot's text", async () => {
    const s = summarize(midGame(5));
    const { texts } = await traced(() => renderTable(s, { names: NAMES }));
    const all = texts.map((t) => t.s);
    const joined = words(texts);
    expect(joined).toContain(`Every player · Round ${s.round} of 7 · Work phase`);
    expect(joined).toContain(`${NAMES[s.activeSeat ?? 0]} to play`);
    for (const label of ["Score", "Wood", "Fish", "Gold", "Haul", "Workers", "Reserve", "Ships", "Buildings", "Elders", "Forests", "Free spaces"]) expect(all).toContain(label);
    // The First Player's chip, beside their shape (beside the score it would read as a rank).
    expect(all.filter((t) => t === "first")).toHaveLength(1);
    expect(all).not.toContain("1st");
    for (const p of s.players) {
      // A name wrapped onto two lines reads whole when its lines are joined.
      expect(joined, NAMES[p.seat]).toContain(NAMES[p.seat]);
      expect(all).toContain(`${p.supply.wood}/12`);
      expect(all).toContain(p.score < 0 ? `−${-p.score}` : String(p.score));
    }
    for (const p of s.players) for (const b of p.buildings) expect(joined).not.toContain(b.name);
  });

  it("the table is the old tall one with layout detail, and the compact one with layout wide", async () => {
    const s = summarize(midGame(3));
    const detailPng = await renderTable(s, { names: NAMES, layout: "detail" });
    expect(pngSize(detailPng).height).toBeGreaterThan(COMPACT.height * 1.5);
    expect(pngSize(await renderTable(s, { names: NAMES, layout: "wide" }))).toEqual(COMPACT);
  });

  it("the turn picture: the viewer's turn or whom they wait for, the board, their goods and harbor", async () => {
    const s = summarize(midGame(4));
    const active = s.activeSeat ?? 0;
    const other = (active + 1) % 4;
    const mine = await traced(() => renderTurnPicture(s, active, { names: NAMES }));
    expect(mine.texts.map((t) => t.s)).toContain(`Your turn, ${NAMES[active]}`);
    const theirs = await traced(() => renderTurnPicture(s, other, { names: NAMES }));
    const all = words(theirs.texts);
    // The name waited for, ellipsized if the heading is too long for it.
    expect(all).toMatch(new RegExp(`${NAMES[other]} — waiting for ${(NAMES[active] ?? "").slice(0, 8)}`));
    const p = s.players[other];
    if (!p) throw new Error("fixture: no seat");
    expect(theirs.texts.map((t) => t.s)).toContain(`${p.supply.wood}/12`);
    for (const sp of s.actionSpaces) expect(all).toContain(SPACE_NAMES[sp.id]);
    for (let c = 0; c < 4; c++) expect(all).toContain(spaceName(2, c).slice(1));
  });

  it("refuses a seat that is not in the game", async () => {
    await expect(renderTurnPicture(summarize(setup(2)), 4)).rejects.toThrow(/no seat 4/);
  });
});
