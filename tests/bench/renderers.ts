// Renderer benchmark: median time to render each image (drawing and PNG encoding) from a
// 4-player mid-game engine state. Targets: harbor < 30 ms, board < 50 ms, turn < 60 ms.
import { finalScores, summarize } from "../../src/engine/index.ts";
import { renderBoard, renderHarbor, renderScores, renderTurn } from "../../renderers/index.ts";
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
    ["scores", await time(runs, () => renderScores(sheets, endSummary)), null],
  ];
  for (const [name, ms, target] of rows) {
    console.log(`renderers: ${name} median ${ms.toFixed(1)} ms (${runs} runs, 4-player mid-game${target ? `; target < ${target} ms` : ", end of game"})`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRenderers();
