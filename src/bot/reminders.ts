// Turn reminders: the store hands each due reminder to one process at a time (a lease that
// lapses, so a process killed while posting hands it over instead of losing it); it is posted
// in the game's thread, with what happened since the player's last turn and a button to mute it
// for this turn, under a nonce of its own (the same for whoever posts it, so a takeover after a
// crash never posts it twice), and only then counted. One at a time: claim, post, count.
import { ButtonStyle } from "discord.js";
import { summarize, type GameState } from "../engine/index.ts";
import type { ClaimedReminder } from "../store/index.ts";
import type { BotContext } from "./context.ts";
import { directMessage } from "./dm.ts";
import { encodeId } from "./custom-id.ts";
import { gameChannel } from "./poster.ts";
import { pauseAfterRefusal, refusedForGood } from "./refused.ts";
import { BUTTON_LABEL_MAX, buttons, clip, fitLines, withNames, type ActionStyle } from "./present.ts";
import { fitContent, uniqueIds } from "./text.ts";

function waited(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} hours` : `${Math.round(hours / 24)} days`;
}

/** Log lines since the seat's own latest entry: what the others did meanwhile. */
export function sinceLastTurn(state: GameState, seat: number, max = 6): string[] {
  let i = state.log.length - 1;
  while (i >= 0 && state.log[i]?.seat !== seat) i--;
  return state.log.slice(i + 1).slice(-max).map((e) => e.text);
}

/** At most this many reminders are posted in one pass (the next pass goes on). */
const PASS_LIMIT = 200;

/** Post every reminder that is due now, one claim at a time; returns how many were posted. */
export async function sendDueReminders(ctx: BotContext): Promise<number> {
  let sent = 0;
  // A reminder whose post failed keeps its claim until the lease lapses (then it is retried);
  // it is skipped for the rest of this pass.
  const failed = new Set<number>();
  for (let n = 0; n < PASS_LIMIT; n++) {
    const r = await ctx.store.claimNextReminder(failed);
    if (!r) break;
    if (await postReminder(ctx, r)) {
      await ctx.store.reminderDone(r);
      sent++;
    } else {
      failed.add(r.id);
    }
  }
  return sent;
}

/** Post one claimed reminder; false when Discord did not take it (retried once the claim lapses). */
async function postReminder(ctx: BotContext, r: ClaimedReminder): Promise<boolean> {
  const log = ctx.log.child({ gameId: r.gameId, seat: r.seat });
  try {
    const { game, state } = await ctx.store.loadGame(r.gameId);
    const seat = game.seats[r.seat];
    if (!state || !seat?.userId) return true; // nothing to remind of any more: counted, not posted
    const since = r.waitingSince ?? game.updatedAt;
    const waitedMs = r.claimedAt.getTime() - since.getTime();
    const news = sinceLastTurn(state, r.seat).map((t) => `• ${withNames(t, game.seats)}`);
    // Public: what the seat is asked, as everyone may see it (never a card from their hand).
    const asked = summarize(state).prompts.find((p) => p.seat === r.seat)?.prompt;
    const row: { id: string; label: string; style?: ActionStyle }[] = [
      { id: encodeId("mine", game.id, game.version), label: "Show my choices", style: ButtonStyle.Primary },
      { id: encodeId("mute", game.id, game.version, String(r.seat)), label: "Mute reminders for this turn" },
    ];
    let takeover = "";
    if (game.takeoverMinutes !== null && waitedMs >= game.takeoverMinutes * 60_000) {
      row.push({ id: encodeId("takeover", game.id, game.version, String(r.seat)), label: clip(`Let an AI play ${seat.displayName}`, BUTTON_LABEL_MAX), style: ButtonStyle.Danger });
      takeover = `\n<@${game.hostUserId}> (host): this seat has waited longer than the game's limit; you may let an AI take it over.`;
    }
    const content = [
      `⏰ <@${seat.userId}>, a reminder: it has been your turn in game #${game.id} for ${waited(waitedMs)}${r.sentCount > 1 ? ` (reminder ${r.sentCount})` : ""}.`,
      news.length ? `Since your last turn:\n${fitLines(news, 900)}` : "",
      asked ? `You are asked: ${withNames(asked, game.seats)}` : "",
    ].filter(Boolean).join("\n") + takeover;
    const channel = await gameChannel(ctx, game);
    // The host may be the overdue player: each user once (Discord refuses a repeated id).
    const posted = await channel.send({ content: fitContent(content), components: [buttons(row)], allowedMentions: { users: uniqueIds(takeover ? [seat.userId, game.hostUserId] : [seat.userId]) }, nonce: r.nonce, enforceNonce: true });
    await directMessage(ctx, game, [r.seat], `⏰ Still your move in Nusfjord game #${game.id}: ${posted.url}`, r.nonce);
    log.debug({ reminderId: r.id, sentCount: r.sentCount, messageId: posted.id }, "reminder posted");
    return true;
  } catch (e) {
    log.error({ err: e }, "could not post a reminder");
    if (refusedForGood(e)) {
      // Retrying would be refused again: the game's posting pauses and the host is told (refused.ts).
      await pauseAfterRefusal(ctx, (await ctx.store.loadGame(r.gameId)).game, e).catch(() => undefined);
      return true;
    }
    return false;
  }
}
