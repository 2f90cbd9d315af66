// Vitest's settings for `npm test` (`vitest run --dir tests`). Two things make the suite fast on
// a small machine:
// - maxWorkers 2: Vitest's default is one worker less than the CPUs, so a 2-CPU machine ran one
//   test file at a time, though many files mostly wait (child processes, the Discord stand-in).
// - isolate false: the test files of a worker run in one shared module graph instead of each
//   importing the bot, the engine, the cards and the renderers anew (that took 250 s of the
//   suite's 660 s on a 2-CPU machine; sharing it, the suite takes 440 s: docs/benchmarks.md).
//   What the bot's modules keep from one file to the next, and why that is safe:
//   - the engine's and the texts' caches are keyed by what they describe;
//   - the replays' cache is one per store (game numbers repeat across databases);
//   - the image threads are one pool per process, as in the bot;
//   - config() is read once per worker from the environment, and no test changes a setting it
//     reads (the pool's thread count, the store tests' DATABASE_URL);
//   - the last refused COMMIT (src/db/errors.ts) explains a P2028 only within 10 s of it.
//   The one test that swaps a card's effect puts it back in afterEach, the one that sets an
//   environment variable deletes it in afterAll, and no test mocks a module. Everything that
//   starts the bot for real (src/main.ts, src/shards.ts, the scripts) runs in a child process.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    maxWorkers: 2,
    isolate: false,
  },
});
