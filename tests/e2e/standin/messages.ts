// Creating, editing and deleting messages from request bodies (JSON or multipart), shared by
// channel messages, interaction responses and webhook follow-ups.
import type { APIActionRowComponent, APIComponentInMessageActionRow } from "discord.js";
import { apiMessage } from "./api.ts";
import type { Gateway } from "./gateway.ts";
import { HttpError, badRequest, invalidForm, isObject, type UploadedFile } from "./http.ts";
import { snowflake, type InteractionMeta, type StoredChannel, type StoredMessage, type World } from "./model.ts";
import { NonceLedger } from "./nonces.ts";
import type { RecordedAttachment } from "./types.ts";
import { validateMessage } from "./validate.ts";

const EPHEMERAL = 64;
const LOADING = 128;
const GUILD_MESSAGES = 1 << 9;
const DIRECT_MESSAGES = 1 << 12;

type Rows = APIActionRowComponent<APIComponentInMessageActionRow>[];

function rows(v: unknown): Rows {
  // Stored raw, as the bot sent it; the type is the one the tests read it with.
  return Array.isArray(v) ? (structuredClone(v) as Rows) : [];
}

function newAttachments(w: World, body: Record<string, unknown>, files: UploadedFile[]): RecordedAttachment[] {
  const meta = Array.isArray(body.attachments) ? body.attachments.filter(isObject) : [];
  const made = files.map((f) => {
    const m = meta.find((a) => String(a.id) === String(f.index));
    const filename = typeof m?.filename === "string" ? m.filename : f.filename;
    return { id: snowflake(), filename, contentType: f.contentType, data: f.data, description: typeof m?.description === "string" ? m.description : null };
  });
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
      const err = validateMessage(body, files.length, true).error;
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
    const mentions = mentionsOf(w, content, body.allowed_mentions);
    const m = w.addMessage({
      channelId: ch.id, authorId: w.botUser.id, content, mentions, pinged: ephemeral || opts.loading ? [] : mentions,
      embeds: Array.isArray(body.embeds) ? structuredClone(body.embeds) : [], components: rows(body.components),
      attachments: newAttachments(w, body, files), flags, ephemeral, interactionId: opts.interaction?.id ?? null,
      type: opts.type ?? (ref ? 19 : 0), tts: body.tts === true, webhookId: opts.interaction ? w.appId : null,
      interaction: opts.interaction ?? null, referenceId: ref,
    });
    if (!ephemeral && w.isThread(ch)) w.addThreadMember(ch, w.botUser.id); // posting in a thread joins it
    if (!ephemeral) this.dispatchMessage("MESSAGE_CREATE", m, ch);
    return m;
  }

  edit(m: StoredMessage, body: Record<string, unknown>, files: UploadedFile[]): StoredMessage {
    if (m.deleted) throw badRequest("Unknown Message", 10008);
    checkFiles(files);
    const err = validateMessage({ ...body, flags: typeof body.flags === "number" ? body.flags : m.flags }, files.length, false).error;
    if (err) throw err;
    const next = {
      content: "content" in body ? (typeof body.content === "string" ? body.content : "") : m.content,
      embeds: "embeds" in body ? (Array.isArray(body.embeds) ? structuredClone(body.embeds) : []) : m.embeds,
      components: "components" in body ? rows(body.components) : m.components,
      attachments: Array.isArray(body.attachments)
        ? [...m.attachments.filter((a) => body.attachments instanceof Array && body.attachments.some((x) => isObject(x) && String(x.id) === a.id)), ...newAttachments(this.world, body, files)]
        : [...m.attachments, ...newAttachments(this.world, body, files)],
    };
    if (!next.content && next.embeds.length === 0 && next.components.length === 0 && next.attachments.length === 0 && (m.flags & 32768) === 0) {
      throw badRequest("Cannot send an empty message", 50006);
    }
    const wasLoading = (m.flags & LOADING) !== 0;
    Object.assign(m, next);
    if ("content" in body) m.mentions = mentionsOf(this.world, m.content, body.allowed_mentions);
    if (wasLoading && !m.ephemeral) m.pinged = [...m.mentions];
    let flags = m.flags & ~LOADING;
    if (typeof body.flags === "number") flags = (flags & ~4) | (body.flags & 4) | (body.flags & 32768);
    m.flags = flags;
    // Filling in a deferred reply is not an edit in Discord's eyes (no "edited" mark).
    if (wasLoading) this.world.notify(m);
    else this.world.touched(m);
    const ch = this.world.channels.get(m.channelId);
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
