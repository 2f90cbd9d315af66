// The compact table (renderTable's default layout), 880 x 560: every player's position side by
// side, a column per player (2-5) under their shape and name (wrapped onto two lines, a long
// one hyphenated or ellipsized, never squeezed), a row per figure so players compare at a
// glance: score so far (the first player marked), wood of 12, fish, gold, haul, the Workers
// left, the Reserve's goods, and how many Ships, Buildings, Elders, Forests and free spaces;
// those the game waits for highlighted. Which Buildings, Ships and Elders, the Shares and the
// hands are the bot's text (and the detail table's, ./table.ts).
import type { GameSummary, PlayerSummary } from "../src/engine/index.ts";
import { type Ctx, type RenderOptions, wordsOf, ellipsize, goodCount, markerShape, measure, measuringContext, playerName, roundRect, text, workerMarks } from "./draw.ts";
import { BAND_SOFT, C, H, M, W, band, bandTitle, box, mid, paintCompact, wrapHyphen } from "./compact.ts";
import { turnPhrase } from "./board-compact.ts";
import { roundLine, waitingSeats } from "./phone.ts";
import { COLOR, font } from "./theme.ts";

type Good = "wood" | "fish" | "gold";

/** One figure: its label and how its cell is drawn (centred on cx) and how wide it is. */
interface Row {
  /** Its label's key in the catalogue (image.table.*). */
  label: "score" | "wood" | "fish" | "gold" | "haul" | "workers" | "reserve" | "ships" | "buildings" | "elders" | "forests" | "freeSpaces";
  /** Lines the row needs in a column `w` wide (the Reserve may take two). */
  lines?: (m: Ctx, p: PlayerSummary, w: number) => number;
  draw(ctx: Ctx, p: PlayerSummary, s: GameSummary, cx: number, cy: number, w: number, h: number): void;
}

const VALUE_PX = C.label;
const SCORE_PX = C.title;

/** A number (or short text) centred on cx. */
function value(ctx: Ctx, v: string, cx: number, cy: number, px = VALUE_PX, color: string = COLOR.ink): void {
  text(ctx, v, cx, mid(cy, px), { px, bold: true, align: "center", color });
}

function goodWidth(m: Ctx, n: string, px: number): number {
  return px * 1.6 + measure(m, font(px, true), n);
}

/** A good's picture and count, centred on cx. */
function good(ctx: Ctx, g: Good, n: string, cx: number, cy: number): void {
  goodCount(ctx, g, n, cx - goodWidth(ctx, n, VALUE_PX) / 2, mid(cy, VALUE_PX), VALUE_PX);
}

const RESERVE_GAP = 12;

/** The Reserve's goods that are there (none: a dash), in lines that fit `w`. */
function reserveLines(m: Ctx, p: PlayerSummary, w: number): { g: Good; n: string; w: number }[][] {
  const items = (["wood", "fish", "gold"] as const).filter((g) => p.reserve[g] > 0).map((g) => ({ g, n: String(p.reserve[g]), w: goodWidth(m, String(p.reserve[g]), VALUE_PX) }));
  const lines: { g: Good; n: string; w: number }[][] = [];
  let line: { g: Good; n: string; w: number }[] = [];
  let used = 0;
  for (const it of items) {
    if (line.length && used + RESERVE_GAP + it.w > w) { lines.push(line); line = []; used = 0; }
    used += (line.length ? RESERVE_GAP : 0) + it.w;
    line.push(it);
  }
  if (line.length) lines.push(line);
  return lines;
}

