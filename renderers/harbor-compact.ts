// The compact harbor (renderHarbor's default layout), 880 x 560: one player's 3 x 4 harbor
// with the names the buttons and the log give its spaces (A1-C4: rows A-C beside it, columns
// 1-4 above it, and each space's own name in its corner): the Reserve with its goods,
// Buildings by name with their category (colour and letter) and VP, Forests across their
// double space, free spaces; above it a strip of the player's goods: wood of 12, fish, gold,
// haul, Ships and the Workers left. The track, the Elders, Shares and the hand are the bot's
// text. The turn picture (./turn-picture.ts) draws the same grid and strip, narrower.
import type { GameSummary, PlayerSummary, ShipType } from "../src/engine/index.ts";
import { type Ctx, type RenderOptions, around, localeOf, vpTextIn, wordsOf, doubleName, goodCount, markerShape, measure, measuringContext, ownerName, playerName, roundRect, seatSummary, ship, spaceName, text, workerMarks } from "./draw.ts";
import { tree } from "./harbor-panels.ts";
import { C, H, M, W, band, box, fitLines, mid, paintCompact } from "./compact.ts";
import { nameThen } from "./phone.ts";
import { COLOR, categoryStyle, font, playerStyle } from "./theme.ts";

type HarborCell = PlayerSummary["harbor"][number][number];

export interface GridOptions {
  /** Write each Building's VP beside its category (where it fits: the wide cells of the harbor image). */
  vp: boolean;
}

/** Where a Building's name goes in a cell h tall: under the corner line, with a margin below. */
function nameRoom(h: number): number {
  return h - (6 + C.min + 8) - 8;
}

/**
 * The one size of every Building name in a grid: the largest from C.label down at which each
 * name wraps between whole words into the lines its cell has room for (C.min, hyphenated, if
 * some name fits at no size).
 */
function buildingNamePx(m: Ctx, p: PlayerSummary, width: number, room: number): number {
  let px = C.label;
  for (const b of p.buildings) {
    if (b.row === null) continue;
    while (px > C.min && fitLines(m, b.name, width, Math.max(1, Math.floor(room / (px + 4))), px).px !== px) px--;
  }
  return px;
}

/** A space's name in its corner ("B2"), and the baseline of that first line. */
function corner(ctx: Ctx, name: string, x: number, y: number, color: string = COLOR.muted): number {
  const base = y + 6 + C.min;
  text(ctx, name, x + 10, base, { px: C.min, bold: true, color });
  return base;
}

/** The goods `g` flowing in lines `w` wide from (x, y) at px, each its picture and count; returns the height used. */
function goodsFlow(ctx: Ctx, g: { wood: number; fish: number; gold: number }, x: number, y: number, w: number, px: number): number {
  const lineH = px + 10;
  let gx = x;
  let gy = y;
  for (const good of ["wood", "fish", "gold"] as const) {
    const gw = px * 1.6 + measure(ctx, font(px, true), String(g[good]));
    if (gx > x && gx + gw > x + w) { gx = x; gy += lineH; }
    goodCount(ctx, good, g[good], gx, mid(gy + lineH / 2, px), px);
    gx += gw + 14;
  }
  return gy + lineH - y;
}

