// The frame of the compact images (the default board, harbor and scores, and the turn
// picture): one canvas of COMPACT size (880 x 560, Discord's 11:7), a dark title band and white
// panels in the other images' colours, and text never below COMPACT_MIN_TEXT (8 px when Discord
// fits the image into 550 x 350 or 400 x 500). They show what a picture shows best (who stands
// where, what lies where) and leave the details to the text the bot writes beside them, so
// nothing is squeezed: what does not fit wraps, a long name is ellipsized, a long word of a
// Building's name is hyphenated.
import type { GameSummary } from "../src/engine/index.ts";
import { encodeIndexedPng } from "./png.ts";
import { type Ctx, type RenderOptions, andList, ellipsize, hasCJK, markerShape, measure, paintPng, playerName, roundRect, text, wrap } from "./draw.ts";
import { waitingSeats } from "./phone.ts";
import { COLOR, COMPACT, COMPACT_SIZE, font } from "./theme.ts";

export const W = COMPACT.width;
export const H = COMPACT.height;
export const C = COMPACT_SIZE;
/** The outer margin and the space between panels. */
export const M = 12;
const BAND = "#1f3b4d";
/** The light text on the band under its title. */
export const BAND_SOFT = "#dce8ef";

/** Draw a compact image and encode it as a palette PNG (its flat colours fit 256). */
export function paintCompact(draw: (ctx: Ctx) => void): Promise<Buffer> {
  return paintPng(W, H, draw, H, encodeIndexedPng);
}

/** A white panel with rounded corners (or another fill and edge). */
export function box(ctx: Ctx, x: number, y: number, w: number, h: number, fill: string = COLOR.panel, edge: string = COLOR.panelEdge, lineWidth = 2): void {
  roundRect(ctx, x, y, w, h, 10, fill, edge, lineWidth);
}

/** The dark band across the top, `h` tall; with a player's colour, a strip of it at its left edge. */
export function band(ctx: Ctx, h: number, strip?: string): void {
  ctx.fillStyle = BAND; ctx.fillRect(0, 0, W, h);
  if (strip) { ctx.fillStyle = strip; ctx.fillRect(0, 0, 10, h); }
}

/**
 * Draw a band's title (white, bold) at its left, `h` tall, and return its width: at C.heading, or
 * smaller where a longer language's title would leave the phrase beside it (`beside`, at its
 * natural width) less than two fifths of the band, and on two lines below that, never cut.
 */
export function bandTitle(ctx: Ctx, title: string, beside: string, h: number): number {
  const room = W - 2 * M - 16 - 40 - Math.min(measure(ctx, font(C.label, true), beside), beside ? (W * 2) / 5 : 0);
  const { lines, px } = fitLines(ctx, title, room, Math.max(1, Math.floor((h - 4) / (C.min + 4))), C.heading);
  const lh = px + 4;
  let widest = 0;
  lines.forEach((l, k) => {
    widest = Math.max(widest, text(ctx, l, M + 8, mid(h / 2 - ((lines.length - 1) * lh) / 2 + k * lh, px), { px, bold: true, color: "#ffffff" }));
  });
  return widest;
}

/** Text's baseline for a line centred on y (Noto Sans' capitals and lower case sit about 0.36 em under the middle). */
export function mid(y: number, px: number): number {
  return y + px * 0.36;
}

/**
 * Names of `seats` joined into one phrase with `before` and `after` around it ("Ann and Bob to
 * choose"), each name ellipsized alike until the whole fits `room` at px.
 */
export function namesPhrase(m: Ctx, seats: readonly number[], o: RenderOptions, room: number, px: number, bold: boolean, after: string, before = ""): string {
  const names = seats.map((seat) => playerName(seat, o));
  const f = font(px, bold);
  const say = (ns: readonly string[]): string => `${before}${andList(ns, o)}${after}`;
  if (measure(m, f, say(names)) <= room) return say(names);
  // Only the longest names are cut, all to the same width: the shortest keep their room first
  // (shortest first, each given an equal share of what is left).
  let left = room - measure(m, f, say(names.map(() => "")));
  const byWidth = names.map((n, i) => ({ i, w: measure(m, f, n) })).sort((a, b) => a.w - b.w);
  const roomOf = new Map<number, number>();
  byWidth.forEach(({ i, w }, k) => {
    const share = Math.max(24, left / (byWidth.length - k));
    roomOf.set(i, share);
    left -= Math.min(w, share);
  });
  return say(names.map((n, i) => ellipsize(m, n, roomOf.get(i) ?? 24, px, bold)));
}

/**
 * Who is who: a chip per player, their shape and colour and their name (ellipsized), in a row
 * `w` wide; those the game waits for highlighted. The workers on the board are drawn in the
 * same shapes without names, so this row is their key.
 */
