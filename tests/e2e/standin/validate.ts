// Discord's limits on what a bot sends, answered as Discord does (400, code 50035, nested
// `errors` with `_errors` leaves), so that a payload Discord would refuse fails here too.
// Components V2 (IS_COMPONENTS_V2): the rules of Discord's Component Reference
// (https://discord.com/developers/docs/components/reference, read at discord/discord-api-docs
// c98d64b, August 2026) and Message resource, each cited where it is checked. Where Discord's
// error code or wording for a refusal could not be found, the comment says so.
import { Locale } from "discord.js";
import { invalidForm, isObject, type HttpError } from "./http.ts";

/** The characters an embed's text counts toward its total (a value that is not text is refused by its own check). */
function textLength(v: unknown): number {
  return typeof v === "string" ? v.length : 0;
}

type Path = (string | number)[];
interface Problem { path: Path; code: string; message: string }

class Checker {
  readonly problems: Problem[] = [];
  add(path: Path, code: string, message: string): void {
    this.problems.push({ path, code, message });
  }
  maxLen(path: Path, v: unknown, max: number, min = 0): void {
    if (v === undefined || v === null) return;
    if (typeof v !== "string") return this.add(path, "BASE_TYPE_STRING", "Must be a string.");
    if (v.length > max) this.add(path, "BASE_TYPE_MAX_LENGTH", `Must be ${max} or fewer in length.`);
    if (v.length < min) this.add(path, "BASE_TYPE_MIN_LENGTH", `Must be ${min} or more in length.`);
  }
  error(): HttpError | null {
    if (this.problems.length === 0) return null;
    const root: Record<string, unknown> = {};
    for (const p of this.problems) {
      let node = root;
      for (const key of p.path) {
        const k = String(key);
        const next = node[k];
        if (isObject(next)) node = next;
        else { const created: Record<string, unknown> = {}; node[k] = created; node = created; }
      }
      const list = Array.isArray(node._errors) ? node._errors : [];
      node._errors = [...list, { code: p.code, message: p.message }];
    }
    return invalidForm(root);
  }
  /** A one-line description, for the stand-in's problem list. */
  summary(): string {
    return this.problems.map((p) => `${p.path.join(".")}: ${p.message}`).join("; ");
  }
}

export interface ValidationResult { error: HttpError | null; summary: string }

/** Half of a surrogate pair: text cut in the middle of an emoji. Discord refuses it (the JSON is not valid Unicode text). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Every string anywhere in the body must be whole Unicode text. */
function checkUnicode(v: unknown, path: Path, c: Checker): void {
  if (typeof v === "string") {
    if (LONE_SURROGATE.test(v)) c.add(path, "STRING_TYPE_INVALID_UNICODE", "Must be valid Unicode text (an unpaired surrogate: text cut inside a character).");
  } else if (Array.isArray(v)) {
    v.forEach((x, i) => checkUnicode(x, [...path, i], c));
  } else if (isObject(v)) {
    for (const [k, x] of Object.entries(v)) checkUnicode(x, [...path, k], c);
  }
}

/**
 * allowed_mentions as Discord checks it: parse holds only users/roles/everyone; a type in
 * parse cannot also be listed; users and roles at most 100 each, each id once.
 */
function checkAllowedMentions(v: unknown, c: Checker): void {
  if (v === undefined || v === null) return;
  if (!isObject(v)) return c.add(["allowed_mentions"], "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType");
  const parse = Array.isArray(v.parse) ? v.parse : [];
  parse.forEach((p, i) => { if (p !== "users" && p !== "roles" && p !== "everyone") c.add(["allowed_mentions", "parse", i], "BASE_TYPE_CHOICES", `Value must be one of ('roles', 'users', 'everyone').`); });
  for (const kind of ["users", "roles"] as const) {
    const list: unknown[] | null = Array.isArray(v[kind]) ? v[kind] : null;
    if (!list) continue;
    if (parse.includes(kind) && list.length > 0) c.add(["allowed_mentions", kind], "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE", `parse:["${kind}"] and ${kind}: [ids...] are mutually exclusive.`);
    if (list.length > 100) c.add(["allowed_mentions", kind], "BASE_TYPE_MAX_LENGTH", "Must be 100 or fewer in length.");
    const seen = new Set<string>();
    list.forEach((id, i) => {
      const s = String(id);
      if (seen.has(s)) c.add(["allowed_mentions", kind, i], "SET_TYPE_ALREADY_CONTAINS_VALUE", "The set already contains this value.");
      seen.add(s);
    });
  }
}

