// Drawing primitives shared by every image: text that fits, panels, player markers, goods, cards.
import { createCanvas, type Canvas, type SKRSContext2D } from "@napi-rs/canvas";
import { encodePng } from "./png.ts";
import type { CardView, GameSummary, Good, PlayerSummary, ShipType } from "../src/engine/index.ts";
import { COLOR, SIZE, categoryStyle, font, fontsFor, playerStyle, registerFonts } from "./theme.ts";
import { listIn, say, type Key, type Locale, type Vars } from "../src/i18n/index.ts";
import { speak } from "../src/i18n/speak.ts";
import { printedCost } from "../src/i18n/printed.ts";
import type { Msg } from "../src/engine/index.ts";

export type Ctx = SKRSContext2D;

/**
 * One canvas per image size, kept for the life of the process and wiped (reset()) before each
 * image, instead of allocating, faulting in and freeing a fresh 5.8 MB surface every time.
 * Safe because paintPng draws and reads the pixels in one synchronous run, so two renders
 * never hold the same canvas at once, and reset() clears pixels, state and recording alike.
 */
const canvases = new Map<string, { canvas: Canvas; ctx: Ctx }>();
const MAX_CANVASES = 4; // board/turn, harbor and recent score-table heights; least recently used goes

function blankCanvas(w: number, h: number): { canvas: Canvas; ctx: Ctx } {
  registerFonts();
  const key = `${w}x${h}`;
  let c = canvases.get(key);
  if (c) {
    canvases.delete(key); // re-inserted below as the most recently used
    c.ctx.reset();
    fontOf.delete(c.ctx);
  } else {
    const oldest = canvases.keys().next();
    if (canvases.size >= MAX_CANVASES && !oldest.done) canvases.delete(oldest.value);
    const canvas = createCanvas(w, h);
    c = { canvas, ctx: canvas.getContext("2d") };
  }
  canvases.set(key, c);
  c.ctx.fillStyle = COLOR.background;
  c.ctx.fillRect(0, 0, w, h);
  return c;
}

/**
 * Draw an image on a background-filled canvas of the given size and encode it as a PNG.
 * `draw` must draw synchronously (it runs on a canvas shared with later images).
 */
export function paintPng(w: number, h: number, draw: (ctx: Ctx) => void, room = h, encode = encodePng): Promise<Buffer> {
  const { canvas, ctx } = blankCanvas(w, Math.max(h, room));
  draw(ctx);
  return encode(canvas.data().subarray(0, w * h * 4), w, h);
}

let measurer: Ctx | null = null;
/** A context to measure text on before the image's size is known (layout before painting). */
export function measuringContext(): Ctx {
  registerFonts();
  measurer ??= createCanvas(8, 8).getContext("2d");
  return measurer;
}

/**
 * Optional extras a caller may pass: player display names by seat (the summary has only seats),
 * and the language the image's words are drawn in (English by default). Plain data: the options
 * travel to the image threads by structured clone.
 */
export interface RenderOptions { names?: readonly string[]; language?: Locale }

/**
 * A Building's printed VP ("0 or 7 VP", "2-14 VP", "3 or more VP") in the image's language; a
 * form it does not know stays as printed.
 */
export function vpTextIn(vpText: string, o: RenderOptions = {}): string {
  if (localeOf(o) === "en") return vpText;
  const t = wordsOf(o);
  let m: RegExpMatchArray | null;
  if ((m = /^(-?\d+) VP$/.exec(vpText))) return t("image.vp", { vp: Number(m[1]) });
  if ((m = /^(\d+) or more VP$/.exec(vpText))) return t("card.vpOrMore", { n: Number(m[1]) });
  if ((m = /^(\d+) or (\d+) VP$/.exec(vpText))) return t("image.vpOr", { a: Number(m[1]), b: Number(m[2]) });
  if ((m = /^(\d+)-(\d+) VP$/.exec(vpText))) return t("image.vpRange", { a: Number(m[1]), b: Number(m[2]) });
  return vpText;
}

