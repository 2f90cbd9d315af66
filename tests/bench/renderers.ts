// Renderer benchmark: median time to render each image (drawing and PNG encoding) from a
// 4-player mid-game engine state. Targets: harbor < 30 ms, board < 50 ms, turn < 60 ms,
// turn card < 30 ms; and the turn card's median bytes over the turn posts of a whole seeded
// game (target < 100 KB).
import { applyChoice, finalScores, legalChoices, newGame, pendingSeats, summarize } from "../../src/engine/index.ts";
import type { PlayerCount } from "../../src/engine/index.ts";
import { renderBoard, renderHarbor, renderScores, renderTurn, renderTurnCard } from "../../renderers/index.ts";
import { lcg } from "../engine/helpers.ts";
import { endGame, lastActor, midGame } from "../renderers/states.ts";
import { median } from "./median.ts";

async function time(runs: number, f: () => Promise<Buffer>): Promise<number> {
  for (let i = 0; i < 3; i++) await f(); // warm-up: fonts, glyph caches, JIT
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await f();
    times.push(performance.now() - t0);
  }
  return median(times);
}

const NAMES = ["Ann", "Bartholomew", "Chidi", "Dagny", "Eun-ji"];

/**
 * Bytes of the turn card at every turn post of a whole seeded game: a post whenever the seat
 * that just chose is no longer asked anything, telling the log since the previous post (as
 * the bot's poster does with postedLog).
 */
export async function cardBytesOverGame(players: PlayerCount = 4, seed = 21): Promise<number[]> {
  const rand = lcg(seed);
  let s = newGame({ players, seed: `bench-card-${seed}` });
  let posted = 0;
  const sizes: number[] = [];
  for (let guard = 0; guard < 10_000 && s.phase !== "over"; guard++) {
    const pending = pendingSeats(s);
    const seat = pending[Math.floor(rand() * pending.length)];
    if (seat === undefined) break;
    const choices = legalChoices(s, seat);
    const nonPass = choices.filter((c) => c.id !== "pass");
    const pool = nonPass.length ? nonPass : choices;
    const pick = pool[Math.floor(rand() * pool.length)];
    if (!pick) break;
    s = applyChoice(s, seat, pick.id);
    if (s.phase !== "over" && !pendingSeats(s).includes(seat)) {
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
  const rows: [string, number, number | null][] = [
    ["board", await time(runs, () => renderBoard(s)), 50],
    ["harbor", await time(runs, () => renderHarbor(s, seat)), 30],
    ["turn", await time(runs, () => renderTurn(s, seat)), 60],
    ["turn card", await time(runs, () => renderTurnCard(s, seat, { names: NAMES, since: Math.max(0, s.log.length - 4) })), 30],
    ["scores", await time(runs, () => renderScores(sheets, endSummary)), null],
  ];
  for (const [name, ms, target] of rows) {
    console.log(`renderers: ${name} median ${ms.toFixed(1)} ms (${runs} runs, 4-player mid-game${target ? `; target < ${target} ms` : ", end of game"})`);
  }
  const sizes = await cardBytesOverGame();
  console.log(`renderers: turn card median ${(median(sizes) / 1000).toFixed(1)} KB per post (largest ${(Math.max(...sizes) / 1000).toFixed(1)} KB, ${sizes.length} turn posts of a seeded 4-player game; target < 100 KB)`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRenderers();