const done = (c: Checker): ValidationResult => ({ error: c.error(), summary: c.summary() });

/** Message flags: SUPPRESS_NOTIFICATIONS is not checked here; IS_COMPONENTS_V2 changes what a message may hold. */
const IS_COMPONENTS_V2 = 1 << 15;

/** What the message around a body is, beyond the body itself. */
interface MessageContext {
  /**
   * The file names an `attachment://<name>` in a thumbnail, media gallery item or file component
   * may name: the files uploaded with this request (as named in `attachments`, else by their
   * multipart part) and, on an edit, the attachments the message keeps.
   */
  attachmentNames: readonly string[];
  /** On an edit: the message as it stands (its flags, its content and how many embeds it has). */
  before?: { flags: number; content: string; embeds: number };
}

/**
 * A message body (create, edit, interaction response data, webhook follow-up or edit).
 * `creating` requires something to show. Channel posts (rest.ts), interaction responses and
 * follow-ups (interactions.ts) and every edit all come here through Messages.create/edit
 * (messages.ts); a follow-up is also checked before it is made.
 */
export function validateMessage(body: Record<string, unknown>, fileCount: number, creating: boolean, ctx: MessageContext): ValidationResult {
  const c = new Checker();
  checkUnicode(body, [], c);
  checkAllowedMentions(body.allowed_mentions, c);
  const flags = typeof body.flags === "number" ? body.flags : 0;
  const wasV2 = ctx.before !== undefined && (ctx.before.flags & IS_COMPONENTS_V2) !== 0;
  const v2 = wasV2 || (flags & IS_COMPONENTS_V2) !== 0;
  c.maxLen(["content"], body.content, 2000);
  const embeds = Array.isArray(body.embeds) ? body.embeds : [];
  if (embeds.length > 10) c.add(["embeds"], "BASE_TYPE_MAX_LENGTH", "Must be 10 or fewer in length.");
  let total = 0;
  embeds.forEach((e, i) => {
    if (!isObject(e)) return c.add(["embeds", i], "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType");
    c.maxLen(["embeds", i, "title"], e.title, 256);
    c.maxLen(["embeds", i, "description"], e.description, 4096);
    const fields = Array.isArray(e.fields) ? e.fields : [];
    if (fields.length > 25) c.add(["embeds", i, "fields"], "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.");
    fields.forEach((f, j) => {
      if (!isObject(f)) return;
      c.maxLen(["embeds", i, "fields", j, "name"], f.name, 256, 1);
      c.maxLen(["embeds", i, "fields", j, "value"], f.value, 1024, 1);
      total += textLength(f.name) + textLength(f.value);
    });
    if (isObject(e.footer)) c.maxLen(["embeds", i, "footer", "text"], e.footer.text, 2048);
    if (isObject(e.author)) c.maxLen(["embeds", i, "author", "name"], e.author.name, 256);
    total += textLength(e.title) + textLength(e.description);
  });
  if (total > 6000) c.add(["embeds"], "MAX_EMBED_SIZE_EXCEEDED", "Embed size exceeds maximum size of 6000");
  checkAttachments(body.attachments, c);
  const components = Array.isArray(body.components) ? body.components : [];
  const ids = new Set<string>();
  if (v2) {
    checkV2Flag(body, flags, wasV2, ctx, c);
    checkV2Components(components, c, { count: 0, text: 0, ids, names: ctx.attachmentNames });
  } else {
    if (components.length > 5) c.add(["components"], "BASE_TYPE_MAX_LENGTH", "Must be 5 or fewer in length.");
    components.forEach((row, i) => checkRow(row, ["components", i], c, ids));
  }
  // "At least one of content, embeds, sticker_ids, components, files[n], or poll is required"
  // (https://discord.com/developers/docs/resources/message#create-message).
  if (creating && !body.content && embeds.length === 0 && components.length === 0 && fileCount === 0 && !body.sticker_ids && !body.poll) {
    c.add([], "EMPTY_MESSAGE", "Cannot send an empty message");
  }
  return done(c);
}

