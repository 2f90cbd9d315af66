// The frame of the phone images (board, harbor, scores, table): the look and sizes of the
// phone turn card they were made to match. Laid out in its units (W = CARD_WIDTH, text at
// CARD_SIZE, never below its min) and painted scaled by PHONE_SCALE to PHONE_WIDTH, as tall as
// the content: a stack of blocks (a dark title band, then white panels). Text is never drawn
// narrower: what does not fit wraps onto more lines, and only a player's name, where it stands
// in a fixed place, is ellipsized.
import type { CardView, GameSummary, Phase } from "../src/engine/index.ts";
import { encodeIndexedPng } from "./png.ts";
import { type Ctx, type RenderOptions, wordsOf, ellipsize, markerShape, measure, paintPng, playerName, promptIn, roundRect, star, text, wrap } from "./draw.ts";
import { CARD_SIZE, CARD_WIDTH, COLOR, PHONE_SCALE, PHONE_WIDTH, categoryStyle, font, playerStyle } from "./theme.ts";

/** The layout's width (CARD_WIDTH, theme.ts); the image is this times PHONE_SCALE. */
const W = CARD_WIDTH;
const PAD = 20;
/** Inner left edge of a panel's content, and its width. */
const IN = PAD + 18;
export const INNER = W - 2 * IN;
export const S = CARD_SIZE;
/** Line height of body text, and of the smallest text. */
export const LINE = Math.round(S.body * 1.3);
export const SMALL_LINE = S.min + 8;
/** Space between blocks. */
const GAP = 14;
const BAND = "#1f3b4d";

/** The lines under a title band: each seat that must act, after its shape, with what it is asked. */
export function toPlayLines(s: GameSummary, o: RenderOptions): BandLine[] {
  const seats = waitingSeats(s);
  const t = wordsOf(o);
  if (!seats.length) return [{ s: s.phase === "over" ? t("image.detail.over") : t("image.detail.nobody"), px: S.body, bold: false, color: "#dce8ef" }];
  return seats.map((seat) => {
    const asked = s.prompts.find((p) => p.seat === seat);
    return { s: asked ? promptIn(asked, o) : t("image.toPlay", { names: playerName(seat, o) }), px: S.body, bold: false, color: "#dce8ef", seat };
  });
}

/** A piece of an image: its height, and how to draw it with its top at y. */
export interface Block { h: number; draw(ctx: Ctx, y: number): void }

/** A piece inside a panel or a column: its height, and how to draw it at (x, y). */
export interface Item { h: number; draw(ctx: Ctx, x: number, y: number): void }

/** A phase's name in the image's language ("Work phase"). */
function phaseName(phase: Phase, o: RenderOptions = {}): string {
  return wordsOf(o)(`image.phase.${phase}`);
}

/** "Round 4 of 7 · Work phase", or "Game over", in the image's language. */
export function roundLine(s: GameSummary, o: RenderOptions = {}): string {
  const t = wordsOf(o);
  return s.phase === "over" ? t("image.gameOver") : t("image.round", { round: s.round, phase: phaseName(s.phase, o) });
}

/** The seats that must act now. */
export function waitingSeats(s: GameSummary): number[] {
  return s.activeSeat !== null ? [s.activeSeat] : s.pendingSeats;
}

/**
 * Paint the blocks one under the other, scaled to a PHONE_WIDTH canvas as tall as they are,
 * encoded as a palette PNG (encodeIndexedPng). The canvas is the next multiple of 600 px
 * tall, so a few canvases serve every height (only the top rows are encoded).
 */
export function paintBlocks(blocks: readonly Block[]): Promise<Buffer> {
  const h = Math.ceil((blocks.reduce((n, b) => n + b.h + GAP, 0) + 6) * PHONE_SCALE);
  return paintPng(PHONE_WIDTH, h, (ctx) => {
    ctx.scale(PHONE_SCALE, PHONE_SCALE);
    let y = 0;
    for (const b of blocks) { b.draw(ctx, y); y += b.h + GAP; }
  }, Math.ceil(h / 600) * 600, encodeIndexedPng);
}

