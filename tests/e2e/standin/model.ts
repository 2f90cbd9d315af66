// The stand-in's world: one guild, its users, channels, threads, DMs, messages and commands.
import { Locale, PermissionFlagsBits as P } from "discord.js";
import { messageText } from "./components.ts";
import type { RecordedAttachment, RecordedChannel, RecordedMessage, RecordedNotification, StandInUser } from "./types.ts";

const DISCORD_EPOCH = 1420070400000n;
let lastSnowflake = 0n;
/** Increasing snowflakes (timestamp in the high bits, as Discord's). */
export function snowflake(): string {
  let id = (BigInt(Date.now()) - DISCORD_EPOCH) << 22n;
  if (id <= lastSnowflake) id = lastSnowflake + 1n;
  lastSnowflake = id;
  return id.toString();
}

const ALL_PERMISSIONS = Object.values(P).reduce((a, b) => a | b, 0n);
export const EVERYONE_PERMISSIONS = P.CreateInstantInvite | P.AddReactions | P.Stream | P.ViewChannel | P.SendMessages
  | P.EmbedLinks | P.AttachFiles | P.ReadMessageHistory | P.UseExternalEmojis | P.Connect | P.Speak | P.UseVAD
  | P.ChangeNickname | P.UseApplicationCommands | P.RequestToSpeak | P.CreatePublicThreads | P.SendMessagesInThreads
  | P.UseExternalStickers | P.UseEmbeddedActivities | P.SendVoiceMessages | P.SendPolls | P.UseExternalApps;
export const BOT_ROLE_PERMISSIONS = P.ManageThreads | P.CreatePrivateThreads | P.ManageMessages | P.MentionEveryone;
export const ADMIN_ROLE_PERMISSIONS = P.Administrator | P.ManageGuild;

export interface StoredUser {
  user: StandInUser;
  bot: boolean;
  roles: string[];
  joinedAt: string;
  dmsClosed: boolean;
  /** The user's Discord client language (an interaction's `locale`). */
  locale: Locale;
}

export interface InteractionMeta {
  id: string;
  type: number;
  name: string;
  userId: string;
  /** For component interactions: the message the component is on. */
  componentMessageId: string | null;
}

/** A message as the stand-in keeps it (`text` is worked out from it when it is read). */
export interface StoredMessage extends Omit<RecordedMessage, "text"> {
  attachments: RecordedAttachment[];
  type: number;
  editedAt: number | null;
  tts: boolean;
  pinned: boolean;
  webhookId: string | null;
  interaction: InteractionMeta | null;
  referenceId: string | null;
  threadId: string | null;
}

export interface StoredChannel extends RecordedChannel {
  guildId: string | null;
  createdAt: number;
  position: number;
  ownerId: string | null;
  lastMessageId: string | null;
  messageCount: number;
  autoArchiveDuration: number;
  archiveTimestamp: number;
  invitable: boolean;
  rateLimitPerUser: number;
  memberJoinedAt: Map<string, number>;
}

export type MessageListener = (m: StoredMessage) => void;

export class World {
  readonly guildId = snowflake();
  readonly channelId: string;
  readonly adminRoleId = snowflake();
  readonly botRoleId = snowflake();
  readonly guildCreatedAt = Date.now();
  readonly users = new Map<string, StoredUser>();
  /** The server's preferred language. */
  guildLocale: Locale = Locale.EnglishUS;
  readonly channels = new Map<string, StoredChannel>();
  readonly messages = new Map<string, StoredMessage>();
  /** Message ids per channel, in posting order. */
  readonly channelMessages = new Map<string, string[]>();
  readonly listeners = new Set<MessageListener>();
  /** Every file the bot uploaded (any channel, ephemeral replies and edits too), in order. */
  readonly uploads: RecordedAttachment[] = [];
  /** Every push notification a person's phone showed, in order. */
  readonly pushes: RecordedNotification[] = [];
  /** Base URL for attachment downloads, set once the server listens. */
  httpBase = "";
  /** Permissions denied to the bot in a channel (a permission overwrite); a thread follows its parent. */
  readonly botDenied = new Map<string, bigint>();

  constructor(readonly appId: string, readonly botUser: StandInUser) {
    this.users.set(botUser.id, { user: botUser, bot: true, roles: [this.botRoleId], joinedAt: new Date().toISOString(), dmsClosed: true, locale: Locale.EnglishUS });
    this.channelId = this.addChannel({ type: 0, name: "general", parentId: null, guildId: this.guildId }).id;
  }

  addUser(username: string, opts: { admin?: boolean; dmsClosed?: boolean; locale?: Locale } = {}): StandInUser {
    const user: StandInUser = { id: snowflake(), username, globalName: username };
    this.users.set(user.id, { user, bot: false, roles: opts.admin ? [this.adminRoleId] : [], joinedAt: new Date().toISOString(), dmsClosed: opts.dmsClosed ?? false, locale: opts.locale ?? Locale.EnglishUS });
    return user;
  }

  isAdmin(userId: string): boolean {
    return this.users.get(userId)?.roles.includes(this.adminRoleId) ?? false;
  }

