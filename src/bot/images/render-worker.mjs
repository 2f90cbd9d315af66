// Entry of an image worker thread (./images.ts). Plain JavaScript, because a worker does not
// inherit the TypeScript loader in every runner (vitest's workers have none): it registers
// tsx's loader itself, then loads the TypeScript worker.
import { register } from "tsx/esm/api";

register();
await import("./render-worker-main.ts");
