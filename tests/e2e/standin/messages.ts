// Creating, editing and deleting messages from request bodies (JSON or multipart), shared by
// channel messages, interaction responses and webhook follow-ups.
import type { APIActionRowComponent, APIComponentInMessageActionRow } from "discord.js";
import { apiMessage } from "./api.ts";
import { IS_COMPONENTS_V2, messageText } from "./components.ts";
import type { Gateway } from "./gateway.ts";
import { HttpError, badRequest, invalidForm, isObject, type UploadedFile } from "./http.ts";
import { snowflake, type InteractionMeta, type StoredChannel, type StoredMessage, type World } from "./model.ts";
import { NonceLedger } from "./nonces.ts";
import type { MessageNotification, RecordedAttachment } from "./types.ts";
import { validateMessage } from "./validate.ts";

const EPHEMERAL = 64;
const LOADING = 128;
const SUPPRESS_NOTIFICATIONS = 4096;
const GUILD_MESSAGES = 1 << 9;
const DIRECT_MESSAGES = 1 << 12;

type Rows = APIActionRowComponent<APIComponentInMessageActionRow>[];

function rows(v: unknown): Rows {
  // Stored raw, as the bot sent it; the type is the one the tests read it with.
  return Array.isArray(v) ? (structuredClone(v) as Rows) : [];
}

/** The name and alt text an uploaded file goes by: as its entry in `attachments` says (matched by id = file index), else its multipart part. */
function uploadedAs(body: Record<string, unknown>, f: UploadedFile): { filename: string; description: string | null } {
  const meta = Array.isArray(body.attachments) ? body.attachments.filter(isObject) : [];
  const m = meta.find((a) => String(a.id) === String(f.index));
  return { filename: typeof m?.filename === "string" ? m.filename : f.filename, description: typeof m?.description === "string" ? m.description : null };
}

/** The names `attachment://<name>` may use in a message made from this body: the files uploaded with it. */
export function uploadedNames(body: Record<string, unknown>, files: readonly UploadedFile[]): string[] {
  return files.map((f) => uploadedAs(body, f).filename);
}

/** The attachments an edit keeps: those listed by id in `attachments`, or all when it has no `attachments`. */
function keptAttachments(m: StoredMessage, body: Record<string, unknown>): RecordedAttachment[] {
  const listed = body.attachments;
  if (!Array.isArray(listed)) return m.attachments;
  return m.attachments.filter((a) => listed.some((x) => isObject(x) && String(x.id) === a.id));
}

function newAttachments(w: World, body: Record<string, unknown>, files: UploadedFile[]): RecordedAttachment[] {
  const made = files.map((f) => ({ id: snowflake(), ...uploadedAs(body, f), contentType: f.contentType, data: f.data }));
  w.uploads.push(...made);
  return made;
}

/**
 * What the content would ping that allowed_mentions lets through (everything when it is
 * absent): user ids, "@everyone" for an @everyone or @here, and "&<role id>" for a role
 * mention (the bot has Mention Everyone, so every role is mentionable to it).
 */
function mentionsOf(w: World, content: string, allowed: unknown): string[] {
  const ids = [...new Set([...content.matchAll(/<@!?(\d+)>/g)].map((x) => x[1] ?? ""))].filter((id) => w.users.has(id));
  const roles = [...new Set([...content.matchAll(/<@&(\d+)>/g)].map((x) => x[1] ?? ""))];
  const everyone = /@(everyone|here)\b/.test(content);
  if (!isObject(allowed)) return [...ids, ...(everyone ? ["@everyone"] : []), ...roles.map((r) => `&${r}`)];
  const parse = Array.isArray(allowed.parse) ? allowed.parse : [];
  const users = Array.isArray(allowed.users) ? allowed.users.map(String) : [];
  const roleIds = Array.isArray(allowed.roles) ? allowed.roles.map(String) : [];
  return [
    ...ids.filter((id) => parse.includes("users") || users.includes(id)),
    ...(everyone && parse.includes("everyone") ? ["@everyone"] : []),
    ...roles.filter((r) => parse.includes("roles") || roleIds.includes(r)).map((r) => `&${r}`),
  ];
}