function panelBox(ctx: Ctx, y: number, h: number, fill: string = COLOR.panel, edge: string = COLOR.panelEdge, lineWidth = 2): void {
  roundRect(ctx, PAD, y, W - 2 * PAD, h, 14, fill, edge, lineWidth);
}

/**
 * A white panel: a title (and an optional right-aligned note beside it), then items one under
 * the other with `gap` between them.
 */
export function panelBlock(m: Ctx, title: string, items: readonly Item[], opts: { right?: string; rightColor?: string; gap?: number; fill?: string; edge?: string } = {}): Block {
  const gap = opts.gap ?? 10;
  const rightW = opts.right ? measure(m, font(S.label, true), opts.right) + 24 : 0;
  const titleLines = wrap(m, title, INNER - rightW, S.label, true);
  const top = 16 + titleLines.length * (S.label + 8) + 8;
  const body = items.reduce((n, it) => n + it.h, 0) + Math.max(0, items.length - 1) * gap;
  const h = top + body + 18;
  return {
    h,
    draw(ctx, y) {
      panelBox(ctx, y, h, opts.fill, opts.edge, opts.edge ? 3 : 2);
      titleLines.forEach((l, i) => text(ctx, l, IN, y + 16 + S.label + i * (S.label + 8), { px: S.label, bold: true }));
      if (opts.right) text(ctx, opts.right, W - IN, y + 16 + S.label, { px: S.label, bold: true, align: "right", color: opts.rightColor ?? COLOR.ink });
      let iy = y + top;
      for (const it of items) { it.draw(ctx, IN, iy); iy += it.h + gap; }
    },
  };
}

/** Text wrapped to a width, drawn line under line. */
export function paragraph(m: Ctx, s: string, width: number, opts: { px?: number; bold?: boolean; color?: string; lineH?: number } = {}): Item {
  const px = opts.px ?? S.body;
  const lineH = opts.lineH ?? Math.round(px * 1.3);
  const lines = wrap(m, s, width, px, opts.bold ?? false);
  return {
    h: lines.length * lineH,
    draw(ctx, x, y) {
      lines.forEach((l, i) => text(ctx, l, x, y + px + i * lineH - Math.round((lineH - px) / 2) + 2, { px, bold: opts.bold ?? false, color: opts.color ?? COLOR.ink }));
    },
  };
}

/** A label in bold followed by wrapped text: "Ships: sloop, cutter". */
export function labelled(m: Ctx, label: string, value: string, width: number, color: string = COLOR.ink): Item {
  const px = S.body;
  const lw = measure(m, font(px, true), `${label} `);
  // The first line starts after the label; the rest use the whole width.
  const first = wrap(m, value, width - lw, px);
  const lines = first.length <= 1 ? first : [first[0] ?? "", ...wrap(m, value.slice((first[0] ?? "").length).trimStart(), width, px)];
  return {
    h: Math.max(1, lines.length) * LINE,
    draw(ctx, x, y) {
      const base = y + px + 2;
      text(ctx, label, x, base, { px, bold: true });
      lines.forEach((l, i) => text(ctx, l, i === 0 ? x + lw : x, base + i * LINE, { px, color }));
    },
  };
}

/** Items side by side in columns of equal width: each row as tall as its tallest item. */
export function columns(items: readonly ((w: number) => Item)[], cols: number, width: number, gapX = 24, gapY = 10): Item {
  const colW = (width - (cols - 1) * gapX) / cols;
  const laid = items.map((f) => f(colW));
  const rowHs: number[] = [];
  for (let i = 0; i < laid.length; i += cols) rowHs.push(Math.max(...laid.slice(i, i + cols).map((x) => x.h)));
  return {
    h: rowHs.reduce((n, x) => n + x, 0) + Math.max(0, rowHs.length - 1) * gapY,
    draw(ctx, x, y) {
      let ry = y;
      rowHs.forEach((rh, r) => {
        for (let c = 0; c < cols; c++) laid[r * cols + c]?.draw(ctx, x + c * (colW + gapX), ry);
        ry += rh + gapY;
      });
    },
  };
}

