// PNG helpers for renderer tests: header checks and a tolerant pixel comparison.
import { createCanvas, loadImage } from "@napi-rs/canvas";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk; throws when the buffer is not a PNG. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.length < 24 || !png.subarray(0, 8).equals(SIGNATURE) || png.toString("ascii", 12, 16) !== "IHDR") {
    throw new Error("not a PNG");
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function pixels(png: Buffer): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const img = await loadImage(png);
  const canvas = createCanvas(img.width, img.height);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(img, 0, 0);
  return { width: img.width, height: img.height, data: ctx.getImageData(0, 0, img.width, img.height).data };
}

/**
 * Fraction of pixels whose colour differs by more than `tolerance` (0-255) in any channel.
 * Different sizes count as entirely different.
 */
export async function differingFraction(a: Buffer, b: Buffer, tolerance = 40): Promise<number> {
  const [x, y] = await Promise.all([pixels(a), pixels(b)]);
  if (x.width !== y.width || x.height !== y.height) return 1;
  let differing = 0;
  for (let i = 0; i < x.data.length; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (Math.abs((x.data[i + c] ?? 0) - (y.data[i + c] ?? 0)) > tolerance) { differing++; break; }
    }
  }
  return differing / (x.width * x.height);
}
