// The bot's images, drawn on a pool of worker threads (node:worker_threads) instead of the main
// thread: a board takes ~20 ms of CPU, and on the main thread every image delayed every other
// interaction (about 30-40 /board requests a second was the ceiling, with acknowledgements
// queueing behind the drawing). Same functions and arguments as renderers/index.ts, so the bot's
// callers only change their import. Workers start on first use and are unref'd (they never keep
// the process alive); a worker that dies fails its job and is replaced on the next one.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { GameSummary, ScoreSheet } from "../engine/index.ts";
import * as renderers from "../../renderers/index.ts";
import type { RenderOptions, TurnCardOptions } from "../../renderers/index.ts";

export type RenderJob =
  | { id: number; kind: "board"; args: [GameSummary, RenderOptions] }
  | { id: number; kind: "harbor"; args: [GameSummary, number, RenderOptions] }
  | { id: number; kind: "turnCard"; args: [GameSummary, number, TurnCardOptions] }
  | { id: number; kind: "scores"; args: [readonly ScoreSheet[], GameSummary, RenderOptions] };

export type RenderReply = { id: number; png: Uint8Array } | { id: number; error: string };

type JobWithoutId = RenderJob extends infer J ? J extends RenderJob ? Omit<J, "id"> : never : never;

interface Waiting {
  readonly job: RenderJob;
  resolve(png: Buffer): void;
  reject(e: Error): void;
}

interface Slot {
  readonly worker: Worker;
  current: Waiting | null;
}

/**
 * Worker threads for images: RENDER_THREADS (0 draws on the main thread, as before the pool;
 * for comparison in benchmarks), else one per CPU (at most 4).
 */
export function defaultThreads(): number {
  const raw = process.env.RENDER_THREADS?.trim();
  const fromEnv = raw ? Number(raw) : NaN;
  if (Number.isInteger(fromEnv) && fromEnv >= 0 && fromEnv <= 32) return fromEnv;
  return Math.max(1, Math.min(4, availableParallelism()));
}

export class RenderPool {
  readonly #size: number;
  readonly #slots: Slot[] = [];
  readonly #queue: Waiting[] = [];
  #nextId = 1;
  #closed = false;

  constructor(size = defaultThreads()) {
    this.#size = size;
  }

  get size(): number { return this.#size; }

  run(job: JobWithoutId): Promise<Buffer> {
    if (this.#closed) return Promise.reject(new Error("the image pool is closed"));
    if (this.#size === 0) return renderHere(job);
    return new Promise<Buffer>((resolve, reject) => {
      this.#queue.push({ job: { ...job, id: this.#nextId++ } as RenderJob, resolve, reject });
      this.#pump();
    });
  }

  #spawn(): Slot {
    const worker = new Worker(new URL("./render-worker.mjs", import.meta.url));
    worker.unref();
    const slot: Slot = { worker, current: null };
    worker.on("message", (reply: RenderReply) => {
      const w = slot.current;
      if (!w || w.job.id !== reply.id) return;
      slot.current = null;
      if ("png" in reply) w.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
      else w.reject(new Error(`rendering ${w.job.kind} failed: ${reply.error}`));
      this.#pump();
    });
    const lost = (why: string) => {
      const i = this.#slots.indexOf(slot);
      if (i >= 0) this.#slots.splice(i, 1);
      slot.current?.reject(new Error(`the image worker stopped (${why})`));
      slot.current = null;
      this.#pump();
    };
    worker.on("error", (e) => lost(e.message));
    worker.on("exit", (code) => lost(`exit code ${code}`));
    this.#slots.push(slot);
    return slot;
  }

  #pump(): void {
    while (this.#queue.length > 0 && !this.#closed) {
      const slot = this.#slots.find((s) => s.current === null) ?? (this.#slots.length < this.#size ? this.#spawn() : null);
      if (!slot) return;
      const next = this.#queue.shift();
      if (!next) return;
      slot.current = next;
      slot.worker.postMessage(next.job);
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const w of this.#queue.splice(0)) w.reject(new Error("the image pool is closed"));
    await Promise.all(this.#slots.map((s) => s.worker.terminate()));
  }
}

/** The same job on this thread (a pool of size 0). */
function renderHere(job: JobWithoutId): Promise<Buffer> {
  switch (job.kind) {
    case "board": return renderers.renderBoard(...job.args);
    case "harbor": return renderers.renderHarbor(...job.args);
    case "turnCard": return renderers.renderTurnCard(...job.args);
    case "scores": return renderers.renderScores(...job.args);
  }
}

let pool: RenderPool | null = null;
/** The process's image pool. */
export function imagePool(): RenderPool {
  return (pool ??= new RenderPool());
}

export const renderBoard = (s: GameSummary, o: RenderOptions = {}): Promise<Buffer> => imagePool().run({ kind: "board", args: [s, o] });
export const renderHarbor = (s: GameSummary, seat: number, o: RenderOptions = {}): Promise<Buffer> => imagePool().run({ kind: "harbor", args: [s, seat, o] });
export const renderTurnCard = (s: GameSummary, seat: number, o: TurnCardOptions = {}): Promise<Buffer> => imagePool().run({ kind: "turnCard", args: [s, seat, o] });
export const renderScores = (sheets: readonly ScoreSheet[], s: GameSummary, o: RenderOptions = {}): Promise<Buffer> => imagePool().run({ kind: "scores", args: [sheets, s, o] });
