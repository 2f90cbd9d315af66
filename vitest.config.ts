// Vitest's settings for `npm test` (`vitest run --dir tests`). Two things make the suite fast on
// a small machine:
// - maxWorkers 2: Vitest's default is one worker less than the CPUs, so a 2-CPU machine ran one
//   test file at a time, though many files mostly wait (child processes, the Discord stand-in).
// - isolate false for the pure folders (engine, cards, renderers): their files run in one
//   shared module graph per worker instead of importing the engine, the cards and the renderers
//   anew for every file (which took longer than their tests). They share no module state: the
//   engine's caches are keyed by the objects they describe, and the one test that swaps a card's
//   effect puts it back in afterEach. Everything that starts processes, reads the environment or
//   opens databases stays isolated. The projects run one after the other, so the long AI tests
//   (tests/ai, three files) stay in the isolated one: they think while the end-to-end tests wait.
// Projects do not inherit the command line's --dir (`npm run test:store` and .ci/run pass
// `--dir tests/store`), so it is read here and handed to both; the patterns are relative to it.
import { configDefaults, defineConfig } from "vitest/config";

function cliDir(): string | undefined {
  const argv = process.argv;
  const at = argv.indexOf("--dir");
  if (at >= 0) return argv[at + 1];
  return argv.find((a) => a.startsWith("--dir="))?.slice("--dir=".length);
}

const dir = cliDir();
const SHARED_MODULES = ["**/cards/**/*.test.ts", "**/engine/**/*.test.ts", "**/renderers/**/*.test.ts"].map((p) => (dir ? p : `tests/${p}`));
const ALL = dir ? ["**/*.test.ts"] : ["tests/**/*.test.ts"];

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "shared-modules", ...(dir ? { dir } : {}), include: SHARED_MODULES, isolate: false } },
      { extends: true, test: { name: "isolated", ...(dir ? { dir } : {}), include: ALL, exclude: [...configDefaults.exclude, ...SHARED_MODULES] } },
    ],
  },
});
