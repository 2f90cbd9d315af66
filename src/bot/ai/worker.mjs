// Entry of an AI worker thread (./pool.ts). Plain JavaScript, because a worker does not
// inherit the TypeScript loader in every runner (vitest's workers have none): it registers
// tsx's loader itself, then loads the TypeScript worker (as ../images/render-worker.mjs does).
import { register } from "tsx/esm/api";

register();
await import("./worker-main.ts");
