// An AI worker thread: decides what the main thread asks (./pool.ts) with the same AI players,
// so an AI's thinking never holds up the event loop that answers Discord.
import { parentPort } from "node:worker_threads";
import { aiPlayer, hintFor } from "../../ai/index.ts";
import type { AiJob, AiReply } from "./pool.ts";

const port = parentPort;
if (!port) throw new Error("ai-worker-main.ts runs only as a worker thread");
port.on("message", (job: AiJob) => {
  let reply: AiReply;
  try {
    reply = job.kind === "hint"
      ? { id: job.id, hint: hintFor(job.state, job.seat, job.options) }
      : { id: job.id, choiceId: aiPlayer(job.level, job.options).choose(job.state, job.seat) };
  } catch (e) {
    reply = { id: job.id, error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  }
  port.postMessage(reply);
});
