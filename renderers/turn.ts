// The image posted after every turn: the Action board as it now stands, what the acting
// player just did, and that player's harbor, in one wide 1600x900 picture.
import type { GameSummary, LogEntry } from "../src/engine/index.ts";
import { drawActionSpaces, drawBanquet, drawElderStacks, drawHeader, drawNewShares, drawShipSupply } from "./board-panels.ts";
import { paintPng, type Ctx, type RenderOptions, panel, text, wrap } from "./draw.ts";
import { drawHarborTitle, seatSummary } from "./harbor.ts";
import { drawCouncil, drawHarborGrid, drawPlayerStatusCompact, drawTrack } from "./harbor-panels.ts";
import { COLOR, IMAGE, SIZE } from "./theme.ts";

/** The acting player's latest run of log entries: what they did on this turn. */
export function lastTurnLog(s: GameSummary, seat: number): LogEntry[] {
  const out: LogEntry[] = [];
  for (let i = s.log.length - 1; i >= 0; i--) {
    const e = s.log[i];
    if (!e) break;
    if (e.seat !== seat) { if (out.length) break; continue; }
    out.unshift(e);
  }
  return out;
}

function drawThisTurn(ctx: Ctx, s: GameSummary, seat: number, x: number, y: number, w: number, h: number): void {
  panel(ctx, x, y, w, h, "This turn");
  const lineH = 20;
  const maxLines = Math.floor((h - 44) / lineH);
  const lines = lastTurnLog(s, seat).flatMap((e) => wrap(ctx, e.text, w - 28, 3, SIZE.min));
  const shown = lines.slice(-maxLines);
  if (!shown.length) text(ctx, "Nothing yet.", x + 14, y + 58, { px: SIZE.min, color: COLOR.muted });
  shown.forEach((l, i) => text(ctx, l, x + 14, y + 56 + i * lineH, { px: SIZE.min, maxWidth: w - 28 }));
}

export async function renderTurn(s: GameSummary, seat: number, o: RenderOptions = {}): Promise<Buffer> {
  const p = seatSummary(s, seat);
  const { width: w, height: h } = IMAGE.turn;
  return paintPng(w, h, (ctx) => {
    const top = drawHeader(ctx, s, w, o) + 10;
    const bottom = h - 12;
    drawActionSpaces(ctx, s, 12, top, 460, bottom - top);
    const mx = 482;
    const mw = 310;
    drawThisTurn(ctx, s, seat, mx, top, mw, 184);
    drawBanquet(ctx, s, mx, top + 194, mw, 100);
    drawNewShares(ctx, s, mx, top + 304, mw, 80);
    drawShipSupply(ctx, s, mx, top + 394, mw, 170);
    drawElderStacks(ctx, s, mx, top + 574, mw, bottom - top - 574);
    const hx = 804;
    const hw = w - hx - 12;
    drawHarborTitle(ctx, s, p, hx, top - 4, hw, o);
    drawHarborGrid(ctx, p, hx, top + 46, hw, 264);
    drawTrack(ctx, p, hx, top + 320, hw, 118);
    drawCouncil(ctx, p, hx, top + 448, hw, 104);
    drawPlayerStatusCompact(ctx, p, hx, top + 562, hw, bottom - top - 562);
  });
}