/**
 * The message-level rules of IS_COMPONENTS_V2:
 * - "When the flag IS_COMPONENTS_V2 is set, the message can only contain components. Providing
 *   content, embeds, sticker_ids, poll, or shared_client_theme will fail with a 400 BAD REQUEST
 *   response." (https://discord.com/developers/docs/resources/message#create-message, JSON/Form
 *   Params note \*\*). Discord's answer for content, as bots meet it: 50035 with
 *   `content: MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2` "The 'content' field cannot be
 *   used when using MessageFlags.IS_COMPONENTS_V2"; the same code is used here for the other
 *   fields (their wording not verified). Empty values (`""`, `null`, `[]`) are the "reset" values
 *   the edit rule names, so they pass.
 * - "Once a message has been sent with this flag, it can't be removed from that message"
 *   (https://discord.com/developers/docs/components/reference, introduction; Using Message
 *   Components: "the flag cannot be removed from the message when editing the message"). An edit
 *   whose `flags` lack it is refused with `flags: MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG` (the
 *   code bots report meeting; its message text here is not verified).
 * - Adding it to a message sent without it IS allowed by Discord: Edit Message, note \* "the
 *   IS_COMPONENTS_V2 flag can only be set. When the IS_COMPONENTS_V2 flag is set, any of the used
 *   content, embeds, sticker_ids, or poll fields must have their values reset to empty ... Failing
 *   to do this will result in a 400 BAD REQUEST response." (also the only way to a V2 deferred
 *   reply: a DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE callback takes only EPHEMERAL, "If you'd like to
 *   create a component based message with IS_COMPONENTS_V2 you must do that with the edit original
 *   response endpoint", Receiving and Responding). So an upgrade is refused only while the
 *   message's old content or embeds would stay.
 */
function checkV2Flag(body: Record<string, unknown>, flags: number, wasV2: boolean, ctx: MessageContext, c: Checker): void {
  const legacy = (field: string) => c.add([field], "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2", `The '${field}' field cannot be used when using MessageFlags.IS_COMPONENTS_V2`);
  if (typeof body.content === "string" && body.content.length > 0) legacy("content");
  if (Array.isArray(body.embeds) && body.embeds.length > 0) legacy("embeds");
  if (body.poll !== undefined && body.poll !== null) legacy("poll");
  if (Array.isArray(body.sticker_ids) && body.sticker_ids.length > 0) legacy("sticker_ids");
  const before = ctx.before;
  if (!before) return;
  if (wasV2 && typeof body.flags === "number" && (flags & IS_COMPONENTS_V2) === 0) {
    c.add(["flags"], "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG", "The IS_COMPONENTS_V2 flag cannot be removed from a message");
  }
  if (!wasV2) {
    if (before.content.length > 0 && !("content" in body)) legacy("content");
    if (before.embeds > 0 && !("embeds" in body)) legacy("embeds");
  }
}

/** Component types (https://discord.com/developers/docs/components/reference#component-object-component-types). */
const ACTION_ROW = 1, BUTTON = 2, SECTION = 9, TEXT_DISPLAY = 10, THUMBNAIL = 11, MEDIA_GALLERY = 12, FILE = 13, SEPARATOR = 14, CONTAINER = 17;
/** What a V2 message holds at its top level: the types the Component Reference calls "top-level" (action row, section, text display, media gallery, file, separator, container). */
const V2_TOP_LEVEL = [ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER];
/** Container Child Components (Component Reference, Container). */
const IN_CONTAINER = [ACTION_ROW, TEXT_DISPLAY, SECTION, MEDIA_GALLERY, SEPARATOR, FILE];
/** Section Child Components: text displays only (Component Reference, Section). */
const IN_SECTION = [TEXT_DISPLAY];
/** Section Accessory Components: a button or a thumbnail (Component Reference, Section). */
const SECTION_ACCESSORY = [BUTTON, THUMBNAIL];
/** Action Row Child Components: buttons and the five select menus (Component Reference, Action Row). */
const IN_ACTION_ROW = [BUTTON, 3, 5, 6, 7, 8];

