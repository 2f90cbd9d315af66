// Text that goes to Discord, made safe in one place: names people chose (display names) are
// escaped before they enter any message, text is cut only between whole characters, and lists
// of users to ping carry each user once (Discord refuses a repeated id in allowed_mentions).

/**
 * A display name as literal text inside a message: no markdown (bold, italics, strikethrough,
 * spoilers, code spans and fences, quotes, headings, lists), no mentions (`<@id>`, `<@&role>`,
 * `<#channel>`, custom emoji and timestamps all start with `<`), no `@everyone` / `@here`, no
 * masked links (`[x](https://...)`) and no bare links. Discord shows a backslash-escaped
 * punctuation character as the character itself, and a zero-width space as nothing, so the
 * name reads exactly as the player wrote it.
 */
export function escapeName(name: string): string {
  // Lists show the same few names over and over (/games: every seat of every game listed).
  const known = escapedNames.get(name);
  if (known !== undefined) return known;
  const escaped = escapeNameOnce(name);
  if (escapedNames.size >= MAX_ESCAPED_NAMES) escapedNames.clear();
  escapedNames.set(name, escaped);
  return escaped;
}

/** Names escaped already (bounded: cleared when full). */
const escapedNames = new Map<string, string>();
const MAX_ESCAPED_NAMES = 5000;

function escapeNameOnce(name: string): string {
  const oneLine = name.replace(/[\r\n\u2028\u2029]+/g, " ");
  const escaped = oneLine
    .replace(/[\\*_~`|<[\]]/g, (c) => `\\${c}`)
    // Headings, subtext, quotes and lists only start a line: a name may start one ("Ann's harbor").
    .replace(/^(\s*)([#>+-])/, "$1\\$2")
    .replace(/^(\s*\d+)\./, "$1\\.")
    // @everyone and @here ping even without markdown; a zero-width space after the @ breaks them.
    .replace(/@(everyone|here)/gi, "@\u200b$1")
    // Bare URLs become links (and embeds); break the scheme.
    .replace(/:\/\//g, ":\u200b//");
  return escaped;
}

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * The longest prefix of `text` of at most `max` UTF-16 units that ends between two whole
 * characters (grapheme clusters: a surrogate pair, an emoji with its modifiers or a flag are
 * never split). Discord refuses text with half a surrogate pair.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let used = 0;
  for (const { segment } of segmenter.segment(text)) {
    if (used + segment.length > max) break;
    used += segment.length;
  }
  return text.slice(0, used);
}

/** `text` within `max` units, ending in "…" when it had to be cut (whole characters only). */
export function cutWithEllipsis(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${cutText(text, max - 1).trimEnd()}…`;
}

/** Each id once, in first-seen order (allowed_mentions.users must not repeat an id). */
export function uniqueIds(ids: Iterable<string | null | undefined>): string[] {
  const out: string[] = [];
  for (const id of ids) if (id && !out.includes(id)) out.push(id);
  return out;
}

/** Discord's limit for a message's content. */
export const CONTENT_MAX = 2000;

/** Message content within Discord's 2000 characters, cut between whole characters. */
export function fitContent(text: string, max = CONTENT_MAX): string {
  return cutText(text, max);
}
