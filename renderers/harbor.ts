// One player's harbor image: compact by default, the detail image for a phone, or the wide 1280x720 image.
import type { GameSummary, PlayerSummary } from "../src/engine/index.ts";
import { phaseLabel } from "./board-panels.ts";
import { paintPng, type Ctx, type ImageOptions, type RenderOptions, marker, playerName, possessive, seatSummary, text } from "./draw.ts";
import { renderHarborCompact } from "./harbor-compact.ts";
import { renderHarborPhone } from "./harbor-phone.ts";
import { drawCouncil, drawHarborGrid, drawPlayerStatus, drawTrack } from "./harbor-panels.ts";
import { COLOR, IMAGE, SIZE, playerStyle } from "./theme.ts";

/** Title strip of a harbor: whose it is, score so far, round. */
export function drawHarborTitle(ctx: Ctx, s: GameSummary, p: PlayerSummary, x: number, y: number, w: number, o: RenderOptions): void {
  const st = playerStyle(p.seat);
  ctx.fillStyle = st.color; ctx.fillRect(x, y, 10, 44);
  marker(ctx, p.seat, x + 36, y + 22, 16);
  const first = p.seat === s.firstPlayer ? " · First Player" : "";
  const nw = text(ctx, `${possessive(playerName(p.seat, o))} harbor`, x + 62, y + 32, { px: SIZE.title, bold: true, maxWidth: w * 0.5 });
  text(ctx, `${st.colorName}${first}`, x + 76 + nw, y + 32, { px: SIZE.body, color: COLOR.muted });
  text(ctx, `${p.score} VP so far`, x + w, y + 32, { px: SIZE.heading, bold: true, align: "right" });
}

/** One player's harbor: compact (./harbor-compact.ts) unless `layout: "detail"` (./harbor-phone.ts) or `"wide"` (1280x720). */
export async function renderHarbor(s: GameSummary, seat: number, o: ImageOptions = {}): Promise<Buffer> {
  switch (o.layout ?? "compact") {
    case "compact": return renderHarborCompact(s, seat, o);
    case "wide": return renderHarborWide(s, seat, o);
    case "detail": return renderHarborPhone(s, seat, o);
  }
}

async function renderHarborWide(s: GameSummary, seat: number, o: RenderOptions = {}): Promise<Buffer> {
  const p = seatSummary(s, seat);
  const { width: w, height: h } = IMAGE.harbor;
  return paintPng(w, h, (ctx) => {
    drawHarborTitle(ctx, s, p, 0, 12, w - 16, o);
    text(ctx, `Round ${s.round} · ${phaseLabel(s.phase)}`, w - 16, 80, { px: SIZE.min, color: COLOR.muted, align: "right" });
    drawHarborGrid(ctx, p, 16, 66, 640, 336);
    drawPlayerStatus(ctx, p, 672, 90, w - 672 - 16, 312);
    drawTrack(ctx, p, 16, 414, w - 32, 142);
    drawCouncil(ctx, p, 16, 566, w - 32, h - 566 - 12);
  });
}
