// The permissions the bot needs where it hosts a game, named as Discord's settings name them.
import { PermissionFlagsBits as P, type BaseInteraction, type PermissionsBitField } from "discord.js";
import type { Authority } from "../store/index.ts";
import { listIn, translator, type Locale } from "../i18n/index.ts";

/**
 * Where the game's posts go: see the channel, post in it (Send Messages in a channel, Send
 * Messages in Threads in a thread), attach the turn images, and read the history to update the
 * lobby message later. (No embeds: posts are text and images.)
 */
export const GAME_PERMISSIONS = {
  inChannel: [P.ViewChannel, P.SendMessages, P.AttachFiles, P.ReadMessageHistory],
  inThread: [P.ViewChannel, P.SendMessagesInThreads, P.AttachFiles, P.ReadMessageHistory],
} as const;

/** To give the game a thread of its own. */
export const THREAD_PERMISSIONS = [P.CreatePublicThreads, P.SendMessagesInThreads] as const;

/** Each permission's name in the catalogue (errors.permission: Discord's own names in each language). */
const NAMES = new Map<bigint, "view" | "send" | "sendInThreads" | "attach" | "history" | "threads">([
  [P.ViewChannel, "view"], [P.SendMessages, "send"], [P.SendMessagesInThreads, "sendInThreads"],
  [P.AttachFiles, "attach"], [P.ReadMessageHistory, "history"], [P.CreatePublicThreads, "threads"],
]);

/**
 * Who asks, as the store judges the host-only changes (store/seats.ts `hostOrManager`): the user,
 * and whether they manage the server (Discord's Manage Server permission, where they act).
 */
export function authorityOf(i: Pick<BaseInteraction, "user" | "memberPermissions">): Authority {
  return { userId: i.user.id, admin: i.memberPermissions?.has(P.ManageGuild) ?? false };
}

/** Those of `needed` the bot lacks (all of them when Discord sent no permissions). */
export function missingPermissions(have: Readonly<PermissionsBitField> | null | undefined, needed: readonly bigint[]): bigint[] {
  return needed.filter((p) => !have?.has(p));
}

/** "View Channel, Send Messages and Attach Files". */
export function permissionNames(perms: readonly bigint[], locale: Locale = "en"): string {
  const t = translator(locale);
  const names = perms.map((p) => { const key = NAMES.get(p); return `**${key ? t(`errors.permission.${key}`) : p.toString()}**`; });
  if (locale !== "en") return listIn(locale, names);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1] ?? ""}` : names.join("");
}