function drawCell(ctx: Ctx, m: Ctx, p: PlayerSummary, cell: HarborCell, r: number, c: number, x: number, y: number, w: number, h: number, o: GridOptions & { namePx: number }, ro: RenderOptions): void {
  const name = spaceName(r, c);
  const t = wordsOf(ro);
  if (cell.kind === "reserve") {
    box(ctx, x, y, w, h, COLOR.reserve, "#b08a1e", 2);
    const base = corner(ctx, name, x, y);
    const lx = x + 16 + measure(ctx, font(C.min, true), name);
    // The Reserve's name beside the space's, shortened where a narrow cell has no room for it (the space's colour says it too).
    const label = [t("image.harbor.reserve"), t("image.harbor.reserveShort")].find((l) => measure(ctx, font(C.min, true), l) <= x + w - 8 - lx) ?? (localeOf(ro) === "en" ? t("image.harbor.reserve") : undefined);
    if (label) text(ctx, label, lx, base, { px: C.min, bold: true });
    const used = goodsFlow(ctx, p.reserve, x + 10, base + 6, w - 20, C.body);
    // A Ship waiting in the Reserve (Dockhouse).
    if (p.reserveShips.length) {
      const { lines } = fitLines(m, `+ ${p.reserveShips.map((sh) => t(`engine.ship.${sh}`)).join(t("engine.word.sep"))}`, w - 20, 1, C.min, false);
      text(ctx, lines[0] ?? "", x + 10, base + 6 + used + C.min, { px: C.min });
    }
  } else if (cell.kind === "building") {
    const bc = p.buildings.find((b) => b.id === cell.id)?.card;
    const cat = categoryStyle(bc?.category ?? "");
    box(ctx, x, y, w, h, "#fffdf7", cat.color, 3);
    const base = corner(ctx, name, x, y);
    // The category chip with its letter (colour is never the only cue), then the VP where it fits.
    const chip = C.min + 6;
    const chipX = x + w - 8 - chip;
    roundRect(ctx, chipX, base - C.min * 0.36 - chip / 2, chip, chip, 5, cat.color);
    text(ctx, cat.letter, chipX + chip / 2, base, { px: C.min, bold: true, color: "#ffffff", align: "center" });
    if (o.vp && bc) {
      const vp = bc.vp === null ? vpTextIn(bc.vpText, ro) : t("image.vp", { vp: bc.vp });
      const vw = measure(ctx, font(C.min, true), vp);
      if (chipX - 8 - vw > x + 16 + measure(ctx, font(C.min, true), name)) text(ctx, vp, chipX - 8, base, { px: C.min, bold: true, color: COLOR.muted, align: "right" });
    }
    const top = base + 8;
    const room = nameRoom(h);
    const px = o.namePx;
    const { lines } = fitLines(m, cell.name, w - 20, Math.max(1, Math.floor(room / (px + 4))), px);
    const lh = px + 4;
    const ly = top + room / 2 - (lines.length * lh) / 2 + lh / 2;
    lines.forEach((l, i) => text(ctx, l, x + 10, mid(ly + i * lh, px), { px, bold: true }));
  } else if (cell.kind === "free") {
    box(ctx, x, y, w, h, COLOR.free, COLOR.panelEdge, 1.5);
    corner(ctx, name, x, y);
    // Wood lying there until collected (Collection Point) is what the space holds; else it is free (−1 VP at the end).
    if (cell.wood) {
      const gw = C.body * 1.6 + measure(ctx, font(C.body, true), String(cell.wood));
      goodCount(ctx, "wood", cell.wood, x + w / 2 - gw / 2, mid(y + h / 2 + 8, C.body), C.body);
    } else text(ctx, t("image.harbor.free"), x + w / 2, mid(y + h / 2 + 8, C.body), { px: C.body, color: COLOR.muted, align: "center" });
  }
}

/** A Forest stack across its double space: its name ("A3-A4"), trees, and how many Forests. */
function drawForest(ctx: Ctx, d: PlayerSummary["forestsByDouble"][number], x: number, y: number, w: number, h: number, o: RenderOptions): void {
  box(ctx, x, y, w, h, COLOR.forestBg, COLOR.forest, 3);
  corner(ctx, doubleName(d.cells), x, y, COLOR.forest);
  const label = wordsOf(o)("image.harbor.forests", { count: d.count });
  const lw = measure(ctx, font(C.body, true), label);
  text(ctx, label, x + w - 10, y + h - 10, { px: C.body, bold: true, color: COLOR.forest, align: "right" });
  const size = Math.min(54, h * 0.46);
  const step = size * 0.8;
  // As many trees as there are Forests, while they fit left of the count.
  const trees = Math.min(d.count, Math.max(1, Math.floor((w - lw - 30) / step)));
  for (let i = 0; i < trees; i++) tree(ctx, x + 14 + size / 2 + i * step, y + h / 2 + 10, size);
}

