// A pool of worker threads (node:worker_threads) for work that must not hold up the event loop
// that answers Discord: the images (./images/images.ts) and the AI players (./ai/pool.ts). Jobs queue
// and go to the first idle worker; workers start on first use, are unref'd while idle (they never
// keep the process alive) and ref'd while a job runs (an awaited answer is never cut off by the
// process ending). A worker that dies fails the job it was on and is replaced on the next one.
// A worker that has run `recycleAfter` jobs is retired when it is idle and a fresh one takes the
// next job, so what a thread's native allocations leave behind (fragments of malloc's arenas,
// Skia's caches) is given back instead of growing with every job (issue 34).
import { Worker } from "node:worker_threads";

interface Waiting<Job, Result> {
  readonly job: Job;
  resolve(result: Result): void;
  reject(e: Error): void;
}

interface Slot<Job, Result> {
  readonly worker: Worker;
  current: Waiting<Job, Result> | null;
  /** Jobs this worker has finished. */
  done: number;
}

export interface PoolOptions<Job, Reply, Result> {
  /** The workers' script. */
  readonly entry: URL;
  /** What the pool does, for its errors: "image", "AI". */
  readonly what: string;
  /**
   * A worker's V8 heap limit in MB (its old generation). V8 collects lazily, so without a bound
   * a busy worker's heap grows long after its work needs it, as resident memory outside the
   * main thread's heap; a worker that outgrows it dies and is replaced, failing only its job.
   */
  readonly heapMb?: number;
  /**
   * Jobs a worker runs before it is retired (when idle) and replaced by a fresh one on the next
   * job; none: a worker lives as long as the pool.
   */
  readonly recycleAfter?: number;
  /** A worker's reply as the job's result, or the error its job fails with. */
  settle(reply: Reply, job: Job): Result | Error;
}

export class WorkerPool<Job extends { readonly id: number }, Reply extends { readonly id: number }, Result> {
  readonly #size: number;
  readonly #options: PoolOptions<Job, Reply, Result>;
  readonly #slots: Slot<Job, Result>[] = [];
  readonly #queue: Waiting<Job, Result>[] = [];
  /** Retired workers still stopping. */
  readonly #retiring = new Set<Promise<number>>();
  #retired = 0;
  #nextId = 1;
  #closed = false;

  constructor(size: number, options: PoolOptions<Job, Reply, Result>) {
    this.#size = size;
    this.#options = options;
  }

  get size(): number { return this.#size; }

  get closed(): boolean { return this.#closed; }

  /** Workers retired after `recycleAfter` jobs so far. */
  get retired(): number { return this.#retired; }

  /** Runs the job (given its id here) on the first idle worker. A pool of size 0 has none: its owner works on its own thread. */
  run(make: (id: number) => Job): Promise<Result> {
    if (this.#closed) return Promise.reject(this.#closedError());
    if (this.#size === 0) return Promise.reject(new Error(`the ${this.#options.what} pool has no workers`));
    return new Promise<Result>((resolve, reject) => {
      this.#queue.push({ job: make(this.#nextId++), resolve, reject });
      this.#pump();
    });
  }

  #closedError(): Error {
    return new Error(`the ${this.#options.what} pool is closed`);
  }

  #spawn(): Slot<Job, Result> {
    const heapMb = this.#options.heapMb;
    const worker = new Worker(this.#options.entry, heapMb ? { resourceLimits: { maxOldGenerationSizeMb: heapMb } } : {});
    worker.unref();
    const slot: Slot<Job, Result> = { worker, current: null, done: 0 };
    worker.on("message", (reply: Reply) => {
      const w = slot.current;
      if (!w || w.job.id !== reply.id) return;
      slot.current = null;
      slot.done++;
      worker.unref();
      const result = this.#options.settle(reply, w.job);
      if (result instanceof Error) w.reject(result);
      else w.resolve(result);
      const limit = this.#options.recycleAfter;
      if (limit !== undefined && slot.done >= limit) this.#retire(slot);
      this.#pump();
    });
    const lost = (why: string) => {
      const i = this.#slots.indexOf(slot);
      if (i >= 0) this.#slots.splice(i, 1);
      slot.current?.reject(new Error(`the ${this.#options.what} worker stopped (${why})`));
      slot.current = null;
      this.#pump();
    };
    worker.on("error", (e) => lost(e.message));
    worker.on("exit", (code) => lost(`exit code ${code}`));
    this.#slots.push(slot);
    return slot;
  }

  /** Takes an idle worker out of the pool and stops it; the next job starts a fresh one. */
  #retire(slot: Slot<Job, Result>): void {
    const i = this.#slots.indexOf(slot);
    if (i < 0) return;
    this.#slots.splice(i, 1);
    this.#retired++;
    const stopping = slot.worker.terminate();
    this.#retiring.add(stopping);
    void stopping.finally(() => this.#retiring.delete(stopping));
  }

  #pump(): void {
    while (this.#queue.length > 0 && !this.#closed) {
      const slot = this.#slots.find((s) => s.current === null) ?? (this.#slots.length < this.#size ? this.#spawn() : null);
      if (!slot) return;
      const next = this.#queue.shift();
      if (!next) return;
      slot.current = next;
      slot.worker.ref();
      slot.worker.postMessage(next.job);
    }
  }

  /** Stops every worker; jobs waiting or running fail. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const w of this.#queue.splice(0)) w.reject(this.#closedError());
    await Promise.all([...this.#slots.map((s) => s.worker.terminate()), ...this.#retiring]);
  }
}
