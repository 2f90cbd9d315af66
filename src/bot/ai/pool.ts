// The AI players think on worker threads (node:worker_threads), never on the main thread that
// answers Discord: the hard AI thinks for about AI_HARD_BUDGET_MS a move, and even the medium
// AI's lookahead would hold up every interaction meanwhile. The game state is plain data, so it
// is structured-cloned to the worker, which answers with the choice id. The pool is the one the
// images use too (../worker-pool.ts): a worker that dies fails its job (the AI runner logs it and
// the periodic tick tries again) and is replaced on the next one. Hints (`/hint`) think on the
// same workers: the hard AI's search for the asking seat, answered with its three best choices.
import { aiLevelOf, aiPlayer, hintFor, type AiLevel, type AiOptions, type Hint } from "../../ai/index.ts";
import type { GameState } from "../../engine/index.ts";
import { WorkerPool } from "../worker-pool.ts";

/** Who sits at each seat, as the AIs read it (AiOptions.seatLevels): an AI's level, or null for a person. */
export type Table = readonly (AiLevel | null)[];

/** The table of a game's seats (their stored AI levels). */
export function tableOf(seats: readonly { aiLevel: string | null }[]): Table {
  return seats.map((s) => (s.aiLevel === null ? null : aiLevelOf(s.aiLevel)));
}

export interface AiJob {
  readonly id: number;
  /** The seat's stored level (aiPlayer reads "simple" and unknown levels as easy). */
  readonly level: string | null;
  readonly state: GameState;
  readonly seat: number;
  readonly options: AiOptions;
  /** "hint": the hard AI's hint for the seat instead of a choice (`level` is then unused). */
  readonly kind?: "hint";
}

export type AiReply = { id: number; choiceId: string } | { id: number; hint: Hint } | { id: number; error: string };

/** The AI itself failed to decide (a bug in it, not a worker that died): trying again fails again. */
export class AiFailedError extends Error {
  override name = "AiFailedError";
}

/** An AI worker's heap limit: a hard AI's search fits in 64 MB with room to spare (measured: 25 hard decisions and hints, 5 players, 1 s each; issue 34). */
const AI_HEAP_MB = 256;
/** Decisions and hints an AI worker makes before a fresh one replaces it (issue 34; see ../worker-pool.ts). */
const AI_RECYCLE_AFTER = 500;

export class AiPool {
  readonly #options: AiOptions;
  readonly #pool: WorkerPool<AiJob, AiReply, string | Hint>;

  /**
   * `size` worker threads (0: decide on the calling thread); `options` go to every AI. `entry`:
   * the workers' script (tests give one that wraps it, to make a worker die).
   */
  constructor(size: number, options: AiOptions = {}, entry = new URL("./worker.mjs", import.meta.url)) {
    this.#options = options;
    this.#pool = new WorkerPool(size, {
      entry,
      what: "AI",
      heapMb: AI_HEAP_MB,
      recycleAfter: AI_RECYCLE_AFTER,
      settle: (reply, job) => ("choiceId" in reply ? reply.choiceId : "hint" in reply ? reply.hint : new AiFailedError(`the AI (${job.kind === "hint" ? "hint" : job.level ?? "easy"}, seat ${job.seat}) failed: ${reply.error}`)),
    });
  }

  get size(): number { return this.#pool.size; }

  /** The options of a decision at `table` (every other seat played as strong without one). */
  #at(table?: Table): AiOptions {
    return table ? { ...this.#options, seatLevels: table } : this.#options;
  }

  /** The choice id the seat's AI takes in this position, at this table. */
  choose(level: string | null, state: GameState, seat: number, table?: Table): Promise<string> {
    const options = this.#at(table);
    if (this.#pool.size === 0 && !this.#pool.closed) {
      try {
        return Promise.resolve(aiPlayer(level, options).choose(state, seat));
      } catch (e) {
        return Promise.reject(new AiFailedError(`the AI (${level ?? "easy"}, seat ${seat}) failed: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`));
      }
    }
    return this.#pool.run((id) => ({ id, level, state, seat, options })).then((r) => {
      if (typeof r !== "string") throw new AiFailedError("the AI answered a move with a hint");
      return r;
    });
  }

  /** The hard AI's hint for the seat's decision (its best choices, ranked, with reasons). */
  hint(state: GameState, seat: number, table?: Table): Promise<Hint> {
    const options = this.#at(table);
    if (this.#pool.size === 0 && !this.#pool.closed) {
      try {
        return Promise.resolve(hintFor(state, seat, options));
      } catch (e) {
        return Promise.reject(new AiFailedError(`the hint for seat ${seat} failed: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`));
      }
    }
    return this.#pool.run((id): AiJob => ({ id, kind: "hint", level: null, state, seat, options })).then((r) => {
      if (typeof r === "string") throw new AiFailedError("the AI answered a hint with a move");
      return r;
    });
  }

  /** Stop every worker; jobs waiting or running fail. */
  close(): Promise<void> {
    return this.#pool.close();
  }
}
