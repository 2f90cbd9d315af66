// The pieces of a harbor board: Building grid with Forests and the Reserve, Fishing track,
// Elder Council, and the player's supply, shares and workers.
import type { PlayerSummary, ShipType } from "../src/engine/index.ts";
import { type Ctx, type RenderOptions, doubleName, spaceName, SHIP_LENGTH, goodCount, localeOf, marker, measure, panel, roundRect, ship, shipWord, text, vpTextIn, wordsOf, wrapToFit } from "./draw.ts";
import { COLOR, SIZE, categoryStyle, font } from "./theme.ts";

/** Number printed on each of the 14 Fishing track spaces (board-data.md); 12 when all are covered. */
export const TRACK_NUMBERS: readonly number[] = [3, 4, 5, 5, 6, 7, 8, 8, 9, 10, 10, 11, 11, 12];

export function tree(ctx: Ctx, cx: number, cy: number, s: number): void {
  ctx.fillStyle = "#6d4c41"; ctx.fillRect(cx - s * 0.08, cy + s * 0.2, s * 0.16, s * 0.3);
  ctx.beginPath(); ctx.moveTo(cx, cy - s * 0.5); ctx.lineTo(cx + s * 0.35, cy + s * 0.25); ctx.lineTo(cx - s * 0.35, cy + s * 0.25); ctx.closePath();
  ctx.fillStyle = COLOR.forest; ctx.fill(); ctx.strokeStyle = "#173d1f"; ctx.lineWidth = 1.2; ctx.stroke();
}

/** Row letters A-C left of a harbor grid and column numbers 1-4 above it, as the buttons and the log name the spaces. */
function drawSpaceLabels(ctx: Ctx, rows: number, cols: number, cellX: (c: number) => number, cellY: (r: number) => number, cw: number, ch: number, labelX: number, labelY: number, px: number): void {
  for (let c = 0; c < cols; c++) text(ctx, spaceName(0, c).slice(1), cellX(c) + cw / 2, labelY, { px, bold: true, color: COLOR.muted, align: "center" });
  for (let r = 0; r < rows; r++) text(ctx, spaceName(r, 0).slice(0, 1), labelX, cellY(r) + ch / 2 + px * 0.36, { px, bold: true, color: COLOR.muted, align: "center" });
}

/** Room the space labels take: a gutter on the left and a strip on top. */
const LABEL_GUTTER = 26;

/**
 * 3x4 harbor with its space labels (A-C, 1-4) in a gutter of the box: the Reserve at A1,
 * Buildings with name and VP, Forest stacks across their double space (named "A3-A4").
 */
