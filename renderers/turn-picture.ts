// The turn picture: the compact image for the post after a turn, 880 x 560, for the player the
// post pings (the viewer). At the top whose turn it is ("Your turn, Ann", "Ann — waiting for
// Bob") with the round and phase, and the key of the players' shapes; then side by side the
// Action board as the compact board shows it (a list in the printed board's column order: every
// action space with the Workers on it, the Banquet Table's plates, the newly issued Shares) and
// the viewer's own goods and 3 x 4 harbor. What happened since the viewer's last turn and what
// they can build are the bot's text.
import type { GameSummary } from "../src/engine/index.ts";
import { type Ctx, type RenderOptions, andList, around, ellipsize, markerShape, measure, measuringContext, playerName, seatSummary, text, wordsOf } from "./draw.ts";
import { type SpaceRow, boardColumns, drawPlates, drawSpaceRow } from "./board-compact.ts";
import { BAND_SOFT, C, H, M, W, band, box, fitLines, legend, mid, namesPhrase, paintCompact } from "./compact.ts";
import { roundLine, waitingSeats } from "./phone.ts";
import { drawGoodsStrip, drawHarborGrid, goodsStripHeight } from "./harbor-compact.ts";
import { COLOR, font, playerStyle } from "./theme.ts";

/**
 * What the picture says first, for the viewer, in `room` at px: "Your turn, Ann" (their
 * Work-phase turn), "Your choice, Ann" (another decision), "Ann — waiting for Bob and Cy", or
 * at the end their name; names ellipsized so the words around them stay whole.
 */
function heading(m: Ctx, s: GameSummary, viewer: number, o: RenderOptions, room: number, px: number): string {
  const name = playerName(viewer, o);
  const t = wordsOf(o);
  const fitName = (said: (name: string) => string): string => {
    const { before, after } = around(said);
    return `${before}${ellipsize(m, name, room - measure(m, font(px, true), `${before}${after}`), px, true)}${after}`;
  };
  if (s.phase === "over") return fitName((n) => t("image.turn.over", { name: n }));
  if (s.activeSeat === viewer) return fitName((n) => t("image.turn.yourTurn", { name: n }));
  if (s.pendingSeats.includes(viewer)) return fitName((n) => t("image.turn.yourChoice", { name: n }));
  const waiting = waitingSeats(s);
  if (!waiting.length) return fitName((n) => n);
  const f = font(px, true);
  const others = andList(waiting.map((x) => playerName(x, o)), o);
  const full = t("image.turn.waiting", { name, others });
  if (measure(m, f, full) <= room) return full;
  // Too long: the viewer's name keeps what the others leave it, at least a third of the room; the names waited for share the rest.
  const rest = around((n) => t("image.turn.waiting", { name: n, others }));
  const own = ellipsize(m, name, Math.max(room / 3, room - measure(m, f, `${rest.before}${rest.after}`)), px, true);
  const { before, after } = around((names) => t("image.turn.waiting", { name: own, others: names }));
  return namesPhrase(m, waiting, o, room, px, true, after, before);
}

const BAND_H = 50;
const LEGEND_Y = BAND_H + 8;
const LEGEND_H = 36;
const BODY_Y = LEGEND_Y + LEGEND_H + 8;
const BODY_H = H - M - BODY_Y;
/** The board list's width: the longest space name at C.body beside three places. */
const LIST_W = 300;
/** The widest the board list grows for a longer language's space names (the harbor beside it narrows). */
const LIST_MAX_W = 420;

/** The board list's width: LIST_W, wider where a space's name would not fit beside its places at C.min. */
function listWidth(m: Ctx, s: GameSummary, o: RenderOptions): number {
  const need = listGroups(s, o).flat().map((row) => measure(m, font(C.min, true), row.name) + 60 + (row.slots.length - 1) * 26);
  return Math.min(LIST_MAX_W, Math.max(LIST_W, ...need));
}
const PLATES_H = 36;
const SEP = 8;

/** The action spaces in the printed board's column order (a rule between columns), every Imitation space in one last row. */
function listGroups(s: GameSummary, o: RenderOptions): SpaceRow[][] {
  const cols = boardColumns(s, o).map((rows) => rows.filter((r) => r.id !== "imitation"));
  const imitation: SpaceRow[] = s.imitation.length
    ? [{ id: "imitation", name: wordsOf(o)("image.imitation"), slots: s.imitation.map((im) => im.occupant), full: s.imitation.every((im) => im.occupant !== null) }]
    : [];
  return imitation.length ? [...cols, imitation] : cols;
}

