// A player's rating over their rated games in one server (/profile), for a phone: PHONE_WIDTH
// wide, about 520 px tall, in the phone images' frame (./phone.ts): a title band with the rating
// now, then a panel with the line of the rating after each game, the start's level, the highest
// and lowest, and the scale. Text at the phone images' sizes (never below PHONE_MIN_TEXT).
import { altText } from "./alt-text.ts";
import { type Ctx, around, measure, measuringContext, text, wordsOf } from "./draw.ts";
import type { Locale } from "../src/i18n/index.ts";
import { type Block, INNER, S, band, fixed, nameThen, panelBlock, paintBlocks } from "./phone.ts";
import { COLOR, font } from "./theme.ts";

export interface RatingCourse {
  /** Whose rating: a player's name, or "AI hard". */
  readonly name: string;
  /** The rating figure before the first rated game, then after each one, oldest first (at least two). */
  readonly figures: readonly number[];
  /** The language of the chart's words and its alt text (default English): the reader's. */
  readonly language?: Locale;
}

const LINE_COLOR = "#0072B2";
const GRID = "#dde5eb";
const ZERO = "#8a99a5";
/** The plot's height in the layout's units (the phone image is 3/4 of them). */
const PLOT_H = 380;

/** "12.3", "-0.4", "0.0" (never "-0.0"): one decimal, as the bot writes ratings. */
export function figureText(x: number): string {
  const r = Math.round(x * 10) / 10;
  return (r === 0 ? 0 : r).toFixed(1);
}

/** The scale: the smallest round step (1, 2 or 5 times a power of ten) that needs at most five intervals. */
function scale(lo: number, hi: number): { lo: number; hi: number; step: number } {
  const span = Math.max(hi - lo, 1);
  const pow = 10 ** Math.floor(Math.log10(span / 5));
  for (const k of [1, 2, 5, 10, 20, 50]) {
    const step = k * pow;
    const a = Math.floor(lo / step) * step;
    const b = Math.ceil(hi / step) * step;
    if ((b - a) / step <= 5 + 1e-9) return { lo: a, hi: Math.max(b, a + step), step };
  }
  return { lo, hi: lo + span, step: span };
}

function stepText(x: number, step: number): string {
  return step >= 1 ? String(Math.round(x)) : figureText(x);
}

/** The plot: scale lines with their figures at the left, the zero line, the course, its last point marked. */
function plot(m: Ctx, figures: readonly number[], c: RatingCourse): ReturnType<typeof fixed> {
  const t = wordsOf(c);
  const s = scale(Math.min(0, ...figures), Math.max(0, ...figures));
  const ticks: number[] = [];
  for (let v = s.lo; v <= s.hi + s.step / 2; v += s.step) ticks.push(v);
  const labelW = Math.max(...ticks.map((t) => measure(m, font(S.min), stepText(t, s.step)))) + 14;
  const axisH = S.min + 14;
  const top = S.min / 2 + 2;
  return fixed(PLOT_H + axisH + top, (ctx, x, y) => {
    const left = x + labelW;
    const width = INNER - labelW - 8;
    const py = (v: number) => y + top + PLOT_H - ((v - s.lo) / (s.hi - s.lo)) * PLOT_H;
    const px = (i: number) => left + (figures.length === 1 ? width / 2 : (i / (figures.length - 1)) * width);
    for (const t of ticks) {
      ctx.fillStyle = GRID;
      ctx.fillRect(left, Math.round(py(t)) - 1, width, 2);
      text(ctx, stepText(t, s.step), left - 12, py(t) + S.min * 0.36, { px: S.min, color: COLOR.muted, align: "right" });
    }
    // Where every player starts: the figure 0.
    ctx.save();
    ctx.strokeStyle = ZERO; ctx.lineWidth = 3; ctx.setLineDash([12, 8]);
    ctx.beginPath(); ctx.moveTo(left, py(0)); ctx.lineTo(left + width, py(0)); ctx.stroke();
    ctx.restore();
    ctx.strokeStyle = LINE_COLOR; ctx.lineWidth = 6; ctx.lineJoin = "round"; ctx.lineCap = "round";
    ctx.beginPath();
    figures.forEach((f, i) => (i === 0 ? ctx.moveTo(px(i), py(f)) : ctx.lineTo(px(i), py(f))));
    ctx.stroke();
    // A dot per game while they can be told apart.
    if (figures.length <= 30) {
      figures.forEach((f, i) => { ctx.beginPath(); ctx.arc(px(i), py(f), 6, 0, Math.PI * 2); ctx.fillStyle = LINE_COLOR; ctx.fill(); });
    }
    const last = figures.length - 1;
    ctx.beginPath(); ctx.arc(px(last), py(figures[last] ?? 0), 12, 0, Math.PI * 2);
    ctx.fillStyle = "#ffffff"; ctx.fill(); ctx.lineWidth = 5; ctx.stroke();
    const base = y + top + PLOT_H + axisH;
    text(ctx, t("image.rating.start"), left, base, { px: S.min, color: COLOR.muted });
    text(ctx, t("image.rating.game", { n: last }), left + width, base, { px: S.min, color: COLOR.muted, align: "right" });
  });
}

/** A line of figures under the plot: the highest and the lowest (after the one game: where it left the rating). */
function extremes(figures: readonly number[], c: RatingCourse): ReturnType<typeof fixed> {
  const t = wordsOf(c);
  const after = figures.slice(1);
  const hi = Math.max(...after);
  const lo = Math.min(...after);
  const at = (v: number) => after.indexOf(v) + 1;
  const words = after.length === 1 ? t("image.rating.afterOne", { figure: figureText(hi) }) : t("image.rating.extremes", { hi: figureText(hi), a: at(hi), lo: figureText(lo), b: at(lo) });
  return fixed(S.body + 12, (ctx, x, y) => { text(ctx, words, x, y + S.body, { px: S.body }); });
}

function ratingChartBlocks(c: RatingCourse): Block[] {
  const m = measuringContext();
  const games = c.figures.length - 1;
  const now = c.figures[games] ?? 0;
  const t = wordsOf(c);
  const { before, after } = around((name) => t("image.rating.title", { name }));
  const title = (room: number) => nameThen(m, c.name, after, room, S.title, before);
  const sub = games === 1 ? t("image.rating.subOne") : t("image.rating.sub", { n: games });
  return [
    band(m, title, [{ s: sub, px: S.body, bold: false, color: "#dce8ef" }], undefined, figureText(now)),
    panelBlock(m, t("image.rating.panel"), [plot(m, c.figures, c), extremes(c.figures, c)], { gap: 12 }),
  ];
}

/** The chart of a rating's course, as a PNG for a phone. */
export function renderRatingChart(c: RatingCourse): Promise<Buffer> {
  if (c.figures.length < 2) throw new Error("a rating's course needs the start and at least one game");
  return paintBlocks(ratingChartBlocks(c));
}

/** The chart in words, for its alt text: where the rating started, where it is, its highest and lowest. */
export function describeRatingChart(c: RatingCourse): string {
  const after = c.figures.slice(1);
  const games = after.length;
  const now = after[games - 1] ?? 0;
  const hi = Math.max(...after);
  const lo = Math.min(...after);
  const t = wordsOf(c);
  const start = figureText(c.figures[0] ?? 0);
  return altText(games === 1
    ? t("image.rating.altOne", { name: c.name, start, now: figureText(now) })
    : t("image.rating.altMany", { name: c.name, n: games, start, now: figureText(now), hi: figureText(hi), a: after.indexOf(hi) + 1, lo: figureText(lo), b: after.indexOf(lo) + 1 }));
}