export function drawHarborGrid(ctx: Ctx, p: PlayerSummary, x0: number, y0: number, w0: number, h0: number, o: RenderOptions = {}): void {
  const t = wordsOf(o);
  const gap = 6;
  const rows = p.harbor.length;
  const cols = p.harbor[0]?.length ?? 4;
  const x = x0 + LABEL_GUTTER;
  const y = y0 + LABEL_GUTTER;
  const w = w0 - LABEL_GUTTER;
  const h = h0 - LABEL_GUTTER;
  const cw = (w - (cols - 1) * gap) / cols;
  const ch = (h - (rows - 1) * gap) / rows;
  const cellX = (c: number): number => x + c * (cw + gap);
  const cellY = (r: number): number => y + r * (ch + gap);
  drawSpaceLabels(ctx, rows, cols, cellX, cellY, cw, ch, x0 + LABEL_GUTTER / 2 - 2, y0 + LABEL_GUTTER - 7, SIZE.label);
  p.harbor.forEach((row, r) => row.forEach((cell, c) => {
    const cx = cellX(c);
    const cy = cellY(r);
    if (cell.kind === "reserve") {
      roundRect(ctx, cx, cy, cw, ch, 8, COLOR.reserve, "#b08a1e", 2);
      text(ctx, p.reserveShips.length ? t("image.layouts.reserveShips", { ships: p.reserveShips.map((x) => shipWord(x, o)).join(t("engine.word.sep")) }) : t("image.harbor.reserve"), cx + 10, cy + 24, { px: SIZE.body, bold: true, maxWidth: cw - 16 });
      const items = (["wood", "fish", "gold"] as const);
      items.forEach((g, i) => goodCount(ctx, g, p.reserve[g], cx + 10 + i * (cw - 14) / 3, cy + ch - 16, SIZE.body));
    } else if (cell.kind === "building") {
      const bc = p.buildings.find((b) => b.id === cell.id)?.card;
      if (!bc) return;
      const cat = categoryStyle(bc.category);
      roundRect(ctx, cx, cy, cw, ch, 8, "#fffdf7", cat.color, 2.5);
      roundRect(ctx, cx, cy, cw, 24, 8, cat.color);
      ctx.fillStyle = cat.color; ctx.fillRect(cx, cy + 14, cw, 10);
      text(ctx, `${cat.letter} · ${bc.id}`, cx + 8, cy + 18, { px: SIZE.min, bold: true, color: "#ffffff" });
      const vp = bc.vp === null ? vpTextIn(bc.vpText, o) : t("image.vp", { vp: bc.vp });
      text(ctx, vp, cx + cw - 8, cy + 18, { px: SIZE.min, bold: true, color: "#ffffff", align: "right", maxWidth: cw * 0.55 });
      const { lines, px } = wrapToFit(ctx, cell.name, cw - 14, 2, SIZE.body, true);
      lines.forEach((l, i) => text(ctx, l, cx + 8, cy + 46 + i * (px + 4), { px, bold: true, maxWidth: cw - 14 }));
    } else if (cell.kind === "free") {
      roundRect(ctx, cx, cy, cw, ch, 8, COLOR.free, COLOR.panelEdge);
      text(ctx, t("image.layouts.freeMinus"), cx + cw / 2, cy + ch / 2 + 6, { px: SIZE.min, color: COLOR.muted, align: "center" });
      // Wood lying there until collected (Collection Point).
      if (cell.wood) goodCount(ctx, "wood", t("image.layouts.here", { n: cell.wood }), cx + 10, cy + ch - 12, SIZE.min);
    }
  }));
  // Forest stacks span both spaces of their double space.
  for (const d of p.forestsByDouble) {
    if (d.count <= 0) continue;
    const [[r, c0], [, c1]] = d.cells;
    const fx = cellX(Math.min(c0, c1));
    const fy = cellY(r);
    const fw = 2 * cw + gap;
    roundRect(ctx, fx, fy, fw, ch, 8, COLOR.forestBg, COLOR.forest, 2.5);
    const shown = Math.min(d.count, 6);
    for (let i = 0; i < shown; i++) tree(ctx, fx + 30 + i * 34, fy + ch / 2 - 6, Math.min(40, ch * 0.45));
    text(ctx, doubleName(d.cells), fx + fw - 12, fy + 24, { px: SIZE.body, bold: true, color: COLOR.forest, align: "right" });
    text(ctx, t("engine.word.forests", { count: d.count }), fx + fw - 12, fy + ch - 12, { px: SIZE.label, bold: true, color: COLOR.forest, align: "right" });
  }
}

/**
 * The Fishing track's 14 numbered spaces, `cw` wide, right of the catboat's space at `x`: those
 * covered muted, the haul (first free space, `free`) highlighted in `haulPx`, the number's
 * baseline `dy` below the middle.
 */
