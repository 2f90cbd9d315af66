// Direct messages for players who asked for them (`/nusfjord settings dm:true`): a short note
// with a link to the thread's message. Best effort: closed DMs or a failure never hold up the
// game or the post they accompany; they are logged.
import { nonceOf, type GameRecord } from "../../store/index.ts";
import type { BotContext } from "../context.ts";
import { fitContent } from "../layouts/text.ts";

/**
 * DM `text` to each of `seats` whose player wants direct messages for this game. With `nonce`
 * (the post it accompanies), a repeat after a crash is not sent twice (Discord's enforce_nonce);
 * each DM's own nonce is derived from it, since Discord may compare nonces across channels.
 */
export async function directMessage(ctx: BotContext, game: GameRecord, seats: readonly number[], text: string, nonce?: string): Promise<number> {
  const users = new Set<string>();
  for (const seat of seats) {
    const rec = game.seats[seat];
    if (rec?.userId && rec.notifyDm) users.add(rec.userId);
  }
  let sent = 0;
  for (const userId of users) {
    try {
      const user = await ctx.client.users.fetch(userId);
      await user.send({ content: fitContent(text), allowedMentions: { parse: [] }, ...(nonce ? { nonce: nonceOf("dm", nonce, userId), enforceNonce: true } : {}) });
      sent++;
    } catch (e) {
      ctx.log.warn({ err: e, gameId: game.id, userId }, "could not send a direct message (DMs closed?)");
    }
  }
  return sent;
}
