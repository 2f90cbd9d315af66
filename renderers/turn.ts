// The wide turn image: the Action board as it now stands, what the acting player just did,
// and that player's harbor, in one 1600x900 picture. (The post after a turn shows the compact
// turn picture, turn-picture.ts.)
import type { GameSummary, LogEntry } from "../src/engine/index.ts";
import { drawActionSpaces, drawBanquet, drawElderStacks, drawHeader, drawNewShares, drawShipSupply } from "./board-panels.ts";
import { paintPng, type Ctx, type RenderOptions, localeOf, named, panel, playerName, text, wordsOf, wrap, seatSummary } from "./draw.ts";
import { speak } from "../src/i18n/speak.ts";
import { drawHarborTitle } from "./harbor.ts";
import { drawCouncil, drawHarborGrid, drawPlayerStatusCompact, drawTrack } from "./harbor-panels.ts";
import { COLOR, IMAGE, SIZE } from "./theme.ts";

/** The acting player's latest run of log entries: what they did on this turn. */
function lastTurnLog(s: GameSummary, seat: number): LogEntry[] {
  const out: LogEntry[] = [];
  for (let i = s.log.length - 1; i >= 0; i--) {
    const e = s.log[i];
    if (!e) break;
    if (e.seat !== seat) { if (out.length) break; continue; }
    out.unshift(e);
  }
  return out;
}

/**
 * The entries that fit in `lines` lines of wrapped text, most recent kept whole, and how many
 * earlier entries were left for /log (said on the first line when any were).
 */
function recentEntries<T>(entries: readonly T[], linesOf: (e: T) => number, lines: number): { shown: T[]; earlier: number } {
  const shown: T[] = [];
  let used = 0;
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (e === undefined) break;
    const n = linesOf(e);
    const room = i > 0 ? lines - 1 : lines; // keep a line for "+N earlier lines in /log"
    if (used + n > room && shown.length) break;
    shown.unshift(e);
    used += n;
  }
  return { shown, earlier: entries.length - shown.length };
}

/** "+3 earlier lines in /log", in `o.language` (English unless told). */
function earlierNote(n: number, o: RenderOptions = {}): string {
  return wordsOf(o)("image.card.earlier", { count: n });
}

function drawThisTurn(ctx: Ctx, s: GameSummary, seat: number, x: number, y: number, w: number, h: number, o: RenderOptions): void {
  const t = wordsOf(o);
  const locale = localeOf(o);
  panel(ctx, x, y, w, h, t("image.card.thisTurn"));
  const lineH = 20;
  const maxLines = Math.floor((h - 44) / lineH);
  // Each entry in the image's language: from its message (names put in) where it has one.
  const said = (e: LogEntry): string => (locale === "en" || !e.say ? named(e.text, o) : speak(locale, e.say, (n) => playerName(n, o)));
  const wrapped = lastTurnLog(s, seat).map((e) => wrap(ctx, said(e), w - 28, SIZE.min));
  const { shown, earlier } = recentEntries(wrapped, (l) => l.length, maxLines);
  const lines = [...(earlier ? [earlierNote(earlier, o)] : []), ...shown.flat()];
  if (!lines.length) text(ctx, t("image.card.nothingYet"), x + 14, y + 58, { px: SIZE.min, color: COLOR.muted });
  lines.forEach((l, i) => text(ctx, l, x + 14, y + 56 + i * lineH, { px: SIZE.min, color: earlier && i === 0 ? COLOR.muted : COLOR.ink }));
}

export async function renderTurn(s: GameSummary, seat: number, o: RenderOptions = {}): Promise<Buffer> {
  const p = seatSummary(s, seat);
  const { width: w, height: h } = IMAGE.turn;
  return paintPng(w, h, (ctx) => {
    const top = drawHeader(ctx, s, w, o) + 10;
    const bottom = h - 12;
    drawActionSpaces(ctx, s, 12, top, 460, bottom - top, o);
    const mx = 482;
    const mw = 310;
    drawThisTurn(ctx, s, seat, mx, top, mw, 184, o);
    drawBanquet(ctx, s, mx, top + 194, mw, 100, o);
    drawNewShares(ctx, s, mx, top + 304, mw, 80, o);
    drawShipSupply(ctx, s, mx, top + 394, mw, 170, o);
    drawElderStacks(ctx, s, mx, top + 574, mw, bottom - top - 574, o);
    const hx = 804;
    const hw = w - hx - 12;
    drawHarborTitle(ctx, s, p, hx, top - 4, hw, o);
    drawHarborGrid(ctx, p, hx, top + 46, hw, 264, o);
    drawTrack(ctx, p, hx, top + 320, hw, 118, o);
    drawCouncil(ctx, p, hx, top + 448, hw, 104, o);
    drawPlayerStatusCompact(ctx, p, hx, top + 562, hw, bottom - top - 562, o);
  });
}
