// What a choice does, in one line for the player choosing it (under a select-menu option, or
// beside the buttons): what an action space gives and costs, a Building's effect. Labels
// already say the price, the VP and the gain of the moment; this says the rest, and where a
// Building goes, how the spaces differ (placement.ts).
import { card } from "./cards.ts";
import { noEffectNote, withNote } from "./actions.ts";
import { buildingSpaceDifferences } from "./placement.ts";
import type { Choice, GameState, SpaceId } from "./types.ts";

/** Each action space, in one line (the `/rules` topic of the space has the whole rule). */
const SPACE_HELP: Record<SpaceId | "imitate", string> = {
  gold: "Take 1 gold: it pays for Buildings, Ships and Shares and is 1 VP at the end",
  "transfer-reserve": "Move everything in your Reserve into your supply (wood up to 12)",
  "serve-fish": "Pay fish onto the smallest empty Banquet plates, +1 gold per plate; feeds your Elders",
  "build-building": "Pay a Building's cost and build it on a free space of your harbor",
  "issue-share": "Issue one of your Shares for 2 gold; others holding it take fish from your catch",
  "buy-shares": "Take every newly issued Share for 1 gold each: 1 VP and fish from its owner's catch",
  deforest: "Remove a Forest from your harbor and take 5 wood (you hold at most 12)",
  "thin-out": "Take 1 wood per Forest in your harbor; the Forests stay",
  reforest: "Place 2 Forests on a free double space of your harbor",
  "build-ship": "Buy a sloop, cutter or schooner: it raises your haul each Fishing phase",
  "take-elder": "Seat the top Elder of a stack in your council; you may use him at once",
  imitate: "Copy an action space of its column that is full this round",
};

/** What the choice with this id does, in one line, when the engine has a line for it. */
export function choiceDescription(id: string): string | undefined {
  const [kind, rest = ""] = id.split(":", 2) as [string, string | undefined];
  if (kind === "place") return SPACE_HELP[rest as SpaceId | "imitate"];
  if (kind === "building") return card(rest).summary;
  return undefined;
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
  const spaceNotes = new Map(spaces?.map((d) => [d.id, d.note]));
  return choices.map((c) => {
    const description = c.description ?? choiceDescription(c.id);
    const helped = description ? { ...c, description } : c;
    const note = c.id.startsWith("building:") ? noEffectNote(s, seat, c.id.slice("building:".length)) : spaceNotes.get(c.id) ?? null;
    return note === null || note === "" ? helped : withNote(helped, note);
  });
}
