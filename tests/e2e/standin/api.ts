// JSON bodies shaped as Discord's API v10 returns them, built from the stand-in's world.
import { ChannelType, EmbedType, OverwriteType } from "discord.js";
import type {
  APIAttachment, APIChannel, APIPrivateThreadChannel, APIPublicThreadChannel, APITextChannel, ChannelFlags, GuildMemberFlags,
  GuildSystemChannelFlags, RoleFlags, ThreadAutoArchiveDuration, ThreadMemberFlags, UserFlags, APIEmbed, APIGuildMember, APIInteractionGuildMember, APIMessage,
  APIRole, APIThreadMember, APIUser, GatewayGuildCreateDispatchData,
} from "discord.js";
import { BOT_ROLE_PERMISSIONS, ADMIN_ROLE_PERMISSIONS, EVERYONE_PERMISSIONS, type StoredChannel, type StoredMessage, type World } from "./model.ts";

const iso = (ms: number) => new Date(ms).toISOString();

export function apiUser(w: World, userId: string): APIUser {
  const u = w.users.get(userId);
  if (!u) return { id: userId, username: "unknown-user", discriminator: "0", global_name: null, avatar: null };
  return {
    id: u.user.id, username: u.user.username, discriminator: u.bot ? "4242" : "0",
    global_name: u.bot ? null : u.user.globalName, avatar: null, ...(u.bot ? { bot: true } : {}),
    public_flags: 0 as UserFlags, flags: 0 as UserFlags, banner: null, accent_color: null, avatar_decoration_data: null, collectibles: null, primary_guild: null,
  };
}

export function apiMember(w: World, userId: string): APIGuildMember {
  const u = w.users.get(userId);
  return {
    user: apiUser(w, userId), nick: null, avatar: null, banner: null, roles: [...(u?.roles ?? [])],
    joined_at: u?.joinedAt ?? new Date().toISOString(), premium_since: null, deaf: false, mute: false, flags: 0 as GuildMemberFlags,
    pending: false, communication_disabled_until: null,
  };
}

export function apiInteractionMember(w: World, userId: string): APIInteractionGuildMember {
  return { ...apiMember(w, userId), user: apiUser(w, userId), permissions: w.permissions(userId).toString() };
}

function role(id: string, name: string, position: number, permissions: bigint, extra: Partial<APIRole> = {}): APIRole {
  return {
    id, name, color: 0, colors: { primary_color: 0, secondary_color: null, tertiary_color: null }, hoist: false, icon: null,
    unicode_emoji: null, position, permissions: permissions.toString(), managed: false, mentionable: false, flags: 0 as RoleFlags, ...extra,
  };
}

export function apiRoles(w: World): APIRole[] {
  return [
    role(w.guildId, "@everyone", 0, EVERYONE_PERMISSIONS),
    role(w.adminRoleId, "Admins", 1, ADMIN_ROLE_PERMISSIONS),
    role(w.botRoleId, w.botUser.username, 2, BOT_ROLE_PERMISSIONS, { managed: true, tags: { bot_id: w.botUser.id } }),
  ];
}

/** A channel object; `forUser` adds the `permissions` field interactions carry. */
export function apiChannel(w: World, ch: StoredChannel, forUser?: string): APIChannel {
  if (ch.type === 1) {
    return {
      id: ch.id, type: ChannelType.DM, name: null, last_message_id: ch.lastMessageId, recipients: [apiUser(w, ch.recipientId ?? "")],
      flags: 0 as ChannelFlags, last_pin_timestamp: null,
    };
  }
  return w.isThread(ch) ? apiThread(w, ch, forUser) : apiTextChannel(w, ch, forUser);
}

function permsFor(w: World, forUser?: string): { permissions?: string } {
  return forUser !== undefined ? { permissions: w.permissions(forUser).toString() } : {};
}

function apiTextChannel(w: World, ch: StoredChannel, forUser?: string): APITextChannel {
  return {
    id: ch.id, type: ChannelType.GuildText, guild_id: ch.guildId ?? w.guildId, name: ch.name, position: ch.position,
    permission_overwrites: w.botDenied.has(ch.id) ? [{ id: w.botUser.id, type: OverwriteType.Member, allow: "0", deny: (w.botDenied.get(ch.id) ?? 0n).toString() }] : [], parent_id: null, nsfw: false, topic: null, last_message_id: ch.lastMessageId,
    rate_limit_per_user: 0, flags: 0 as ChannelFlags, last_pin_timestamp: null, default_auto_archive_duration: 4320,
    default_thread_rate_limit_per_user: 0, ...permsFor(w, forUser),
  };
}

function apiThread(w: World, ch: StoredChannel, forUser?: string): APIPublicThreadChannel | APIPrivateThreadChannel {
  const botJoined = ch.memberJoinedAt.get(w.botUser.id);
  const d = ch.autoArchiveDuration;
  const base = {
    id: ch.id, guild_id: ch.guildId ?? w.guildId, name: ch.name, parent_id: ch.parentId ?? w.channelId, owner_id: ch.ownerId ?? w.botUser.id,
    last_message_id: ch.lastMessageId, rate_limit_per_user: ch.rateLimitPerUser, flags: 0 as ChannelFlags,
    member_count: Math.min(ch.members.length, 50), message_count: ch.messageCount, total_message_sent: ch.messageCount,
    last_pin_timestamp: null, nsfw: false,
    thread_metadata: {
      archived: ch.archived, auto_archive_duration: (d === 60 || d === 1440 || d === 10080 ? d : 4320) as ThreadAutoArchiveDuration,
      archive_timestamp: iso(ch.archiveTimestamp), locked: ch.locked, create_timestamp: iso(ch.createdAt),
      ...(ch.type === 12 ? { invitable: ch.invitable } : {}),
    },
    ...(botJoined !== undefined ? { member: { id: ch.id, user_id: w.botUser.id, join_timestamp: iso(botJoined), flags: 0 as ThreadMemberFlags } } : {}),
    ...permsFor(w, forUser),
  };
  return ch.type === 12 ? { ...base, type: ChannelType.PrivateThread } : { ...base, type: ChannelType.PublicThread };
}