function drawBoardList(ctx: Ctx, s: GameSummary, x: number, y: number, w: number, h: number, o: RenderOptions): void {
  box(ctx, x, y, w, h);
  const groups = listGroups(s, o);
  const rows = groups.reduce((n, g) => n + g.length, 0);
  // The new Shares' line at the foot, on two lines where a longer language needs them.
  const shares = s.newShares.length ? fitLines(ctx, wordsOf(o)("image.turn.newShares", { count: s.newShares.length, price: s.buySharesPrice }), w - 24, 2, C.min).lines : [];
  const sharesH = shares.length ? C.min + 14 + (shares.length - 1) * (C.min + 4) : 0;
  const rowH = Math.min(40, Math.floor((h - 16 - PLATES_H - sharesH - (groups.length - 1) * SEP) / Math.max(1, rows)));
  let ry = y + 8;
  groups.forEach((g, gi) => {
    if (gi > 0) {
      ctx.strokeStyle = COLOR.panelEdge; ctx.lineWidth = 1.5;
      ctx.beginPath(); ctx.moveTo(x + 14, ry + SEP / 2); ctx.lineTo(x + w - 14, ry + SEP / 2); ctx.stroke();
      ry += SEP;
    }
    for (const row of g) {
      drawSpaceRow(ctx, row, x + 6, ry, w - 12, rowH, 11, 26, C.body);
      ry += rowH;
      if (row.id === "serve-fish") {
        drawPlates(ctx, s, x + 14, ry, w - 28, PLATES_H);
        ry += PLATES_H;
      }
    }
  });
  if (sharesH) {
    shares.forEach((l, k) => text(ctx, l, x + 16, y + h - 12 - (shares.length - 1 - k) * (C.min + 4), { px: C.min, bold: true, color: COLOR.seaDeep }));
  }
}

function drawBand(ctx: Ctx, s: GameSummary, viewer: number, o: RenderOptions): void {
  band(ctx, BAND_H, playerStyle(viewer).color);
  markerShape(ctx, viewer, M + 24, BAND_H / 2, 13);
  // At the end the heading says the game is over.
  const round = s.phase === "over" ? "" : roundLine(s, o);
  const rw = round ? text(ctx, round, W - M - 8, mid(BAND_H / 2, C.body), { px: C.body, bold: true, color: BAND_SOFT, align: "right" }) : 0;
  const tx = M + 46;
  const room = W - M - 8 - rw - 30 - tx;
  // The heading a little smaller rather than a name cut, down to C.body; below that, names ellipsized.
  const whole = heading(ctx, s, viewer, o, Number.MAX_SAFE_INTEGER, C.heading);
  const px = [C.heading, C.label, C.body].find((size) => measure(ctx, font(size, true), whole) <= room) ?? C.body;
  text(ctx, heading(ctx, s, viewer, o, room, px), tx, mid(BAND_H / 2, px), { px, bold: true, color: "#ffffff" });
}

/**
 * The turn picture for `viewer` (the player the post pings, or when it pings nobody the one who
 * acted): COMPACT size, their turn and round, the board, their goods and harbor.
 */
export async function renderTurnPicture(s: GameSummary, viewer: number, o: RenderOptions = {}): Promise<Buffer> {
  const p = seatSummary(s, viewer);
  const listW = listWidth(measuringContext(), s, o);
  const rx = M + listW + 10;
  const rw = W - M - rx;
  const stripH = goodsStripHeight(p, rw, C.body, o);
  return paintCompact((ctx) => {
    drawBand(ctx, s, viewer, o);
    legend(ctx, s, o, M, LEGEND_Y, W - 2 * M, LEGEND_H);
    drawBoardList(ctx, s, M, BODY_Y, listW, BODY_H, o);
    drawGoodsStrip(ctx, p, rx, BODY_Y, rw, stripH, C.body, o);
    const gy = BODY_Y + stripH + 8;
    drawHarborGrid(ctx, p, rx, gy, rw, H - M - gy, { vp: false }, o);
  });
}
