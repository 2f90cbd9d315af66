// What a choice does, in one line for the player choosing it (under a select-menu option, or
// beside the buttons): what an action space gives and costs, a Building's effect. Labels
// already say the price, the VP and the gain of the moment; this says the rest, and where a
// Building goes, how the spaces differ (placement.ts).
import { card } from "./cards.ts";
import { noEffectNote, withNote } from "./actions.ts";
import { buildingSpaceDifferences } from "./placement.ts";
import type { Choice, GameState, Msg, SpaceId } from "./types.ts";
import { SPACE_IDS } from "./types.ts";
import { english, msg } from "./words.ts";

/** Each action space, in one line (the `/rules` topic of the space has the whole rule), made once. */
const SPACE_HELP: Readonly<Record<SpaceId | "imitate", { text: string; say: Msg }>> = Object.fromEntries(
  [...SPACE_IDS, "imitate" as const].map((id) => {
    const say = msg(`help.${id}`);
    return [id, { text: english(say), say }];
  }),
) as Record<SpaceId | "imitate", { text: string; say: Msg }>;

/** What the choice with this id does, in one line, when the engine has a line for it. */
export function choiceDescription(id: string): string | undefined {
  const [kind, rest = ""] = id.split(":", 2) as [string, string | undefined];
  if (kind === "place") return SPACE_HELP[rest as SpaceId | "imitate"]?.text;
  if (kind === "building") return card(rest).summary;
  return undefined;
}

/** The description of an action space's choice as a message (a Building's summary is translated by its id, src/i18n/cards.ts). */
function descriptionWords(id: string): Msg | undefined {
  return id.startsWith("place:") ? SPACE_HELP[id.slice("place:".length) as SpaceId | "imitate"]?.say : undefined;
}

/**
 * Choices as a person sees them: each with its description, a Building whose effect would do
 * nothing if built now noted so, and the spaces a Building may go on each noted with how it
 * differs from the others when they differ (worked out only here, off the AI's and simulator's
 * hot path).
 */
export function withHelp(s: GameState, seat: number, choices: readonly Choice[]): Choice[] {
  // The spaces are compared with each other, so their notes are made together, once.
  const spaces = choices.some((c) => c.id.startsWith("space:")) ? buildingSpaceDifferences(s, seat) : null;
  const spaceNotes = new Map(spaces?.map((d) => [d.id, d.say]));
  return choices.map((c) => {
    const description = c.description ?? choiceDescription(c.id);
    const descriptionSay = c.description ? c.descriptionSay : descriptionWords(c.id);
    const helped = description ? { ...c, description, ...(descriptionSay ? { descriptionSay } : {}) } : c;
    const note = c.id.startsWith("building:") ? noEffectNote(s, seat, c.id.slice("building:".length)) : spaceNotes.get(c.id) ?? null;
    return note === null ? helped : withNote(helped, note);
  });
}
