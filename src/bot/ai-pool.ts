// The AI players think on worker threads (node:worker_threads), never on the main thread that
// answers Discord: the hard AI thinks for about AI_HARD_BUDGET_MS a move, and even the medium
// AI's lookahead would hold up every interaction meanwhile. The game state is plain data, so it
// is structured-cloned to the worker, which answers with the choice id. The pool is the one the
// images use too (./worker-pool.ts): a worker that dies fails its job (the AI runner logs it and
// the periodic tick tries again) and is replaced on the next one.
import { aiPlayer, type AiOptions } from "../ai/index.ts";
import type { GameState } from "../engine/index.ts";
import { WorkerPool } from "./worker-pool.ts";

export interface AiJob {
  readonly id: number;
  /** The seat's stored level (aiPlayer reads "simple" and unknown levels as easy). */
  readonly level: string | null;
  readonly state: GameState;
  readonly seat: number;
  readonly options: AiOptions;
}

export type AiReply = { id: number; choiceId: string } | { id: number; error: string };

/** The AI itself failed to decide (a bug in it, not a worker that died): trying again fails again. */
export class AiFailedError extends Error {
  override name = "AiFailedError";
}

export class AiPool {
  readonly #options: AiOptions;
  readonly #pool: WorkerPool<AiJob, AiReply, string>;

  /**
   * `size` worker threads (0: decide on the calling thread); `options` go to every AI. `entry`:
   * the workers' script (tests give one that wraps it, to make a worker die).
   */
  constructor(size: number, options: AiOptions = {}, entry = new URL("./ai-worker.mjs", import.meta.url)) {
    this.#options = options;
    this.#pool = new WorkerPool(size, {
      entry,
      what: "AI",
      settle: (reply, job) => ("choiceId" in reply ? reply.choiceId : new AiFailedError(`the AI (${job.level ?? "easy"}, seat ${job.seat}) failed: ${reply.error}`)),
    });
  }

  get size(): number { return this.#pool.size; }

  /** The choice id the seat's AI takes in this position. */
  choose(level: string | null, state: GameState, seat: number): Promise<string> {
    if (this.#pool.size === 0 && !this.#pool.closed) {
      try {
        return Promise.resolve(aiPlayer(level, this.#options).choose(state, seat));
      } catch (e) {
        return Promise.reject(new AiFailedError(`the AI (${level ?? "easy"}, seat ${seat}) failed: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`));
      }
    }
    return this.#pool.run((id) => ({ id, level, state, seat, options: this.#options }));
  }

  /** Stop every worker; jobs waiting or running fail. */
  close(): Promise<void> {
    return this.#pool.close();
  }
}