const ROWS: readonly Row[] = [
  {
    label: "score",
    draw: (ctx, p, _s, cx, cy) => value(ctx, p.score < 0 ? `−${-p.score}` : String(p.score), cx, cy, SCORE_PX),
  },
  { label: "wood", draw: (ctx, p, _s, cx, cy) => good(ctx, "wood", `${p.supply.wood}/12`, cx, cy) },
  { label: "fish", draw: (ctx, p, _s, cx, cy) => good(ctx, "fish", String(p.supply.fish), cx, cy) },
  { label: "gold", draw: (ctx, p, _s, cx, cy) => good(ctx, "gold", String(p.supply.gold), cx, cy) },
  { label: "haul", draw: (ctx, p, _s, cx, cy) => value(ctx, String(p.haulSize), cx, cy, VALUE_PX, COLOR.seaDeep) },
  { label: "workers", draw: (ctx, p, _s, cx, cy) => workerMarks(ctx, p.seat, p.workersLeft, cx - 26, cy, 26, 10) },
  {
    label: "reserve",
    lines: (m, p, w) => Math.max(1, reserveLines(m, p, w).length),
    draw: (ctx, p, _s, cx, cy, w, h) => {
      const lines = reserveLines(ctx, p, w);
      if (!lines.length) { value(ctx, "–", cx, cy, VALUE_PX, COLOR.muted); return; }
      const lh = h / lines.length;
      lines.forEach((line, i) => {
        const lw = line.reduce((n, it) => n + it.w, 0) + (line.length - 1) * RESERVE_GAP;
        let x = cx - lw / 2;
        const y = cy - h / 2 + lh * (i + 0.5);
        for (const it of line) { goodCount(ctx, it.g, it.n, x, mid(y, VALUE_PX), VALUE_PX); x += it.w + RESERVE_GAP; }
      });
    },
  },
  { label: "ships", draw: (ctx, p, _s, cx, cy) => value(ctx, String(p.ships.length), cx, cy) },
  { label: "buildings", draw: (ctx, p, _s, cx, cy) => value(ctx, String(p.buildings.length), cx, cy) },
  { label: "elders", draw: (ctx, p, _s, cx, cy) => value(ctx, String(p.elders.length), cx, cy) },
  { label: "forests", draw: (ctx, p, _s, cx, cy) => value(ctx, String(p.forests), cx, cy) },
  { label: "freeSpaces", draw: (ctx, p, _s, cx, cy) => value(ctx, String(p.freeSpaces), cx, cy, VALUE_PX, p.freeSpaces ? COLOR.ink : COLOR.muted) },
];

const BAND_H = 54;
const TABLE_Y = BAND_H + 8;
const LABEL_PAD = 14;
const NAME_R = 12;

function drawBand(ctx: Ctx, s: GameSummary, o: RenderOptions): void {
  band(ctx, BAND_H);
  const tw = bandTitle(ctx, wordsOf(o)("image.table.title", { round: roundLine(s, o) }), turnPhrase(ctx, s, o, Number.MAX_SAFE_INTEGER, C.label), BAND_H);
  const phrase = turnPhrase(ctx, s, o, W - 2 * M - 16 - tw - 40, C.label);
  if (phrase) text(ctx, phrase, W - M - 8, mid(BAND_H / 2, C.label), { px: C.label, bold: true, color: s.activeSeat !== null ? COLOR.highlight : BAND_SOFT, align: "right" });
}

/**
 * A name in at most two lines of `w` at px: between whole words, the rest of a longer name
 * joined onto the second line; a line still too wide ellipsized. A name of one word too wide
 * for a line is hyphenated onto the second line instead.
 */
function twoLines(m: Ctx, name: string, w: number, px: number): string[] {
  const words = name.split(" ");
  if (words.length === 1) return wrapHyphen(m, name, w, px, true, 2);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (!line || measure(m, font(px, true), next) <= w) line = next;
    else { lines.push(line); line = word; }
  }
  lines.push(line);
  const kept = lines.length > 2 ? [lines[0] ?? "", lines.slice(1).join(" ")] : lines;
  return kept.map((l) => ellipsize(m, l, w, px, true));
}

/**
 * The names' one size and lines: the largest from C.label down at which every name is written
 * whole in two lines of `w`; C.min (the most of each name) when some name is cut at any size.
 */
