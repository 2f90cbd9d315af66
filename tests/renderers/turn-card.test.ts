// The phone turn card: its size, its smallest text, the names it writes, what it tells and
// offers, and the harbor's space labels (the same names as the buttons and the log).
import { afterEach, describe, expect, it } from "vitest";
import { summarize } from "../../src/engine/index.ts";
import type { GameState, GameSummary } from "../../src/engine/index.ts";
import { buildableCards } from "../../src/engine/actions.ts";
import { cellName, doubleLabel } from "../../src/engine/state.ts";
import { DOUBLE_SPACES } from "../../src/engine/rules-data.ts";
import { CARD_MIN_TEXT, CARD_SIZE, IMAGE, renderBoard, renderHarbor, renderScores, renderTurn, renderTurnCard } from "../../renderers/index.ts";
import { type DrawnText, doubleName, named, spaceName, traceText } from "../../renderers/draw.ts";
import { finalScores } from "../../src/engine/index.ts";
import { pngSize } from "./png.ts";
import { endGame, fullHarbor, lastActor, midGame, playUntil, setup } from "./states.ts";

const NAMES = ["Ann", "Bartholomew Longname", "Chidi", "Dagny", "Eun-ji"];

/** Render with every drawn text recorded (the renderers draw synchronously inside the call). */
async function traced(render: () => Promise<Buffer>): Promise<{ png: Buffer; texts: DrawnText[] }> {
  const texts: DrawnText[] = [];
  traceText((t) => texts.push(t));
  try {
    const png = await render();
    return { png, texts };
  } finally {
    traceText(null);
  }
}

afterEach(() => traceText(null));

const states: [string, () => GameState][] = [
  ["first turn, 2 players", () => playUntil(2, 5, (s) => s.log.some((e) => e.seat !== null))],
  ["mid-game, 4 players", () => midGame(4)],
  ["mid-game, 5 players", () => midGame(5)],
  ["a harbor full of Buildings and Forests", fullHarbor],
  ["end of game, 3 players", () => endGame(3)],
];

describe("the turn card is made for a phone", () => {
  it("its minimum text size is 2.5% of its width and every named size is at least that", () => {
    expect(CARD_MIN_TEXT).toBeGreaterThanOrEqual(IMAGE.card.width * 0.025);
    for (const px of Object.values(CARD_SIZE)) expect(px).toBeGreaterThanOrEqual(CARD_MIN_TEXT);
  });

  for (const [name, make] of states) {
    it(`${name}: at most 1000 px wide, no text below the minimum, none drawn narrower, names and no "Player N"`, async () => {
      const state = make();
      const s = summarize(state);
      const seat = lastActor(state);
      const { png, texts } = await traced(() => renderTurnCard(s, seat, { names: NAMES, since: Math.max(0, s.log.length - 6) }));
      const size = pngSize(png);
      expect(size.width).toBe(IMAGE.card.width);
      expect(size.width).toBeLessThanOrEqual(1000);
      expect(size.height).toBeGreaterThan(300);
      expect(texts.length).toBeGreaterThan(10);
      const small = texts.filter((t) => t.px < CARD_MIN_TEXT);
      expect(small, `texts below ${CARD_MIN_TEXT} px`).toEqual([]);
      expect(texts.filter((t) => t.squeezed)).toEqual([]);
      const all = texts.map((t) => t.s).join("\n");
      expect(all).toContain(`${NAMES[seat]} just played`);
      expect(all).not.toMatch(/\bPlayer [1-5]\b/);
      expect(all).not.toContain("…");
    });
  }
});