  /** Guild-level permissions of a member (Administrator means all). */
  permissions(userId: string): bigint {
    const u = this.users.get(userId);
    let p = EVERYONE_PERMISSIONS;
    if (u?.roles.includes(this.adminRoleId)) p |= ADMIN_ROLE_PERMISSIONS;
    if (u?.roles.includes(this.botRoleId)) p |= BOT_ROLE_PERMISSIONS;
    return (p & P.Administrator) !== 0n ? ALL_PERMISSIONS : p;
  }

  /** The bot's permissions in a channel, as Discord computes them: guild roles minus the channel's overwrite; no View Channel means none. */
  botPermissionsIn(ch: StoredChannel): bigint {
    const base = this.permissions(this.botUser.id);
    if (ch.type === 1 || (base & P.Administrator) !== 0n) return base;
    const p = base & ~(this.botDenied.get(this.isThread(ch) ? (ch.parentId ?? ch.id) : ch.id) ?? 0n);
    return (p & P.ViewChannel) === 0n ? 0n : p;
  }

  addChannel(c: { type: number; name: string; parentId: string | null; guildId: string | null; ownerId?: string; recipientId?: string; id?: string }): StoredChannel {
    const now = Date.now();
    const ch: StoredChannel = {
      id: c.id ?? snowflake(), type: c.type, name: c.name, parentId: c.parentId, archived: false, locked: false,
      recipientId: c.recipientId ?? null, members: [], guildId: c.guildId, createdAt: now, position: this.channels.size,
      ownerId: c.ownerId ?? null, lastMessageId: null, messageCount: 0, autoArchiveDuration: 4320, archiveTimestamp: now,
      invitable: true, rateLimitPerUser: 0, memberJoinedAt: new Map(),
    };
    this.channels.set(ch.id, ch);
    this.channelMessages.set(ch.id, []);
    return ch;
  }

  isThread(ch: StoredChannel | undefined): boolean {
    return ch !== undefined && (ch.type === 10 || ch.type === 11 || ch.type === 12);
  }

  addThreadMember(ch: StoredChannel, userId: string): void {
    if (ch.members.includes(userId)) return;
    ch.members.push(userId);
    ch.memberJoinedAt.set(userId, Date.now());
  }

  dmChannelOf(userId: string): StoredChannel | undefined {
    for (const ch of this.channels.values()) if (ch.type === 1 && ch.recipientId === userId) return ch;
    return undefined;
  }

  openDm(userId: string): StoredChannel {
    return this.dmChannelOf(userId) ?? this.addChannel({ type: 1, name: "", parentId: null, guildId: null, recipientId: userId });
  }

  addMessage(m: Omit<StoredMessage, "id" | "edits" | "deleted" | "createdAt" | "editedAt" | "pinned" | "threadId"> & { id?: string }): StoredMessage {
    const stored: StoredMessage = { ...m, id: m.id ?? snowflake(), edits: 0, deleted: false, createdAt: Date.now(), editedAt: null, pinned: false, threadId: null };
    this.messages.set(stored.id, stored);
    if (!stored.ephemeral) {
      this.channelMessages.get(stored.channelId)?.push(stored.id);
      const ch = this.channels.get(stored.channelId);
      if (ch) { ch.lastMessageId = stored.id; ch.messageCount++; }
    }
    this.notify(stored);
    return stored;
  }

  /** A message appeared (posted, or a deferred reply filled in): its notification reaches the phones. */
  pushed(m: StoredMessage): void {
    for (const userId of m.notification.users) this.pushes.push({ userId, messageId: m.id, channelId: m.channelId, text: m.notification.text, at: Date.now() });
  }

  /** Call after changing a message in place. */
  touched(m: StoredMessage): void {
    m.edits++;
    m.editedAt = Date.now();
    this.notify(m);
  }

  notify(m: StoredMessage): void {
    for (const l of [...this.listeners]) l(m);
  }

  channelMessageList(channelId: string): StoredMessage[] {
    const ids = this.channelMessages.get(channelId) ?? [];
    return ids.map((id) => this.messages.get(id)).filter((m): m is StoredMessage => m !== undefined);
  }
}

export function copyMessage(m: StoredMessage): RecordedMessage {
  return {
    id: m.id, channelId: m.channelId, authorId: m.authorId, content: m.content,
    embeds: structuredClone(m.embeds), components: structuredClone(m.components),
    attachments: m.attachments.map((a) => ({ ...a })), flags: m.flags, ephemeral: m.ephemeral,
    interactionId: m.interactionId, edits: m.edits, deleted: m.deleted, createdAt: m.createdAt,
    mentions: [...m.mentions], pinged: [...m.pinged], text: messageText(m),
    notification: { users: [...m.notification.users], text: m.notification.text },
  };
}

export function copyChannel(c: StoredChannel): RecordedChannel {
  return {
    id: c.id, type: c.type, name: c.name, parentId: c.parentId, archived: c.archived, locked: c.locked,
    recipientId: c.recipientId, members: [...c.members],
  };
}