export function legend(ctx: Ctx, s: GameSummary, o: RenderOptions, x: number, y: number, w: number, h: number): void {
  const gap = 8;
  const n = Math.max(1, s.players.length);
  const cw = (w - (n - 1) * gap) / n;
  const waiting = waitingSeats(s);
  const r = Math.min(12, h / 2 - 6);
  s.players.forEach((p, i) => {
    const cx = x + i * (cw + gap);
    const active = waiting.includes(p.seat);
    box(ctx, cx, y, cw, h, active ? COLOR.highlight : COLOR.panel, active ? "#b08a1e" : COLOR.panelEdge, active ? 2.5 : 1.5);
    markerShape(ctx, p.seat, cx + 10 + r, y + h / 2, r);
    const nx = cx + 2 * r + 20;
    const name = ellipsize(ctx, playerName(p.seat, o), cx + cw - 10 - nx, C.body, true);
    text(ctx, name, nx, mid(y + h / 2, C.body), { px: C.body, bold: true });
  });
}

const VOWELS = new Set("aeiouyAEIOUY");
/** Pairs of consonants that make one sound: a word is not hyphenated between them. */
const DIGRAPHS = new Set(["ch", "ck", "ph", "sh", "th", "wh", "ng", "qu"]);

/**
 * Where a word too wide for a line may be hyphenated: after the longest prefix (with "-") that
 * fits `width`, preferring a break between two consonants ("Boarding-house", "Adminis-tration")
 * or else after a vowel, and never leaving fewer than 3 letters on either side.
 */
function hyphenAt(m: Ctx, word: string, width: number, f: string): number {
  let longest = 1;
  while (longest < word.length && measure(m, f, `${word.slice(0, longest + 1)}-`) <= width) longest++;
  const good = (i: number): number => {
    if (i < 3 || word.length - i < 3) return 0;
    const a = word[i - 1] ?? "";
    const b = word[i] ?? "";
    if (!/[a-z]/i.test(a) || !/[a-z]/i.test(b)) return 1;
    if (!VOWELS.has(a) && !VOWELS.has(b) && !DIGRAPHS.has(`${a}${b}`.toLowerCase())) return 3;
    if (VOWELS.has(a) && !VOWELS.has(b)) return 2;
    return 0;
  };
  for (const want of [3, 2, 1]) {
    for (let i = longest; i >= Math.max(3, Math.ceil(longest * 0.5)); i--) if (good(i) >= want) return i;
  }
  return longest;
}

/**
 * s in lines of at most `width` at px: split between words, a word wider than a line
 * hyphenated (hyphenAt). More than maxLines: the last line ellipsized.
 */
export function wrapHyphen(m: Ctx, s: string, width: number, px: number, bold: boolean, maxLines: number): string[] {
  if (hasCJK(s)) {
    // Japanese breaks between characters (draw.ts wrap, with its line-breaking rules), never with a hyphen.
    const lines = wrap(m, s, width, px, bold);
    if (lines.length <= maxLines) return lines;
    return [...lines.slice(0, maxLines - 1), ellipsize(m, lines.slice(maxLines - 1).join(""), width, px, bold)];
  }
  const f = font(px, bold);
  const lines: string[] = [];
  let line = "";
  for (let word of s.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (measure(m, f, next) <= width) { line = next; continue; }
    if (line) lines.push(line);
    while (measure(m, f, word) > width && word.length > 1) {
      const at = hyphenAt(m, word, width, f);
      lines.push(`${word.slice(0, at)}-`);
      word = word.slice(at);
    }
    line = word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const rest = lines.slice(maxLines - 1).join(" ").replace(/- /g, "");
  kept[maxLines - 1] = ellipsize(m, rest, width, px, bold);
  return kept;
}

/**
 * s in at most maxLines lines of `width`: at the largest size from `px` down to C.min at which
 * it wraps between whole words; if none, at C.min with its long words hyphenated (and the last
 * line ellipsized if even that is too long). Never below C.min, never squeezed.
 */
export function fitLines(m: Ctx, s: string, width: number, maxLines: number, px: number, bold = true): { lines: string[]; px: number } {
  for (let size = px; size >= C.min; size--) {
    const f = font(size, bold);
    if (!hasCJK(s) && s.split(" ").some((w) => measure(m, f, w) > width)) continue;
    const lines = wrapHyphen(m, s, width, size, bold, Number.MAX_SAFE_INTEGER);
    if (lines.length <= maxLines) return { lines, px: size };
  }
  return { lines: wrapHyphen(m, s, width, C.min, bold, maxLines), px: C.min };
}