/**
 * The dark title band at the top: an optional player's colour strip and marker, a bold title
 * (a player's name in it ellipsized to fit), then lines under it.
 */
export interface BandLine { s: string; px?: number; bold?: boolean; color?: string; seat?: number }
export function band(m: Ctx, title: string | ((room: number) => string), lines: readonly BandLine[], seat?: number, right?: string): Block {
  const tx = seat === undefined ? PAD + 8 : PAD + 76;
  const rightW = right ? measure(m, font(S.heading, true), right) + 20 : 0;
  const room = W - tx - PAD - rightW;
  const titleText = typeof title === "string" ? ellipsize(m, title, room, S.title, true) : title(room);
  const laid = lines.map((l) => {
    const px = l.px ?? S.label;
    const lx = l.seat === undefined ? tx : tx + 36;
    return { ...l, px, lx, rows: wrap(m, l.s, W - lx - PAD, px, l.bold ?? true) };
  });
  const titleH = S.title + 12;
  const body = laid.reduce((n, l) => n + l.rows.length * Math.round(l.px * 1.3) + 4, 0);
  const h = 22 + titleH + body + 16;
  return {
    h,
    draw(ctx, y) {
      ctx.fillStyle = BAND; ctx.fillRect(0, y, W, h);
      if (seat !== undefined) {
        ctx.fillStyle = playerStyle(seat).color; ctx.fillRect(0, y, 12, h);
        seatMarker(ctx, seat, PAD + 34, y + 20 + S.title * 0.62, 26);
      }
      text(ctx, titleText, tx, y + 18 + S.title, { px: S.title, bold: true, color: "#ffffff" });
      if (right) text(ctx, right, W - PAD, y + 18 + S.title, { px: S.heading, bold: true, color: "#ffffff", align: "right" });
      let ly = y + 22 + titleH;
      for (const l of laid) {
        const lh = Math.round(l.px * 1.3);
        if (l.seat !== undefined) markerShape(ctx, l.seat, tx + 14, ly + l.px * 0.62, 13);
        l.rows.forEach((r, i) => text(ctx, r, l.lx, ly + l.px + i * lh, { px: l.px, bold: l.bold ?? true, color: l.color ?? COLOR.highlight }));
        ly += l.rows.length * lh + 4;
      }
    },
  };
}

/**
 * One Building in a list: category chip with its letter, name, and a muted
 * detail line (number, cost, VP). `detailLine` is the detail's line height, `pad` the room below.
 */
export function cardItem(m: Ctx, c: CardView, detail: string, colW: number, opts: { detailLine?: number; pad?: number } = {}): Item {
  const tx = 44;
  const detailLine = opts.detailLine ?? SMALL_LINE;
  const name = wrap(m, c.name, colW - tx, S.body, true);
  const details = wrap(m, detail, colW - tx, S.min);
  const h = name.length * LINE + details.length * detailLine + (opts.pad ?? 4);
  const cat = categoryStyle(c.category);
  return {
    h,
    draw(ctx, x, y) {
      roundRect(ctx, x, y + 2, 34, 34, 6, cat.color);
      text(ctx, cat.letter, x + 17, y + 19 + S.min * 0.36, { px: S.min, bold: true, color: "#ffffff", align: "center" });
      let ly = y + S.body;
      name.forEach((l) => { text(ctx, l, x + tx, ly, { px: S.body, bold: true }); ly += LINE; });
      ly -= LINE - S.min - 8;
      details.forEach((l) => { text(ctx, l, x + tx, ly, { px: S.min, color: COLOR.muted }); ly += detailLine; });
    },
  };
}

/** "2 VP", or the card's VP text ("0-10 VP") when it depends on the game. */
export function vpOf(c: CardView): string {
  return c.vp === null ? c.vpText : `${c.vp} VP`;
}

/** A fixed-height row drawn by a function (a line of goods, a track, ...). */
export function fixed(h: number, draw: (ctx: Ctx, x: number, y: number) => void): Item {
  return { h, draw };
}

