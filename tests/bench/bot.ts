// Bot benchmark, through the local Discord stand-in with the real bot, database and renderers:
// the median time from an interaction arriving (the one that completes a turn) to the turn
// message with its image posted in the game's thread. Target: under 250 ms.
import { decodeId } from "../../src/bot/custom-id.ts";
import { customIds, finishDecision, pick, startHarness, whoDecides } from "../e2e/harness.ts";
import type { RecordedMessage } from "../e2e/standin/index.ts";
import { median } from "./median.ts";

function idWith(m: RecordedMessage | null | undefined, verb: string): string {
  const id = customIds(m).find((x) => decodeId(x)?.verb === verb);
  if (!id) throw new Error(`no ${verb} button`);
  return id;
}

export async function benchBot(turns = 40): Promise<void> {
  const h = await startHarness();
  try {
    const ann = h.discord.addUser("ann");
    const bo = h.discord.addUser("bo");
    const users = new Map([[ann.id, ann], [bo.id, bo]]);
    const samples: number[] = [];
    // A 2-player game completes about 20 measurable turns: play games until there are enough.
    for (let game = 0; samples.length < turns && game < 5; game++) {
      const created = await h.discord.command(ann, h.discord.channelId, "nusfjord", { subcommand: "new", options: { players: 2 } });
      await h.bot.idle(); // the thread opens after the lobby is shown
      // (outcome.response is the message as it is now: read the id before Start changes it)
      const gameId = decodeId(idWith(created.response, "join"))?.gameId ?? -1;
      const joined = await h.discord.button(bo, created.response ?? fail(), idWith(created.response, "join"));
      await h.discord.button(ann, joined.response ?? fail(), idWith(joined.response, "start"));
      const thread = h.discord.threads(h.discord.channelId).find((t) => t.name === `Nusfjord #${gameId}`) ?? fail();
      await h.bot.idle();
      for (let n = 0; samples.length < turns && n < 1000; n++) {
        const who = await whoDecides(h.store, gameId);
        const user = who?.userId ? users.get(who.userId) : undefined;
        if (!who || !user) break;
        const placements = who.choices.filter((c) => c.startsWith("place:"));
        const before = h.discord.messages(thread.id).length;
        const t0 = Date.now();
        if (placements.length > 0) {
          // Gold ends a turn without a follow-up: the measured interaction completes the turn.
          const action = placements.includes("place:gold") ? "place:gold" : pick(placements, n);
          const out = await h.discord.command(user, thread.id, "place", { options: { action } });
          const rest = await finishDecision(h.discord, user, out.response, n);
          if (rest.length > 0) { await h.bot.idle(); continue; } // a turn of several interactions: not measured
        } else {
          // The "your turn" post: its own choices, or "Show my choices" when several decide.
          const ping = [...h.discord.messages(thread.id)].reverse().find((m) => customIds(m).some((id) => ["mine", "choice", "menu"].includes(decodeId(id)?.verb ?? ""))) ?? fail();
          const mine = customIds(ping).some((id) => decodeId(id)?.verb === "mine");
          await finishDecision(h.discord, user, mine ? (await h.discord.button(user, ping, idWith(ping, "mine"))).response : ping, n);
          await h.bot.idle();
          continue;
        }
        const posted = await h.discord.waitForMessage(thread.id, (m) => m.attachments.length > 0 && h.discord.messages(thread.id).findIndex((x) => x.id === m.id) >= before, 5000).catch(() => null);
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

function fail(): never {
  throw new Error("the benchmark game did not go as expected");
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBot();
