// AI benchmark: the medium AI deciding a series of heavy mid-game positions on the AI pool (one
// worker thread, as AI_THREADS=1) and on the main thread (AI_THREADS=0): the time per decision,
// and the longest the main thread's event loop was held up meanwhile (what an interaction arriving
// then waits for; on the main thread, the longest single decision). Target: under 100 ms on the pool.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { AiPool } from "../../src/bot/ai/pool.ts";
import { midGameTurns } from "../ai/positions.ts";
import { median } from "./median.ts";

async function measure(pool: AiPool, positions: ReturnType<typeof midGameTurns>): Promise<{ medianMs: number; totalMs: number; stallMs: number }> {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  await new Promise((r) => setTimeout(r, 50)); // the monitor counts from its first tick on
  const times: number[] = [];
  const t0 = performance.now();
  for (const p of positions) {
    const t = performance.now();
    await pool.choose("medium", p.state, p.seat);
    times.push(performance.now() - t);
    // The bot does I/O between two AI moves: the event loop turns there.
    await new Promise((r) => setImmediate(r));
  }
  const totalMs = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 50)); // a stall is recorded when the late tick fires
  h.disable();
  return { medianMs: median(times), totalMs, stallMs: h.max / 1e6 };
}

export async function benchAiPool(): Promise<void> {
  const positions = [...midGameTurns("bench-1"), ...midGameTurns("bench-2"), ...midGameTurns("bench-3")];
  const onWorker = new AiPool(1);
  const first = positions[0];
  if (first) await onWorker.choose("easy", first.state, first.seat); // the worker starts first
  const pool = await measure(onWorker, positions);
  await onWorker.close();
  const main = await measure(new AiPool(0), positions);
  const f = (x: number) => x.toFixed(1);
  console.log(`AI (medium, ${positions.length} mid-game decisions): on the pool ${f(pool.medianMs)} ms a decision (median), ${Math.round(pool.totalMs)} ms in all, event loop held up at most ${f(pool.stallMs)} ms (target < 100 ms); on the main thread ${f(main.medianMs)} ms a decision, event loop held up ${Math.round(main.stallMs)} ms`);
}