/** The language of an image's words. */
export function localeOf(o: RenderOptions = {}): Locale {
  return o.language ?? "en";
}

/** A catalogue's string by its key, in one language. */
export type Words = (key: Key, vars?: Vars) => string;

/** The words of an image, in its language (the catalogue's `image` namespace and the engine's words). */
export function wordsOf(o: RenderOptions = {}): Words {
  const locale = localeOf(o);
  return (key, vars) => say(locale, key, vars);
}

/** A marker no name contains, put where a template's name goes to find the text around it. */
const SLOT = "\u0001";

/**
 * The text a template puts before and after one of its values (the name an image may shorten
 * to fit): "{{name}}'s harbor" gives ["", "'s harbor"], "Hafen von {{name}}" ["Hafen von ", ""].
 */
export function around(said: (slot: string) => string): { before: string; after: string } {
  const whole = said(SLOT);
  const at = whole.indexOf(SLOT);
  if (at < 0) return { before: whole, after: "" };
  return { before: whole.slice(0, at), after: whole.slice(at + SLOT.length) };
}

/** Names joined as the language joins them: "Ann, Bob and Cy" in English, "Ann, Bob und Cy", "Ann、Bob、Cy". */
export function andList(parts: readonly string[], o: RenderOptions = {}): string {
  const locale = localeOf(o);
  if (locale !== "en") return listIn(locale, parts);
  return parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

/** A seat's name as the image draws it: the name given ("Ingrid (AI)" as "Ingrid (KI)" in German), else "Player 2" in the language. */
export function playerName(seat: number, o: RenderOptions = {}): string {
  const name = o.names?.[seat];
  if (name === undefined) return wordsOf(o)("image.seat", { n: seat + 1 });
  return localeOf(o) === "en" ? name : name.replace(/ \(AI\)$/, ` (${wordsOf(o)("turn.ai")})`);
}

const COLOUR_KEYS = ["0", "1", "2", "3", "4"] as const;

/** A seat's colour as the images write it beside the name: "Blue" in English, "Blau", "青". */
export function colourName(seat: number, o: RenderOptions = {}): string {
  const k = COLOUR_KEYS[seat];
  return localeOf(o) === "en" || !k ? playerStyle(seat).colorName : wordsOf(o)(`image.alt.colour.${k}`);
}

/** A Ship's kind as the images write it ("sloop", "Schaluppe"). */
export function shipWord(type: ShipType, o: RenderOptions = {}): string {
  return wordsOf(o)(`engine.ship.${type}`);
}

/** A name as an owner: "Ingrid" for an AI seat shown as "Ingrid (AI)" ("Ingrid's harbor", never "Ingrid (AI)'s"; "Ingrid (KI)" alike). */
export function ownerName(name: string): string {
  return name.replace(/ \((AI|KI)\)$/, "");
}

/** "Ann's", "Ingrid's". */
export function possessive(name: string): string {
  return `${ownerName(name)}'s`;
}

/** A harbor space as the buttons and the log name it: rows A-C from the top, columns 1-4 from the left ("B1"). */
export function spaceName(row: number, col: number): string {
  return `${String.fromCharCode(65 + row)}${col + 1}`;
}

/** A double space by its two spaces, e.g. "A3-A4". */
export function doubleName(cells: readonly (readonly [number, number])[]): string {
  return cells.map(([r, c]) => spaceName(r, c)).join("-");
}

export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number, fill?: string, stroke?: string, lineWidth = 1.5): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  if (fill) { ctx.fillStyle = fill; ctx.fill(); }
  if (stroke) { ctx.strokeStyle = stroke; ctx.lineWidth = lineWidth; ctx.stroke(); }
}

export interface TextStyle { px?: number; bold?: boolean; color?: string; align?: "left" | "right" | "center"; maxWidth?: number }

