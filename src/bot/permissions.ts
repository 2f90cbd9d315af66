// The permissions the bot needs where it hosts a game, named as Discord's settings name them.
import { PermissionFlagsBits as P, type BaseInteraction, type PermissionsBitField } from "discord.js";
import type { Authority } from "../store/index.ts";

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

const NAMES = new Map<bigint, string>([
  [P.ViewChannel, "View Channel"], [P.SendMessages, "Send Messages"], [P.SendMessagesInThreads, "Send Messages in Threads"],
  [P.AttachFiles, "Attach Files"], [P.ReadMessageHistory, "Read Message History"], [P.CreatePublicThreads, "Create Public Threads"],
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
export function permissionNames(perms: readonly bigint[]): string {
  const names = perms.map((p) => `**${NAMES.get(p) ?? p.toString()}**`);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1] ?? ""}` : names.join("");
}
