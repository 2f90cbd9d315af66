// The score table, winners marked with a star. Compact by default (./scores-compact.ts);
// `layout: "detail"` draws every item for a phone (./scores-phone.ts), `layout: "wide"` the
// 1400 px wide table with a column per player.
import type { GameSummary, ScoreSheet } from "../src/engine/index.ts";
import { paintPng, type ImageOptions, type RenderOptions, colourName, marker, playerName, roundRect, star, text, wordsOf, type Words } from "./draw.ts";
import { renderScoresCompact } from "./scores-compact.ts";
import { renderScoresPhone, ruleLabel } from "./scores-phone.ts";
import { COLOR, IMAGE, SIZE } from "./theme.ts";

function signed(n: number): string { return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0"; }

interface Row { label: string; value: (x: ScoreSheet) => string; strong?: boolean }

function rowsBefore(t: Words): Row[] {
  return [{ label: t("image.layouts.item.ships"), value: (x) => signed(x.ships) }];
}
function rowsAfter(t: Words): Row[] {
  return [
    { label: t("image.layouts.item.buildingsTotal"), value: (x) => signed(x.buildingsTotal), strong: true },
    { label: t("image.layouts.item.shares"), value: (x) => signed(x.shares) },
    { label: t("image.layouts.item.gold"), value: (x) => signed(x.gold) },
    { label: t("image.layouts.item.freeSpaces"), value: (x) => signed(-x.freeSpaces) },
    { label: t("image.layouts.item.unissued"), value: (x) => signed(-x.unissuedShares) },
  ];
}

/** One row per scoring rule a Building brings (Hermitage, Longhouse, Bank), blank for players without it. */
function adjustmentRows(sheets: readonly ScoreSheet[], o: RenderOptions): Row[] {
  const rows: Row[] = [];
  const seen = new Set<string>();
  for (const x of sheets) {
    for (const a of x.adjustments) {
      if (seen.has(a.name)) continue;
      seen.add(a.name);
      rows.push({ label: ruleLabel(a, o), value: (y) => { const v = y.adjustments.find((b) => b.card === a.card); return v ? signed(v.vp) : ""; } });
    }
  }
  return rows;
}

/** The score sheets: compact (./scores-compact.ts) unless `layout: "detail"` (./scores-phone.ts) or `"wide"` (1400 wide). */
export async function renderScores(sheets: readonly ScoreSheet[], s: GameSummary, o: ImageOptions = {}): Promise<Buffer> {
  switch (o.layout ?? "compact") {
    case "compact": return renderScoresCompact(sheets, s, o);
    case "wide": return renderScoresWide(sheets, s, o);
    case "detail": return renderScoresPhone(sheets, s, o);
  }
}

async function renderScoresWide(sheets: readonly ScoreSheet[], s: GameSummary, o: RenderOptions = {}): Promise<Buffer> {
  const t = wordsOf(o);
  const ROWS_BEFORE = rowsBefore(t);
  const ROWS_AFTER = rowsAfter(t);
  const rules = adjustmentRows(sheets, o);
  const w = IMAGE.scores.width;
  const rowH = 40;
  const lineH = 23;
  const maxBuildings = Math.max(1, ...sheets.map((x) => x.buildings.length));
  const tableTop = 96;
  const headH = 64;
  const bodyH = (ROWS_BEFORE.length + ROWS_AFTER.length + rules.length) * rowH + (maxBuildings * lineH + 40) + 56;
  // Wide, never square: at least 16:10 even with many Buildings (the list then gets shorter lines).
  const h = Math.max(560, Math.min(Math.round(w * 0.62), tableTop + headH + bodyH + 16));
  // The standing during a game (/score) says so; the end of a game looks as it always has.
  const over = s.phase === "over";
  return paintPng(w, h, (ctx) => {
    ctx.fillStyle = "#1f3b4d"; ctx.fillRect(0, 0, w, 80);
    text(ctx, over ? t("image.layouts.finalTitle") : t("image.layouts.soFarRound", { round: s.round }), 20, 50, { px: SIZE.title, bold: true, color: "#ffffff" });
    const winners = sheets.filter((x) => x.winner);
    const best = winners[0]?.total ?? 0;
    const winText = t(!over ? "image.layouts.leadingWith" : winners.length > 1 ? "image.layouts.sharedAt" : "image.layouts.winnerWith", { vp: best });
    let wx = w - 20 - winners.length * 190;
    text(ctx, winText, wx - 14, 50, { px: SIZE.heading, bold: true, color: "#ffe082", align: "right" });
    for (const x of winners) {
      marker(ctx, x.seat, wx + 14, 42, 13);
      text(ctx, playerName(x.seat, o), wx + 34, 50, { px: SIZE.label, bold: true, color: "#ffffff", maxWidth: 150 });
      wx += 190;
    }
    const labelW = 300;
    const colW = (w - 40 - labelW) / Math.max(1, sheets.length);
    const colX = (i: number): number => 20 + labelW + i * colW;
    const tableH = h - tableTop - 16;
    roundRect(ctx, 20, tableTop, w - 40, tableH, 10, COLOR.panel, COLOR.panelEdge);
    sheets.forEach((x, i) => {
      if (x.winner) roundRect(ctx, colX(i) + 3, tableTop + 3, colW - 6, tableH - 6, 8, "#fff6d5", COLOR.winner, 2.5);
      const cx = colX(i) + 14;
      marker(ctx, x.seat, cx + 14, tableTop + 32, 14);
      text(ctx, playerName(x.seat, o), cx + 36, tableTop + 30, { px: SIZE.label, bold: true, maxWidth: colW - (x.winner ? 90 : 56) });
      text(ctx, colourName(x.seat, o), cx + 36, tableTop + 52, { px: SIZE.min, color: COLOR.muted });
      if (x.winner) star(ctx, colX(i) + colW - 26, tableTop + 30, 15);
    });
    let y = tableTop + headH;
    const rule = (): void => { ctx.strokeStyle = COLOR.panelEdge; ctx.lineWidth = 1; ctx.beginPath(); ctx.moveTo(28, y); ctx.lineTo(w - 28, y); ctx.stroke(); };
    const drawRow = (r: Row): void => {
      rule();
      text(ctx, r.label, 36, y + 27, { px: SIZE.body, bold: r.strong ?? false, maxWidth: labelW - 24 });
      sheets.forEach((x, i) => text(ctx, r.value(x), colX(i) + colW - 20, y + 27, { px: SIZE.label, bold: r.strong ?? false, align: "right" }));
      y += rowH;
    };
    ROWS_BEFORE.forEach(drawRow);
    rule();
    text(ctx, t("image.layouts.item.buildings"), 36, y + 27, { px: SIZE.body, maxWidth: labelW - 24 });
    const room = Math.max(1, Math.floor((h - 16 - (y + 16) - (ROWS_AFTER.length + rules.length) * rowH - 56) / lineH));
    sheets.forEach((x, i) => {
      const shown = x.buildings.length > room ? x.buildings.slice(0, room - 1) : x.buildings;
      shown.forEach((b, k) => {
        text(ctx, b.name, colX(i) + 14, y + 27 + k * lineH, { px: SIZE.min, maxWidth: colW - 70 });
        text(ctx, signed(b.vp), colX(i) + colW - 20, y + 27 + k * lineH, { px: SIZE.min, align: "right" });
      });
      if (shown.length < x.buildings.length) {
        const rest = x.buildings.slice(shown.length).reduce((n, b) => n + b.vp, 0);
        text(ctx, t("image.layouts.more", { n: x.buildings.length - shown.length }), colX(i) + 14, y + 27 + shown.length * lineH, { px: SIZE.min, color: COLOR.muted });
        text(ctx, signed(rest), colX(i) + colW - 20, y + 27 + shown.length * lineH, { px: SIZE.min, align: "right" });
      }
      if (!x.buildings.length) text(ctx, t("image.layouts.none"), colX(i) + 14, y + 27, { px: SIZE.min, color: COLOR.muted });
    });
    y += Math.min(room, maxBuildings) * lineH + 16;
    [...ROWS_AFTER, ...rules].forEach(drawRow);
    ctx.fillStyle = "#e3ecf1"; ctx.fillRect(24, y + 2, w - 48, 50);
    text(ctx, t("image.layouts.item.total"), 36, y + 36, { px: SIZE.heading, bold: true });
    sheets.forEach((x, i) => text(ctx, t("image.vp", { vp: x.total }), colX(i) + colW - 20, y + 36, { px: SIZE.heading, bold: true, align: "right" }));
  });
}