/**
 * Text widths depend only on the font and the string, so they are measured once per process
 * (measureText shapes the text and was most of the drawing time). Bounded: cleared when full.
 */
const widths = new Map<string, number>();
const MAX_CACHED = 20_000;

/** The font last set on each context (all text goes through setFont), so an unchanged font is not parsed again. */
const fontOf = new WeakMap<Ctx, string>();

function setFont(ctx: Ctx, f: string): void {
  if (fontOf.get(ctx) === f) return;
  ctx.font = f;
  fontOf.set(ctx, f);
}

/** Width of s in the CSS font f (as built by font()). */
export function measure(ctx: Ctx, f: string, s: string): number {
  const key = `${f}\n${s}`;
  let w = widths.get(key);
  if (w === undefined) {
    fontsFor(s);
    setFont(ctx, f);
    w = ctx.measureText(s).width;
    if (widths.size >= MAX_CACHED) widths.clear();
    widths.set(key, w);
  }
  return w;
}

interface Fitted { f: string; px: number; width: number; squeezed: boolean }

/** How one line of text is drawn for a given style: its font, size and width. Cached like widths. */
const fits = new Map<string, Fitted>();

function fit(ctx: Ctx, s: string, px0: number, bold: boolean, maxWidth: number | undefined): Fitted {
  const key = `${px0}|${bold ? 1 : 0}|${maxWidth ?? ""}|${s}`;
  const hit = fits.get(key);
  if (hit) return hit;
  let px = Math.max(px0, SIZE.min);
  let f = font(px, bold);
  let width = measure(ctx, f, s);
  let squeezed = false;
  if (maxWidth !== undefined) {
    while (width > maxWidth && px > SIZE.min) { px -= 1; f = font(px, bold); width = measure(ctx, f, s); }
    // Still too wide at the smallest size: drawn narrower (fillText's maxWidth), never cut.
    if (width > maxWidth) { width = maxWidth; squeezed = true; }
  }
  const out: Fitted = { f, px, width, squeezed };
  if (fits.size >= MAX_CACHED) fits.clear();
  fits.set(key, out);
  return out;
}

/** One piece of text as drawn: the whole string, its size in px of the image, and whether it had to be drawn narrower. */
export interface DrawnText { s: string; px: number; bold: boolean; squeezed: boolean }

let tracer: ((t: DrawnText) => void) | null = null;

/**
 * Watch every text drawn from now on (null stops): the tests check sizes and words with it.
 * Images draw synchronously inside paintPng, so the texts of one render arrive before it resolves.
 */
export function traceText(hook: ((t: DrawnText) => void) | null): void { tracer = hook; }

/** How much the context scales what it draws (1 unless an image is drawn scaled). */
function drawnScale(ctx: Ctx): number {
  const m = ctx.getTransform();
  return Math.hypot(m.a, m.b);
}

/**
 * Draw one line of text at baseline y. Too wide for maxWidth: shrink down to the minimum
 * size, then draw it narrower; text is never cut. Returns the width drawn.
 */
export function text(ctx: Ctx, s: string, x: number, y: number, st: TextStyle = {}): number {
  const bold = st.bold ?? false;
  const { f, px, width, squeezed } = fit(ctx, s, st.px ?? SIZE.body, bold, st.maxWidth);
  setFont(ctx, f);
  ctx.fillStyle = st.color ?? COLOR.ink;
  ctx.textAlign = st.align ?? "left";
  ctx.textBaseline = "alphabetic";
  if (squeezed && st.maxWidth !== undefined) ctx.fillText(s, x, y, st.maxWidth); else ctx.fillText(s, x, y);
  // The size as it lands in the image: the phone images are laid out in CARD_WIDTH units and drawn scaled (phone.ts).
  if (tracer) tracer({ s, px: px * drawnScale(ctx), bold, squeezed });
  return width;
}

