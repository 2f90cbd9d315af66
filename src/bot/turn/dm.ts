// Direct messages for players who asked for them (`/nusfjord settings dm:true`): a short note
// with a link to the thread's message. Best effort: closed DMs or a failure never hold up the
// game or the post they accompany; they are logged.
//
// A direct message speaks the game's language, not the reader's Discord one: it stands for the
// post in the game's thread it links to (the same words as that post and its ping line), and a
// message sent on its own, outside any interaction, carries no client language to go by.
import { translator } from "../../i18n/index.ts";
import { nonceOf, type GameRecord } from "../../store/index.ts";
import type { BotContext } from "../context.ts";
import { fitContent } from "../layouts/text.ts";

/** What a direct message says: a turn ("turn" on your turn, "decision" off it, "held" once quiet hours ended), or a reminder. */
type DmFacts =
  | { readonly kind: "turn" | "decision" | "held"; readonly where: string; readonly situation: string; readonly link: string }
  | { readonly kind: "reminder"; readonly game: number; readonly link: string };

/** The words of a direct message, in the game's language. */
export function dmText(game: Pick<GameRecord, "language">, facts: DmFacts): string {
  const tr = translator(game.language);
  if (facts.kind === "reminder") return tr("posts.dm.reminder", { game: facts.game, link: facts.link });
  const vars = { where: facts.where, situation: facts.situation, link: facts.link };
  return facts.kind === "turn" ? tr("posts.dm.turn", vars) : facts.kind === "decision" ? tr("posts.dm.decision", vars) : tr("posts.dm.held", vars);
}

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
