// Colours, fonts and sizes of every image. One place to tune the look.
import { GlobalFonts } from "@napi-rs/canvas";
import { createRequire } from "node:module";

/** The font family name registered from the npm package (never a system font). */
const FONT = "NusfjordNoto";
/**
 * Japanese text (issue 37): Noto Sans JP's "japanese" subset from @fontsource/noto-sans-jp (kana and
 * the kanji in use, about 1 MB a weight), drawn where Noto Sans has no glyph. Registered the first
 * time a text needs it (a Japanese game), not in every image worker. (Registering the package's
 * numbered unicode-range subsets under one family drew empty boxes here: only one file per family
 * and weight is kept.)
 */
const FONT_JA = "NusfjordNotoJP";
/** Kana, kanji and the full-width forms: the text that needs FONT_JA. */
const JAPANESE = /[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

let fontsReady = false;
/** Register Noto Sans from @fontsource/noto-sans once per process. */
export function registerFonts(): void {
  if (fontsReady) return;
  const require = createRequire(import.meta.url);
  for (const weight of [400, 700]) {
    const file = require.resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff2`);
    GlobalFonts.registerFromPath(file, FONT);
  }
  fontsReady = true;
}

let japaneseReady = false;
/** Registers the Japanese font once per process when `text` needs it. */
export function fontsFor(text: string): void {
  if (japaneseReady || !JAPANESE.test(text)) return;
  const require = createRequire(import.meta.url);
  for (const weight of [400, 700]) {
    GlobalFonts.registerFromPath(require.resolve(`@fontsource/noto-sans-jp/files/noto-sans-jp-japanese-${weight}-normal.woff2`), FONT_JA);
  }
  japaneseReady = true;
}

/** Font sizes in px at the image's native size; nothing is drawn below MIN. */
export const SIZE = { min: 14, small: 15, body: 17, label: 19, heading: 22, title: 28 } as const;

export function font(px: number, bold = false): string {
  return `${bold ? "bold " : ""}${Math.max(px, SIZE.min)}px ${FONT}, ${FONT_JA}`;
}

export const COLOR = {
  background: "#eef3f6",
  panel: "#ffffff",
  panelEdge: "#b8c6d0",
  ink: "#1b2630",
  muted: "#52626f",
  sea: "#cfe6f3",
  seaDeep: "#4d8fb8",
  full: "#b3261e",
  fullBg: "#f9dedc",
  free: "#f7f9fa",
  reserve: "#fdf3d8",
  forest: "#2f6b3a",
  forestBg: "#d7ebd3",
  wood: "#8a5a2b",
  fish: "#2f7fb5",
  gold: "#d4a017",
  highlight: "#ffe082",
  winner: "#e8b400",
} as const;

type Shape = "circle" | "square" | "triangle" | "diamond" | "hexagon";

export interface PlayerStyle { color: string; text: string; shape: Shape; colorName: string }

/**
 * Okabe-Ito colours (safe for the common colour-vision deficiencies), each with its own
 * shape and the seat number drawn inside, so a player never depends on colour alone.
 */
const PLAYERS: readonly PlayerStyle[] = [
  { color: "#0072B2", text: "#ffffff", shape: "circle", colorName: "Blue" },
  { color: "#E69F00", text: "#1b2630", shape: "square", colorName: "Orange" },
  { color: "#009E73", text: "#ffffff", shape: "triangle", colorName: "Green" },
  { color: "#CC79A7", text: "#1b2630", shape: "diamond", colorName: "Pink" },
  { color: "#F0E442", text: "#1b2630", shape: "hexagon", colorName: "Yellow" },
];

export function playerStyle(seat: number): PlayerStyle {
  return PLAYERS[seat % PLAYERS.length] ?? { color: "#777777", text: "#ffffff", shape: "circle", colorName: "Grey" };
}

export interface CategoryStyle { color: string; letter: string }

/** Building effect categories, colour-coded like the printed cards, plus a letter for colour-blind players. */
export const CATEGORIES: Readonly<Record<string, CategoryStyle>> = {
  Immediately: { color: "#2e8b57", letter: "I" },
  Anytime: { color: "#7b3fa0", letter: "A" },
  Whenever: { color: "#c77c00", letter: "W" },
  Once: { color: "#c0392b", letter: "O" },
  "Special ability": { color: "#1f6fb2", letter: "S" },
  "Victory points": { color: "#5b4636", letter: "V" },
};

export function categoryStyle(category: string): CategoryStyle {
  return CATEGORIES[category] ?? { color: "#777777", letter: "?" };
}

/**
 * The units the phone images are laid out in, those of the phone turn card they were made to
 * match (the bot no longer draws it): 960 px wide, text sized from the width, nothing below
 * 2.5% of it (24 px at 960), i.e. about 10 px on a phone showing it 400 px wide.
 */
export const CARD_WIDTH = 960;
const CARD_MIN_TEXT = Math.ceil(CARD_WIDTH * 0.025);
export const CARD_SIZE = { min: CARD_MIN_TEXT, body: 26, label: 28, heading: 32, title: 40 } as const;

/**
 * The phone images (the detail layouts of the board, harbor, scores and table), as tall as
 * their content: laid out in those units (CARD_WIDTH wide, CARD_SIZE text) and drawn scaled by
 * PHONE_SCALE to PHONE_WIDTH, so they read the same at a phone's 400 px (text at least 2.5% of
 * the width, 10 px there) in fewer pixels: a board stays well under 150 KB. Every text is at
 * least PHONE_MIN_TEXT, i.e. at least 9 px on a phone showing the image 400 px wide.
 */
export const PHONE_WIDTH = 720;
export const PHONE_SCALE = PHONE_WIDTH / CARD_WIDTH;
export const PHONE_MIN_TEXT = Math.ceil((PHONE_WIDTH * 9) / 400);

/**
 * The compact images (the default board, harbor and scores, and the turn picture): one size in
 * Discord's proportions, 11:7, so that a desktop shows it whole in its 550 x 350 box (at 62.5%)
 * and a phone column-wide without a capped height cutting it. Their text is sized for the
 * smaller of those previews: a phone fits it into 400 x 500, i.e. at 400/880 (45%), so every
 * text is at least COMPACT_MIN_TEXT px on the canvas, 8 px or more in either preview.
 */
export const COMPACT = { width: 880, height: 560 } as const;
/** The smallest scale Discord shows a compact image at inline: fitted into 550 x 350 (desktop) or 400 x 500 (phone). */
const COMPACT_PREVIEW_SCALE = Math.min(550 / COMPACT.width, 350 / COMPACT.height, 400 / COMPACT.width, 500 / COMPACT.height);
/** The smallest text of a compact image, in canvas px: 8 px at COMPACT_PREVIEW_SCALE (18 at 880 x 560). */
export const COMPACT_MIN_TEXT = Math.ceil(8 / COMPACT_PREVIEW_SCALE);
export const COMPACT_SIZE = { min: COMPACT_MIN_TEXT, body: COMPACT_MIN_TEXT + 2, label: COMPACT_MIN_TEXT + 4, heading: COMPACT_MIN_TEXT + 6, title: COMPACT_MIN_TEXT + 10 } as const;

/** Image sizes: the board images are wide (Discord crops square images on phones), at most 1600 px wide. */
export const IMAGE = {
  board: { width: 1600, height: 900 },
  harbor: { width: 1280, height: 720 },
  turn: { width: 1600, height: 900 },
  scores: { width: 1400 },
  /** The detail layouts of the board, harbor and scores (once named "phone") and the table of every player: as tall as their content. */
  phone: { width: PHONE_WIDTH },
  /** The default board, harbor and scores, and the turn picture. */
  compact: COMPACT,
} as const;
