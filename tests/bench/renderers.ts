// Renderer benchmark: for every image, at 2, 3, 4 and 5 players with 32-character names, its
// size, its smallest text as a player sees it inline (the image fitted into Discord's 550 x 350
// desktop box and into a phone's 400 x 500; target at least 8 px for the images posted by
// default), the median time to render it (drawing and PNG encoding) and its bytes, from a
// mid-game engine state (the scores from the end of a game). The images posted by default
// come first: the turn picture, and the compact board, harbor, scores and table of every
// player (each < 30 ms, < 100 KB) and /profile's rating chart; then the older images for
// comparison: the detail (phone) board, harbor, scores and table (< 150 KB), the cheat sheet
// and the wide images (harbor < 30 ms, board < 50 ms, turn < 60 ms). Last, the turn picture's
// bytes per turn post over a whole seeded game (target < 100 KB).
import { finalScores, pendingSeats, summarize } from "../../src/engine/index.ts";
import type { GameSummary, PlayerCount, ScoreSheet } from "../../src/engine/index.ts";
import {
  renderBoard, renderCheatSheet, renderHarbor, renderRatingChart, renderScores, renderTable, renderTurn, renderTurnPicture,
} from "../../renderers/index.ts";
import { type DrawnText, traceText } from "../../renderers/draw.ts";
import { endGame, lastActor, midGame, seededPlay } from "../renderers/states.ts";
import { median } from "./median.ts";

/** Median render time over `runs` (after a warm-up) and the size of the image. */
async function time(runs: number, f: () => Promise<Buffer>): Promise<{ ms: number; bytes: number }> {
  let bytes = 0;
  for (let i = 0; i < 3; i++) bytes = (await f()).length; // warm-up: fonts, glyph caches, JIT
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await f();
    times.push(performance.now() - t0);
  }
  return { ms: median(times), bytes };
}

/** Discord allows display names of 32 characters. */
const LONG = ["Wolfeschlegelsteinhausenbergerdo", "Maximiliana Featherstonehaughton", "Christopherson Abernathy-Smythe", "An Extraordinarily Long Nickname", "Eun-ji Featherstonehaughton-Kim"];
const NAMES = ["Ann", "Bartholomew", "Chidi", "Dagny", "Eun-ji"];

/** A PNG's width and height (from its IHDR chunk). */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The smallest text of one render, in px of the image, and the image's size. */
async function smallestText(render: () => Promise<Buffer>): Promise<{ px: number; width: number; height: number }> {
  const texts: DrawnText[] = [];
  traceText((t) => texts.push(t));
  try {
    const png = await render();
    return { px: Math.min(...texts.map((t) => t.px)), ...pngSize(png) };
  } finally {
    traceText(null);
  }
}

/** The scale at which Discord shows an image inline: fitted into the box, never enlarged. */
function fitted(w: number, h: number, box: { width: number; height: number }): number {
  return Math.min(1, box.width / w, box.height / h);
}

/**
 * Bytes of a turn post's image at every turn post of a whole seeded game: a post whenever the
 * seat that just chose is no longer asked anything, drawn for the seat that chose. (The game's
 * seed keeps the name it had when the phone turn card was measured the same way.)
 */
async function postBytesOverGame(render: (s: GameSummary, seat: number) => Promise<Buffer>, players: PlayerCount = 4, seed = 21): Promise<number[]> {
  const sizes: number[] = [];
  for (const { state: s, seat } of seededPlay(players, seed, `bench-card-${seed}`)) {
    if (seat !== null && s.phase !== "over" && !pendingSeats(s).includes(seat)) sizes.push((await render(summarize(s), seat)).length);
  }
  return sizes;
}

interface Fixture { s: GameSummary; viewer: number; actor: number; sheets: ScoreSheet[]; end: GameSummary }

function fixture(n: PlayerCount): Fixture {
  const mid = midGame(n);
  const s = summarize(mid);
  const end = endGame(n);
  const sheets = finalScores(end);
  if (!sheets) throw new Error("the end-game fixture did not end");
  return { s, viewer: s.activeSeat ?? lastActor(mid), actor: lastActor(mid), sheets, end: summarize(end) };
}

/** An image in the table: its name, how to draw it for a fixture, its targets (ms, KB), and whether the bot posts it by default. */
interface Kind { name: string; render: (f: Fixture) => () => Promise<Buffer>; ms: number | null; kb: number | null; posted: boolean; perPlayers?: boolean }