/** "Messages allow up to 40 total components" (Component Reference, introduction; change log 2025: "raising the limit on number of components in a message to 40 when using the IS_COMPONENTS_V2 message flag"). */
const MAX_V2_COMPONENTS = 40;
/**
 * "The combined length of all text across all components cannot exceed 4000 characters", and a
 * text display's content is 1-4000 characters (docs.discord.food, Components; Discord's own docs
 * do not state it yet: discord/discord-api-docs#8562). Counted here over text displays, in UTF-16
 * code units like the other length checks of the stand-in.
 */
const MAX_V2_TEXT = 4000;

interface V2State {
  /** Components seen so far, at every depth. */
  count: number;
  /** Characters of text displays seen so far. */
  text: number;
  ids: Set<string>;
  names: readonly string[];
}

function checkV2Components(list: unknown[], c: Checker, st: V2State): void {
  list.forEach((comp, i) => checkV2Component(comp, ["components", i], V2_TOP_LEVEL, c, st));
  // Codes of these two refusals not verified (Discord's wording was not found); the path is the message's components.
  if (st.count > MAX_V2_COMPONENTS) c.add(["components"], "MESSAGE_COMPONENTS_TOO_MANY", `Must be ${MAX_V2_COMPONENTS} or fewer components in total, nested ones included (got ${st.count}).`);
  if (st.text > MAX_V2_TEXT) c.add(["components"], "MESSAGE_COMPONENTS_TEXT_TOO_LONG", `The text of all text displays must be ${MAX_V2_TEXT} or fewer in length (got ${st.text}).`);
}

/**
 * A component where only `allowed` types may stand. Discord's answer for a type that may not
 * stand there, as seen for a V2 type sent without the flag: `_errors` on the component with
 * `UNION_TYPE_CHOICES` 'Value of field "type" must be one of (1,).' (NetCordDev/NetCord#151).
 */
function checkV2Component(comp: unknown, path: Path, allowed: readonly number[], c: Checker, st: V2State): void {
  if (!isObject(comp)) return c.add(path, "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType");
  const type = typeof comp.type === "number" ? comp.type : null;
  if (type === null || !allowed.includes(type)) return c.add(path, "UNION_TYPE_CHOICES", `Value of field "type" must be one of (${allowed.join(", ")}).`);
  st.count++;
  switch (type) {
    case ACTION_ROW: {
      // Inside a V2 message an action row keeps its rules: 1-5 buttons or one select menu (checkRow).
      const children = Array.isArray(comp.components) ? comp.components : [];
      children.forEach((x, j) => {
        if (isObject(x) && !(typeof x.type === "number" && IN_ACTION_ROW.includes(x.type))) c.add([...path, "components", j], "UNION_TYPE_CHOICES", `Value of field "type" must be one of (${IN_ACTION_ROW.join(", ")}).`);
      });
      st.count += children.length;
      return checkRow(comp, path, c, st.ids);
    }
    case BUTTON: return checkRowChild(comp, path, c, st.ids);
    case SECTION: {
      // "One to three child components" and "A component that is contextually associated to the content of the section" (required).
      const children = Array.isArray(comp.components) ? comp.components : null;
      if (!children) c.add([...path, "components"], "BASE_TYPE_REQUIRED", "This field is required");
      else {
        if (children.length < 1 || children.length > 3) c.add([...path, "components"], "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 3 in length.");
        children.forEach((x, j) => checkV2Component(x, [...path, "components", j], IN_SECTION, c, st));
      }
      if (comp.accessory === undefined || comp.accessory === null) c.add([...path, "accessory"], "BASE_TYPE_REQUIRED", "This field is required");
      else checkV2Component(comp.accessory, [...path, "accessory"], SECTION_ACCESSORY, c, st);
      return;
    }
    case TEXT_DISPLAY:
      if (typeof comp.content !== "string") return c.add([...path, "content"], "BASE_TYPE_REQUIRED", "This field is required");
      c.maxLen([...path, "content"], comp.content, MAX_V2_TEXT, 1);
      st.text += comp.content.length;
      return;
    case THUMBNAIL:
      // Thumbnail Structure: media (required), description "max 1024 characters".
      checkMedia(comp.media, [...path, "media"], false, c, st);
      return c.maxLen([...path, "description"], comp.description, 1024);
    case MEDIA_GALLERY: {
      // "1 to 10 media gallery items"; each: media (required), description "max 1024 characters".
      const items = Array.isArray(comp.items) ? comp.items : null;
      if (!items) return c.add([...path, "items"], "BASE_TYPE_REQUIRED", "This field is required");
      if (items.length < 1 || items.length > 10) c.add([...path, "items"], "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 10 in length.");
      items.forEach((item, k) => {
        if (!isObject(item)) return c.add([...path, "items", k], "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType");
        checkMedia(item.media, [...path, "items", k, "media"], false, c, st);
        c.maxLen([...path, "items", k, "description"], item.description, 1024);
      });
      return;
    }
    case FILE:
      // "This unfurled media item is unique in that it only supports attachment references using the attachment://<filename> syntax".
      return checkMedia(comp.file, [...path, "file"], true, c, st);
    case SEPARATOR:
      // divider?: boolean; spacing?: 1 (small) or 2 (large).
      if (comp.divider !== undefined && typeof comp.divider !== "boolean") c.add([...path, "divider"], "BASE_TYPE_BOOLEAN", "Must be either true or false.");
      if (comp.spacing !== undefined && comp.spacing !== 1 && comp.spacing !== 2) c.add([...path, "spacing"], "BASE_TYPE_CHOICES", "Value must be one of (1, 2).");
      return;
    case CONTAINER: {
      const children = Array.isArray(comp.components) ? comp.components : null;
      if (!children) c.add([...path, "components"], "BASE_TYPE_REQUIRED", "This field is required");
      else children.forEach((x, j) => checkV2Component(x, [...path, "components", j], IN_CONTAINER, c, st));
      // accent_color: "RGB from 0x000000 to 0xFFFFFF" (or null).
      const color = comp.accent_color;
      if (color !== undefined && color !== null && !(typeof color === "number" && Number.isInteger(color) && color >= 0 && color <= 0xffffff)) {
        c.add([...path, "accent_color"], "NUMBER_TYPE_MAX", "Must be an integer from 0 to 16777215 (0xFFFFFF).");
      }
      return;
    }
  }
}

