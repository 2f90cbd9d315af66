// The effects of all 132 Buildings, keyed by card id. Each card's effect lives in its own
// file; cards sharing a mechanism are listed in that mechanism's group file, and this index
// joins the groups. Adding a card is adding its file and a line in its group.
import type { CardEffect } from "../../engine/card-hooks.ts";
import { ANYTIME_CARDS } from "./groups/anytime.ts";
import { COST_CARDS } from "./groups/costs.ts";
import { COST_CHOICE_CARDS } from "./groups/costs-choice.ts";
import { FISHING_CARDS } from "./groups/fishing.ts";
import { IMMEDIATE_CARDS } from "./groups/immediate.ts";
import { FREE_ACTION_CARDS } from "./groups/free-actions.ts";
import { BEFORE_ACTION_CARDS } from "./groups/before-actions.ts";
import { FOLLOW_UP_CARDS } from "./groups/follow-up-actions.ts";
import { HARBOR_BOARD_CARDS } from "./groups/harbor-board.ts";
import { TALLY_CARDS } from "./groups/tallies.ts";
import { SCORING_CARDS } from "./groups/scoring.ts";
import { SCORING_RULE_CARDS } from "./groups/scoring-rules.ts";
import { WHENEVER_CARDS } from "./groups/whenever.ts";

const GROUPS: readonly Readonly<Record<string, CardEffect>>[] = [SCORING_CARDS, IMMEDIATE_CARDS, ANYTIME_CARDS, COST_CARDS, WHENEVER_CARDS, FOLLOW_UP_CARDS, HARBOR_BOARD_CARDS, FREE_ACTION_CARDS, BEFORE_ACTION_CARDS, TALLY_CARDS, SCORING_RULE_CARDS, FISHING_CARDS, COST_CHOICE_CARDS];

function join(): Readonly<Record<string, CardEffect>> {
  const out: Record<string, CardEffect> = {};
  for (const group of GROUPS) {
    for (const [id, effect] of Object.entries(group)) {
      if (out[id]) throw new Error(`Building ${id} has an effect in two groups`);
      out[id] = effect;
    }
  }
  return out;
}

export const EFFECTS: Readonly<Record<string, CardEffect>> = join();
