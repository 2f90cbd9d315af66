// Text drawn into images in Japanese (issue 37): kana and kanji come out as their own glyphs from
// the bundled Noto Sans JP (registered when a text first needs it), not as empty boxes, and Latin
// text beside them keeps Noto Sans.
import { describe, expect, it } from "vitest";
import { loadImage } from "@napi-rs/canvas";
import { paintPng, text } from "../../renderers/draw.ts";

/** The pixels of one short text drawn alone, black on white. */
async function drawn(s: string): Promise<Uint8ClampedArray> {
  const png = await paintPng(160, 60, (ctx) => {
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, 160, 60);
    text(ctx, s, 10, 42, { px: 32, color: "#000000" });
  });
  const image = await loadImage(png);
  const { createCanvas } = await import("@napi-rs/canvas");
  const c = createCanvas(image.width, image.height);
  const ctx = c.getContext("2d");
  ctx.drawImage(image, 0, 0);
  return ctx.getImageData(0, 0, image.width, image.height).data;
}

const inked = (px: Uint8ClampedArray): number => { let n = 0; for (let i = 0; i < px.length; i += 4) if ((px[i] ?? 255) < 128) n++; return n; };

describe("Japanese text in images", () => {
  it("draws two different kanji as two different glyphs (a missing font draws the same empty box for both)", async () => {
    const elder = await drawn("長老");
    const share = await drawn("株券");
    expect(inked(elder)).toBeGreaterThan(100);
    expect(inked(share)).toBeGreaterThan(100);
    expect(Buffer.from(elder).equals(Buffer.from(share))).toBe(false);
  });

  it("draws kana as glyphs too, and different kana differently", async () => {
    expect(Buffer.from(await drawn("フェイズ")).equals(Buffer.from(await drawn("ボード")))).toBe(false);
    expect(inked(await drawn("フェイズ"))).toBeGreaterThan(100);
  });
});