export function trackSpaces(ctx: Ctx, x: number, top: number, cw: number, ch: number, free: number, dy: number, haulPx: number, px: number): void {
  TRACK_NUMBERS.forEach((n, i) => {
    const cx = x + (i + 1) * cw;
    const isHaul = i === free;
    if (isHaul) roundRect(ctx, cx + 2, top + 2, cw - 4, ch - 4, 6, COLOR.highlight, "#b08a1e", 2.5);
    else { ctx.strokeStyle = "#9cc3da"; ctx.lineWidth = 1; ctx.strokeRect(cx, top, cw, ch); }
    text(ctx, String(n), cx + cw / 2, top + ch / 2 + dy, { px: isHaul ? haulPx : px, bold: true, align: "center", color: i < free ? "#7fa9c4" : COLOR.ink });
  });
}

/**
 * The ships on the Fishing track in order after the catboat's space at `x`, each across its
 * length of spaces in a box filled `o.fill`, drawn `o.dy` below the top and `o.h` tall, its
 * type written under it at `o.px`.
 */
export function trackShips(ctx: Ctx, ships: readonly ShipType[], x: number, top: number, cw: number, ch: number, o: { fill: string; dy: number; h: number; px: number }, words: RenderOptions = {}): void {
  let at = 1;
  for (const t of ships) {
    const len = SHIP_LENGTH[t];
    const sx = x + at * cw;
    roundRect(ctx, sx + 2, top + 2, len * cw - 4, ch - 4, 6, o.fill, "#37474f", 1.5);
    ship(ctx, t, sx + 6, top + o.dy, len * cw - 12, o.h);
    // A word longer than its ship ("Schaluppe" on a sloop's two spaces) is left off, as the
    // catboat's is: the ship's length shows its type, and the line under the track names them all.
    const word = shipWord(t, words);
    if (measure(ctx, font(o.px, true), word) <= len * cw - 8) text(ctx, word, sx + (len * cw) / 2, top + ch - 8, { px: o.px, bold: true, align: "center" });
    at += len;
  }
}

/** Fishing track: the catboat, the ships, the 14 numbered spaces and the current haul size. */
export function drawTrack(ctx: Ctx, p: PlayerSummary, x: number, y: number, w: number, h: number, o: RenderOptions = {}): void {
  const t = wordsOf(o);
  panel(ctx, x, y, w, h);
  text(ctx, t("image.layouts.track"), x + 12, y + 26, { px: SIZE.label, bold: true });
  text(ctx, t("image.layouts.haulSize", { n: p.haulSize }), x + w - 12, y + 26, { px: SIZE.label, bold: true, align: "right", color: COLOR.seaDeep });
  const cells = TRACK_NUMBERS.length + 1;
  const cw = (w - 24) / cells;
  const top = y + 36;
  const ch = h - 44;
  roundRect(ctx, x + 12, top, w - 24, ch, 6, COLOR.sea);
  const free = p.trackCovered;
  trackSpaces(ctx, x + 12, top, cw, ch, free, 8, SIZE.heading, SIZE.label);
  ship(ctx, "catboat", x + 14, top + 8, cw - 4, ch - 30);
  if (cw >= 64) text(ctx, t("image.layouts.catboat"), x + 12 + cw / 2, top + ch - 6, { px: SIZE.min, align: "center", color: COLOR.muted });
  trackShips(ctx, p.ships, x + 12, top, cw, ch, { fill: "rgba(255,255,255,0.55)", dy: 6, h: ch - 32, px: SIZE.small }, o);
  // A Building lying on the track (the Stilt House) covers its last four spaces.
  const stilts = p.buildings.find((b) => b.id === "B228");
  if (stilts) {
    const sx = x + 12 + (cells - 4) * cw;
    roundRect(ctx, sx + 2, top + 2, 4 * cw - 4, ch - 4, 6, "#d7b98e", "#6d4c2f", 2);
    text(ctx, stilts.name, sx + 2 * cw, top + ch / 2 + 8, { px: SIZE.label, bold: true, align: "center", color: COLOR.ink, maxWidth: 4 * cw - 12 });
  }
}

