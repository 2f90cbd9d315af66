// The score sheets for a phone (renderScores' default layout): one panel per player, in the
// sheets' order, with the total at the top right and every item of the wide table under it:
// Ships, each Building with its VP and the Buildings' total, Shares, gold, free spaces,
// unissued Shares and each scoring rule a Building brings. Winners (or, during the game, the
// leaders) are starred and highlighted.
import type { GameSummary, ScoreSheet } from "../src/engine/index.ts";
import { type Ctx, type RenderOptions, colourName, localeOf, measure, measuringContext, playerName, text, wordsOf } from "./draw.ts";
import { speak } from "../src/i18n/speak.ts";
import { type Block, type Item, INNER, S, band, columns, paintBlocks, pair, paragraph, playerPanel, roundLine } from "./phone.ts";
import { COLOR, font } from "./theme.ts";

function signed(n: number): string { return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0"; }

/** "Winner with 29 VP: Ann" (or a shared victory; "Leading with" before the end). */
function winnersLine(sheets: readonly ScoreSheet[], over: boolean, o: RenderOptions): string {
  const winners = sheets.filter((x) => x.winner);
  if (!winners.length) return "";
  const best = winners[0]?.total ?? 0;
  const t = wordsOf(o);
  const names = winners.map((x) => playerName(x.seat, o)).join(t("engine.word.sep"));
  if (!over) return t(winners.length > 1 ? "image.layouts.leadingTogether" : "image.layouts.leading", { vp: best, names });
  return t(winners.length > 1 ? "image.scores.shared" : "image.layouts.winner", { vp: best, names });
}

/** "Hermitage: gold scores nothing": a Building's scoring rule as the score pictures write it, in the image's language. */
export function ruleLabel(a: ScoreSheet["adjustments"][number], o: RenderOptions = {}): string {
  const locale = localeOf(o);
  return locale === "en" || !a.say ? `${a.name}: ${a.text}` : wordsOf(o)("image.layouts.rule", { name: a.name, text: speak(locale, a.say) });
}

/** The fixed items of a sheet, label and value. */
function items(x: ScoreSheet, o: RenderOptions): [string, string][] {
  const t = wordsOf(o);
  return [
    [t("image.layouts.item.ships"), signed(x.ships)],
    [t("image.layouts.item.shares"), signed(x.shares)],
    [t("image.layouts.item.gold"), signed(x.gold)],
    [t("image.layouts.item.freeSpaces"), signed(-x.freeSpaces)],
    [t("image.layouts.item.unissued"), signed(-x.unissuedShares)],
  ];
}

function sheetPanel(m: Ctx, x: ScoreSheet, o: RenderOptions): Block {
  const t = wordsOf(o);
  const fixedPairs = items(x, o);
  // Two columns when every label fits beside its value, else one.
  const colW = (INNER - 40) / 2;
  const fitsTwo = fixedPairs.every(([l, v]) => measure(m, font(S.body), l) + measure(m, font(S.body, true), v) + 24 <= colW);
  const body: Item[] = [columns(fixedPairs.map(([l, v]) => (w: number) => pair(l, v, w)), fitsTwo ? 2 : 1, INNER, 40, 2)];
  if (x.buildings.length) {
    body.push(pair(t("image.layouts.buildingsCount", { n: x.buildings.length }), signed(x.buildingsTotal), INNER, true));
    // Under their total, a little in, in the same two columns as the items above.
    body.push(columns(x.buildings.map((b) => (w: number) => indented(pair(b.name, signed(b.vp), w - 20, false, S.min), 20)), 2, INNER, 40, 0));
  } else body.push(pair(t("image.layouts.buildingsNone"), "0", INNER, true));
  for (const a of x.adjustments) body.push(rulePair(m, ruleLabel(a, o), signed(a.vp), o));
  return playerPanel(m, x.seat, o, body, {
    right: t("image.vp", { vp: x.total }), sub: colourName(x.seat, o), star: x.winner,
    ...(x.winner ? { fill: "#fff6d5", edge: COLOR.winner } : {}), gap: 6,
  });
}

/**
 * A Building's scoring rule and its VP: on one line as `pair` draws it (English always), or,
 * when another language's words are longer than the line, wrapped with the VP beside the first line.
 */
function rulePair(m: Ctx, label: string, value: string, o: RenderOptions): Item {
  const room = INNER - measure(m, font(S.body, true), value) - 24;
  if (localeOf(o) === "en" || measure(m, font(S.body), label) <= room) return pair(label, value, INNER);
  const words = paragraph(m, label, room);
  return {
    h: words.h + 4,
    draw(ctx, x, y) {
      words.draw(ctx, x, y);
      text(ctx, value, x + INNER, y + S.body + 2, { px: S.body, bold: true, align: "right" });
    },
  };
}

/** An item drawn `dx` in from the panel's edge (the Buildings' list under their total). */
function indented(it: Item, dx: number): Item {
  return { h: it.h, draw: (ctx, x, y) => it.draw(ctx, x + dx, y) };
}

function scoresBlocks(sheets: readonly ScoreSheet[], s: GameSummary, o: RenderOptions): Block[] {
  const m = measuringContext();
  const over = s.phase === "over";
  const win = winnersLine(sheets, over, o);
  const lines = [...(over ? [] : [{ s: roundLine(s, o) }]), ...(win ? [{ s: win, px: over ? S.label : S.body, bold: over, color: over ? COLOR.highlight : "#ffffff" }] : [])];
  const blocks = [band(m, wordsOf(o)(over ? "image.layouts.finalTitle" : "image.layouts.soFarTitle"), lines), ...sheets.map((x) => sheetPanel(m, x, o))];
  if (!sheets.length) blocks.push(playerless(m, o));
  return blocks;
}

function playerless(m: Ctx, o: RenderOptions): Block {
  const p = paragraph(m, wordsOf(o)("image.scores.none"), INNER, { color: COLOR.muted });
  return { h: p.h + 32, draw: (ctx, y) => p.draw(ctx, 38, y + 16) };
}

export function renderScoresPhone(sheets: readonly ScoreSheet[], s: GameSummary, o: RenderOptions = {}): Promise<Buffer> {
  return paintBlocks(scoresBlocks(sheets, s, o));
}
