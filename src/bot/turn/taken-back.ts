// A post whose turn was taken back (an Undo after the turn was announced): the post is edited in
// place, its buttons gone and a line on top saying so, and the ping line after it is deleted, so
// the next player is pinged once, by the post that follows when the turn is played again. A post
// made before the bot recorded its messages (or one deleted by a moderator) cannot be edited:
// then a short notice says the turn is open again, as the bot always did.
import { translator, type Locale } from "../../i18n/index.ts";
import { ComponentType, DiscordAPIError, type SendableChannels } from "discord.js";
import type { PostedMessages } from "../../store/index.ts";
import { V2, text, type InContainer, type TopLevel } from "../layouts/v2.ts";

/** Discord: "Unknown Message" (deleted meanwhile). */
const UNKNOWN_MESSAGE = 10008;

/** "↩️ Ann took back this turn; it is open again." */
export function takenBackLine(who: string, locale: Locale = "en"): string {
  return translator(locale)("replies.takenBack.line", { who });
}

/**
 * A V2 message's components without their controls: action rows dropped, a section (text beside
 * a button) left as its text. Pure, for the edit and for tests.
 */
export function withoutControls(components: readonly TopLevel[]): TopLevel[] {
  const inner = (list: readonly InContainer[]): InContainer[] => list.flatMap((c): InContainer[] => {
    if (c.type === ComponentType.ActionRow) return [];
    if (c.type === ComponentType.Section) return c.components.map((t) => t);
    return [c];
  });
  return components.flatMap((c): TopLevel[] => {
    if (c.type === ComponentType.ActionRow) return [];
    if (c.type === ComponentType.Section) return c.components.map((t) => t);
    if (c.type === ComponentType.Container) {
      const kept = inner(c.components);
      return kept.length > 0 ? [{ ...c, components: kept }] : [];
    }
    return [c];
  });
}

/** Whether a Discord error means the message is gone. */
function gone(e: unknown): boolean {
  return e instanceof DiscordAPIError && e.code === UNKNOWN_MESSAGE;
}

/**
 * Edit the taken-back post and delete its ping line. False when there was no post to edit (then
 * the caller posts a notice). Repeating it (a retry after a crash) changes nothing more.
 */
export async function markTakenBack(channel: SendableChannels, messages: PostedMessages, who: string, locale: Locale = "en"): Promise<boolean> {
  if (messages.ping) {
    await channel.messages.delete(messages.ping).catch((e: unknown) => { if (!gone(e)) throw e; });
  }
  if (!messages.post) return false;
  const post = await channel.messages.fetch(messages.post).catch((e: unknown) => { if (gone(e)) return null; throw e; });
  if (!post) return false;
  const line = takenBackLine(who, locale);
  if (!post.flags.has(V2)) {
    if (post.content.startsWith(line)) return true;
    await post.edit({ content: `${line}\n${post.content}`.slice(0, 2000), components: [], allowedMentions: { parse: [] } });
    return true;
  }
  const before = post.components.map((c) => c.toJSON());
  const first = before[0];
  if (first?.type === ComponentType.TextDisplay && first.content === line) return true;
  await post.edit({ flags: V2, components: [text(line), ...withoutControls(before)], allowedMentions: { parse: [] } });
  return true;
}