/**
 * Whose phone shows a push when a message appears, and what text. The people are those the
 * message pings (mentioned and let through by allowed_mentions: mentionsOf, as `pinged`), bots
 * left out; in a DM, its recipient (a DM notifies by default, mention or not).
 * - A classic message's push shows its content.
 * - SUPPRESS_NOTIFICATIONS (1 << 12, "silent") on a classic message: no push ("Setting the
 *   SUPPRESS_NOTIFICATIONS flag when sending a message will disable push notifications and only
 *   cause a notification badge", https://discord.com/developers/docs/resources/message#allowed-mentions-object);
 *   the mention still counts (`pinged` keeps it).
 * - A Components V2 message: mentions in its text displays ping ("pingable mentions (@user,
 *   @role, etc) present in this component will ping and send notifications based on the value
 *   of the allowed mention object", Component Reference, Text Display), but the push shows no
 *   message text, only where the ping came from (discord/discord-api-docs#7854, "Push
 *   notifications for pings within cv2 are empty", open).
 * - The silent flag does not silence a Components V2 message: its mentions still push
 *   (discordjs/discord.js#10937, "silent flag doesn't work for message components v2": a user
 *   mentioned in a text display with the flag on "still end up being pinged"). Modelled for DMs
 *   too, and a V2 DM's push taken to show no text like a ping's: neither is verified.
 * Role and @everyone pings are not expanded to their members here (`pinged` records them).
 */
function notificationOf(w: World, ch: StoredChannel, m: Pick<StoredMessage, "mentions" | "content" | "flags">): MessageNotification {
  const v2 = (m.flags & IS_COMPONENTS_V2) !== 0;
  if ((m.flags & SUPPRESS_NOTIFICATIONS) !== 0 && !v2) return { users: [], text: "" };
  const person = (id: string | null): id is string => id !== null && w.users.get(id)?.bot === false;
  const users = ch.type === 1 ? [ch.recipientId].filter(person) : m.mentions.filter(person);
  return { users, text: users.length === 0 || v2 ? "" : m.content };
}

const NOBODY: MessageNotification = { users: [], text: "" };

/** Discord's upload limits for a bot in a server without boosts: 10 files a message, 10 MiB each. */
const MAX_FILES = 10;
const MAX_FILE_BYTES = 10 * 1024 * 1024;

function checkFiles(files: readonly UploadedFile[]): void {
  if (files.length > MAX_FILES) throw invalidForm({ files: { _errors: [{ code: "BASE_TYPE_MAX_LENGTH", message: `Must be ${MAX_FILES} or fewer in length.` }] } });
  if (files.some((f) => f.data.length > MAX_FILE_BYTES)) throw new HttpError(413, { message: "Request entity too large", code: 40005 });
}

export interface CreateOptions {
  ephemeral?: boolean;
  interaction?: InteractionMeta | null;
  type?: number;
  loading?: boolean;
  /** Skip the "cannot be empty" check (a deferred reply's placeholder). */
  allowEmpty?: boolean;
}

export class Messages {
  /** Nonces of channel posts (enforce_nonce). */
  readonly nonces = new NonceLedger();
  constructor(private readonly world: World, private readonly gateway: Gateway) {}

  create(ch: StoredChannel, body: Record<string, unknown>, files: UploadedFile[], opts: CreateOptions = {}): StoredMessage {
    checkFiles(files);
    if (!opts.allowEmpty) {
      const err = validateMessage(body, files.length, true, { attachmentNames: uploadedNames(body, files) }).error;
      if (err) throw err;
    }
    const w = this.world;
    const ephemeral = opts.ephemeral ?? false;
    if (!ephemeral) this.unarchiveOnPost(ch, opts.interaction !== undefined && opts.interaction !== null);
    const given = typeof body.flags === "number" ? body.flags : 0;
    const flags = (given & (4 | 4096 | 32768)) | (ephemeral ? EPHEMERAL : 0) | (opts.loading ? LOADING : 0);
    const ref = isObject(body.message_reference) && typeof body.message_reference.message_id === "string" ? body.message_reference.message_id : null;
    if (ref !== null && !w.messages.has(ref)) throw badRequest("Invalid Form Body (Unknown message)", 50035);
    const content = typeof body.content === "string" ? body.content : "";
    const components = rows(body.components);
    // A V2 message pings whom its text displays mention (Component Reference, Text Display).
    const mentions = mentionsOf(w, messageText({ content, components, flags }), body.allowed_mentions);
    const appears = !ephemeral && !opts.loading;
    const m = w.addMessage({
      channelId: ch.id, authorId: w.botUser.id, content, mentions, pinged: appears ? mentions : [],
      notification: appears ? notificationOf(w, ch, { mentions, content, flags }) : NOBODY,
      embeds: Array.isArray(body.embeds) ? structuredClone(body.embeds) : [], components,
      attachments: newAttachments(w, body, files), flags, ephemeral, interactionId: opts.interaction?.id ?? null,
      type: opts.type ?? (ref ? 19 : 0), tts: body.tts === true, webhookId: opts.interaction ? w.appId : null,
      interaction: opts.interaction ?? null, referenceId: ref,
    });
    if (appears) w.pushed(m);
    if (!ephemeral && w.isThread(ch)) w.addThreadMember(ch, w.botUser.id); // posting in a thread joins it
    if (!ephemeral) this.dispatchMessage("MESSAGE_CREATE", m, ch);
    return m;
  }

