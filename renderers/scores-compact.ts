// The compact score table (renderScores' default layout), 880 x 560: a row per player (2-5,
// in the sheets' order) with their shape and name (a long name ellipsized, never squeezed),
// what each scoring rule gives them and their total; the winners (or, during a game, the
// leaders) starred and highlighted. The Buildings one by one are the bot's text (and the
// detail image's).
import type { GameSummary, ScoreSheet } from "../src/engine/index.ts";
import { type Ctx, type RenderOptions, around, wordsOf, ellipsize, markerShape, measure, playerName, star, text } from "./draw.ts";
import { C, H, M, W, band, bandTitle, box, fitLines, mid, namesPhrase, paintCompact } from "./compact.ts";
import { roundLine } from "./phone.ts";
import { COLOR, font } from "./theme.ts";

function signed(n: number): string { return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0"; }

interface Column { head: "ships" | "buildings" | "shares" | "gold" | "freeSpaces" | "unissued" | "cardRules" | "total"; value: (x: ScoreSheet) => string; total?: boolean }

/** The scoring rules, as the rulebook adds them up; a Building's own rule (Hermitage, Bank, ...) only when someone has one. */
function columnsOf(sheets: readonly ScoreSheet[]): Column[] {
  const cols: Column[] = [
    { head: "ships", value: (x) => signed(x.ships) },
    { head: "buildings", value: (x) => signed(x.buildingsTotal) },
    { head: "shares", value: (x) => signed(x.shares) },
    { head: "gold", value: (x) => signed(x.gold) },
    { head: "freeSpaces", value: (x) => signed(-x.freeSpaces) },
    { head: "unissued", value: (x) => signed(-x.unissuedShares) },
  ];
  if (sheets.some((x) => x.adjustments.length)) cols.push({ head: "cardRules", value: (x) => (x.adjustments.length ? signed(x.adjustments.reduce((n, a) => n + a.vp, 0)) : "") });
  cols.push({ head: "total", value: (x) => String(x.total), total: true });
  return cols;
}

const BAND_H = 54;
/** The headings' height: two lines (three where a longer language needs them). */
function headHeight(lines: number): number {
  return Math.max(2, lines) * (C.min + 4) + 16;
}
const VALUE_PX = C.label;
const TOTAL_PX = C.title;

/** "Ann wins with 45 VP", "Shared victory at 45 VP: Ann and Bo", "Ann leads with 20 VP" (names ellipsized to fit `room`). */
function winnersPhrase(m: Ctx, sheets: readonly ScoreSheet[], over: boolean, o: RenderOptions, room: number): string {
  const winners = sheets.filter((x) => x.winner).map((x) => x.seat);
  const best = sheets.find((x) => x.winner)?.total ?? 0;
  if (!winners.length) return "";
  const px = C.label;
  const t = wordsOf(o);
  const key = winners.length > 1 ? (over ? "image.scores.shared" : "image.scores.leadingTogether") : over ? "image.scores.wins" : "image.scores.leads";
  const { before, after } = around((names) => t(key, { names, vp: best }));
  return namesPhrase(m, winners, o, room, px, true, after, before);
}

export function renderScoresCompact(sheets: readonly ScoreSheet[], s: GameSummary, o: RenderOptions = {}): Promise<Buffer> {
  const over = s.phase === "over";
  return paintCompact((ctx) => {
    band(ctx, BAND_H);
    const t = wordsOf(o);
    const title = over ? t("image.scores.final") : t("image.scores.soFar", { round: roundLine(s, o) });
    const tw = bandTitle(ctx, title, winnersPhrase(ctx, sheets, over, o, Number.MAX_SAFE_INTEGER), BAND_H);
    const phrase = winnersPhrase(ctx, sheets, over, o, W - 2 * M - 16 - tw - 40);
    if (phrase) text(ctx, phrase, W - M - 8, mid(BAND_H / 2, C.label), { px: C.label, bold: true, color: COLOR.highlight, align: "right" });
    if (!sheets.length) {
      text(ctx, t("image.scores.none"), W / 2, H / 2, { px: C.label, color: COLOR.muted, align: "center" });
      return;
    }
    drawTable(ctx, sheets, o);
  });
}

function drawTable(ctx: Ctx, sheets: readonly ScoreSheet[], o: RenderOptions): void {
  const cols = columnsOf(sheets);
  const t = wordsOf(o);
  // Each column as wide as its heading (in at most two lines, wider for a longer language's long word) or its widest value.
  const heads = cols.map((c) => {
    const head = t(`image.scores.head.${c.head}`);
    const word = Math.max(...head.split(" ").map((w) => measure(ctx, font(C.min, true), w)));
    return fitLines(ctx, head, Math.max(90, Math.min(150, word)), 3, C.min).lines;
  });
  const HEAD_H = headHeight(Math.max(...heads.map((l) => l.length)));
  const widths = cols.map((c, i) => {
    const px = c.total ? TOTAL_PX : VALUE_PX;
    const values = sheets.map((x) => measure(ctx, font(px, true), c.value(x)));
    const head = Math.max(...(heads[i] ?? []).map((l) => measure(ctx, font(C.min, true), l)));
    return Math.max(head, ...values) + 16;
  });
  const x0 = M;
  const w = W - 2 * M;
  const nameW = w - 16 - widths.reduce((n, x) => n + x, 0);
  // Rows share the height left, at most 110 each; the table is centred in the room under the band.
  const room = H - BAND_H - 8 - M;
  const rowH = Math.min(110, Math.floor((room - HEAD_H - 16) / sheets.length));
  const h = HEAD_H + rowH * sheets.length + 16;
  const y0 = BAND_H + 8 + Math.floor((room - h) / 2);
  box(ctx, x0, y0, w, h);
  const colX: number[] = [];
  let cx = x0 + 8 + nameW;
  for (const cw of widths) { colX.push(cx); cx += cw; }
  // Headings, right-aligned over their figures; the total's column tinted.
  const totalX = colX[colX.length - 1] ?? cx;
  ctx.fillStyle = "#e3ecf1"; ctx.fillRect(totalX, y0 + 2, x0 + w - 2 - totalX, h - 4);
  heads.forEach((lines, i) => {
    const right = (colX[i] ?? 0) + (widths[i] ?? 0) - 12;
    const ly = y0 + HEAD_H - 10 - (lines.length - 1) * (C.min + 4);
    lines.forEach((l, k) => text(ctx, l, right, ly + k * (C.min + 4), { px: C.min, bold: true, color: COLOR.muted, align: "right" }));
  });
  sheets.forEach((x, r) => {
    const y = y0 + HEAD_H + 8 + r * rowH;
    if (x.winner) box(ctx, x0 + 6, y + 3, w - 12, rowH - 6, "#fff6d5", COLOR.winner, 2.5);
    ctx.strokeStyle = COLOR.panelEdge; ctx.lineWidth = 1;
    if (r > 0 && !x.winner && !sheets[r - 1]?.winner) { ctx.beginPath(); ctx.moveTo(x0 + 14, y); ctx.lineTo(x0 + w - 14, y); ctx.stroke(); }
    const cy = y + rowH / 2;
    markerShape(ctx, x.seat, x0 + 30, cy, 14);
    const starW = x.winner ? 40 : 0;
    const name = ellipsize(ctx, playerName(x.seat, o), nameW - 56 - starW, C.label, true);
    const nw = text(ctx, name, x0 + 54, mid(cy, C.label), { px: C.label, bold: true });
    if (x.winner) star(ctx, x0 + 54 + nw + 22, cy, 15);
    cols.forEach((c, i) => {
      const px = c.total ? TOTAL_PX : VALUE_PX;
      const right = (colX[i] ?? 0) + (widths[i] ?? 0) - 12;
      text(ctx, c.value(x), right, mid(cy, px), { px, bold: c.total ?? false, align: "right" });
    });
  });
}
