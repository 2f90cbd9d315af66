// Reading a message's components whatever their layout: classic action rows at the top, or
// Components V2 (flag IS_COMPONENTS_V2, 1 << 15), where buttons and menus sit in action rows
// inside containers and as section accessories, and the words are in text displays
// (https://discord.com/developers/docs/components/reference).
import { isObject } from "./http.ts";

/** Message flag IS_COMPONENTS_V2. */
export const IS_COMPONENTS_V2 = 1 << 15;

/**
 * Every component of a message in reading order (depth first: a component, then its children,
 * then a section's accessory), at any depth. Media gallery items are not components.
 */
export function walkComponents(list: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (!Array.isArray(list)) return out;
  for (const c of list) {
    if (!isObject(c)) continue;
    out.push(c);
    walkComponents(c.components, out);
    if (isObject(c.accessory)) walkComponents([c.accessory], out);
  }
  return out;
}

/** The buttons and select menus with a custom id (the ones a person's click reaches the bot through), at any depth. */
export function interactiveComponents(list: unknown): Record<string, unknown>[] {
  return walkComponents(list).filter((c) => typeof c.custom_id === "string");
}

/** The component with that custom id (in rows, containers or as a section's accessory). */
export function findComponent(list: unknown, customId: string): Record<string, unknown> | null {
  return walkComponents(list).find((c) => c.custom_id === customId) ?? null;
}

/** Every custom id on a message, in reading order. */
export function allCustomIds(list: unknown): string[] {
  return interactiveComponents(list).map((c) => String(c.custom_id));
}

/** The contents of a message's text displays (type 10), in reading order. */
export function textDisplays(list: unknown): string[] {
  return walkComponents(list).filter((c) => c.type === 10 && typeof c.content === "string").map((c) => String(c.content));
}

/**
 * What a reader reads in a message: its `content`, or for a Components V2 message (which has no
 * content) its text displays' contents in order, one per line.
 */
export function messageText(m: { content: string; components: unknown; flags: number }): string {
  return (m.flags & IS_COMPONENTS_V2) !== 0 ? textDisplays(m.components).join("\n") : m.content;
}
