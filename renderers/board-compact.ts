// The compact board (renderBoard's default layout), 880 x 560: the Action board as the printed
// board lays it out, in three columns (the Imitation spaces at the foot of the columns they
// copy from), each action space with the Workers on it in their players' shapes and colours and
// its empty places; the fish on the Banquet Table's plates beside Serve Fish; the newly issued
// Shares beside Buy All Shares with their price; the round, the phase and whose turn it is; a
// key of the players' shapes; the Elders on offer. The Building display, the ship supply and
// the rest are the bot's text.
import type { GameSummary, SpaceId } from "../src/engine/index.ts";
import { type Ctx, type RenderOptions, around, emptySlot, goodIcon, markerShape, measure, measuringContext, roundRect, text, wordsOf } from "./draw.ts";
import { BAND_SOFT, C, H, M, W, band, box, fitLines, legend, mid, namesPhrase, paintCompact } from "./compact.ts";
import { roundLine, waitingSeats } from "./phone.ts";
import { COLOR, font } from "./theme.ts";

/** The printed board's three columns of action spaces (board-data.md: the Imitation tile's columns). */
const COLUMNS: readonly (readonly SpaceId[])[] = [
  ["gold", "issue-share", "buy-shares"],
  ["transfer-reserve", "serve-fish", "take-elder", "build-ship"],
  ["build-building", "deforest", "thin-out", "reforest"],
];

/** One row of the action board: a space (or an Imitation space) and who stands on its places. */
export interface SpaceRow { name: string; slots: (number | null)[]; full: boolean; id: SpaceId | "imitation" }

function spaceRow(s: GameSummary, id: SpaceId, o: RenderOptions): SpaceRow | null {
  const sp = s.actionSpaces.find((x) => x.id === id);
  if (!sp) return null;
  return { id, name: wordsOf(o)(`engine.space.${id}`), slots: Array.from({ length: sp.capacity }, (_, i) => sp.occupants[i] ?? null), full: sp.full };
}

/** Which column an Imitation space belongs to: the one holding every space it may copy (4 players: one space for all, put in the shortest column). */
function imitationColumn(copyable: readonly SpaceId[]): number {
  const col = COLUMNS.findIndex((c) => copyable.every((id) => c.includes(id)));
  return col < 0 ? 0 : col;
}

/** The action spaces column by column, each column's Imitation spaces at its foot. */
export function boardColumns(s: GameSummary, o: RenderOptions = {}): SpaceRow[][] {
  const cols = COLUMNS.map((ids) => ids.map((id) => spaceRow(s, id, o)).filter((r): r is SpaceRow => r !== null));
  for (const im of s.imitation) {
    cols[imitationColumn(im.copyable)]?.push({ id: "imitation", name: wordsOf(o)("image.imitation"), slots: [im.occupant], full: im.occupant !== null });
  }
  return cols;
}

/** Where a row's places are: right-aligned at `right`, `pitch` apart. */
function slotX(right: number, n: number, i: number, r: number, pitch: number): number {
  return right - r - (n - 1 - i) * pitch;
}

/**
 * One action space: its name (at px, bold) and its places at the right, each the shape of the
 * Worker standing there or an empty dashed ring; a full space tinted.
 */
export function drawSpaceRow(ctx: Ctx, row: SpaceRow, x: number, y: number, w: number, h: number, r: number, pitch: number, px: number): void {
  if (row.full) roundRect(ctx, x, y + 2, w, h - 4, 8, COLOR.fullBg);
  // The name in the room left of the places: smaller down to C.min, then on two lines (a longer German name).
  const room = slotX(x + w - 8, row.slots.length, 0, r, pitch) - r - 8 - (x + 10);
  const lines = Math.max(1, Math.min(2, Math.floor((h - 2) / (C.min + 2))));
  const fit = fitLines(ctx, row.name, room, lines, px);
  const lineH = fit.px + 2;
  const color = row.id === "imitation" ? COLOR.muted : COLOR.ink;
  fit.lines.forEach((l, k) => text(ctx, l, x + 10, mid(y + h / 2 - ((fit.lines.length - 1) * lineH) / 2 + k * lineH, fit.px), { px: fit.px, bold: true, color }));
  row.slots.forEach((seat, i) => {
    const cx = slotX(x + w - 8, row.slots.length, i, r, pitch);
    if (seat === null) emptySlot(ctx, cx, y + h / 2, r - 1);
    else markerShape(ctx, seat, cx, y + h / 2, r);
  });
}