/** Elder Council: 5 seats, each Elder with its fish and whether a Worker stands on it. */
export function drawCouncil(ctx: Ctx, p: PlayerSummary, x: number, y: number, w: number, h: number, o: RenderOptions = {}): void {
  const t = wordsOf(o);
  panel(ctx, x, y, w, h, t("image.layouts.council"));
  const seats = 5;
  const gap = 8;
  const cw = (w - 24 - (seats - 1) * gap) / seats;
  const ch = h - 44;
  for (let i = 0; i < seats; i++) {
    const cx = x + 12 + i * (cw + gap);
    const cy = y + 36;
    const e = p.elders[i];
    if (!e) {
      roundRect(ctx, cx, cy, cw, ch, 6, "#f2f4f5", COLOR.panelEdge);
      text(ctx, t("image.layouts.emptySeat"), cx + cw / 2, cy + ch / 2 + 5, { px: SIZE.min, color: COLOR.muted, align: "center" });
      continue;
    }
    roundRect(ctx, cx, cy, cw, ch, 6, "#f3ead8", "#a48a5c", 1.5);
    text(ctx, e.name, cx + 8, cy + 22, { px: SIZE.body, bold: true, maxWidth: cw - (e.worker ? 40 : 14) });
    if (e.worker) marker(ctx, p.seat, cx + cw - 18, cy + 16, 11);
    goodCount(ctx, "fish", `× ${e.fish}`, cx + 8, cy + ch - 10, SIZE.label);
    // Gold lying on him until he is next used (Sailor's Home).
    if (e.gold) goodCount(ctx, "gold", `+${e.gold}`, cx + cw / 2 + 8, cy + ch - 10, SIZE.label);
  }
}

function shareToken(ctx: Ctx, seat: number, x: number, y: number): void {
  roundRect(ctx, x, y - 14, 30, 28, 5, "#ffffff", COLOR.ink, 1.2);
  marker(ctx, seat, x + 15, y, 10);
}

function drawWorkers(ctx: Ctx, p: PlayerSummary, x: number, y: number, o: RenderOptions): void {
  const t = wordsOf(o);
  // The marks after the label: English keeps its fixed places; a longer label moves them on.
  const labelW = text(ctx, t("image.layouts.workersLeft"), x, y, { px: SIZE.body, bold: true });
  const lw = localeOf(o) === "en" ? 136 : Math.max(136, labelW + 24);
  for (let i = 0; i < 3; i++) {
    if (i < p.workersLeft) marker(ctx, p.seat, x + lw + i * 32, y - 6, 12);
    else { ctx.beginPath(); ctx.arc(x + lw + i * 32, y - 6, 12, 0, Math.PI * 2); ctx.strokeStyle = COLOR.muted; ctx.lineWidth = 1.5; ctx.setLineDash([3, 3]); ctx.stroke(); ctx.setLineDash([]); }
  }
  text(ctx, t("image.layouts.ofThree", { n: p.workersLeft }), x + lw + 102, y, { px: SIZE.body, color: COLOR.muted });
}

function drawSupplyGoods(ctx: Ctx, p: PlayerSummary, x: number, y: number, w: number): void {
  goodCount(ctx, "wood", `${p.supply.wood}/12`, x, y, SIZE.heading);
  goodCount(ctx, "fish", p.supply.fish, x + w * 0.36, y, SIZE.heading);
  goodCount(ctx, "gold", p.supply.gold, x + w * 0.64, y, SIZE.heading);
}

function drawSharesHeld(ctx: Ctx, p: PlayerSummary, x: number, y: number, o: RenderOptions): void {
  const t = wordsOf(o);
  const sh = p.shares;
  const lx = x + text(ctx, t("image.layouts.heldFromOthers"), x, y, { px: SIZE.body }) + 12;
  if (sh.foreignHeld.length) sh.foreignHeld.slice(0, 8).forEach((seat, i) => shareToken(ctx, seat, lx + i * 36, y - 6));
  else text(ctx, t("image.layouts.none"), lx, y, { px: SIZE.body, color: COLOR.muted });
}

