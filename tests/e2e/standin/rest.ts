// REST routes other than interactions and commands: channel messages, threads, DMs, users,
// guild, application and gateway information.
import { PermissionFlagsBits as P } from "discord.js";
import { apiChannel, apiGuild, apiMember, apiMessage, apiRoles, apiThreadMember, apiUser } from "./api.ts";
import type { Gateway } from "./gateway.ts";
import { type Ctx, type Router, HttpError, badRequest, noContent, ok, optNumber, optString, param, unknown } from "./http.ts";
import type { Messages } from "./messages.ts";
import type { StoredChannel, StoredMessage, World } from "./model.ts";

const GUILDS = 1;

export function restRoutes(router: Router, w: World, gateway: Gateway, messages: Messages, base: () => { http: string; ws: string }): void {
  const channelOf = (ctx: Ctx): StoredChannel => {
    const ch = w.channels.get(param(ctx, 0));
    if (!ch) throw unknown("Channel", 10003);
    return ch;
  };
  const messageOf = (ctx: Ctx): StoredMessage => {
    const ch = channelOf(ctx);
    const m = w.messages.get(param(ctx, 1));
    if (!m || m.channelId !== ch.id || m.ephemeral || m.deleted) throw unknown("Message", 10008);
    return m;
  };
  /** Discord's answer when the bot lacks a permission in the channel: 50001 without View Channel, else 50013. */
  const need = (ch: StoredChannel, ...perms: bigint[]): void => {
    if (ch.type === 1) return;
    const have = w.botPermissionsIn(ch);
    if ((have & P.ViewChannel) === 0n) throw new HttpError(403, { message: "Missing Access", code: 50001 });
    if (perms.some((p) => (have & p) === 0n)) throw new HttpError(403, { message: "Missing Permissions", code: 50013 });
  };
  const threadOf = (ctx: Ctx): StoredChannel => {
    const ch = channelOf(ctx);
    if (!w.isThread(ch)) throw badRequest("Invalid thread channel (not a thread)", 50024);
    return ch;
  };
  const userId = (ctx: Ctx, i: number): string => {
    const id = param(ctx, i) === "@me" ? w.botUser.id : param(ctx, i);
    if (!w.users.has(id)) throw unknown("User", 10013);
    return id;
  };
  const guild = (ctx: Ctx) => {
    if (param(ctx, 0) !== w.guildId) throw unknown("Guild", 10004);
  };
  const threadCreated = (th: StoredChannel) => {
    gateway.dispatch("THREAD_CREATE", { ...apiChannel(w, th), newly_created: true }, GUILDS);
  };
  const newThread = (parent: StoredChannel, body: Record<string, unknown>, type: number, id?: string): StoredChannel => {
    if (parent.type !== 0 && parent.type !== 5) throw badRequest("Cannot execute action on this channel type", 50024);
    const name = optString(body.name) ?? "";
    if (name.length < 1 || name.length > 100) throw badRequest("Invalid Form Body (name must be 1-100 characters)", 50035);
    const th = w.addChannel({ type, name, parentId: parent.id, guildId: parent.guildId, ownerId: w.botUser.id, ...(id ? { id } : {}) });
    th.autoArchiveDuration = optNumber(body.auto_archive_duration) ?? 4320;
    th.rateLimitPerUser = optNumber(body.rate_limit_per_user) ?? 0;
    if (typeof body.invitable === "boolean") th.invitable = body.invitable;
    w.addThreadMember(th, w.botUser.id);
    threadCreated(th);
    return th;
  };
  const listMessages = (ch: StoredChannel, q: URLSearchParams) => {
    let list = w.channelMessageList(ch.id).filter((m) => !m.deleted);
    const before = q.get("before"), after = q.get("after"), around = q.get("around");
    const limit = Math.min(Number(q.get("limit") ?? 50) || 50, 100);
    if (before) list = list.filter((m) => BigInt(m.id) < BigInt(before));
    if (after) list = list.filter((m) => BigInt(m.id) > BigInt(after));
    if (around) {
      const i = list.findIndex((m) => m.id === around);
      list = i < 0 ? [] : list.slice(Math.max(0, i - Math.floor(limit / 2)), i + Math.ceil(limit / 2));
    }
    const picked = after && !before ? list.slice(0, limit) : list.slice(-limit);
    return picked.reverse().map((m) => apiMessage(w, m));
  };
  const threadList = (filter: (c: StoredChannel) => boolean) => {
    const threads = [...w.channels.values()].filter((c) => w.isThread(c) && filter(c));
    return {
      threads: threads.map((t) => apiChannel(w, t)),
      members: threads.filter((t) => t.members.includes(w.botUser.id)).map((t) => apiThreadMember(t, w.botUser.id)),
      has_more: false,
    };
  };

  router
    .on("GET", "/gateway", () => ok({ url: base().ws }))
    .on("GET", "/gateway/bot", () => ok({ url: base().ws, shards: 1, session_start_limit: { total: 1000, remaining: 999, reset_after: 14400000, max_concurrency: 1 } }))
    .on("GET", "/users/@me", () => ok({ ...apiUser(w, w.botUser.id), verified: true, mfa_enabled: false, email: null, locale: "en-US" }))
    .on("GET", "/users/:id", (ctx) => ok(apiUser(w, userId(ctx, 0))))
    .on("POST", "/users/@me/channels", (ctx) => {
      const id = optString(ctx.body.json.recipient_id) ?? "";
      const u = w.users.get(id);
      if (!u || u.bot) throw badRequest("Invalid Recipient(s)", 50033);
      return ok(apiChannel(w, w.openDm(id)));
    })
    .on("GET", "/applications/@me", () => ok({
      id: w.appId, name: w.botUser.username, icon: null, description: "", summary: "", type: null, bot_public: true,
      bot_require_code_grant: false, verify_key: "0".repeat(64), flags: 0, team: null, hook: true, is_monetized: false,
      owner: apiUser(w, [...w.users.values()].find((u) => !u.bot)?.user.id ?? w.botUser.id), bot: apiUser(w, w.botUser.id),
      approximate_guild_count: 1, integration_types_config: { 0: {} }, interactions_endpoint_url: null, redirect_uris: [], tags: [],
    }))
    .on("GET", "/guilds/:id", (ctx) => { guild(ctx); return ok({ ...apiGuild(w), approximate_member_count: w.users.size, approximate_presence_count: 0 }); })
    .on("GET", "/guilds/:id/roles", (ctx) => { guild(ctx); return ok(apiRoles(w)); })
    .on("GET", "/guilds/:id/channels", (ctx) => { guild(ctx); return ok([...w.channels.values()].filter((c) => c.guildId === w.guildId && !w.isThread(c)).map((c) => apiChannel(w, c))); })
    .on("GET", "/guilds/:id/members", (ctx) => { guild(ctx); return ok([...w.users.keys()].map((id) => apiMember(w, id))); })
    .on("GET", "/guilds/:id/members/:user", (ctx) => {
      guild(ctx);
      const id = param(ctx, 1) === "@me" ? w.botUser.id : param(ctx, 1);
      if (!w.users.has(id)) throw unknown("Member", 10007);
      return ok(apiMember(w, id));
    })
    .on("GET", "/guilds/:id/threads/active", (ctx) => { guild(ctx); const l = threadList((c) => !c.archived); return ok({ threads: l.threads, members: l.members }); })
    .on("GET", "/channels/:id", (ctx) => { const ch = channelOf(ctx); need(ch); return ok(apiChannel(w, ch)); })
    .on("PATCH", "/channels/:id", (ctx) => {
      const ch = channelOf(ctx);
      need(ch, ...(w.isThread(ch) && ch.ownerId !== w.botUser.id ? [P.ManageThreads] : []));
      const b = ctx.body.json;
      if (typeof b.name === "string") ch.name = b.name;
      if (w.isThread(ch)) {
        if (typeof b.archived === "boolean" && b.archived !== ch.archived) { ch.archived = b.archived; ch.archiveTimestamp = Date.now(); }
        if (typeof b.locked === "boolean") ch.locked = b.locked;
        if (typeof b.auto_archive_duration === "number") ch.autoArchiveDuration = b.auto_archive_duration;
        if (typeof b.invitable === "boolean") ch.invitable = b.invitable;
        gateway.dispatch("THREAD_UPDATE", apiChannel(w, ch), GUILDS);
      } else if (ch.type !== 1) {
        gateway.dispatch("CHANNEL_UPDATE", apiChannel(w, ch), GUILDS);
      }
      return ok(apiChannel(w, ch));
    })
    .on("POST", "/channels/:id/typing", (ctx) => { channelOf(ctx); return noContent(); })
    .on("GET", "/channels/:id/messages", (ctx) => { const ch = channelOf(ctx); need(ch, P.ReadMessageHistory); return ok(listMessages(ch, ctx.query)); })
    .on("POST", "/channels/:id/messages", (ctx) => {
      const ch = channelOf(ctx);
      const embeds = Array.isArray(ctx.body.json.embeds) && ctx.body.json.embeds.length > 0;
      need(ch, w.isThread(ch) ? P.SendMessagesInThreads : P.SendMessages, ...(ctx.body.files.length > 0 ? [P.AttachFiles] : []), ...(embeds ? [P.EmbedLinks] : []));
      if (ch.type === 1 && w.users.get(ch.recipientId ?? "")?.dmsClosed) throw new HttpError(403, { message: "Cannot send messages to this user", code: 50007 });
      const repeated = messages.nonces.earlier(ch.id, w.botUser.id, ctx.body.json);
      const before = repeated === null ? undefined : w.messages.get(repeated);
      if (before && !before.deleted) return ok(apiMessage(w, before));
      const m = messages.create(ch, ctx.body.json, ctx.body.files);
      messages.nonces.made(ch.id, w.botUser.id, ctx.body.json, m.id);
      return ok(apiMessage(w, m));
    })
    .on("GET", "/channels/:id/messages/:mid", (ctx) => { need(channelOf(ctx), P.ReadMessageHistory); return ok(apiMessage(w, messageOf(ctx))); })
    .on("PATCH", "/channels/:id/messages/:mid", (ctx) => {
      const m = messageOf(ctx);
      const ch = channelOf(ctx);
      need(ch);
      // Discord edits nothing in an archived thread: unarchive it first (or post anew).
      if (w.isThread(ch) && ch.archived) throw badRequest("Thread is archived", 50083);
      if (m.authorId !== w.botUser.id) throw new HttpError(403, { message: "Cannot edit a message authored by another user", code: 50005 });
      return ok(apiMessage(w, messages.edit(m, ctx.body.json, ctx.body.files)));
    })
    .on("DELETE", "/channels/:id/messages/:mid", (ctx) => { messages.delete(messageOf(ctx)); return noContent(); })
    .on("POST", "/channels/:id/messages/:mid/threads", (ctx) => {
      const m = messageOf(ctx);
      need(channelOf(ctx), P.CreatePublicThreads);
      if (m.threadId) throw badRequest("A thread has already been created for this message", 160004);
      const th = newThread(channelOf(ctx), ctx.body.json, 11, m.id);
      m.threadId = th.id;
      m.flags |= 32;
      return { status: 201, json: apiChannel(w, th) };
    })
    .on("POST", "/channels/:id/threads", (ctx) => {
      const type = optNumber(ctx.body.json.type) ?? 12;
      if (type !== 11 && type !== 12) throw badRequest("Invalid Form Body (type)", 50035);
      need(channelOf(ctx), type === 11 ? P.CreatePublicThreads : P.CreatePrivateThreads);
      return { status: 201, json: apiChannel(w, newThread(channelOf(ctx), ctx.body.json, type)) };
    })
    .on("GET", "/channels/:id/threads/archived/public", (ctx) => { const p = channelOf(ctx).id; return ok(threadList((c) => c.parentId === p && c.archived && c.type === 11)); })
    .on("GET", "/channels/:id/threads/archived/private", (ctx) => { const p = channelOf(ctx).id; return ok(threadList((c) => c.parentId === p && c.archived && c.type === 12)); })
    .on("GET", "/channels/:id/users/@me/threads/archived/private", (ctx) => { const p = channelOf(ctx).id; return ok(threadList((c) => c.parentId === p && c.archived && c.type === 12 && c.members.includes(w.botUser.id))); })
    .on("GET", "/channels/:id/thread-members", (ctx) => { const th = threadOf(ctx); return ok(th.members.map((u) => apiThreadMember(th, u))); })
    .on("GET", "/channels/:id/thread-members/:user", (ctx) => {
      const th = threadOf(ctx);
      const id = userId(ctx, 1);
      if (!th.members.includes(id)) throw unknown("Member", 10007);
      return ok(apiThreadMember(th, id));
    })
    .on("PUT", "/channels/:id/thread-members/:user", (ctx) => {
      const th = threadOf(ctx);
      if (th.archived) throw badRequest("Operation cannot be performed on an archived thread", 50083);
      w.addThreadMember(th, userId(ctx, 1));
      return noContent();
    })
    .on("DELETE", "/channels/:id/thread-members/:user", (ctx) => {
      const th = threadOf(ctx);
      const id = userId(ctx, 1);
      th.members = th.members.filter((u) => u !== id);
      th.memberJoinedAt.delete(id);
      return noContent();
    })
    .on("GET", "/attachments/:channel/:id/:name", (ctx) => {
      for (const m of w.messages.values()) {
        const a = m.channelId === param(ctx, 0) ? m.attachments.find((x) => x.id === param(ctx, 1)) : undefined;
        if (a) return { status: 200, bytes: { data: a.data, contentType: a.contentType } };
      }
      throw unknown("Attachment", 0);
    });
}
