// /replay's time to show a step (a benchmark, not a test): a seeded, finished 5-player game
// (2 people, 3 AI seats, mixed deck) played in the store, then through the Discord stand-in:
// /replay (the start), the menu's "Final scores" (the last step) with nothing cached (the
// whole log replayed, as after a restart) and cached, and ▶ / ◀ presses. A step's time runs
// from the interaction to its private message showing that step (the bot acknowledges at once
// and edits the step in). Also the pure rebuild of the game's steps (replaySteps).
//
// `npm run bench` runs it (tests/bench/run.ts), or alone: `npx tsx tests/bench/replay.ts`.
import { pathToFileURL } from "node:url";
import { forgetReplays, replaySteps } from "../../src/bot/replay.ts";
import { loadState, menuOf, startHarness, type Harness } from "../e2e/harness.ts";
import type { RecordedMessage } from "../e2e/standin/index.ts";
import { storedGame } from "../e2e/stored-games.ts";
import { median } from "./median.ts";

/** Wait until message `id` shows the step whose heading contains `step`; the time since `t`. */
async function shown(h: Harness, id: string, step: string, t: number): Promise<{ ms: number; message: RecordedMessage }> {
  for (;;) {
    const m = h.discord.message(id);
    if (m && m.content.includes(step) && m.attachments.length > 0) return { ms: performance.now() - t, message: m };
    await new Promise((r) => setTimeout(r, 1));
  }
}

function nextOf(m: RecordedMessage, kind: "prev" | "next"): string {
  for (const row of m.components) for (const c of row.components) if ("custom_id" in c && c.custom_id.includes(`:${kind}:`)) return c.custom_id;
  throw new Error(`no ${kind} button`);
}

export async function benchReplay(): Promise<void> {
  const h = await startHarness();
  try {
    const ann = h.discord.addUser("ann");
    const bo = h.discord.addUser("bo");
    const gameId = await storedGame(h, { humans: [ann, bo], players: 5, seed: "bench-replay", deck: "mixed" });
    const { game } = await loadState(h.store, gameId);
    const choices = await h.store.choiceLog(gameId);
    const rebuild: number[] = [];
    let count = 0;
    for (let k = 0; k < 7; k++) {
      const t = performance.now();
      count = replaySteps(game, choices).length;
      rebuild.push(performance.now() - t);
    }
    const last = count - 1;

    forgetReplays();
    let t = performance.now();
    const opened = await h.discord.command(ann, h.discord.channelId, "replay", { options: { game: gameId } });
    const start = await shown(h, opened.response?.id ?? "", "The start (step 0", t);
    forgetReplays();
    t = performance.now();
    const again = await h.discord.command(ann, h.discord.channelId, "replay", { options: { game: gameId } });
    const second = await shown(h, again.response?.id ?? "", "The start (step 0", t);
    const menu = menuOf(start.message);
    if (!menu) throw new Error("no menu");
    const cold: number[] = [];
    const warm: number[] = [];
    let message = start.message;
    for (let k = 0; k < 5; k++) {
      forgetReplays();
      t = performance.now();
      await h.discord.select(ann, message, menu.customId, ["final"]);
      message = (await shown(h, message.id, `Step ${last} of ${last}`, t)).message;
      cold.push(performance.now() - t);
      t = performance.now();
      await h.discord.select(ann, message, menu.customId, ["round:1"]);
      message = (await shown(h, message.id, "The start (step 0", t)).message;
      t = performance.now();
      await h.discord.select(ann, message, menu.customId, ["final"]);
      message = (await shown(h, message.id, `Step ${last} of ${last}`, t)).message;
      warm.push(performance.now() - t);
    }
    const presses: number[] = [];
    for (let k = 0; k < 10; k++) {
      const kind = k % 2 === 0 ? "prev" : "next";
      const target = k % 2 === 0 ? last - 1 : last;
      t = performance.now();
      await h.discord.button(ann, message, nextOf(message, kind));
      message = (await shown(h, message.id, `Step ${target} of ${last}`, t)).message;
      presses.push(performance.now() - t);
    }
    const f = (x: number) => Math.round(x);
    console.log(`/replay of a finished 5-player game (${choices.length} choices, ${last} steps): rebuilding every step from the log ${f(median(rebuild))} ms (median of 7); /replay to the start ${f(start.ms)} ms the first time (the image workers starting), ${f(second.ms)} ms the next, nothing cached; the last step via the menu ${f(median(cold))} ms with nothing cached (median of 5), ${f(median(warm))} ms cached; ◀ / ▶ near the end ${f(median(presses))} ms (median of 10)`);
  } finally {
    await h.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await benchReplay();
  process.exit(0);
}