/** The Banquet Table's plates 1-7 in a row `w` wide: a fish on each plate that holds one, the number on those still empty (the next to serve is the lowest). */
export function drawPlates(ctx: Ctx, s: GameSummary, x: number, y: number, w: number, h: number): void {
  const n = Math.max(1, s.plates.length);
  const step = w / n;
  const r = Math.min(step / 2 - 2, h / 2 - 2);
  for (const p of s.plates) {
    const cx = x + step * (p.plate - 0.5);
    const cy = y + h / 2;
    ctx.beginPath(); ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fillStyle = p.fish ? "#d6ecfa" : "#ffffff"; ctx.fill();
    ctx.strokeStyle = COLOR.muted; ctx.lineWidth = 2; ctx.stroke();
    if (p.fish) {
      // A second fish behind the first when a plate holds more (Elders take them one by one).
      if (p.fish > 1) goodIcon(ctx, "fish", cx + 3, cy - 4, r * 1.3);
      goodIcon(ctx, "fish", cx - 1, cy + (p.fish > 1 ? 3 : 0), r * 1.4);
    } else text(ctx, String(p.plate), cx, mid(cy, C.min), { px: C.min, bold: true, align: "center", color: COLOR.muted });
  }
}

/** The newly issued Shares by issuer ("●×2"), flowing onto more lines in `w`; returns the lines' height. */
function drawNewShares(ctx: Ctx, s: GameSummary, x: number, y: number, w: number, lineH: number): number {
  const issuers = [...new Set(s.newShares)].sort((a, b) => a - b);
  const r = 11;
  let cx = x;
  let cy = y;
  for (const seat of issuers) {
    const n = s.newShares.filter((v) => v === seat).length;
    const label = `×${n}`;
    const cw = 2 * r + 4 + measure(ctx, font(C.body, true), label) + 14;
    if (cx > x && cx + cw > x + w) { cx = x; cy += lineH; }
    markerShape(ctx, seat, cx + r, cy + lineH / 2, r);
    text(ctx, label, cx + 2 * r + 4, mid(cy + lineH / 2, C.body), { px: C.body, bold: true });
    cx += cw;
  }
  return cy + lineH - y;
}

/** "Ann to play", "Ann and Bob to choose", "Game over": the band's right side. */
export function turnPhrase(m: Ctx, s: GameSummary, o: RenderOptions, room: number, px: number): string {
  const seats = waitingSeats(s);
  const t = wordsOf(o);
  if (!seats.length) return s.phase === "over" ? "" : t("image.nobody");
  const { before, after } = around((names) => (s.activeSeat !== null ? t("image.toPlay", { names }) : t("image.toChoose", { names })));
  return namesPhrase(m, seats, o, room, px, true, after, before);
}

const BAND_H = 54;
const LEGEND_Y = 62;
const LEGEND_H = 40;
const COLS_Y = 110;
const COLS_H = 318;
const ELDERS_Y = COLS_Y + COLS_H + M;
const PLATES_H = 44;
/** The shares' corner at the foot of the first column: a rule, a line of text and up to two lines of chips. */
const SHARES_H = 8 + 10 + C.min + 8 + 2 * 32;

/** The column widths: the third holds Build a Building's three places, so it is the widest. */
function columnWidths(): number[] {
  const third = 312;
  const other = (W - 2 * M - 2 * 10 - third) / 2;
  return [other, other, third];
}

function drawColumns(ctx: Ctx, s: GameSummary, o: RenderOptions): void {
  const cols = boardColumns(s, o);
  const widths = columnWidths();
  // Rows as tall as the fullest column allows (with the plates in the second, the shares under the first), at most 58.
  const room = (c: number): number => COLS_H - 16 - (c === 1 ? PLATES_H + 4 : c === 0 ? SHARES_H : 0);
  const rowH = Math.min(58, ...cols.map((rows, c) => Math.floor(room(c) / Math.max(1, rows.length))));
  let x = M;
  cols.forEach((rows, c) => {
    const w = widths[c] ?? 0;
    box(ctx, x, COLS_Y, w, COLS_H);
    let y = COLS_Y + 8;
    const inner = w - 16;
    for (const row of rows) {
      drawSpaceRow(ctx, row, x + 8, y, inner, rowH, 15, 36, C.body);
      y += rowH;
      if (row.id === "serve-fish") {
        drawPlates(ctx, s, x + 14, y, inner - 12, PLATES_H);
        y += PLATES_H + 4;
      }
    }
    if (c === 0) drawSharesWaiting(ctx, s, x + 18, COLS_Y + COLS_H - SHARES_H, inner - 20, o);
    x += w + 10;
  });
}

