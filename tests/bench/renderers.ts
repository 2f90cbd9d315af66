// Renderer benchmark: median time to render each image (drawing and PNG encoding) and its
// size from a 4-player mid-game engine state (the scores from the end of a 4-player game).
// The default images (turn card, and the phone layouts of the board, harbor, scores and the
// table of every player): turn card < 30 ms, every one < 150 KB. The wide images: harbor
// < 30 ms, board < 50 ms, turn < 60 ms. And the turn card's median bytes over the turn posts
// of a whole seeded game (target < 100 KB).
import { finalScores, pendingSeats, summarize } from "../../src/engine/index.ts";
import type { PlayerCount } from "../../src/engine/index.ts";
import { renderBoard, renderHarbor, renderScores, renderTable, renderTurn, renderTurnCard } from "../../renderers/index.ts";
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

const NAMES = ["Ann", "Bartholomew", "Chidi", "Dagny", "Eun-ji"];

/**
 * Bytes of the turn card at every turn post of a whole seeded game: a post whenever the seat
 * that just chose is no longer asked anything, telling the log since the previous post (as
 * the bot's poster does with postedLog).
 */
async function cardBytesOverGame(players: PlayerCount = 4, seed = 21): Promise<number[]> {
  let posted = 0;
  const sizes: number[] = [];
  for (const { state: s, seat } of seededPlay(players, seed, `bench-card-${seed}`)) {
    if (seat !== null && s.phase !== "over" && !pendingSeats(s).includes(seat)) {
      sizes.push((await renderTurnCard(summarize(s), seat, { names: NAMES, since: posted })).length);
      posted = s.log.length;
    }
  }
  return sizes;
}

export async function benchRenderers(runs = 25): Promise<void> {
  const mid = midGame(4);
  const s = summarize(mid);
  const seat = lastActor(mid);
  const end = endGame(4);
  const sheets = finalScores(end);
  if (!sheets) throw new Error("the end-game fixture did not end");
  const endSummary = summarize(end);
  const o = { names: NAMES };
  const wide = { ...o, layout: "wide" } as const;
  // name, render, time target (ms), size target (KB): the default images first.
  const rows: [string, () => Promise<Buffer>, number | null, number | null][] = [
    ["turn card", () => renderTurnCard(s, seat, { ...o, since: Math.max(0, s.log.length - 4) }), 30, 150],
    ["board (phone)", () => renderBoard(s, o), null, 150],
    ["harbor (phone)", () => renderHarbor(s, seat, o), null, 150],
    ["scores (phone)", () => renderScores(sheets, endSummary, o), null, 150],
    ["table (phone)", () => renderTable(s, o), null, 150],
    ["board (wide)", () => renderBoard(s, wide), 50, null],
    ["harbor (wide)", () => renderHarbor(s, seat, wide), 30, null],
    ["turn (wide)", () => renderTurn(s, seat, o), 60, null],
    ["scores (wide)", () => renderScores(sheets, endSummary, wide), null, null],
  ];
  for (const [name, render, msTarget, kbTarget] of rows) {
    const { ms, bytes } = await time(runs, render);
    const targets = [msTarget ? `< ${msTarget} ms` : "", kbTarget ? `< ${kbTarget} KB` : ""].filter(Boolean).join(", ");
    console.log(`renderers: ${name} median ${ms.toFixed(1)} ms, ${(bytes / 1000).toFixed(1)} KB (${runs} runs, 4-player ${name.startsWith("scores") ? "end of game" : "mid-game"}${targets ? `; target ${targets}` : ""})`);
  }
  const sizes = await cardBytesOverGame();
  console.log(`renderers: turn card median ${(median(sizes) / 1000).toFixed(1)} KB per post (largest ${(Math.max(...sizes) / 1000).toFixed(1)} KB, ${sizes.length} turn posts of a seeded 4-player game; target < 100 KB)`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRenderers();