/**
 * An unfurled media item: `url` is required ("Supports arbitrary urls and attachment://<filename>
 * references", only `url` is settable). `attachment://<name>` must name a file of this message,
 * else Discord refuses with UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND (the code bots
 * report; its message text here is not verified). A file component takes only such references
 * (the code for that refusal is not verified).
 */
function checkMedia(media: unknown, path: Path, attachmentOnly: boolean, c: Checker, st: V2State): void {
  if (!isObject(media)) return c.add(path, "BASE_TYPE_REQUIRED", "This field is required");
  const url = media.url;
  if (typeof url !== "string" || url.length === 0) return c.add([...path, "url"], "BASE_TYPE_REQUIRED", "This field is required");
  if (url.startsWith("attachment://")) {
    const name = url.slice("attachment://".length);
    if (!st.names.includes(name)) {
      c.add([...path, "url"], "UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND", `The referenced attachment "${name}" was not found (this message's files: ${st.names.join(", ") || "none"})`);
    }
  } else if (attachmentOnly) {
    c.add([...path, "url"], "UNFURLED_MEDIA_ITEM_ATTACHMENT_REQUIRED", "A file component only takes attachment://<filename> references");
  }
}

/**
 * The attachments' metadata (`attachments` in the JSON, or in `payload_json` of a multipart
 * body beside the files): an image's alt text (`description`) is at most 1024 characters.
 */
function checkAttachments(v: unknown, c: Checker): void {
  if (v === undefined || v === null) return;
  if (!Array.isArray(v)) return c.add(["attachments"], "BASE_TYPE_LIST", "Must be a list.");
  v.forEach((a, i) => {
    if (!isObject(a)) return c.add(["attachments", i], "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType");
    c.maxLen(["attachments", i, "description"], a.description, 1024);
  });
}

function checkRow(row: unknown, path: Path, c: Checker, ids: Set<string>): void {
  if (!isObject(row) || row.type !== 1) return c.add([...path, "type"], "COMPONENT_LAYOUT_WIDTH_EXCEEDED", "Top-level components must be action rows (type 1) without IS_COMPONENTS_V2");
  const comps = Array.isArray(row.components) ? row.components : [];
  if (comps.length < 1 || comps.length > 5) c.add([...path, "components"], "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length.");
  const selects = comps.filter((x) => isObject(x) && typeof x.type === "number" && x.type >= 3 && x.type !== 4);
  if (selects.length > 0 && comps.length > 1) c.add([...path, "components"], "COMPONENT_LAYOUT_WIDTH_EXCEEDED", "The specified component exceeds the maximum width");
  comps.forEach((comp, j) => checkRowChild(comp, [...path, "components", j], c, ids));
}