  edit(m: StoredMessage, body: Record<string, unknown>, files: UploadedFile[]): StoredMessage {
    if (m.deleted) throw badRequest("Unknown Message", 10008);
    checkFiles(files);
    const kept = keptAttachments(m, body);
    const staysV2 = (m.flags & IS_COMPONENTS_V2) !== 0 || (typeof body.flags === "number" && (body.flags & IS_COMPONENTS_V2) !== 0);
    // A V2 message is checked as it will be: its components as they stay when the edit leaves them
    // (an attachment they show may be dropped by the edit).
    const checked = staysV2 && !("components" in body) ? { ...body, components: m.components } : body;
    const err = validateMessage(checked, files.length, false, {
      attachmentNames: [...kept.map((a) => a.filename), ...uploadedNames(body, files)],
      before: { flags: m.flags, content: m.content, embeds: m.embeds.length },
    }).error;
    if (err) throw err;
    const next = {
      content: "content" in body ? (typeof body.content === "string" ? body.content : "") : m.content,
      embeds: "embeds" in body ? (Array.isArray(body.embeds) ? structuredClone(body.embeds) : []) : m.embeds,
      components: "components" in body ? rows(body.components) : m.components,
      attachments: [...kept, ...newAttachments(this.world, body, files)],
    };
    if (!next.content && next.embeds.length === 0 && next.components.length === 0 && next.attachments.length === 0 && !staysV2) {
      throw badRequest("Cannot send an empty message", 50006);
    }
    const wasLoading = (m.flags & LOADING) !== 0;
    Object.assign(m, next);
    let flags = m.flags & ~LOADING;
    // SUPPRESS_EMBEDS can be set and unset; IS_COMPONENTS_V2 only set (Edit Message, flags).
    if (typeof body.flags === "number") flags = (flags & ~4) | (body.flags & 4) | (body.flags & IS_COMPONENTS_V2);
    m.flags = flags;
    // Mentions are worked out again from the new content, or for a V2 message from its new
    // components (Edit Message: "When the message flag IS_COMPONENTS_V2 is set, the reconstructed
    // arrays and boolean are based on the edited content in the components array").
    if (staysV2 ? "components" in body : "content" in body) m.mentions = mentionsOf(this.world, messageText(m), body.allowed_mentions);
    const ch = this.world.channels.get(m.channelId);
    if (wasLoading && !m.ephemeral) {
      m.pinged = [...m.mentions];
      if (ch) m.notification = notificationOf(this.world, ch, m);
      this.world.pushed(m);
    }
    // Filling in a deferred reply is not an edit in Discord's eyes (no "edited" mark).
    if (wasLoading) this.world.notify(m);
    else this.world.touched(m);
    if (!m.ephemeral && ch) this.dispatchMessage("MESSAGE_UPDATE", m, ch);
    return m;
  }

  delete(m: StoredMessage): void {
    if (m.deleted) throw badRequest("Unknown Message", 10008);
    m.deleted = true;
    this.world.notify(m);
    const ch = this.world.channels.get(m.channelId);
    if (!m.ephemeral && ch) {
      const d = { id: m.id, channel_id: m.channelId, ...(ch.guildId ? { guild_id: ch.guildId } : {}) };
      this.gateway.dispatch("MESSAGE_DELETE", d, ch.guildId ? GUILD_MESSAGES : DIRECT_MESSAGES);
    }
  }

  /**
   * Posting in an archived thread unarchives it, as on Discord; a locked one refuses the bot's
   * own posts (50083). Interaction responses in a locked thread are let through, leaving it archived.
   */
  private unarchiveOnPost(ch: StoredChannel, isInteraction: boolean): void {
    if (!this.world.isThread(ch) || !ch.archived) return;
    if (ch.locked) {
      if (isInteraction) return;
      throw badRequest("Operation cannot be performed on an archived thread (it is locked)", 50083);
    }
    ch.archived = false;
    ch.archiveTimestamp = Date.now();
  }

  private dispatchMessage(t: string, m: StoredMessage, ch: StoredChannel): void {
    const d = { ...apiMessage(this.world, m), ...(ch.guildId ? { guild_id: ch.guildId } : {}) };
    this.gateway.dispatch(t, d, ch.guildId ? GUILD_MESSAGES : DIRECT_MESSAGES);
  }
}
