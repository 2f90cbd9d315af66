// The 3x4 harbor drawn as a grid of cells for the phone images (the harbor's and the turn
// card's): the A-C / 1-4 space labels, rows as tall as their tallest cell, Forests across their
// double space. What a Reserve, Building or free space cell shows is the caller's.
import type { PlayerSummary } from "../src/engine/index.ts";
import { type Ctx, type RenderOptions, doubleName, roundRect, spaceName, text, wordsOf, wrap } from "./draw.ts";
import { tree } from "./harbor-panels.ts";
import { type Item, INNER, S } from "./phone.ts";
import { COLOR } from "./theme.ts";

type CellDraw = (ctx: Ctx, x: number, y: number, w: number, h: number) => void;

/** One cell as laid out: the height it needs, and how to draw it in its box. */
interface GridCell { need: number; draw: CellDraw }

type HarborCell = PlayerSummary["harbor"][number][number];

export interface HarborGridOptions {
  /** Line height of the cells' text (at S.min). */
  lh: number;
  /** Minimum height of a row (and of a Forest cell). */
  minRow: number;
  /** The cell of the Reserve, a Building or a free space at row r, column c, `cw` wide. */
  cell(cell: HarborCell, r: number, c: number, cw: number): GridCell;
  /** The image's language (its names and words), for the Forests' count. */
  render?: RenderOptions;
}

/** The 3x4 harbor, INNER wide, with the A-C / 1-4 labels; Forests drawn here, the other cells by `o.cell`. */
export function harborGrid(m: Ctx, p: PlayerSummary, o: HarborGridOptions): Item {
  const gutter = 34;
  const gap = 8;
  const cols = p.harbor[0]?.length ?? 4;
  const cw = (INNER - gutter - (cols - 1) * gap) / cols;
  const px = S.min;
  const lh = o.lh;
  const forestAt = new Map<string, PlayerSummary["forestsByDouble"][number]>();
  for (const d of p.forestsByDouble) if (d.count > 0) forestAt.set(`${d.cells[0][0]},${Math.min(d.cells[0][1], d.cells[1][1])}`, d);
  const rows = p.harbor.map((row, r) => {
    const cells: (GridCell & { col: number; span: number })[] = [];
    for (let c = 0; c < row.length; c++) {
      const cell = row[c];
      const forest = forestAt.get(`${r},${c}`);
      if (forest) {
        const fw = 2 * cw + gap;
        const trees = Math.min(forest.count, 4);
        const lines = wrap(m, `${wordsOf(o.render)("engine.word.forests", { count: forest.count })} · ${doubleName(forest.cells)}`, fw - 24 - trees * 30, px, true);
        cells.push({
          col: c, span: 2, need: Math.max(o.minRow, 20 + lines.length * lh),
          draw(ctx, x, y, w, h) {
            roundRect(ctx, x, y, w, h, 8, COLOR.forestBg, COLOR.forest, 2.5);
            for (let i = 0; i < trees; i++) tree(ctx, x + 22 + i * 30, y + h / 2 - 2, 34);
            const ty = y + h / 2 - ((lines.length - 1) * lh) / 2 + px * 0.36;
            lines.forEach((l, i) => text(ctx, l, x + w - 12, ty + i * lh, { px, bold: true, color: COLOR.forest, align: "right" }));
          },
        });
        c++;
        continue;
      }
      if (!cell) continue;
      cells.push({ col: c, span: 1, ...o.cell(cell, r, c, cw) });
    }
    return { cells, h: Math.max(o.minRow, ...cells.map((x) => x.need)) };
  });
  const top = S.label + 10;
  const h = top + rows.reduce((n, r) => n + r.h, 0) + (rows.length - 1) * gap;
  return {
    h,
    draw(ctx, x0, y0) {
      const x = x0 + gutter;
      const cellX = (c: number): number => x + c * (cw + gap);
      const rowY: number[] = [];
      let ry = y0 + top;
      for (const row of rows) { rowY.push(ry); ry += row.h + gap; }
      const cellY = (r: number): number => rowY[r] ?? y0;
      rows.forEach((row, r) => row.cells.forEach((cell) => cell.draw(ctx, cellX(cell.col), cellY(r), cell.span * cw + (cell.span - 1) * gap, row.h)));
      // Space labels as the buttons and the log name them: columns 1-4 above, rows A-C beside (rows differ in height).
      for (let c = 0; c < cols; c++) text(ctx, spaceName(0, c).slice(1), cellX(c) + cw / 2, y0 + S.label, { px: S.label, bold: true, color: COLOR.muted, align: "center" });
      rows.forEach((row, r) => text(ctx, spaceName(r, 0).slice(0, 1), x0 + gutter / 2 - 4, cellY(r) + row.h / 2 + S.label * 0.36, { px: S.label, bold: true, color: COLOR.muted, align: "center" }));
    },
  };
}
