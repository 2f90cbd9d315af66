// What a choice does, in one line for the player choosing it (under a select-menu option, or
// beside the buttons): what an action space gives and costs, a Building's effect. Labels
// already say the price, the VP and the gain of the moment; this says the rest.
import { card } from "../cards/registry.ts";
import type { Choice, SpaceId } from "./types.ts";

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

/** The choice with its one-line help, when the engine has one for it. */
export function withHelp(c: Choice): Choice {
  if (c.description) return c;
  const [kind, rest = ""] = c.id.split(":", 2) as [string, string | undefined];
  let help: string | undefined;
  if (kind === "place") help = SPACE_HELP[rest as SpaceId | "imitate"];
  else if (kind === "building") help = card(rest).summary;
  return help ? { ...c, description: help } : c;
}
