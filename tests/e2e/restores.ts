// Shared by the tests of backups restored under a running bot (SQLite: ./backup.test.ts;
// PostgreSQL: tests/store/pg-restore.test.ts): playing turns, and what the thread shows after.
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import { customIds, finishDecision, type Harness } from "./harness.ts";
import { idWith, latestPing, type Table } from "./play.ts";
import type { RecordedMessage } from "./standin/index.ts";

/** The mover's whole turn from the newest "your turn" post, choosing the `n`th useful option each time. */
export async function oneTurn(h: Harness, t: Table, n: number): Promise<void> {
  const { user } = await t.current();
  const ping = latestPing(h, t.threadId);
  const mine = customIds(ping).some((id) => decodeId(id)?.verb === "mine");
  const first = mine ? (await h.discord.button(user, ping, idWith(ping, "mine"))).response : ping;
  await finishDecision(h.discord, user, first, n);
  await h.bot.idle();
}

/** The bot's messages in the thread from the `from`th on. */
export function botMessages(h: Harness, threadId: string, from: number): RecordedMessage[] {
  return h.discord.messages(threadId).slice(from).filter((m) => m.authorId === h.discord.botUser.id);
}

/** The log lines the game's posts among `messages` tell ("• " lines of "**Game #n**" posts), in order. */
export function toldIn(messages: readonly RecordedMessage[], gameId: number): string[] {
  return messages.filter((m) => m.text.startsWith(`**Game #${gameId}**`)).flatMap((m) => m.text.split("\n").filter((l) => l.startsWith("• ")).map((l) => l.slice(2)));
}

/** The thread's notice that its game went back in time. */
export const RESTORED_NOTICE = /^⏪ This game was restored to (round \d+, (turn \d+|the Fishing phase|Returning Home)|the end of the game) \(from a backup\)\. What the posts above tell of after that no longer counts; play goes on from there\./;
