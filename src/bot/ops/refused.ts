// Posts Discord refuses for good. A 403 (the bot may not see or post in the channel: 50001
// Missing Access, 50013 Missing Permissions) or a 404 (the channel or thread is gone) will be
// refused again at every retry, and Discord bans bots that keep sending invalid requests
// (10,000 in 10 minutes). So the game's posting stops: the game is paused (nothing is lost,
// its posts wait in the outbox) and the host is told once, by direct message, what to fix.
import { DiscordAPIError } from "discord.js";
import type { GameRecord } from "../../store/index.ts";
import type { BotContext } from "../context.ts";
import { translator, type Language } from "../../i18n/index.ts";

/**
 * A refusal that retrying cannot cure (as opposed to 429, 5xx or a network failure): 403, 404,
 * or 50083 (the thread is archived and locked, so the bot's post cannot unarchive it).
 */
export function refusedForGood(e: unknown): e is DiscordAPIError {
  return e instanceof DiscordAPIError && (e.status === 403 || e.status === 404 || e.code === 50083);
}

/** Why, in the host's words and the game's language (Discord's permissions named as Discord names them there). */
function reason(e: DiscordAPIError, language: Language): string {
  const t = translator(language);
  if (e.code === 50083) return t("posts.refused.locked");
  if (e.status === 404) return t("posts.refused.gone");
  if (e.code === 50001) return t("posts.refused.noView", { view: t("errors.permission.view") });
  return t("posts.refused.permission", {
    view: t("errors.permission.view"), send: t("errors.permission.send"), sendInThreads: t("errors.permission.sendInThreads"),
    attach: t("errors.permission.attach"), history: t("errors.permission.history"),
  });
}

/** What the host is told, in the game's language. */
function refusalNote(game: Pick<GameRecord, "id" | "threadId" | "channelId" | "language">, e: DiscordAPIError): string {
  return translator(game.language)("posts.refused.dm", { game: game.id, where: `<#${game.threadId ?? game.channelId}>`, reason: reason(e, game.language) });
}

/**
 * Pause the game after a refusal for good and tell the host once (the pause stops every later
 * post, reminder and AI move of the game, so there is no second refusal and no second note).
 */
export async function pauseAfterRefusal(ctx: BotContext, game: GameRecord, e: DiscordAPIError): Promise<void> {
  const log = ctx.log.child({ gameId: game.id });
  if (game.paused || game.status !== "active") return;
  log.error({ status: e.status, code: e.code }, "Discord refused the game's post for good; pausing the game's posting and telling the host");
  try {
    await ctx.store.updateSettings(game.id, { userId: game.hostUserId, admin: true }, { paused: true });
  } catch (err) {
    log.error({ err }, "could not pause the game after Discord refused its post");
    return;
  }
  const text = refusalNote(game, e);
  try {
    const host = await ctx.client.users.fetch(game.hostUserId);
    await host.send({ content: text, allowedMentions: { parse: [] } });
    return;
  } catch (err) {
    log.warn({ err }, "could not tell the host by direct message (DMs closed?)");
  }
  // DMs closed: once, in the lobby's channel when the refused one was the game's thread.
  if (!game.threadId) return;
  try {
    const lobby = await ctx.client.channels.fetch(game.channelId);
    if (lobby?.isSendable()) await lobby.send({ content: `<@${game.hostUserId}> ${text}`, allowedMentions: { users: [game.hostUserId] } });
  } catch (err) {
    log.warn({ err }, "could not tell the host in the lobby's channel either");
  }
}
