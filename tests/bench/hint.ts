// /hint's time to answer (a benchmark, not a test): a seeded 2-player game of two people through
// the Discord stand-in, the bot as deployed (one AI worker thread, the hard AI's default budget).
// At each Work-phase turn the player to move asks `/hint`, and the time from sending the command
// to the hint in their private reply is measured (the bot acknowledges at once and edits the
// answer in: Discord allows 3 s for the acknowledgement and 15 minutes for the answer); then they
// press the hint's first button, which takes the AI's pick, and the game goes on.
//
// `npm run bench` runs it (tests/bench/run.ts), or alone: `npx tsx tests/bench/hint.ts`
// (BENCH_HINTS=N asks N hints, default 24).
import { pathToFileURL } from "node:url";
import { AiPool } from "../../src/bot/ai/pool.ts";
import { DEFAULT_HARD_BUDGET_MS } from "../../src/ai/index.ts";
import { isTurnDecision, pendingSeats } from "../../src/engine/index.ts";
import { customIds, loadState, startHarness } from "../e2e/harness.ts";
import { openAndStart } from "../e2e/play.ts";
import { median, percentile } from "./median.ts";

export async function benchHint(count = Number(process.env.BENCH_HINTS ?? 24)): Promise<void> {
  const h = await startHarness({ aiPool: () => new AiPool(1) });
  try {
    const ann = h.discord.addUser("ann");
    const bo = h.discord.addUser("bo");
    const users = new Map([[ann.id, ann], [bo.id, bo]]);
    const { gameId, threadId } = await openAndStart(h, ann, [bo], { players: 2 });
    const answers: number[] = [];
    const acks: number[] = [];
    for (let guard = 0; answers.length < count && guard < 400; guard++) {
      const { game, state } = await loadState(h.store, gameId);
      if (state.phase === "over") break;
      const seat = pendingSeats(state)[0];
      const user = seat === undefined ? undefined : users.get(game.seats[seat]?.userId ?? "");
      if (seat === undefined || !user) throw new Error("nobody to move");
      if (!isTurnDecision(state, seat)) {
        // A follow-up question: answer it from the private screen's first button, as /hint would.
        const out = await h.discord.command(user, threadId, "hint");
        await h.bot.idle();
        const first = customIds(out.response)[0];
        if (!first || !out.response) throw new Error("no hint to follow");
        await h.discord.button(user, out.response, first);
        await h.bot.idle();
        continue;
      }
      const t = performance.now();
      const out = await h.discord.command(user, threadId, "hint");
      acks.push(out.ackMs);
      while (!out.response?.content.startsWith("💡")) await new Promise((r) => setTimeout(r, 2));
      answers.push(performance.now() - t);
      await h.bot.idle();
      const first = customIds(out.response)[0];
      if (!first) throw new Error("the hint has no button");
      await h.discord.button(user, out.response, first);
      await h.bot.idle();
    }
    const f = (x: number) => Math.round(x);
    console.log(`/hint (hard AI, default budget ${DEFAULT_HARD_BUDGET_MS} ms, one AI worker, ${answers.length} hints in a 2-player game): answered in ${f(median(answers))} ms (median), ${f(percentile(answers, 95))} ms (95th percentile), ${f(Math.max(...answers))} ms at most; acknowledged in ${f(median(acks))} ms (median), ${f(Math.max(...acks))} ms at most (Discord allows 3,000 ms to acknowledge, 15 minutes to answer)`);
  } finally {
    await h.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await benchHint();
  process.exit(0);
}
