// The AI players think on worker threads (node:worker_threads), never on the main thread that
// answers Discord: the hard AI thinks for about AI_HARD_BUDGET_MS a move, and even the medium
// AI's lookahead would hold up every interaction meanwhile. The game state is plain data, so it
// is structured-cloned to the worker, which answers with the choice id. The same shape as the
// image pool (./images.ts): workers start on first use, are unref'd while idle (they never keep
// the process alive), and a worker that dies fails its job (the AI runner logs it and the
// periodic tick tries again) and is replaced on the next one.
import { Worker } from "node:worker_threads";
import { aiPlayer, type AiOptions } from "../ai/index.ts";
import type { GameState } from "../engine/index.ts";

export interface AiJob {
  readonly id: number;
  /** The seat's stored level (aiPlayer reads "simple" and unknown levels as easy). */
  readonly level: string | null;
  readonly state: GameState;
  readonly seat: number;
  readonly options: AiOptions;
}

export type AiReply = { id: number; choiceId: string } | { id: number; error: string };

interface Waiting {
  readonly job: AiJob;
  resolve(choiceId: string): void;
  reject(e: Error): void;
}

interface Slot {
  readonly worker: Worker;
  current: Waiting | null;
}

/** The AI itself failed to decide (a bug in it, not a worker that died): trying again fails again. */
export class AiFailedError extends Error {
  override name = "AiFailedError";
}

export class AiPool {
  readonly #size: number;
  readonly #options: AiOptions;
  readonly #entry: URL;
  readonly #slots: Slot[] = [];
  readonly #queue: Waiting[] = [];
  #nextId = 1;
  #closed = false;

  /**
   * `size` worker threads (0: decide on the calling thread); `options` go to every AI. `entry`:
   * the workers' script (tests give one that wraps it, to make a worker die).
   */
  constructor(size: number, options: AiOptions = {}, entry = new URL("./ai-worker.mjs", import.meta.url)) {
    this.#size = size;
    this.#options = options;
    this.#entry = entry;
  }

  get size(): number { return this.#size; }

  /** The choice id the seat's AI takes in this position. */
  choose(level: string | null, state: GameState, seat: number): Promise<string> {
    if (this.#closed) return Promise.reject(new Error("the AI pool is closed"));
    if (this.#size === 0) {
      try {
        return Promise.resolve(aiPlayer(level, this.#options).choose(state, seat));
      } catch (e) {
        return Promise.reject(new AiFailedError(`the AI (${level ?? "easy"}, seat ${seat}) failed: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`));
      }
    }
    return new Promise<string>((resolve, reject) => {
      this.#queue.push({ job: { id: this.#nextId++, level, state, seat, options: this.#options }, resolve, reject });
      this.#pump();
    });
  }

  #spawn(): Slot {
    const worker = new Worker(this.#entry);
    worker.unref();
    const slot: Slot = { worker, current: null };
    worker.on("message", (reply: AiReply) => {
      const w = slot.current;
      if (!w || w.job.id !== reply.id) return;
      slot.current = null;
      worker.unref();
      if ("choiceId" in reply) w.resolve(reply.choiceId);
      else w.reject(new AiFailedError(`the AI (${w.job.level ?? "easy"}, seat ${w.job.seat}) failed: ${reply.error}`));
      this.#pump();
    });
    const lost = (why: string) => {
      const i = this.#slots.indexOf(slot);
      if (i >= 0) this.#slots.splice(i, 1);
      slot.current?.reject(new Error(`the AI worker stopped (${why})`));
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
      // While it thinks, the worker keeps the process alive (an answer is awaited).
      slot.worker.ref();
      slot.worker.postMessage(next.job);
    }
  }

  /** Stop every worker; jobs waiting or running fail. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const w of this.#queue.splice(0)) w.reject(new Error("the AI pool is closed"));
    await Promise.all(this.#slots.map((s) => s.worker.terminate()));
  }
}
