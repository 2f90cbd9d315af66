// One player's harbor image: compact by default, the detail image for a phone, or the wide 1280x720 image.
import type { GameSummary, PlayerSummary } from "../src/engine/index.ts";
import { paintPng, type Ctx, type ImageOptions, type RenderOptions, around, colourName, ellipsize, localeOf, marker, measure, ownerName, playerName, possessive, seatSummary, text, wordsOf } from "./draw.ts";
import { renderHarborCompact } from "./harbor-compact.ts";
import { renderHarborPhone } from "./harbor-phone.ts";
import { drawCouncil, drawHarborGrid, drawPlayerStatus, drawTrack } from "./harbor-panels.ts";
import { COLOR, IMAGE, SIZE, font, playerStyle } from "./theme.ts";

/**
 * "Ann's harbor" in the image's language: English as it always was (squeezed to fit when long);
 * another language shortens the player's name to fit instead, never the words around it.
 */
function harborTitle(ctx: Ctx, seat: number, room: number, o: RenderOptions): string {
  const name = playerName(seat, o);
  if (localeOf(o) === "en") return `${possessive(name)} harbor`;
  const { before, after } = around((n) => wordsOf(o)("image.harbor.title", { name: n }));
  const f = font(SIZE.title, true);
  return `${before}${ellipsize(ctx, ownerName(name), room - measure(ctx, f, `${before}${after}`), SIZE.title, true)}${after}`;
}

/** Title strip of a harbor: whose it is, score so far, round. */
export function drawHarborTitle(ctx: Ctx, s: GameSummary, p: PlayerSummary, x: number, y: number, w: number, o: RenderOptions): void {
  const t = wordsOf(o);
  const st = playerStyle(p.seat);
  ctx.fillStyle = st.color; ctx.fillRect(x, y, 10, 44);
  marker(ctx, p.seat, x + 36, y + 22, 16);
  const first = p.seat === s.firstPlayer ? ` · ${t("image.layouts.firstPlayer")}` : "";
  const nw = text(ctx, harborTitle(ctx, p.seat, w * 0.5, o), x + 62, y + 32, { px: SIZE.title, bold: true, maxWidth: w * 0.5 });
  text(ctx, `${colourName(p.seat, o)}${first}`, x + 76 + nw, y + 32, { px: SIZE.body, color: COLOR.muted });
  text(ctx, t("image.harbor.vpSoFar", { vp: p.score }), x + w, y + 32, { px: SIZE.heading, bold: true, align: "right" });
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
    text(ctx, wordsOf(o)("image.layouts.roundPhase", { round: s.round, phase: wordsOf(o)(`image.phase.${s.phase}`) }), w - 16, 80, { px: SIZE.min, color: COLOR.muted, align: "right" });
    drawHarborGrid(ctx, p, 16, 66, 640, 336, o);
    drawPlayerStatus(ctx, p, 672, 90, w - 672 - 16, 312, o);
    drawTrack(ctx, p, 16, 414, w - 32, 142, o);
    drawCouncil(ctx, p, 16, 566, w - 32, h - 566 - 12, o);
  });
}