/**
 * Split text into lines of at most maxWidth at px, as many as it takes (nothing is dropped).
 * A single word wider than a line is broken between letters. Text with Japanese (or other CJK)
 * characters, which has no spaces between words, also breaks between those characters.
 */
export function wrap(ctx: Ctx, s: string, maxWidth: number, px: number, bold = false): string[] {
  if (hasCJK(s)) return wrapUnits(ctx, breakUnits(s), maxWidth, font(px, bold));
  const f = font(px, bold);
  const lines: string[] = [];
  let line = "";
  for (const word of s.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (measure(ctx, f, next) <= maxWidth) { line = next; continue; }
    if (line) lines.push(line);
    line = word;
    while (measure(ctx, f, line) > maxWidth && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && measure(ctx, f, line.slice(0, cut)) > maxWidth) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Kana, kanji, CJK punctuation and full-width forms: text with no spaces between its words. */
const CJK = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** Whether s has Japanese (or other CJK) text, which breaks between characters rather than at spaces. */
export function hasCJK(s: string): boolean {
  return CJK.test(s);
}
/** What may not start a line (Japanese line breaking rules, kinsoku): closing brackets and punctuation, small kana, the long-vowel mark. */
const NO_LINE_START = /^[、。，．・：；？！）」』】〕〉》｝］…‥ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々)\]},.:;!?%]/;
/** What may not end a line: opening brackets. */
const NO_LINE_END = /[（「『【〔〈《｛［([{]$/;

/** A piece of text no line breaks inside, and whether a space stood before it. */
interface Unit { s: string; space: boolean }

/**
 * Text cut where a line may break: at spaces, and between CJK characters, except before closing
 * punctuation and after opening brackets. A run of Latin letters or digits stays one piece.
 */
function breakUnits(s: string): Unit[] {
  const units: Unit[] = [];
  s.split(" ").forEach((word, w) => {
    const chars = [...word];
    const at = units.length;
    chars.forEach((ch, k) => {
      const prev = chars[k - 1];
      const starts = k === 0 || CJK.test(ch) || (prev !== undefined && CJK.test(prev));
      const last = units[units.length - 1];
      if (!starts && last) last.s += ch;
      else units.push({ s: ch, space: k === 0 && w > 0 });
    });
    if (chars.length === 0 && w > 0) units.push({ s: "", space: true });
    // Kinsoku: glue a closing mark to the piece before it, an opening bracket to the piece after it.
    for (let k = Math.max(at, 1); k < units.length; k++) {
      const unit = units[k];
      const before = units[k - 1];
      if (unit && before && !unit.space && (NO_LINE_START.test(unit.s) || NO_LINE_END.test(before.s))) {
        before.s += unit.s;
        units.splice(k, 1);
        k--;
      }
    }
  });
  return units;
}

/** Lines of whole units of at most maxWidth (a unit wider than a line broken between characters). */
function wrapUnits(ctx: Ctx, units: readonly Unit[], maxWidth: number, f: string): string[] {
  const lines: string[] = [];
  let line = "";
  for (const unit of units) {
    const next = line ? `${line}${unit.space ? " " : ""}${unit.s}` : unit.s;
    if (measure(ctx, f, next) <= maxWidth) { line = next; continue; }
    if (line) lines.push(line);
    line = unit.s;
    while (measure(ctx, f, line) > maxWidth && [...line].length > 1) {
      const chars = [...line];
      let cut = chars.length - 1;
      while (cut > 1 && measure(ctx, f, chars.slice(0, cut).join("")) > maxWidth) cut--;
      lines.push(chars.slice(0, cut).join(""));
      line = chars.slice(cut).join("");
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** wrap() at the largest size from px down to the minimum that needs at most maxLines lines (all lines at the minimum if none does). */
export function wrapToFit(ctx: Ctx, s: string, maxWidth: number, maxLines: number, px: number, bold = false): { lines: string[]; px: number } {
  for (let size = px; size > SIZE.min; size--) {
    const lines = wrap(ctx, s, maxWidth, size, bold);
    if (lines.length <= maxLines) return { lines, px: size };
  }
  return { lines: wrap(ctx, s, maxWidth, SIZE.min, bold), px: SIZE.min };
}

/**
 * What a seat is asked, in the image's language: the engine's English prompt (names put in) in
 * English or where it has no message, else its message said again in the language.
 */
export function promptIn(asked: { readonly prompt: string; readonly say?: Msg }, o: RenderOptions = {}): string {
  const locale = localeOf(o);
  if (locale === "en" || !asked.say) return named(asked.prompt, o);
  return speak(locale, asked.say, (seat) => playerName(seat, o));
}

/** Names instead of "Player N" in the engine's words (the log, prompts), where names are given. */
export function named(s: string, o: RenderOptions = {}): string {
  const names = o.names;
  if (!names) return s;
  return s.replace(/\bPlayer ([1-5])\b/g, (whole, n: string) => names[Number(n) - 1] ?? whole);
}

export function panel(ctx: Ctx, x: number, y: number, w: number, h: number, title?: string): void {
  roundRect(ctx, x, y, w, h, 10, COLOR.panel, COLOR.panelEdge);
  if (title) text(ctx, title, x + 12, y + 26, { px: SIZE.label, bold: true, maxWidth: w - 24 });
}

function shapePath(ctx: Ctx, shape: string, cx: number, cy: number, r: number): void {
  ctx.beginPath();
  if (shape === "square") ctx.rect(cx - r * 0.85, cy - r * 0.85, r * 1.7, r * 1.7);
  else if (shape === "triangle") {
    ctx.moveTo(cx, cy - r * 1.05); ctx.lineTo(cx + r * 1.05, cy + r * 0.8); ctx.lineTo(cx - r * 1.05, cy + r * 0.8); ctx.closePath();
  } else if (shape === "diamond") {
    ctx.moveTo(cx, cy - r * 1.1); ctx.lineTo(cx + r * 1.1, cy); ctx.lineTo(cx, cy + r * 1.1); ctx.lineTo(cx - r * 1.1, cy); ctx.closePath();
  } else if (shape === "hexagon") {
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 3) * i;
      if (i === 0) ctx.moveTo(cx + r * Math.cos(a), cy + r * Math.sin(a)); else ctx.lineTo(cx + r * Math.cos(a), cy + r * Math.sin(a));
    }
    ctx.closePath();
  } else ctx.arc(cx, cy, r, 0, Math.PI * 2);
}

/** A player's colour and shape without the number (where their name is written next to it). */
export function markerShape(ctx: Ctx, seat: number, cx: number, cy: number, r: number): void {
  const st = playerStyle(seat);
  shapePath(ctx, st.shape, cx, cy, r);
  ctx.fillStyle = st.color; ctx.fill();
  ctx.strokeStyle = COLOR.ink; ctx.lineWidth = 2; ctx.stroke();
}

/** A player's marker: their colour, their shape and their seat number, so colour is never the only cue. */
export function marker(ctx: Ctx, seat: number, cx: number, cy: number, r: number): void {
  const st = playerStyle(seat);
  markerShape(ctx, seat, cx, cy, r);
  const px = Math.max(SIZE.min, Math.round(r * (st.shape === "triangle" ? 0.95 : 1.15)));
  text(ctx, String(seat + 1), cx, cy + px * 0.36 + (st.shape === "triangle" ? r * 0.2 : 0), { px, bold: true, color: st.text, align: "center" });
}

/** A player's 3 Workers in a row, `step` apart from cx: those left in their shape, the others as dashed circles. */
export function workerMarks(ctx: Ctx, seat: number, left: number, cx: number, cy: number, step: number, r: number): void {
  for (let i = 0; i < 3; i++) {
    const x = cx + i * step;
    if (i < left) markerShape(ctx, seat, x, cy, r);
    else { ctx.beginPath(); ctx.arc(x, cy, r, 0, Math.PI * 2); ctx.strokeStyle = COLOR.muted; ctx.lineWidth = 2; ctx.setLineDash([4, 4]); ctx.stroke(); ctx.setLineDash([]); }
  }
}

/** The winner's star. */
export function star(ctx: Ctx, cx: number, cy: number, r: number): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    if (i === 0) ctx.moveTo(cx + rr * Math.cos(a), cy + rr * Math.sin(a)); else ctx.lineTo(cx + rr * Math.cos(a), cy + rr * Math.sin(a));
  }
  ctx.closePath(); ctx.fillStyle = COLOR.winner; ctx.fill(); ctx.strokeStyle = COLOR.ink; ctx.lineWidth = 1.5; ctx.stroke();
}

/** An empty worker slot. */
export function emptySlot(ctx: Ctx, cx: number, cy: number, r: number): void {
  ctx.beginPath(); ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.setLineDash([4, 3]); ctx.strokeStyle = COLOR.muted; ctx.lineWidth = 1.5; ctx.stroke(); ctx.setLineDash([]);
}

/** A small picture of a good: a log, a fish or a coin. */
export function goodIcon(ctx: Ctx, good: Good, cx: number, cy: number, s: number): void {
  ctx.lineWidth = 1.5; ctx.strokeStyle = COLOR.ink;
  if (good === "wood") {
    roundRect(ctx, cx - s * 0.55, cy - s * 0.3, s * 1.1, s * 0.6, s * 0.25, COLOR.wood, COLOR.ink);
    ctx.beginPath(); ctx.ellipse(cx + s * 0.42, cy, s * 0.12, s * 0.24, 0, 0, Math.PI * 2); ctx.fillStyle = "#d9b07a"; ctx.fill();
  } else if (good === "fish") {
    ctx.beginPath(); ctx.ellipse(cx - s * 0.1, cy, s * 0.42, s * 0.26, 0, 0, Math.PI * 2);
    ctx.moveTo(cx + s * 0.25, cy); ctx.lineTo(cx + s * 0.58, cy - s * 0.26); ctx.lineTo(cx + s * 0.58, cy + s * 0.26); ctx.closePath();
    ctx.fillStyle = COLOR.fish; ctx.fill(); ctx.stroke();
  } else {
    ctx.beginPath(); ctx.arc(cx, cy, s * 0.4, 0, Math.PI * 2); ctx.fillStyle = COLOR.gold; ctx.fill(); ctx.stroke();
    ctx.beginPath(); ctx.arc(cx, cy, s * 0.22, 0, Math.PI * 2); ctx.strokeStyle = "#8a6a00"; ctx.stroke();
  }
}

/** Icon followed by a number; returns the width used. */
export function goodCount(ctx: Ctx, good: Good, n: number | string, x: number, y: number, px: number = SIZE.body): number {
  goodIcon(ctx, good, x + px * 0.6, y - px * 0.35, px * 1.2);
  return px * 1.6 + text(ctx, String(n), x + px * 1.6, y, { px, bold: true });
}

export const SHIP_LENGTH: Readonly<Record<ShipType, number>> = { sloop: 2, cutter: 3, schooner: 4 };

/** A ship seen from the side, filling the box. */
export function ship(ctx: Ctx, type: ShipType | "catboat", x: number, y: number, w: number, h: number): void {
  const hull = { catboat: "#6d4c41", sloop: "#795548", cutter: "#455a64", schooner: "#37474f" }[type];
  ctx.beginPath();
  ctx.moveTo(x + 2, y + h * 0.55); ctx.lineTo(x + w - 2, y + h * 0.55); ctx.lineTo(x + w - h * 0.3, y + h - 3); ctx.lineTo(x + h * 0.3, y + h - 3); ctx.closePath();
  ctx.fillStyle = hull; ctx.fill(); ctx.strokeStyle = COLOR.ink; ctx.lineWidth = 1.5; ctx.stroke();
  const masts = type === "schooner" ? 2 : 1;
  for (let m = 0; m < masts; m++) {
    const mx = x + (w * (m + 1)) / (masts + 1);
    ctx.beginPath(); ctx.moveTo(mx, y + h * 0.55); ctx.lineTo(mx, y + 4); ctx.lineTo(mx + Math.min(w / (masts + 1) * 0.7, h * 0.6), y + h * 0.5); ctx.closePath();
    ctx.fillStyle = "#fafafa"; ctx.fill(); ctx.stroke();
  }
}

/** A Building card: category band with its letter, number, name, cost and VP. */
export function card(ctx: Ctx, c: CardView, x: number, y: number, w: number, h: number, o: RenderOptions = {}): void {
  const cat = categoryStyle(c.category);
  roundRect(ctx, x, y, w, h, 6, "#fffdf7", COLOR.panelEdge);
  roundRect(ctx, x, y, 20, h, 6, cat.color);
  ctx.fillStyle = cat.color; ctx.fillRect(x + 12, y, 8, h);
  text(ctx, cat.letter, x + 10, y + h / 2 + 6, { px: SIZE.small, bold: true, color: "#ffffff", align: "center" });
  const vp = vpTextIn(c.vp === null ? c.vpText : `${c.vp} VP`, o);
  const vpW = Math.min(w * 0.55, measure(ctx, font(SIZE.small, true), vp) + 12);
  roundRect(ctx, x + w - vpW - 5, y + 5, vpW, 22, 5, "#fff1c1", "#b08a1e", 1);
  text(ctx, vp, x + w - 5 - vpW / 2, y + 21, { px: SIZE.small, bold: true, align: "center", maxWidth: vpW - 4 });
  text(ctx, c.id, x + 28, y + 22, { px: SIZE.min, bold: true, color: COLOR.muted });
  text(ctx, c.name, x + 28, y + 43, { px: SIZE.body, bold: true, maxWidth: w - 34 });
  text(ctx, printedCost(localeOf(o), c.costText), x + 28, y + h - 8, { px: SIZE.min, color: COLOR.muted, maxWidth: w - 34 });
}

/**
 * Which version of the board, harbor and score images to draw: "compact" (the default: 880 x
 * 560, readable inline on a desktop and a phone, details left to the text beside it),
 * "detail" (PHONE_WIDTH wide, as tall as the content: everything, for a phone to open) or
 * "wide" (the desktop images).
 */
export type Layout = "compact" | "detail" | "wide";

/** RenderOptions of the images that come in both layouts. */
export interface ImageOptions extends RenderOptions { layout?: Layout }

let graphemes: Intl.Segmenter | null = null;

/**
 * s as it fits maxWidth at px: whole when it fits, else cut between whole characters (never
 * inside an emoji) and ended with "…". Never drawn narrower: the phone images ellipsize a long
 * name instead of squeezing it.
 */
export function ellipsize(ctx: Ctx, s: string, maxWidth: number, px: number, bold = false): string {
  const f = font(px, bold);
  if (measure(ctx, f, s) <= maxWidth) return s;
  graphemes ??= new Intl.Segmenter("en", { granularity: "grapheme" });
  const parts = Array.from(graphemes.segment(s), (g) => g.segment);
  let lo = 0;
  let hi = parts.length;
  // The longest prefix that fits with its ellipsis (binary search: widths grow with length).
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(ctx, f, `${parts.slice(0, mid).join("").trimEnd()}…`) <= maxWidth) lo = mid; else hi = mid - 1;
  }
  return `${parts.slice(0, lo).join("").trimEnd()}…`;
}

/** The summary of one seat's player. */
export function seatSummary(s: GameSummary, seat: number): PlayerSummary {
  const p = s.players.find((x) => x.seat === seat);
  if (!p) throw new RangeError(`There is no seat ${seat} in this game (${s.players.length} players).`);
  return p;
}
