// A fast PNG encoder for our opaque images. Skia's PNG encoder (canvas.encode) spends most
// of an image's time compressing hard; flat board graphics compress well enough with
// zlib level 1 and no row filter at a fraction of the cost (files ~1.5x larger, still small).
// The images are opaque, so they are written as RGB: a quarter less to compress.
//
// The rows are compressed in PIECES bands at once on libuv's thread pool, each band its own
// zlib stream cut at a byte-aligned sync-flush point, then stitched into one zlib stream
// (the Adler-32 checksums combined), as pigz does. The band count is fixed, so the same
// pixels always give the same bytes on every machine.
import { endianness } from "node:os";
import * as zlib from "node:zlib";
import { constants, createDeflate, deflate } from "node:zlib";
import { promisify } from "node:util";

const deflateAsync = promisify(deflate);

const PIECES = 2;
const LEVEL = 1;
/** Output buffer per zlib call: big enough that a band compresses in one trip to the thread pool. */
const CHUNK = 256 * 1024;

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** CRC-32 of a chunk's type and data: zlib's native one where Node has it (20.15+), else a table. */
function crc32(buf: Uint8Array): number {
  if (typeof zlib.crc32 === "function") return zlib.crc32(buf) >>> 0;
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = (CRC_TABLE[(c ^ (buf[i] ?? 0)) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SYNC_MARK = Buffer.from([0x00, 0x00, 0xff, 0xff]);

/** One band compressed: its deflate blocks (no zlib header, no checksum), the band's Adler-32 and length. */
interface Piece { blocks: Buffer; adler: number; length: number }

/**
 * Compress one band as a zlib stream. A middle band is cut at a Z_SYNC_FLUSH (which ends on a
 * byte boundary with an empty stored block and leaves the stream open); the stream is then
 * finished only to read the band's Adler-32 from its trailer. The last band is kept whole.
 * Resolves to null if the cut is not where it should be (then the image is compressed whole).
 */
function compressBand(data: Buffer, last: boolean, level = LEVEL): Promise<Piece | null> {
  return new Promise((resolve, reject) => {
    const d = createDeflate({ level, chunkSize: CHUNK });
    const out: Buffer[] = [];
    let cut: Buffer | null = null;
    d.on("data", (b: Buffer) => out.push(b));
    d.on("error", reject);
    d.on("end", () => {
      const all = Buffer.concat(out);
      const adler = all.readUInt32BE(all.length - 4);
      if (last) resolve({ blocks: all.subarray(2, all.length - 4), adler, length: data.length });
      else if (cut && cut.length >= 6 && cut.subarray(cut.length - 4).equals(SYNC_MARK) && all.subarray(0, cut.length).equals(cut)) {
        resolve({ blocks: cut.subarray(2), adler, length: data.length });
      } else resolve(null);
    });
    d.write(data);
    if (last) d.end();
    else d.flush(constants.Z_SYNC_FLUSH, () => { cut = Buffer.concat(out); d.end(); });
  });
}

const ADLER_BASE = 65521;

/** Adler-32 of A followed by B from adler(A), adler(B) and B's length (zlib's adler32_combine). */
function adlerCombine(a: number, b: number, lengthB: number): number {
  const rem = lengthB % ADLER_BASE;
  let sum1 = a & 0xffff;
  let sum2 = (rem * sum1) % ADLER_BASE;
  sum1 += (b & 0xffff) + ADLER_BASE - 1;
  sum2 += ((a >>> 16) & 0xffff) + ((b >>> 16) & 0xffff) + ADLER_BASE - rem;
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE;
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE;
  if (sum2 >= ADLER_BASE * 2) sum2 -= ADLER_BASE * 2;
  if (sum2 >= ADLER_BASE) sum2 -= ADLER_BASE;
  return (sum1 | (sum2 << 16)) >>> 0;
}

/** Stitch compressed bands into one zlib stream: header, each band's blocks, the combined Adler-32. */
function stitch(pieces: readonly Piece[]): Buffer {
  let adler = 1; // Adler-32 of nothing
  for (const p of pieces) adler = adlerCombine(adler, p.adler, p.length);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(adler, 0);
  return Buffer.concat([Buffer.from([0x78, 0x01]), ...pieces.map((p) => p.blocks), trailer]);
}

/**
 * Row buffers, reused: a fresh 4.3 MB buffer per image costs page faults, at times very slow
 * ones on this VM. Each is held only while its image is being compressed. Kept for the few
 * sizes drawn last (the least recently used size goes): images vary in height (a detail image, a
 * score table), and a pair kept for every height ever drawn grew a render thread's memory by
 * megabytes an hour (issue 34).
 */
const spare = new Map<number, Buffer[]>();
const MAX_SPARE = 2;
const MAX_SPARE_SIZES = 4;

function takeBuffer(size: number): Buffer {
  return spare.get(size)?.pop() ?? Buffer.allocUnsafe(size);
}

function giveBack(buf: Buffer): void {
  const list = spare.get(buf.length) ?? [];
  if (list.length < MAX_SPARE) list.push(buf);
  // Most recently used last (a Map keeps insertion order).
  spare.delete(buf.length);
  spare.set(buf.length, list);
  if (spare.size > MAX_SPARE_SIZES) {
    const oldest = spare.keys().next();
    if (!oldest.done) spare.delete(oldest.value);
  }
}

/** The bytes held in spare row buffers (for the tests). */
export function spareBufferBytes(): number {
  let bytes = 0;
  for (const list of spare.values()) for (const b of list) bytes += b.length;
  return bytes;
}

const LITTLE_ENDIAN = endianness() === "LE";

/**
 * Rows y0..y1-1 as the PNG wants them, at their place in `out`: a filter byte (0, None: zlib's
 * own matching finds the flat areas) and the pixels as RGB. Every pixel is opaque, so alpha is
 * dropped: a quarter less to compress, which saves zlib more time than the packing takes.
 * Four pixels at a time as three 32-bit words where the platform allows.
 */
function packRows(rgba: Buffer, w: number, y0: number, y1: number, out: Buffer): void {
  const rowBytes = w * 3 + 1;
  if (LITTLE_ENDIAN && rgba.byteOffset % 4 === 0) {
    const px = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.length >> 2);
    const dv = new DataView(out.buffer, out.byteOffset, out.length);
    const quads = w >> 2;
    for (let y = y0; y < y1; y++) {
      let o = y * rowBytes;
      let i = y * w;
      out[o++] = 0;
      for (let q = 0; q < quads; q++) {
        const p0 = px[i] ?? 0, p1 = px[i + 1] ?? 0, p2 = px[i + 2] ?? 0, p3 = px[i + 3] ?? 0;
        dv.setUint32(o, (p0 & 0xffffff) | (p1 << 24), true);
        dv.setUint32(o + 4, ((p1 >>> 8) & 0xffff) | (p2 << 16), true);
        dv.setUint32(o + 8, ((p2 >>> 16) & 0xff) | (p3 << 8), true);
        o += 12;
        i += 4;
      }
      for (let x = quads * 4; x < w; x++, i++) {
        out[o++] = rgba[i * 4] ?? 0; out[o++] = rgba[i * 4 + 1] ?? 0; out[o++] = rgba[i * 4 + 2] ?? 0;
      }
    }
    return;
  }
  for (let y = y0; y < y1; y++) {
    let o = y * rowBytes;
    out[o++] = 0;
    for (let i = y * w * 4, end = (y + 1) * w * 4; i < end; i += 4) {
      out[o++] = rgba[i] ?? 0; out[o++] = rgba[i + 1] ?? 0; out[o++] = rgba[i + 2] ?? 0;
    }
  }
}

/**
 * Encode opaque RGBA pixels (w x h, rows packed) as an RGB PNG (no row filter, zlib level 1).
 * Each band is handed to the thread pool as soon as it is packed, so packing the next band
 * overlaps compressing this one.
 */
export async function encodePng(rgba: Buffer, w: number, h: number): Promise<Buffer> {
  if (rgba.length !== w * h * 4) throw new RangeError(`expected ${w}x${h} RGBA pixels, got ${rgba.length} bytes`);
  const rowBytes = w * 3 + 1;
  const raw = takeBuffer(rowBytes * h);
  let done = false;
  try {
    const per = Math.ceil(h / PIECES);
    const bands: Promise<Piece | null>[] = [];
    for (let y = 0; y < h; y += per) {
      const y1 = Math.min(h, y + per);
      packRows(rgba, w, y, y1, raw);
      bands.push(compressBand(raw.subarray(y * rowBytes, y1 * rowBytes), y1 === h));
    }
    const pieces = (await Promise.all(bands)).filter((p): p is Piece => p !== null);
    const idat = pieces.length === bands.length ? stitch(pieces) : await deflateAsync(raw, { level: LEVEL });
    done = true;
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(w, 0);
    ihdr.writeUInt32BE(h, 4);
    ihdr[8] = 8; // bit depth
    ihdr[9] = 2; // truecolour (RGB)
    return Buffer.concat([SIGNATURE, chunk("IHDR", ihdr), chunk("IDAT", idat), chunk("IEND", Buffer.alloc(0))]);
  } finally {
    if (done) giveBack(raw); // after a failure a band may still be reading it
  }
}

// ---- Indexed (palette) PNGs ---------------------------------------------------
// The compact and phone images are flat colours and anti-aliased text: their few thousand
// colours fit a 256-colour palette with no visible change, and one byte a pixel instead of
// three makes the file about a third as big (turn posts are the game's most frequent image).

/** Colours a palette holds at most (8-bit indexed PNG). */
const PALETTE_SIZE = 256;

/** 0xRRGGBB of a pixel read as a little- or big-endian 32-bit RGBA word. */
function rgbOf(word: number): number {
  return LITTLE_ENDIAN ? ((word & 0xff) << 16) | (word & 0xff00) | ((word >>> 16) & 0xff) : word >>> 8;
}

/**
 * Counts (or any number) by 32-bit pixel word: open addressing over typed arrays, several
 * times faster than a Map for the hundred thousand lookups of an image.
 */
class WordTable {
  private bits = 12;
  private keys = new Uint32Array(1 << this.bits);
  private vals = new Float64Array(1 << this.bits);
  private used = new Uint8Array(1 << this.bits);
  size = 0;

  private slot(word: number): number {
    const mask = (1 << this.bits) - 1;
    let i = Math.imul(word, 0x9e3779b1) >>> (32 - this.bits);
    while (this.used[i] && this.keys[i] !== word) i = (i + 1) & mask;
    return i;
  }

  add(word: number, n: number): void {
    const i = this.slot(word);
    if (this.used[i]) { this.vals[i] = (this.vals[i] ?? 0) + n; return; }
    this.used[i] = 1; this.keys[i] = word; this.vals[i] = n; this.size++;
    if (this.size * 2 > this.keys.length) this.grow();
  }

  get(word: number): number {
    const i = this.slot(word);
    return this.used[i] ? this.vals[i] ?? 0 : 0;
  }

  set(word: number, v: number): void {
    const i = this.slot(word);
    if (!this.used[i]) { this.used[i] = 1; this.keys[i] = word; this.size++; }
    this.vals[i] = v;
    if (this.size * 2 > this.keys.length) this.grow();
  }

  entries(): [number, number][] {
    const out: [number, number][] = [];
    for (let i = 0; i < this.keys.length; i++) if (this.used[i]) out.push([this.keys[i] ?? 0, this.vals[i] ?? 0]);
    return out;
  }

  private grow(): void {
    const old = this.entries();
    this.bits++;
    this.keys = new Uint32Array(1 << this.bits);
    this.vals = new Float64Array(1 << this.bits);
    this.used = new Uint8Array(1 << this.bits);
    this.size = 0;
    for (const [k, v] of old) this.set(k, v);
  }
}

/**
 * The image as runs of one pixel word within a row (most rows are a few long flat runs):
 * each run's word and length, in reused buffers.
 */
let runWords = new Uint32Array(0);
let runLengths = new Uint32Array(0);

function toRuns(px: Uint32Array, w: number, h: number): number {
  if (runWords.length < px.length) { runWords = new Uint32Array(px.length); runLengths = new Uint32Array(px.length); }
  let n = 0;
  for (let y = 0, i = 0; y < h; y++) {
    const end = i + w;
    while (i < end) {
      const p = px[i] ?? 0;
      let j = i + 1;
      while (j < end && px[j] === p) j++;
      runWords[n] = p;
      runLengths[n] = j - i;
      n++;
      i = j;
    }
  }
  return n;
}

/**
 * The palette for these runs: every colour when there are at most 256, else the 256 most
 * frequent (flat fills and the common steps of text edges); every other colour is drawn as
 * its nearest palette colour. Returns the palette (0xRRGGBB) and each pixel word's index.
 */
function choosePalette(runs: number): { palette: number[]; index: WordTable } {
  const counts = new WordTable();
  for (let k = 0; k < runs; k++) counts.add(runWords[k] ?? 0, runLengths[k] ?? 0);
  const words = counts.entries();
  // Words to colours (alpha is ignored: the images are opaque).
  const byColour = new Map<number, number>();
  for (const [word, n] of words) { const c = rgbOf(word); byColour.set(c, (byColour.get(c) ?? 0) + n); }
  const ranked = [...byColour.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([c]) => c);
  const palette = ranked.slice(0, PALETTE_SIZE);
  const colourIndex = new Map<number, number>();
  palette.forEach((c, i) => colourIndex.set(c, i));
  // Every other colour takes its nearest palette colour (the least weighted distance; the
  // lowest index on a tie). The images have thousands of such edge colours, so instead of
  // trying all 256 for each, the palette is searched in order of green from the colour's own
  // green outwards, stopping where green alone is already farther than the best so far: the
  // same answer as trying them all, in a few dozen tries.
  const n = palette.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((x, y) => (((palette[x] ?? 0) >>> 8) & 0xff) - (((palette[y] ?? 0) >>> 8) & 0xff) || x - y);
  const oi = Int32Array.from(order);
  const or = new Int32Array(n), og = new Int32Array(n), ob = new Int32Array(n);
  order.forEach((i, k) => { const q = palette[i] ?? 0; or[k] = q >>> 16; og[k] = (q >>> 8) & 0xff; ob[k] = q & 0xff; });
  for (let k = PALETTE_SIZE; k < ranked.length; k++) {
    const c = ranked[k] ?? 0;
    const r = c >>> 16, g = (c >>> 8) & 0xff, b = c & 0xff;
    // The first palette position whose green is at least g.
    let lo = 0;
    let hi = n;
    while (lo < hi) { const m = (lo + hi) >>> 1; if ((og[m] ?? 0) < g) lo = m + 1; else hi = m; }
    let best = 0;
    let bestD = Infinity;
    // Upwards from lo, then downwards from lo - 1; the same test both ways, written out (no
    // closure: this runs for every edge colour).
    for (let j = lo; j < n; j++) {
      const dg = g - (og[j] ?? 0), dr = r - (or[j] ?? 0), db = b - (ob[j] ?? 0);
      if (4 * dg * dg > bestD) break;
      const d = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
      const i = oi[j] ?? 0;
      if (d < bestD || (d === bestD && i < best)) { bestD = d; best = i; }
    }
    for (let j = lo - 1; j >= 0; j--) {
      const dg = g - (og[j] ?? 0), dr = r - (or[j] ?? 0), db = b - (ob[j] ?? 0);
      if (4 * dg * dg > bestD) break;
      const d = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
      const i = oi[j] ?? 0;
      if (d < bestD || (d === bestD && i < best)) { bestD = d; best = i; }
    }
    colourIndex.set(c, best);
  }
  const index = new WordTable();
  for (const [word] of words) index.set(word, colourIndex.get(rgbOf(word)) ?? 0);
  return { palette, index };
}

/** Level for palette images: one byte a pixel leaves zlib little to do, so it can afford to look harder (4: within 4% of level 6's size in half the time). */
const INDEXED_LEVEL = 4;

/**
 * Encode opaque RGBA pixels as an 8-bit palette PNG (no row filter). Exact when the image has
 * at most 256 colours; otherwise the rarest colours (edge pixels of text) take their nearest
 * palette colour. Deterministic: the same pixels give the same bytes.
 */
export async function encodeIndexedPng(rgba: Buffer, w: number, h: number): Promise<Buffer> {
  if (rgba.length !== w * h * 4) throw new RangeError(`expected ${w}x${h} RGBA pixels, got ${rgba.length} bytes`);
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : Buffer.from(rgba);
  const px = new Uint32Array(aligned.buffer, aligned.byteOffset, w * h);
  const runs = toRuns(px, w, h);
  const { palette, index } = choosePalette(runs);
  const raw = Buffer.allocUnsafe((w + 1) * h);
  let prev = -1;
  let at = 0;
  for (let k = 0, x = w, o = 0; k < runs; k++) {
    if (x === w) { raw[o++] = 0; x = 0; } // each row starts with its filter byte (0, None)
    const p = runWords[k] ?? 0;
    const n = runLengths[k] ?? 0;
    if (p !== prev) { prev = p; at = index.get(p); }
    if (n > 8) raw.fill(at, o, o + n); else for (let e = o + n, q = o; q < e; q++) raw[q] = at;
    o += n;
    x += n;
  }
  // Two bands at once on the thread pool, stitched into one stream, as encodePng does.
  const cut = Math.ceil(h / 2) * (w + 1);
  const bands = await Promise.all([compressBand(raw.subarray(0, cut), false, INDEXED_LEVEL), compressBand(raw.subarray(cut), true, INDEXED_LEVEL)]);
  const pieces = bands.filter((b): b is Piece => b !== null);
  const idat = pieces.length === 2 && cut < raw.length ? stitch(pieces) : await deflateAsync(raw, { level: INDEXED_LEVEL });
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 3; // indexed colour
  const plte = Buffer.alloc(palette.length * 3);
  palette.forEach((c, i) => { plte[i * 3] = c >>> 16; plte[i * 3 + 1] = (c >>> 8) & 0xff; plte[i * 3 + 2] = c & 0xff; });
  return Buffer.concat([SIGNATURE, chunk("IHDR", ihdr), chunk("PLTE", plte), chunk("IDAT", idat), chunk("IEND", Buffer.alloc(0))]);
}
