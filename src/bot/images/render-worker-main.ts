// An image worker thread: renders what the main thread asks (./images.ts) with the same pure
// renderers, so drawing and PNG encoding never hold up the event loop that answers Discord.
import { parentPort } from "node:worker_threads";
import { renderBoard, renderCheatSheet, renderHarbor, renderRatingChart, renderScores, renderTable, renderTurnPicture } from "../../../renderers/index.ts";
import type { RenderJob, RenderReply } from "./images.ts";

function render(job: RenderJob): Promise<Buffer> {
  switch (job.kind) {
    case "board": return renderBoard(...job.args);
    case "harbor": return renderHarbor(...job.args);
    case "turnPicture": return renderTurnPicture(...job.args);
    case "scores": return renderScores(...job.args);
    case "table": return renderTable(...job.args);
    case "cheatSheet": return renderCheatSheet(...job.args);
    case "ratingChart": return renderRatingChart(...job.args);
  }
}

const port = parentPort;
if (!port) throw new Error("render-worker-main.ts runs only as a worker thread");
port.on("message", (job: RenderJob) => {
  render(job).then(
    (png) => {
      // A copy of exactly the image's bytes, whose buffer is then moved, not cloned.
      const bytes = new Uint8Array(png.byteLength);
      bytes.set(png);
      const reply: RenderReply = { id: job.id, png: bytes };
      port.postMessage(reply, [bytes.buffer]);
    },
    (e: unknown) => {
      const reply: RenderReply = { id: job.id, error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
      port.postMessage(reply);
    },
  );
});
