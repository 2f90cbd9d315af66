// The PNG encoder (renderers/png.ts) writes RGB rows compressed in bands and stitched into one
// zlib stream. A lenient decoder could hide a broken stream or checksum, so these tests decode
// strictly: every chunk's CRC, zlib's own inflate (which checks the combined Adler-32), and
// every pixel against the source.
import { crc32, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodeIndexedPng, encodePng, spareBufferBytes } from "../../renderers/png.ts";
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

  it("keeps spare row buffers for a few image sizes only, however many heights it has encoded (a render thread's memory stays flat)", async () => {
    const w = 64;
    for (let h = 10; h < 70; h++) await encodePng(Buffer.alloc(w * h * 4, 200), w, h);
    // Four sizes at most, two buffers each, of the largest rows encoded (w * 3 + 1 bytes per row).
    expect(spareBufferBytes()).toBeLessThanOrEqual(4 * 2 * (w * 3 + 1) * 69);
    expect(spareBufferBytes()).toBeGreaterThan(0);
  });

  it("gives the same bytes for the same pixels, also when several images are encoded at once", async () => {
    const a = picture(640, 360, 1);
    const b = picture(640, 360, 2);
    const [a1, b1, a2] = await Promise.all([encodePng(a, 640, 360), encodePng(b, 640, 360), encodePng(a, 640, 360)]);
    expect(a1.equals(a2)).toBe(true);
    expect(a1.equals(b1)).toBe(false);
  });

  it("writes a strictly valid palette PNG whose pixels are exactly the source's when it has at most 256 colours", async () => {
    const [w, h] = [301, 57];
    const rgba = Buffer.alloc(w * h * 4);
    for (let i = 0; i < w * h; i++) {
      const c = (i * 7919) % 200; // 200 colours, scattered
      rgba[i * 4] = c; rgba[i * 4 + 1] = (c * 3) & 0xff; rgba[i * 4 + 2] = 255 - c; rgba[i * 4 + 3] = 255;
    }
    const list = chunks(await encodeIndexedPng(rgba, w, h));
    expect(list.map((c) => c.type)).toEqual(["IHDR", "PLTE", "IDAT", "IEND"]);
    const ihdr = list[0]?.data ?? Buffer.alloc(0);
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([w, h, 8, 3]); // 8-bit indexed
    const plte = list[1]?.data ?? Buffer.alloc(0);
    expect(plte.length).toBe(200 * 3);
    const raw = inflateSync(list[2]?.data ?? Buffer.alloc(0));
    expect(raw.length).toBe(h * (w + 1));
    for (let y = 0; y < h; y++) {
      expect(raw[y * (w + 1)]).toBe(0);
      for (let x = 0; x < w; x++) {
        const k = raw[y * (w + 1) + 1 + x] ?? 0;
        const i = (y * w + x) * 4;
        if (plte[k * 3] !== rgba[i] || plte[k * 3 + 1] !== rgba[i + 1] || plte[k * 3 + 2] !== rgba[i + 2]) throw new Error(`pixel ${x},${y} differs`);
      }
    }
  });

  it("a palette PNG of more than 256 colours draws each pixel as a near palette colour", async () => {
    const rgba = picture(200, 100, 5);
    const list = chunks(await encodeIndexedPng(rgba, 200, 100));
    const plte = list[1]?.data ?? Buffer.alloc(0);
    expect(plte.length).toBe(256 * 3);
    const raw = inflateSync(list[2]?.data ?? Buffer.alloc(0));
    expect(raw.length).toBe(100 * 201);
    const counts = new Map<string, number>();
    for (let i = 0; i < 200 * 100; i++) { const key = `${rgba[i * 4]},${rgba[i * 4 + 1]},${rgba[i * 4 + 2]}`; counts.set(key, (counts.get(key) ?? 0) + 1); }
    const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const inPalette = new Set<string>();
    for (let k = 0; k < 256; k++) inPalette.add(`${plte[k * 3]},${plte[k * 3 + 1]},${plte[k * 3 + 2]}`);
    expect(top && inPalette.has(top)).toBe(true); // the most frequent colour is kept exactly
  });
});
