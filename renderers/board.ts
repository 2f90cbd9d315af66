// The central board image. By default the compact picture of the Action board
// (./board-compact.ts); `layout: "detail"` draws everything on the Action board and the
// displays for a phone to open (./board-phone.ts), `layout: "wide"` the 1600x900 desktop image.
import type { GameSummary } from "../src/engine/index.ts";
import { drawActionSpaces, drawBanquet, drawDisplays, drawElderStacks, drawHeader, drawLegend, drawNewShares, drawShipSupply } from "./board-panels.ts";
import { renderBoardCompact } from "./board-compact.ts";
import { renderBoardPhone } from "./board-phone.ts";
import { paintPng, type ImageOptions, type RenderOptions } from "./draw.ts";
import { IMAGE } from "./theme.ts";

export async function renderBoard(s: GameSummary, o: ImageOptions = {}): Promise<Buffer> {
  switch (o.layout ?? "compact") {
    case "compact": return renderBoardCompact(s, o);
    case "wide": return renderBoardWide(s, o);
    case "detail": return renderBoardPhone(s, o);
  }
}

/** The wide board: 1600x900. */
async function renderBoardWide(s: GameSummary, o: RenderOptions = {}): Promise<Buffer> {
  const { width: w, height: h } = IMAGE.board;
  return paintPng(w, h, (ctx) => {
    const top = drawHeader(ctx, s, w, o) + 10;
    const bottom = h - 12;
    drawActionSpaces(ctx, s, 12, top, 500, bottom - top, o);
    const mx = 524;
    const mw = 380;
    drawBanquet(ctx, s, mx, top, mw, 116, o);
    drawNewShares(ctx, s, mx, top + 126, mw, 88, o);
    drawShipSupply(ctx, s, mx, top + 224, mw, 176, o);
    drawElderStacks(ctx, s, mx, top + 410, mw, 200, o);
    drawLegend(ctx, mx, top + 620, mw, bottom - top - 620, o);
    drawDisplays(ctx, s, 916, top, w - 916 - 12, bottom - top, o);
  });
}
