// Messages laid out by Discord (Components V2, the message flag IS_COMPONENTS_V2): text
// displays that Discord draws in the reader's own font size, buttons and menus beside or under
// the words that explain them, pictures in media galleries. Plain API JSON, built by pure
// functions (no client), so a layout is tested by its limits without a stand-in:
//   - at most 40 components in a message, nested ones counted (a row's buttons, a section's
//     text displays and accessory, a container's children);
//   - at most 4,000 characters across its text displays;
//   - a container holds at most 10 components, and so does a message at its top level (the
//     limit Discord launched V2 with; kept, as the safe side of what its documentation says);
//   - no `content` or embeds beside the flag (the flag stays on the message for good).
// Our own rule on top of Discord's 80: a button's label is at most 40 characters, never cut and
// never repeated on one message; the longer explanation is the text above it.
import {
  ButtonStyle, ComponentType, MessageFlags, SeparatorSpacingSize,
  type APIActionRowComponent, type APIButtonComponentWithCustomId, type APIComponentInContainer, type APIComponentInMessageActionRow,
  type APIContainerComponent, type APIMediaGalleryComponent, type APIMessageTopLevelComponent, type APISeparatorComponent,
  type APIStringSelectComponent, type APITextDisplayComponent,
} from "discord.js";
import { translator, type Locale } from "../../i18n/index.ts";

export const V2 = MessageFlags.IsComponentsV2;

export const LIMITS = {
  /** Components in one message, nested ones included. */
  components: 40,
  /** Characters across a message's text displays. */
  text: 4000,
  /** Children of a container, and components at a message's top level. */
  children: 10,
  /** Our own limit on a button's label (Discord's is 80). */
  label: 40,
  /** An image's alt text. */
  altText: 1024,
} as const;

export type TopLevel = APIMessageTopLevelComponent;
export type InContainer = APIComponentInContainer;
export type ActionRow = APIActionRowComponent<APIComponentInMessageActionRow>;
type ActionStyle = ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger;

export function text(content: string): APITextDisplayComponent {
  return { type: ComponentType.TextDisplay, content };
}

export function container(children: readonly InContainer[], accent?: number): APIContainerComponent {
  return { type: ComponentType.Container, components: [...children], ...(accent !== undefined ? { accent_color: accent } : {}) };
}

export function separator(divider = true): APISeparatorComponent {
  return { type: ComponentType.Separator, divider, spacing: SeparatorSpacingSize.Small };
}

/** One picture uploaded with the message (`name` as its attachment's file name), with its alt text. */
export function picture(name: string, description: string): APIMediaGalleryComponent {
  return { type: ComponentType.MediaGallery, items: [{ media: { url: `attachment://${name}` }, description: altText(description) }] };
}

export interface ButtonSpec {
  readonly id: string;
  readonly label: string;
  readonly style?: ActionStyle;
  readonly disabled?: boolean;
}

export function buttonOf(b: ButtonSpec): APIButtonComponentWithCustomId {
  return { type: ComponentType.Button, style: b.style ?? ButtonStyle.Secondary, custom_id: b.id, label: b.label, ...(b.disabled ? { disabled: true } : {}) };
}

/** Buttons in rows of at most five. */
export function buttonRows(list: readonly ButtonSpec[]): ActionRow[] {
  const rows: ActionRow[] = [];
  for (let i = 0; i < list.length; i += 5) rows.push({ type: ComponentType.ActionRow, components: list.slice(i, i + 5).map(buttonOf) });
  return rows;
}

/** The link button to a game's web view ("Open the table"), in `locale`. */
export function tableLinkRow(url: string, locale: Locale): ActionRow {
  return linkRow(url, translator(locale)("posts.openTable"));
}

/** A row with one button that opens `url` in the browser (the web view's "Open the table"). */
export function linkRow(url: string, label: string): ActionRow {
  return { type: ComponentType.ActionRow, components: [{ type: ComponentType.Button, style: ButtonStyle.Link, url, label }] };
}

export function menuRow(menu: APIStringSelectComponent): ActionRow {
  return { type: ComponentType.ActionRow, components: [menu] };
}

/** Alt text within Discord's 1,024 characters, cut only between words (with an ellipsis). */
export function altText(s: string, max: number = LIMITS.altText): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max - 1);
  const space = cut.search(/\s\S*$/);
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** What a message's components add up to, against Discord's limits and ours. */
interface Tally {
  readonly components: number;
  readonly textChars: number;
  /** The widest container (or the top level). */
  readonly children: number;
  readonly labels: readonly string[];
  readonly texts: readonly string[];
}

export function tally(components: readonly TopLevel[]): Tally {
  let count = 0;
  let chars = 0;
  let children = components.length;
  const labels: string[] = [];
  const texts: string[] = [];
  const walk = (c: TopLevel | InContainer | APIComponentInMessageActionRow | APITextDisplayComponent | { type: ComponentType }): void => {
    count++;
    if (c.type === ComponentType.TextDisplay && "content" in c) { chars += c.content.length; texts.push(c.content); }
    if (c.type === ComponentType.Button && "label" in c && typeof c.label === "string") labels.push(c.label);
    if (c.type === ComponentType.Container && "components" in c) { children = Math.max(children, c.components.length); c.components.forEach(walk); }
    if (c.type === ComponentType.ActionRow && "components" in c) c.components.forEach(walk);
    if (c.type === ComponentType.Section && "components" in c) { c.components.forEach(walk); walk(c.accessory); }
  };
  components.forEach(walk);
  return { components: count, textChars: chars, children, labels, texts };
}

/** Why a V2 message breaks a limit, or null when it keeps them all. */
export function brokenLimit(components: readonly TopLevel[]): string | null {
  const t = tally(components);
  if (t.components > LIMITS.components) return `${t.components} components (at most ${LIMITS.components})`;
  if (t.textChars > LIMITS.text) return `${t.textChars} characters of text (at most ${LIMITS.text})`;
  if (t.children > LIMITS.children) return `${t.children} components side by side (at most ${LIMITS.children})`;
  const long = t.labels.find((l) => l.length > LIMITS.label);
  if (long) return `the label "${long}" is longer than ${LIMITS.label} characters`;
  const seen = new Set<string>();
  for (const l of t.labels) {
    if (seen.has(l)) return `the label "${l}" appears twice`;
    seen.add(l);
  }
  return null;
}

/**
 * A whole V2 message (a post, a reply or an edit of one): its components, the pictures they show
 * (each `attachment://` name uploaded here) and no pings unless `users` are named. Throws when a
 * layout breaks a limit, so a mistake shows in tests, never as Discord's refusal.
 */
export function v2Message<F>(components: readonly TopLevel[], files: readonly F[] = [], users: readonly string[] = []): { flags: typeof V2; components: TopLevel[]; files: F[]; allowedMentions: { parse: []; users?: string[] } } {
  const broken = brokenLimit(components);
  if (broken) throw new Error(`a V2 message breaks a limit: ${broken}`);
  return { flags: V2, components: [...components], files: [...files], allowedMentions: users.length > 0 ? { parse: [], users: [...users] } : { parse: [] } };
}

/**
 * A V2 body for a new message, without the empty `content` an edit carries to reset a classic
 * message's words: Discord's documentation refuses `content` on a V2 message it creates and names
 * empty values only for edits, so a create leaves it out.
 */
export function asNew<T extends { content?: string }>(body: T): Omit<T, "content"> {
  const { content: _reset, ...rest } = body;
  return rest;
}