function nameLines(m: Ctx, s: GameSummary, o: RenderOptions, w: number): { px: number; lines: string[][] } {
  const names = s.players.map((p) => playerName(p.seat, o));
  const whole = (px: number): boolean => names.every((n) => !twoLines(m, n, w, px).some((l) => l.endsWith("…") || l.endsWith("-")));
  let px: number = C.label;
  while (px > C.min && !whole(px)) px--;
  return { px, lines: names.map((n) => twoLines(m, n, w, px)) };
}

export function renderTableCompact(s: GameSummary, o: RenderOptions = {}): Promise<Buffer> {
  const m = measuringContext();
  const n = Math.max(1, s.players.length);
  const x0 = M;
  const w = W - 2 * M;
  const label = (r: Row): string => wordsOf(o)(`image.table.${r.label}`);
  const labelW = Math.max(...ROWS.map((r) => measure(m, font(C.min, true), label(r)))) + 2 * LABEL_PAD;
  const colW = (w - labelW - 8) / n;
  const colX = (i: number): number => x0 + labelW + i * colW;
  const names = nameLines(m, s, o, colW - 10);
  const nameLh = names.px + 4;
  const nameRows = names.lines.reduce((k, l) => Math.max(k, l.length), 1);
  const headH = 10 + 2 * NAME_R + 4 + nameRows * nameLh + 6;
  const units = ROWS.map((r) => Math.max(1, ...s.players.map((p) => r.lines?.(m, p, colW - 16) ?? 1)));
  const tableH = H - M - TABLE_Y;
  const unitH = Math.min(44, Math.floor((tableH - headH - 12) / units.reduce((a, b) => a + b, 0)));
  const waiting = waitingSeats(s);
  return paintCompact((ctx) => {
    drawBand(ctx, s, o);
    box(ctx, x0, TABLE_Y, w, tableH);
    // Those the game waits for: their whole column highlighted.
    s.players.forEach((p, i) => {
      if (waiting.includes(p.seat)) roundRect(ctx, colX(i) + 3, TABLE_Y + 4, colW - 6, tableH - 8, 8, "#fff6d5", "#b08a1e", 2.5);
    });
    // The headings: each player's shape and name.
    s.players.forEach((p, i) => {
      const cx = colX(i) + colW / 2;
      markerShape(ctx, p.seat, cx, TABLE_Y + 10 + NAME_R, NAME_R);
      // The First Player (who places first) while the game runs: a chip beside their shape
      // (beside the score it would read as a rank).
      if (p.seat === s.firstPlayer && s.phase !== "over") {
        const first = wordsOf(o)("image.table.first");
        const cw = measure(ctx, font(C.min, true), first) + 12;
        const x = cx + NAME_R + 8;
        roundRect(ctx, x, TABLE_Y + 10 + NAME_R - C.min / 2 - 5, cw, C.min + 10, 8, "#1f3b4d");
        text(ctx, first, x + cw / 2, mid(TABLE_Y + 10 + NAME_R, C.min), { px: C.min, bold: true, color: "#ffffff", align: "center" });
      }
      const lines = names.lines[i] ?? [];
      // A one-line name sits under its shape like a two-line one's first line.
      const ly = TABLE_Y + 10 + 2 * NAME_R + 4 + nameLh / 2;
      lines.forEach((l, k) => text(ctx, l, cx, mid(ly + k * nameLh, names.px), { px: names.px, bold: true, align: "center" }));
    });
    // The rows, every other one tinted, their labels at the left.
    let y = TABLE_Y + headH;
    ROWS.forEach((row, r) => {
      const h = (units[r] ?? 1) * unitH;
      if (r % 2 === 0) { ctx.fillStyle = "rgba(31, 59, 77, 0.07)"; ctx.fillRect(x0 + 4, y, w - 8, h); }
      const cy = y + h / 2;
      text(ctx, label(row), x0 + LABEL_PAD, mid(cy, C.min), { px: C.min, bold: true, color: COLOR.muted });
      s.players.forEach((p, i) => row.draw(ctx, p, s, colX(i) + colW / 2, cy, colW - 16, h));
      y += h;
    });
  });
}