/** A button or select menu (in an action row, or a button as a section's accessory). */
function checkRowChild(comp: unknown, p: Path, c: Checker, ids: Set<string>): void {
  if (!isObject(comp)) return;
  checkCustomId(comp, p, c, ids);
  if (comp.type === 2) {
    c.maxLen([...p, "label"], comp.label, 80);
    if (comp.style === 5) { if (typeof comp.url !== "string") c.add([...p, "url"], "BASE_TYPE_REQUIRED", "This field is required"); }
    else if (comp.style !== 6 && typeof comp.custom_id !== "string") c.add([...p, "custom_id"], "BASE_TYPE_REQUIRED", "This field is required");
    if (!comp.label && !comp.emoji) c.add([...p, "label"], "BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED", "A label or an emoji is required");
  } else if (typeof comp.type === "number" && comp.type >= 3) {
    if (typeof comp.custom_id !== "string") c.add([...p, "custom_id"], "BASE_TYPE_REQUIRED", "This field is required");
    c.maxLen([...p, "placeholder"], comp.placeholder, 150);
    const options = Array.isArray(comp.options) ? comp.options : [];
    const min = typeof comp.min_values === "number" ? comp.min_values : 1;
    const max = typeof comp.max_values === "number" ? comp.max_values : 1;
    if (min < 0 || min > 25) c.add([...p, "min_values"], "NUMBER_TYPE_MAX", "min_values must be between 0 and 25");
    if (max < 1 || max > 25 || max < min) c.add([...p, "max_values"], "NUMBER_TYPE_MAX", "max_values must be between 1 and 25 and at least min_values");
    if (comp.type === 3) {
      if (options.length < 1 || options.length > 25) c.add([...p, "options"], "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 25 in length.");
      if (max > options.length) c.add([...p, "max_values"], "SELECT_COMPONENT_MAX_VALUES_EXCEEDED", "max_values exceeds the number of options");
      const values = new Set<string>();
      options.forEach((o, k) => {
        if (!isObject(o)) return;
        c.maxLen([...p, "options", k, "label"], o.label, 100, 1);
        c.maxLen([...p, "options", k, "value"], o.value, 100, 1);
        c.maxLen([...p, "options", k, "description"], o.description, 100);
        if (typeof o.value === "string" && values.has(o.value)) c.add([...p, "options", k, "value"], "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED", "Select component option values must be unique");
        if (typeof o.value === "string") values.add(o.value);
      });
    }
  }
}

/** custom_id: 1-100 characters, unique across the message ("Multiple components on the same message must not share the same custom_id", Component Reference, Custom ID). */
function checkCustomId(comp: Record<string, unknown>, p: Path, c: Checker, ids: Set<string>): void {
  if (typeof comp.custom_id !== "string") return;
  c.maxLen([...p, "custom_id"], comp.custom_id, 100, 1);
  if (ids.has(comp.custom_id)) c.add([...p, "custom_id"], "COMPONENT_CUSTOM_ID_DUPLICATED", "Component custom id cannot be duplicated");
  ids.add(comp.custom_id);
}

const NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const LOCALES = new Set<string>(Object.values(Locale));

/**
 * `name_localizations` / `description_localizations`: keys are Discord's locales ("Available
 * locales", Reference > Locales), values "follow the same restrictions as" the field they translate.
 */
function checkLocalizations(map: unknown, path: Path, c: Checker, max: number): void {
  if (map === undefined || map === null) return;
  if (!isObject(map)) return c.add(path, "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType");
  for (const [locale, text] of Object.entries(map)) {
    if (!LOCALES.has(locale)) c.add([...path, locale], "LOCALE_INVALID", `Invalid locale: ${locale}`);
    c.maxLen([...path, locale], text, max, 1);
  }
}