function drawOwnShares(ctx: Ctx, p: PlayerSummary, x: number, y: number, maxWidth: number, o: RenderOptions): void {
  const t = wordsOf(o);
  const sh = p.shares;
  let hx = x + text(ctx, t("image.layouts.onBoard", { n: sh.ownOnBoard }), x, y, { px: SIZE.body, maxWidth: maxWidth - 180 }) + 12;
  if (!sh.ownHeldBy.length) text(ctx, t("image.layouts.none"), hx, y, { px: SIZE.body, color: COLOR.muted });
  for (const hb of sh.ownHeldBy) {
    marker(ctx, hb.seat, hx + 11, y - 6, 11);
    hx += 28 + text(ctx, `×${hb.count}`, hx + 26, y, { px: SIZE.body, bold: true }) + 10;
  }
}

function handText(p: PlayerSummary, o: RenderOptions): string {
  const t = wordsOf(o);
  const hand = p.hand ? p.hand.map((c) => c.name).join(t("engine.word.sep")) : t("image.layouts.hidden", { n: p.handSize });
  return t("image.layouts.hand", { list: p.handSize ? hand : t("image.layouts.none") });
}

function shareCounts(p: PlayerSummary, o: RenderOptions): string {
  return wordsOf(o)("image.layouts.sharesCount", { own: p.shares.issuedOwnHeld, unissued: p.shares.unissued });
}

/** "Beside the harbor: Yard, Hermitage", in the image's language. */
function besideText(off: readonly string[], o: RenderOptions): string {
  const t = wordsOf(o);
  return t("image.layouts.beside", { list: off.join(t("engine.word.sep")) });
}

/** Personal supply, workers, shares and hand: the numbers a player asks about most. */
export function drawPlayerStatus(ctx: Ctx, p: PlayerSummary, x: number, y: number, w: number, h: number, o: RenderOptions = {}): void {
  panel(ctx, x, y, w, h, wordsOf(o)("image.layouts.supply"));
  let ly = y + 66;
  drawSupplyGoods(ctx, p, x + 14, ly, w);
  ly += 40;
  drawWorkers(ctx, p, x + 14, ly, o);
  ly += 36;
  text(ctx, shareCounts(p, o), x + 14, ly, { px: SIZE.body, bold: true, maxWidth: w - 28 });
  ly += 32;
  drawSharesHeld(ctx, p, x + 14, ly, o);
  ly += 32;
  drawOwnShares(ctx, p, x + 14, ly, w - 28, o);
  ly += 32;
  text(ctx, handText(p, o), x + 14, ly, { px: SIZE.body, maxWidth: w - 28 });
  const off = p.buildings.filter((b) => b.row === null).map((b) => b.name);
  if (off.length) text(ctx, besideText(off, o), x + 14, ly + 30, { px: SIZE.body, maxWidth: w - 28 });
}

/** The same facts in two columns and three lines, for the turn image. */
export function drawPlayerStatusCompact(ctx: Ctx, p: PlayerSummary, x: number, y: number, w: number, h: number, o: RenderOptions = {}): void {
  panel(ctx, x, y, w, h);
  const col2 = x + 14 + w * 0.42;
  drawSupplyGoods(ctx, p, x + 14, y + 36, w * 0.42);
  drawWorkers(ctx, p, x + 14, y + 76, o);
  const off = p.buildings.filter((b) => b.row === null).map((b) => b.name);
  text(ctx, off.length ? besideText(off, o) : handText(p, o), x + 14, y + 112, { px: SIZE.min, maxWidth: w * 0.42 - 10 });
  text(ctx, shareCounts(p, o), col2, y + 32, { px: SIZE.small, bold: true, maxWidth: x + w - col2 - 12 });
  drawSharesHeld(ctx, p, col2, y + 72, o);
  drawOwnShares(ctx, p, col2, y + 112, x + w - col2 - 12, o);
}
