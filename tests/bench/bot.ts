// Bot benchmark, through the local Discord stand-in with the real bot, database and renderers:
// the median time from an interaction arriving (the one that completes a turn) to the turn
// message with its image posted in the game's thread. Target: under 250 ms.
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import { customIds, finishDecision, pick, startHarness, whoDecides } from "../e2e/harness.ts";
import { idWith, latestPing, openAndStart } from "../e2e/play.ts";
import { median } from "./median.ts";

export async function benchBot(turns = 40): Promise<void> {
  const h = await startHarness();
  try {
    const ann = h.discord.addUser("ann");
    const bo = h.discord.addUser("bo");
    const users = new Map([[ann.id, ann], [bo.id, bo]]);
    const samples: number[] = [];
    // A 2-player game completes about 20 measurable turns: play games until there are enough.
    for (let game = 0; samples.length < turns && game < 5; game++) {
      const { gameId, threadId } = await openAndStart(h, ann, [bo], { players: 2 });
      for (let n = 0; samples.length < turns && n < 1000; n++) {
        const who = await whoDecides(h.store, gameId);
        const user = who?.userId ? users.get(who.userId) : undefined;
        if (!who || !user) break;
        const placements = who.choices.filter((c) => c.startsWith("place:"));
        const before = h.discord.messages(threadId).length;
        const t0 = Date.now();
        if (placements.length > 0) {
          // Gold ends a turn without a follow-up: the measured interaction completes the turn.
          const action = placements.includes("place:gold") ? "place:gold" : pick(placements, n);
          const out = await h.discord.command(user, threadId, "place", { options: { action } });
          const rest = await finishDecision(h.discord, user, out.response, n);
          if (rest.length > 0) { await h.bot.idle(); continue; } // a turn of several interactions: not measured
        } else {
          // The "your turn" post: its own choices, or "Show my choices" when several decide.
          const ping = latestPing(h, threadId);
          const mine = customIds(ping).some((id) => decodeId(id)?.verb === "mine");
          await finishDecision(h.discord, user, mine ? (await h.discord.button(user, ping, idWith(ping, "mine"))).response : ping, n);
          await h.bot.idle();
          continue;
        }
        const posted = await h.discord.waitForMessage(threadId, (m) => m.attachments.length > 0 && h.discord.messages(threadId).findIndex((x) => x.id === m.id) >= before, 5000).catch(() => null);
        if (posted) samples.push(posted.createdAt - t0);
        await h.bot.idle();
      }
    }
    const sorted = [...samples].sort((a, b) => a - b);
    console.log(`bot: interaction -> turn message with image posted: median ${median(samples).toFixed(0)} ms, p90 ${(sorted[Math.floor(sorted.length * 0.9)] ?? 0).toFixed(0)} ms (${samples.length} turns through the stand-in; target < 250 ms)`);
  } finally {
    await h.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBot();