/**
 * The 3 x 4 harbor in the box (x, y, w, h): column numbers above, row letters beside, every
 * space's name in its corner; the Reserve, Buildings, free spaces and Forests (across their double space).
 */
export function drawHarborGrid(ctx: Ctx, p: PlayerSummary, x: number, y: number, w: number, h: number, o: GridOptions, ro: RenderOptions = {}): void {
  const m = measuringContext();
  const gutter = 26;
  const top = C.min + 8;
  const gap = 8;
  const rows = p.harbor.length;
  const cols = p.harbor[0]?.length ?? 4;
  const cw = (w - gutter - (cols - 1) * gap) / cols;
  const ch = (h - top - (rows - 1) * gap) / rows;
  const cellX = (c: number): number => x + gutter + c * (cw + gap);
  const cellY = (r: number): number => y + top + r * (ch + gap);
  for (let c = 0; c < cols; c++) text(ctx, spaceName(0, c).slice(1), cellX(c) + cw / 2, y + C.min, { px: C.min, bold: true, color: COLOR.muted, align: "center" });
  for (let r = 0; r < rows; r++) text(ctx, spaceName(r, 0).slice(0, 1), x + gutter / 2 - 3, mid(cellY(r) + ch / 2, C.min), { px: C.min, bold: true, color: COLOR.muted, align: "center" });
  const namePx = buildingNamePx(m, p, cw - 20, nameRoom(ch));
  p.harbor.forEach((row, r) => row.forEach((cell, c) => drawCell(ctx, m, p, cell, r, c, cellX(c), cellY(r), cw, ch, { ...o, namePx }, ro)));
  for (const d of p.forestsByDouble) {
    if (d.count <= 0) continue;
    const [[r, c0], [, c1]] = d.cells;
    drawForest(ctx, d, cellX(Math.min(c0, c1)), cellY(r), 2 * cw + gap, ch, ro);
  }
}

/** "2 sloops, cutter", "no Ships". */
function shipsText(ships: readonly ShipType[], o: RenderOptions): string {
  const t = wordsOf(o);
  if (!ships.length) return t("image.harbor.noShips");
  const counts = new Map<ShipType, number>();
  for (const sh of ships) counts.set(sh, (counts.get(sh) ?? 0) + 1);
  return [...counts].map(([sh, n]) => t(`image.harbor.${sh}`, { count: n })).join(t("engine.word.sep"));
}

interface StripItem { w: number; draw(ctx: Ctx, x: number, cy: number): void }

/** The pieces of the goods strip at px: wood of 12, fish, gold, the haul, the Ships, the Workers left. */
function stripItems(m: Ctx, p: PlayerSummary, px: number, o: RenderOptions): StripItem[] {
  const t = wordsOf(o);
  const workers = t("image.harbor.workers");
  const good = (g: "wood" | "fish" | "gold", n: string): StripItem => ({
    w: px * 1.6 + measure(m, font(px, true), n),
    draw: (ctx, x, cy) => { goodCount(ctx, g, n, x, mid(cy, px), px); },
  });
  const haul = t("image.harbor.haul", { n: p.haulSize });
  const ships = shipsText(p.ships, o);
  const shipW = 40;
  const r = 11;
  const workersW = measure(m, font(C.min, true), workers) + 10 + 3 * 26;
  return [
    good("wood", `${p.supply.wood}/12`),
    good("fish", String(p.supply.fish)),
    good("gold", String(p.supply.gold)),
    { w: measure(m, font(px, true), haul), draw: (ctx, x, cy) => { text(ctx, haul, x, mid(cy, px), { px, bold: true, color: COLOR.seaDeep }); } },
    {
      w: shipW + 6 + measure(m, font(C.body), ships),
      draw: (ctx, x, cy) => {
        ship(ctx, p.ships.length ? (p.ships[p.ships.length - 1] ?? "sloop") : "catboat", x, cy - 16, shipW, 30);
        text(ctx, ships, x + shipW + 6, mid(cy, C.body), { px: C.body, color: p.ships.length ? COLOR.ink : COLOR.muted });
      },
    },
    {
      w: workersW,
      draw: (ctx, x, cy) => {
        const lw = text(ctx, workers, x, mid(cy, C.min), { px: C.min, bold: true, color: COLOR.muted });
        workerMarks(ctx, p.seat, p.workersLeft, x + lw + 10 + r, cy, 26, r);
      },
    },
  ];
}