const FOURTEEN = [0, 3.1, 1.9, 4.4, 5.5, 4.8, 6.7, 7.5, 5.4, 6.8, 7.4, 8.6, 8.3, 9.2, 9.7];

const o = { names: LONG };
const detail = { ...o, layout: "detail" } as const;
const wide = { ...o, layout: "wide" } as const;
const KINDS: Kind[] = [
  { name: "turn picture", render: (f) => () => renderTurnPicture(f.s, f.viewer, o), ms: 30, kb: 100, posted: true },
  { name: "board (compact)", render: (f) => () => renderBoard(f.s, o), ms: 30, kb: 100, posted: true },
  { name: "harbor (compact)", render: (f) => () => renderHarbor(f.s, f.viewer, o), ms: 30, kb: 100, posted: true },
  { name: "scores (compact)", render: (f) => () => renderScores(f.sheets, f.end, o), ms: 30, kb: 100, posted: true },
  { name: "table (compact)", render: (f) => () => renderTable(f.s, o), ms: 30, kb: 100, posted: true },
  { name: "rating chart", render: () => () => renderRatingChart({ name: LONG[0] ?? "", figures: FOURTEEN }), ms: null, kb: 60, posted: true, perPlayers: false },
  { name: "board (detail)", render: (f) => () => renderBoard(f.s, detail), ms: null, kb: 150, posted: false },
  { name: "harbor (detail)", render: (f) => () => renderHarbor(f.s, f.viewer, detail), ms: null, kb: 150, posted: false },
  { name: "scores (detail)", render: (f) => () => renderScores(f.sheets, f.end, detail), ms: null, kb: 150, posted: false },
  { name: "table (detail)", render: (f) => () => renderTable(f.s, detail), ms: null, kb: 150, posted: false },
  { name: "cheat sheet", render: (f) => () => renderCheatSheet(f.s.playerCount), ms: null, kb: null, posted: false },
  { name: "board (wide)", render: (f) => () => renderBoard(f.s, wide), ms: 50, kb: null, posted: false },
  { name: "harbor (wide)", render: (f) => () => renderHarbor(f.s, f.viewer, wide), ms: 30, kb: null, posted: false },
  { name: "turn (wide)", render: (f) => () => renderTurn(f.s, f.actor, o), ms: 60, kb: null, posted: false },
  { name: "scores (wide)", render: (f) => () => renderScores(f.sheets, f.end, wide), ms: null, kb: null, posted: false },
];

const DESKTOP = { width: 550, height: 350 };
const PHONE = { width: 400, height: 500 };

export async function benchRenderers(runs = 15): Promise<void> {
  const fixtures = new Map(([2, 3, 4, 5] as PlayerCount[]).map((n) => [n, fixture(n)]));
  for (const kind of KINDS) {
    for (const [n, f] of fixtures) {
      if (kind.perPlayers === false && n !== 4) continue;
      const render = kind.render(f);
      const { px, width, height } = await smallestText(render);
      const desktop = px * fitted(width, height, DESKTOP);
      const phone = px * fitted(width, height, PHONE);
      const { ms, bytes } = await time(runs, render);
      // Each target with whether it is met.
      const targets: [string, boolean][] = [];
      if (kind.ms !== null) targets.push([`< ${kind.ms} ms`, ms < kind.ms]);
      if (kind.kb !== null) targets.push([`< ${kind.kb} KB`, bytes < kind.kb * 1000]);
      if (kind.posted) targets.push(["text >= 8 px in both", Math.min(desktop, phone) >= 8]);
      const said = targets.map(([t, ok]) => (ok ? t : `${t} NOT MET`)).join(", ");
      const who = kind.perPlayers === false ? "" : `, ${n} players`;
      console.log(
        `renderers: ${kind.name}${who}: ${width}x${height}, smallest text ${px.toFixed(1)} px = ${desktop.toFixed(1)} px in 550x350, ${phone.toFixed(1)} px in 400x500; `
        + `median ${ms.toFixed(1)} ms, ${(bytes / 1000).toFixed(1)} KB (${runs} runs${said ? `; target ${said}` : ""})`,
      );
    }
  }
  const pictures = await postBytesOverGame((s, seat) => renderTurnPicture(s, seat, { names: NAMES }));
  console.log(`renderers: turn picture median ${(median(pictures) / 1000).toFixed(1)} KB per post (largest ${(Math.max(...pictures) / 1000).toFixed(1)} KB, ${pictures.length} turn posts of a seeded 4-player game; target < 100 KB)`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRenderers();
