// The PNG encoder (renderers/png.ts) writes RGB rows compressed in bands and stitched into one
// zlib stream. A lenient decoder could hide a broken stream or checksum, so these tests decode
// strictly: every chunk's CRC, zlib's own inflate (which checks the combined Adler-32), and
// every pixel against the source.
import { crc32, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodePng } from "../../renderers/png.ts";
import { lcg } from "../engine/helpers.ts";

function chunks(png: Buffer): { type: string; data: Buffer }[] {
  const out: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString("ascii", at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `CRC of ${type}`).toBe(crc32(png.subarray(at + 4, at + 8 + length)) >>> 0);
    out.push({ type, data });
    at += 12 + length;
  }
  return out;
}

/** Opaque pixels: flat areas (as the renderers draw) and some noise, so every band has work. */
function picture(w: number, h: number, seed: number): Buffer {
  const rand = lcg(seed);
  const rgba = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const noisy = (x * 7 + y * 3) % 11 === 0;
      rgba[i] = noisy ? Math.floor(rand() * 256) : (x >> 4) & 0xff;
      rgba[i + 1] = noisy ? Math.floor(rand() * 256) : (y >> 3) & 0xff;
      rgba[i + 2] = (x ^ y) & 0xff;
      rgba[i + 3] = 255;
    }
  }
  return rgba;
}

describe("the PNG encoder", () => {
  for (const [w, h] of [[1600, 900], [1280, 720], [333, 7], [1, 1]] as const) {
    it(`writes a strictly valid PNG whose pixels are exactly the source's (${w}x${h})`, async () => {
      const rgba = picture(w, h, w + h);
      const png = await encodePng(rgba, w, h);
      const list = chunks(png);
      expect(list.map((c) => c.type)).toEqual(["IHDR", ...list.slice(1, -1).map(() => "IDAT"), "IEND"]);
      const ihdr = list[0]?.data ?? Buffer.alloc(0);
      expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([w, h, 8, 2]); // 8-bit RGB
      const raw = inflateSync(Buffer.concat(list.filter((c) => c.type === "IDAT").map((c) => c.data)));
      expect(raw.length).toBe(h * (w * 3 + 1));
      for (let y = 0; y < h; y++) {
        const row = raw.subarray(y * (w * 3 + 1), (y + 1) * (w * 3 + 1));
        expect(row[0]).toBe(0);
        for (let x = 0; x < w; x++) {
          const i = (y * w + x) * 4;
          const o = 1 + x * 3;
          if (row[o] !== rgba[i] || row[o + 1] !== rgba[i + 1] || row[o + 2] !== rgba[i + 2]) {
            throw new Error(`pixel ${x},${y} differs`);
          }
        }
      }
    });
  }

  it("gives the same bytes for the same pixels, also when several images are encoded at once", async () => {
    const a = picture(640, 360, 1);
    const b = picture(640, 360, 2);
    const [a1, b1, a2] = await Promise.all([encodePng(a, 640, 360), encodePng(b, 640, 360), encodePng(a, 640, 360)]);
    expect(a1.equals(a2)).toBe(true);
    expect(a1.equals(b1)).toBe(false);
  });
});