/** Under Buy All Shares: the newly issued Shares waiting there and what all of them cost now. */
function drawSharesWaiting(ctx: Ctx, s: GameSummary, x: number, y: number, w: number, o: RenderOptions): void {
  ctx.strokeStyle = COLOR.panelEdge; ctx.lineWidth = 1.5;
  ctx.beginPath(); ctx.moveTo(x - 6, y); ctx.lineTo(x + w, y); ctx.stroke();
  const t = wordsOf(o);
  if (!s.newShares.length) {
    text(ctx, fitLines(ctx, t("image.board.noNewShares"), w, 1, C.min, false).lines[0] ?? "", x, y + 10 + C.min, { px: C.min, color: COLOR.muted });
    return;
  }
  // On a second line where a longer language needs it (the Shares' chips then start under it).
  const { lines } = fitLines(ctx, t("image.board.newShares", { price: s.buySharesPrice }), w + 14, 2, C.min);
  lines.forEach((l, k) => text(ctx, l, x, y + 10 + C.min + k * (C.min + 4), { px: C.min, bold: true, color: COLOR.seaDeep }));
  drawNewShares(ctx, s, x, y + 18 + C.min + (lines.length - 1) * (C.min + 4), w, 32);
}

/** The six Elder stacks' top Elders, one chip each, all at the one size that fits every name. */
function drawElders(ctx: Ctx, s: GameSummary, y: number, h: number, o: RenderOptions): void {
  const x = M;
  const w = W - 2 * M;
  const t = wordsOf(o);
  box(ctx, x, y, w, h);
  text(ctx, t("image.board.eldersOnOffer"), x + 16, y + 8 + C.label, { px: C.label, bold: true });
  const n = Math.max(1, s.elderStacks.length);
  const gap = 8;
  const cw = (w - 24 - (n - 1) * gap) / n;
  const top = y + 18 + C.label;
  const ch = y + h - 10 - top;
  const names = s.elderStacks.map((st) => st.top ? st.top.name : st.size ? t("image.board.faceDown") : t("image.board.noneLeft"));
  const m = measuringContext();
  const px = Math.min(...names.map((nm) => fitLines(m, nm, cw - 14, 2, C.body).px));
  s.elderStacks.forEach((st, i) => {
    const cx = x + 12 + i * (cw + gap);
    box(ctx, cx, top, cw, ch, st.top ? "#f3ead8" : "#eef1f3", st.top ? "#a48a5c" : COLOR.panelEdge, 1.5);
    const { lines } = fitLines(m, names[i] ?? "", cw - 14, 2, px);
    const lh = px + 4;
    const ly = top + ch / 2 - ((lines.length - 1) * lh) / 2;
    lines.forEach((l, k) => text(ctx, l, cx + cw / 2, mid(ly + k * lh, px), { px, bold: st.top !== null, align: "center", color: st.top ? COLOR.ink : COLOR.muted }));
  });
}

/** The title band: the round and phase at the left, whose turn it is at the right. */
function drawBand(ctx: Ctx, s: GameSummary, o: RenderOptions): void {
  band(ctx, BAND_H);
  const round = roundLine(s, o);
  const rw = text(ctx, round, M + 8, mid(BAND_H / 2, C.heading), { px: C.heading, bold: true, color: "#ffffff" });
  const room = W - M - 8 - (M + 8 + rw) - 60;
  const phrase = turnPhrase(ctx, s, o, room, C.label);
  if (!phrase) return;
  const seats = waitingSeats(s);
  const pw = measure(ctx, font(C.label, true), phrase);
  const px = W - M - 8 - pw;
  text(ctx, phrase, W - M - 8, mid(BAND_H / 2, C.label), { px: C.label, bold: true, color: s.activeSeat !== null ? COLOR.highlight : BAND_SOFT, align: "right" });
  if (seats.length === 1 && seats[0] !== undefined) markerShape(ctx, seats[0], px - 20, BAND_H / 2, 12);
}

export function renderBoardCompact(s: GameSummary, o: RenderOptions = {}): Promise<Buffer> {
  return paintCompact((ctx) => {
    drawBand(ctx, s, o);
    legend(ctx, s, o, M, LEGEND_Y, W - 2 * M, LEGEND_H);
    drawColumns(ctx, s, o);
    drawElders(ctx, s, ELDERS_Y, H - M - ELDERS_Y, o);
  });
}
