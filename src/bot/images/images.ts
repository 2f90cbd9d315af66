// The bot's images, drawn on a pool of worker threads (node:worker_threads) instead of the main
// thread: a board takes ~20 ms of CPU, and on the main thread every image delayed every other
// interaction (about 30-40 /board requests a second was the ceiling, with acknowledgements
// queueing behind the drawing). Same functions and arguments as renderers/index.ts, reached
// through the bot's context (`ctx.images`, from botImages), which times each image for the
// metrics. The pool itself is ../worker-pool.ts.
import { config } from "../../config.ts";
import type { GameSummary, PlayerCount, ScoreSheet } from "../../engine/index.ts";
import * as renderers from "../../../renderers/index.ts";
import type { CheatSheetOptions, ImageOptions, RatingCourse, RenderOptions } from "../../../renderers/index.ts";
import { WorkerPool } from "../worker-pool.ts";

export type RenderJob =
  | { id: number; kind: "board"; args: [GameSummary, ImageOptions] }
  | { id: number; kind: "harbor"; args: [GameSummary, number, ImageOptions] }
  | { id: number; kind: "turnPicture"; args: [GameSummary, number, RenderOptions] }
  | { id: number; kind: "scores"; args: [readonly ScoreSheet[], GameSummary, ImageOptions] }
  | { id: number; kind: "table"; args: [GameSummary, ImageOptions] }
  | { id: number; kind: "cheatSheet"; args: [PlayerCount, CheatSheetOptions] }
  | { id: number; kind: "ratingChart"; args: [RatingCourse] };

export type RenderReply = { id: number; png: Uint8Array } | { id: number; error: string };

type JobWithoutId = RenderJob extends infer J ? J extends RenderJob ? Omit<J, "id"> : never : never;

/** An image worker's heap limit: its pixels are native memory; its JavaScript heap holds one summary (issue 34). */
const IMAGE_HEAP_MB = 128;
/**
 * Images an image worker draws before a fresh one replaces it (issue 34): a few minutes of a busy
 * bot's posts; starting a worker costs about a second of one CPU, once.
 */
const IMAGE_RECYCLE_AFTER = 1000;

export class RenderPool {
  readonly #pool: WorkerPool<RenderJob, RenderReply, Buffer>;

  /**
   * `size`: worker threads (RENDER_THREADS, see config.ts); 0 draws on the calling thread.
   * `recycleAfter`: images a worker draws before it is replaced.
   */
  constructor(size = config().renderThreads, recycleAfter = IMAGE_RECYCLE_AFTER) {
    this.#pool = new WorkerPool(size, {
      entry: new URL("./render-worker.mjs", import.meta.url),
      what: "image",
      heapMb: IMAGE_HEAP_MB,
      recycleAfter,
      settle: (reply, job) => ("png" in reply ? Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength) : new Error(`rendering ${job.kind} failed: ${reply.error}`)),
    });
  }

  get size(): number { return this.#pool.size; }

  /** Workers replaced after `recycleAfter` images so far. */
  get retired(): number { return this.#pool.retired; }

  run(job: JobWithoutId): Promise<Buffer> {
    if (this.#pool.size === 0 && !this.#pool.closed) return renderHere(job);
    return this.#pool.run((id) => ({ ...job, id }));
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}

/** The same job on this thread (a pool of size 0). */
function renderHere(job: JobWithoutId): Promise<Buffer> {
  switch (job.kind) {
    case "board": return renderers.renderBoard(...job.args);
    case "harbor": return renderers.renderHarbor(...job.args);
    case "turnPicture": return renderers.renderTurnPicture(...job.args);
    case "scores": return renderers.renderScores(...job.args);
    case "table": return renderers.renderTable(...job.args);
    case "cheatSheet": return renderers.renderCheatSheet(...job.args);
    case "ratingChart": return renderers.renderRatingChart(...job.args);
  }
}

let pool: RenderPool | null = null;
/** The process's image pool. */
function imagePool(): RenderPool {
  return (pool ??= new RenderPool());
}

/** Which image a job draws. */
export type RenderKind = RenderJob["kind"];

/** The bot's images (BotContext.images): the renderers' functions, drawn on the image threads. */
export interface Images {
  board(s: GameSummary, o?: ImageOptions): Promise<Buffer>;
  harbor(s: GameSummary, seat: number, o?: ImageOptions): Promise<Buffer>;
  turnPicture(s: GameSummary, seat: number, o?: RenderOptions): Promise<Buffer>;
  scores(sheets: readonly ScoreSheet[], s: GameSummary, o?: ImageOptions): Promise<Buffer>;
  table(s: GameSummary, o?: ImageOptions): Promise<Buffer>;
  cheatSheet(players: PlayerCount, o?: CheatSheetOptions): Promise<Buffer>;
  ratingChart(course: RatingCourse): Promise<Buffer>;
}

/**
 * The images on the process's pool (or `on`); `drawn` hears how long each took, from asking to
 * having the PNG (for the bot's metrics).
 */
export function botImages(drawn?: (kind: RenderKind, seconds: number) => void, on?: RenderPool): Images {
  const run = async (job: JobWithoutId): Promise<Buffer> => {
    const asked = performance.now();
    const png = await (on ?? imagePool()).run(job);
    drawn?.(job.kind, (performance.now() - asked) / 1000);
    return png;
  };
  return {
    board: (s, o = {}) => run({ kind: "board", args: [s, o] }),
    harbor: (s, seat, o = {}) => run({ kind: "harbor", args: [s, seat, o] }),
    turnPicture: (s, seat, o = {}) => run({ kind: "turnPicture", args: [s, seat, o] }),
    scores: (sheets, s, o = {}) => run({ kind: "scores", args: [sheets, s, o] }),
    table: (s, o = {}) => run({ kind: "table", args: [s, o] }),
    cheatSheet: (players, o = {}) => run({ kind: "cheatSheet", args: [players, o] }),
    ratingChart: (course) => run({ kind: "ratingChart", args: [course] }),
  };
}