/** The goods strip's lines in `w`: every piece on one line when they fit with room between them, else two. */
function stripLines(m: Ctx, p: PlayerSummary, w: number, px: number, o: RenderOptions): StripItem[][] {
  const items = stripItems(m, p, px, o);
  const total = items.reduce((n, it) => n + it.w, 0);
  if (total + (items.length - 1) * 24 <= w) return [items];
  return [items.slice(0, 4), items.slice(4)];
}

/** The height the goods strip needs `w` wide (one or two lines). */
export function goodsStripHeight(p: PlayerSummary, w: number, px: number, o: RenderOptions = {}): number {
  return 12 + stripLines(measuringContext(), p, w - 28, px, o).length * (px + 18);
}

/** The goods strip: a white panel with the player's pieces spread along each line. */
export function drawGoodsStrip(ctx: Ctx, p: PlayerSummary, x: number, y: number, w: number, h: number, px: number, o: RenderOptions = {}): void {
  box(ctx, x, y, w, h);
  const lines = stripLines(ctx, p, w - 28, px, o);
  const lineH = (h - 12) / lines.length;
  lines.forEach((items, i) => {
    const used = items.reduce((n, it) => n + it.w, 0);
    const gap = items.length > 1 ? Math.min(60, (w - 28 - used) / (items.length - 1)) : 0;
    let ix = x + 14;
    const cy = y + 6 + lineH * (i + 0.5);
    for (const it of items) { it.draw(ctx, ix, cy); ix += it.w + gap; }
  });
}

const BAND_H = 54;

/** The band: the player's colour, shape and name ("Ann's harbor", the name ellipsized), the score at the right. */
function drawBand(ctx: Ctx, s: GameSummary, p: PlayerSummary, o: RenderOptions): void {
  const st = playerStyle(p.seat);
  band(ctx, BAND_H, st.color);
  markerShape(ctx, p.seat, M + 26, BAND_H / 2, 14);
  const t = wordsOf(o);
  const score = s.phase === "over" ? t("image.vp", { vp: p.score }) : t("image.harbor.vpSoFar", { vp: p.score });
  const sw = text(ctx, score, W - M - 8, mid(BAND_H / 2, C.heading), { px: C.heading, bold: true, color: "#ffffff", align: "right" });
  const tx = M + 50;
  const { before, after } = around((name) => t("image.harbor.title", { name }));
  const title = nameThen(ctx, ownerName(playerName(p.seat, o)), after, W - M - 8 - sw - 30 - tx, C.title, before);
  text(ctx, title, tx, mid(BAND_H / 2, C.title), { px: C.title, bold: true, color: "#ffffff" });
}

export function renderHarborCompact(s: GameSummary, seat: number, o: RenderOptions = {}): Promise<Buffer> {
  const p = seatSummary(s, seat);
  const stripY = BAND_H + 8;
  const stripH = goodsStripHeight(p, W - 2 * M, C.label, o);
  const gridY = stripY + stripH + 8;
  return paintCompact((ctx) => {
    drawBand(ctx, s, p, o);
    drawGoodsStrip(ctx, p, M, stripY, W - 2 * M, stripH, C.label, o);
    drawHarborGrid(ctx, p, M, gridY, W - 2 * M, H - M - gridY, { vp: true }, o);
  });
}