/** "Ann's harbor" with the name ellipsized so that the whole of `suffix` fits in `room`. */
export function nameThen(m: Ctx, name: string, suffix: string, room: number, px: number, before = "", bold = true): string {
  return `${before}${ellipsize(m, name, room - measure(m, font(px, bold), `${before}${suffix}`), px, bold)}${suffix}`;
}

/** A label and a value at the right edge of a column: "Gold (+1 each)   +3". */
export function pair(label: string, value: string, w: number, strong = false, px: number = S.body): Item {
  return fixed(Math.round(px * 1.3) + 4, (ctx, x, y) => {
    const base = y + px + 2;
    text(ctx, label, x, base, { px, bold: strong });
    text(ctx, value, x + w, base, { px, bold: true, align: "right" });
  });
}

/**
 * A player's panel: their shape, their name (ellipsized to the room left), an optional chip
 * ("1st") and a note at the right ("29 VP"), then items; optionally highlighted.
 */
export function playerPanel(
  m: Ctx, seat: number, o: RenderOptions, items: readonly Item[],
  opts: { chip?: string; right?: string; sub?: string; fill?: string; edge?: string; star?: boolean; gap?: number } = {},
): Block {
  const gap = opts.gap ?? 8;
  const rightW = opts.right ? measure(m, font(S.heading, true), opts.right) + 20 : 0;
  const starW = opts.star ? 44 : 0;
  const chipW = opts.chip ? measure(m, font(S.min, true), opts.chip) + 34 : 0;
  const subW = opts.sub ? measure(m, font(S.min), opts.sub) + 16 : 0;
  let room = INNER - 44 - rightW - starW - chipW - subW;
  // A long name keeps its room first: the colour name goes when there is not enough.
  const showSub = opts.sub !== undefined && measure(m, font(S.label, true), playerName(seat, o)) <= room;
  if (!showSub) room += subW;
  const name = ellipsize(m, playerName(seat, o), room, S.label, true);
  const top = 16 + S.heading + 18;
  const body = items.reduce((n, it) => n + it.h, 0) + Math.max(0, items.length - 1) * gap;
  const h = top + body + 18;
  return {
    h,
    draw(ctx, y) {
      panelBox(ctx, y, h, opts.fill, opts.edge, opts.edge ? 3 : 2);
      const base = y + 16 + S.heading - 2;
      markerShape(ctx, seat, IN + 16, base - S.label * 0.36, 15);
      let x = IN + 44 + text(ctx, name, IN + 44, base, { px: S.label, bold: true });
      if (showSub && opts.sub) x += 12 + text(ctx, opts.sub, x + 12, base, { px: S.min, color: COLOR.muted });
      if (opts.chip) {
        roundRect(ctx, x + 12, base - S.min - 2, chipW - 14, S.min + 12, 6, BAND);
        text(ctx, opts.chip, x + 12 + (chipW - 14) / 2, base + 1, { px: S.min, bold: true, color: "#ffffff", align: "center" });
      }
      if (opts.right) text(ctx, opts.right, W - IN, base, { px: S.heading, bold: true, align: "right" });
      if (opts.star) star(ctx, W - IN - rightW - 14, base - S.heading * 0.36, 17);
      let iy = y + top;
      for (const it of items) { it.draw(ctx, IN, iy); iy += it.h + gap; }
    },
  };
}

/**
 * A player's marker with their seat number, as draw.ts's marker, but the number never below
 * S.min (where no name stands beside it: a worker on an action space, the title band).
 */
export function seatMarker(ctx: Ctx, seat: number, cx: number, cy: number, r: number): void {
  const st = playerStyle(seat);
  const tri = st.shape === "triangle";
  markerShape(ctx, seat, cx, cy + (tri ? r * 0.1 : 0), tri ? r * 1.12 : r);
  const px = Math.max(S.min, Math.round(r * 1.1));
  text(ctx, String(seat + 1), cx, cy + px * 0.36 + (tri ? r * 0.3 : 0), { px, bold: true, color: st.text, align: "center" });
}