export function apiThreadMember(ch: StoredChannel, userId: string): APIThreadMember {
  return { id: ch.id, user_id: userId, join_timestamp: iso(ch.memberJoinedAt.get(userId) ?? ch.createdAt), flags: 0 as ThreadMemberFlags };
}

function pngSize(data: Buffer): { width: number; height: number } | null {
  if (data.length < 24 || data.readUInt32BE(0) !== 0x89504e47 || data.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

export function apiMessage(w: World, m: StoredMessage): APIMessage {
  const attachments: APIAttachment[] = m.attachments.map((a) => {
    const url = `${w.httpBase}/attachments/${m.channelId}/${a.id}/${encodeURIComponent(a.filename)}`;
    const size = pngSize(a.data);
    return {
      id: a.id, filename: a.filename, size: a.data.length, url, proxy_url: url, content_type: a.contentType,
      ...(a.description !== null ? { description: a.description } : {}), ...(size ?? {}),
      ...(m.ephemeral ? { ephemeral: true } : {}),
    };
  });
  const ref = m.referenceId ? w.messages.get(m.referenceId) : undefined;
  const thread = m.threadId ? w.channels.get(m.threadId) : undefined;
  const it = m.interaction;
  const msg: APIMessage = {
    id: m.id, channel_id: m.channelId, author: apiUser(w, m.authorId), content: m.content, timestamp: iso(m.createdAt),
    edited_timestamp: m.editedAt === null ? null : iso(m.editedAt), tts: m.tts, mention_everyone: false,
    mentions: m.mentions.map((id) => apiUser(w, id)), mention_roles: [], attachments,
    embeds: m.embeds.map((e) => ({ ...(e as APIEmbed), type: (e as APIEmbed).type ?? EmbedType.Rich })), pinned: m.pinned, type: m.type, flags: m.flags,
    components: structuredClone(m.components),
  };
  if (m.webhookId) { msg.webhook_id = m.webhookId; msg.application_id = w.appId; }
  if (it) {
    const user = apiUser(w, it.userId);
    msg.interaction_metadata = it.componentMessageId
      ? { id: it.id, type: 3, user, authorizing_integration_owners: { 0: w.guildId }, interacted_message_id: it.componentMessageId }
      : { id: it.id, type: 2, user, authorizing_integration_owners: { 0: w.guildId } };
    if (!it.componentMessageId) msg.interaction = { id: it.id, type: 2, name: it.name, user };
  }
  if (ref) {
    msg.message_reference = { type: 0, message_id: ref.id, channel_id: ref.channelId, guild_id: w.guildId };
    msg.referenced_message = ref.deleted ? null : { ...apiMessage(w, { ...ref, referenceId: null }) };
  }
  if (thread) msg.thread = apiChannel(w, thread);
  return msg;
}

export function apiGuild(w: World) {
  return {
    id: w.guildId, name: "Stand-in Guild", icon: null, icon_hash: null, splash: null, discovery_splash: null,
    owner_id: [...w.users.values()].find((u) => !u.bot)?.user.id ?? w.botUser.id, afk_channel_id: null, afk_timeout: 300 as const,
    widget_enabled: false, widget_channel_id: null, verification_level: 0, default_message_notifications: 1,
    explicit_content_filter: 0, roles: apiRoles(w), emojis: [], features: [], mfa_level: 0, application_id: null,
    system_channel_id: w.channelId, system_channel_flags: 0 as GuildSystemChannelFlags, rules_channel_id: null, max_presences: null,
    max_members: 500000, vanity_url_code: null, description: null, banner: null, premium_tier: 0,
    premium_subscription_count: 0, preferred_locale: w.guildLocale, public_updates_channel_id: null,
    max_video_channel_users: 25, max_stage_video_channel_users: 50, nsfw_level: 0, stickers: [],
    premium_progress_bar_enabled: false, hub_type: null, safety_alerts_channel_id: null, incidents_data: null,
  } satisfies Omit<GatewayGuildCreateDispatchData, "joined_at" | "large" | "member_count" | "voice_states" | "members" | "channels" | "threads" | "presences" | "stage_instances" | "guild_scheduled_events" | "soundboard_sounds" | "unavailable">;
}

export function apiGuildCreate(w: World): GatewayGuildCreateDispatchData {
  const guildChannels = [...w.channels.values()].filter((c) => c.guildId === w.guildId);
  return {
    ...apiGuild(w), joined_at: w.users.get(w.botUser.id)?.joinedAt ?? new Date().toISOString(), large: false, unavailable: false,
    member_count: w.users.size, voice_states: [], members: [...w.users.keys()].map((id) => apiMember(w, id)),
    channels: guildChannels.filter((c) => !w.isThread(c)).map((c) => apiTextChannel(w, c)),
    threads: guildChannels.filter((c) => w.isThread(c) && !c.archived).map((c) => apiThread(w, c)),
    presences: [], stage_instances: [], guild_scheduled_events: [], soundboard_sounds: [],
  };
}