/** A PUT body of application commands. */
export function validateCommands(list: unknown[]): ValidationResult {
  const c = new Checker();
  if (list.length > 100) c.add([], "APPLICATION_COMMANDS_TOO_MANY", "Must be 100 or fewer in length.");
  const names = new Set<string>();
  list.forEach((cmd, i) => {
    if (!isObject(cmd)) return c.add([i], "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType");
    const type = typeof cmd.type === "number" ? cmd.type : 1;
    const name = typeof cmd.name === "string" ? cmd.name : "";
    if (type === 1 && (!NAME.test(name) || name !== name.toLowerCase())) c.add([i, "name"], "APPLICATION_COMMAND_INVALID_NAME", `Command name is invalid: ${JSON.stringify(name)}`);
    if (names.has(`${type}:${name}`)) c.add([i, "name"], "APPLICATION_COMMANDS_DUPLICATE_NAME", `Application command names must be unique (${name})`);
    names.add(`${type}:${name}`);
    if (type === 1) c.maxLen([i, "description"], cmd.description, 100, 1);
    checkLocalizations(cmd.description_localizations, [i, "description_localizations"], c, 100);
    checkOptions(Array.isArray(cmd.options) ? cmd.options : [], [i, "options"], c, 0);
  });
  return done(c);
}

function checkOptions(options: unknown[], path: Path, c: Checker, depth: number): void {
  if (options.length > 25) c.add(path, "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.");
  let optionalSeen = false;
  const names = new Set<string>();
  options.forEach((o, i) => {
    const p: Path = [...path, i];
    if (!isObject(o)) return c.add(p, "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType");
    const name = typeof o.name === "string" ? o.name : "";
    if (!NAME.test(name) || name !== name.toLowerCase()) c.add([...p, "name"], "APPLICATION_COMMAND_INVALID_NAME", `Option name is invalid: ${JSON.stringify(name)}`);
    if (names.has(name)) c.add([...p, "name"], "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS", `Option names must be unique (${name})`);
    names.add(name);
    c.maxLen([...p, "description"], o.description, 100, 1);
    checkLocalizations(o.description_localizations, [...p, "description_localizations"], c, 100);
    const type = typeof o.type === "number" ? o.type : 0;
    if (type === 1 || type === 2) {
      if (depth >= (type === 2 ? 1 : 2)) c.add([...p, "type"], "APPLICATION_COMMAND_OPTION_TYPE_INVALID", "Sub-commands nest at most command > group > subcommand");
      checkOptions(Array.isArray(o.options) ? o.options : [], [...p, "options"], c, depth + 1);
      return;
    }
    if (type < 3 || type > 11) c.add([...p, "type"], "BASE_TYPE_CHOICES", `Value must be one of 1..11 (got ${String(o.type)})`);
    if (o.required === true && optionalSeen) c.add([...p, "required"], "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID", "Required options must be placed before non-required options");
    if (o.required !== true) optionalSeen = true;
    const choices = Array.isArray(o.choices) ? o.choices : [];
    if (choices.length > 25) c.add([...p, "choices"], "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.");
    if (choices.length > 0 && o.autocomplete === true) c.add([...p, "autocomplete"], "AUTOCOMPLETE_CANNOT_HAVE_CHOICES", "Autocomplete cannot be enabled on options with choices");
    choices.forEach((ch, k) => {
      if (!isObject(ch)) return;
      c.maxLen([...p, "choices", k, "name"], ch.name, 100, 1);
      checkLocalizations(ch.name_localizations, [...p, "choices", k, "name_localizations"], c, 100);
      c.maxLen([...p, "choices", k, "value"], ch.value, 100);
    });
  });
}

/** An autocomplete result (callback 8). */
export function validateChoices(data: Record<string, unknown>): ValidationResult {
  const c = new Checker();
  checkUnicode(data, [], c);
  const choices = Array.isArray(data.choices) ? data.choices : null;
  if (!choices) c.add(["choices"], "BASE_TYPE_REQUIRED", "This field is required");
  else {
    if (choices.length > 25) c.add(["choices"], "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.");
    choices.forEach((ch, i) => {
      if (!isObject(ch)) return c.add(["choices", i], "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType");
      c.maxLen(["choices", i, "name"], ch.name, 100, 1);
      if (typeof ch.value === "string") c.maxLen(["choices", i, "value"], ch.value, 100);
      else if (typeof ch.value !== "number") c.add(["choices", i, "value"], "BASE_TYPE_REQUIRED", "Must be a string or a number");
    });
  }
  return done(c);
}
