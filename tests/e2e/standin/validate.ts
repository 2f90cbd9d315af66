// Discord's limits on what a bot sends, answered as Discord does (400, code 50035, nested
// `errors` with `_errors` leaves), so that a payload Discord would refuse fails here too.
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

/** A message body (create, edit, interaction response data). `creating` requires something to show. */
export function validateMessage(body: Record<string, unknown>, fileCount: number, creating: boolean): ValidationResult {
  const c = new Checker();
  checkUnicode(body, [], c);
  checkAllowedMentions(body.allowed_mentions, c);
  const flags = typeof body.flags === "number" ? body.flags : 0;
  const v2 = (flags & 32768) !== 0;
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
    if (typeof body.content === "string" && body.content.length > 0) c.add(["content"], "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2", "The 'content' field cannot be used when using MessageFlags.IS_COMPONENTS_V2");
    walkCustomIds(components, ["components"], c, ids);
  } else {
    if (components.length > 5) c.add(["components"], "BASE_TYPE_MAX_LENGTH", "Must be 5 or fewer in length.");
    components.forEach((row, i) => checkRow(row, ["components", i], c, ids));
  }
  if (creating && !v2 && !body.content && embeds.length === 0 && components.length === 0 && fileCount === 0 && !body.sticker_ids && !body.poll) {
    c.add([], "EMPTY_MESSAGE", "Cannot send an empty message");
  }
  return done(c);
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

function walkCustomIds(list: unknown[], path: Path, c: Checker, ids: Set<string>): void {
  list.forEach((comp, i) => {
    if (!isObject(comp)) return;
    if (typeof comp.custom_id === "string") {
      c.maxLen([...path, i, "custom_id"], comp.custom_id, 100, 1);
      if (ids.has(comp.custom_id)) c.add([...path, i, "custom_id"], "COMPONENT_CUSTOM_ID_DUPLICATED", "Component custom id cannot be duplicated");
      ids.add(comp.custom_id);
    }
    if (Array.isArray(comp.components)) walkCustomIds(comp.components, [...path, i, "components"], c, ids);
    if (isObject(comp.accessory)) walkCustomIds([comp.accessory], [...path, i, "accessory"], c, ids);
  });
}

function checkRow(row: unknown, path: Path, c: Checker, ids: Set<string>): void {
  if (!isObject(row) || row.type !== 1) return c.add([...path, "type"], "COMPONENT_LAYOUT_WIDTH_EXCEEDED", "Top-level components must be action rows (type 1) without IS_COMPONENTS_V2");
  const comps = Array.isArray(row.components) ? row.components : [];
  if (comps.length < 1 || comps.length > 5) c.add([...path, "components"], "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length.");
  const selects = comps.filter((x) => isObject(x) && typeof x.type === "number" && x.type >= 3 && x.type !== 4);
  if (selects.length > 0 && comps.length > 1) c.add([...path, "components"], "COMPONENT_LAYOUT_WIDTH_EXCEEDED", "The specified component exceeds the maximum width");
  comps.forEach((comp, j) => {
    const p: Path = [...path, "components", j];
    if (!isObject(comp)) return;
    walkCustomIds([comp], [...path, "components"], c, ids);
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
  });
}

const NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

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
    choices.forEach((ch, k) => { if (isObject(ch)) { c.maxLen([...p, "choices", k, "name"], ch.name, 100, 1); c.maxLen([...p, "choices", k, "value"], ch.value, 100); } });
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