describe("what the card tells", () => {
  it("every log entry since the last post, with names, wrapped whole", async () => {
    const state = midGame(4);
    const s = summarize(state);
    const since = s.log.length - 3;
    const { texts } = await traced(() => renderTurnCard(s, lastActor(state), { names: NAMES, since }));
    const words = texts.map((t) => t.s).join(" ");
    for (const e of s.log.slice(since)) expect(words).toContain(named(e.text, { names: NAMES }));
  });

  it("many new entries: the most recent are shown and the card says how many are left for /log", async () => {
    const state = midGame(5);
    const s = summarize(state);
    const { texts } = await traced(() => renderTurnCard(s, lastActor(state), { names: NAMES, since: 0 }));
    const note = texts.find((t) => /^\+\d+ earlier lines? in \/log$/.test(t.s));
    expect(note).toBeDefined();
    const last = s.log[s.log.length - 1];
    if (!last) throw new Error("fixture: empty log");
    expect(texts.map((t) => t.s).join(" ")).toContain(named(last.text, { names: NAMES }));
    const left = Number(note?.s.match(/\d+/)?.[0]);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(s.log.length);
  });

  it("the Buildings the next player can afford, with their price after discounts", async () => {
    const state = midGame(5);
    const s = summarize(state);
    const next = s.activeSeat ?? s.pendingSeats[0];
    if (next === undefined || next === null) throw new Error("fixture: nobody to act");
    const afford = s.players[next]?.affordable ?? [];
    expect(afford.length).toBeGreaterThan(0);
    const { texts } = await traced(() => renderTurnCard(s, lastActor(state), { names: NAMES }));
    const all = texts.map((t) => t.s);
    expect(all.join("\n")).toContain(`${NAMES[next]} can build now`);
    for (const a of afford.slice(0, 6)) {
      expect(all).toContain(a.card.name);
      expect(all.some((t) => t.startsWith(a.priceText))).toBe(true);
    }
  });

  it("when the next player can afford nothing, the display cards closest to their supply", async () => {
    const state = setup(3);
    const s: GameSummary = structuredClone(summarize(state));
    for (const p of s.players) p.affordable = [];
    const { texts } = await traced(() => renderTurnCard(s, 0, { names: NAMES }));
    const all = texts.map((t) => t.s).join("\n");
    expect(all).toMatch(/cannot afford a Building yet\. Closest on\s+display:/);
    expect(all).toMatch(/\+\d+ more on \/board/);
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

  it("the harbor, turn and card images label rows A-C and columns 1-4, and Forests by their double space", async () => {
    const state = fullHarbor();
    const s = summarize(state);
    const p = s.players[0];
    if (!p) throw new Error("fixture: no seat 0");
    const doubles = p.forestsByDouble.filter((d) => d.count > 0).map((d) => doubleName(d.cells));
    for (const render of [() => renderHarbor(s, 0), () => renderHarbor(s, 0, { layout: "wide" }), () => renderTurn(s, 0), () => renderTurnCard(s, 0)]) {
      const { texts } = await traced(render);
      const all = texts.map((t) => t.s);
      for (const label of ["A", "B", "C", "1", "2", "3", "4"]) expect(all).toContain(label);
      for (const d of doubles) expect(all.join(" ")).toContain(d);
    }
  });
});

describe("names and whole words in every image", () => {
  it("the board, harbor, turn and score images write names, never \"Player N\", and no text is cut", async () => {
    const state = midGame(5);
    const s = summarize(state);
    const o = { names: NAMES };
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
    for (const layout of ["phone", "wide"] as const) {
      const board = (await traced(() => renderBoard(s, { ...o, layout }))).texts.map((t) => t.s);
      // The action hints that used to be cut ("1 gold per Sh..."): whole, on one line or two.
      expect(board.join(" ")).toContain("1 gold per Share");
      expect(board.join(" ")).toContain("1 wood per Forest");
    }
  });
});

describe("bytes", () => {
  it("a mid-game turn card is under 100 KB", async () => {
    const state = midGame(5);
    const png = await renderTurnCard(summarize(state), lastActor(state), { names: NAMES });
    expect(png.length).toBeLessThan(100_000);
  });
});
