// The texts `/rules` shows: our rulings where the printed rules are silent (the README's
// "Rules notes" say the same for developers), every Elder and every Building card.
import { CARDS } from "../cards/registry.ts";
import { ELDERS } from "./rules-data.ts";

export interface RulesTopic {
  /** Stable key, e.g. "ruling:forced", "elder:sailor", "building:A104". */
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

const RULINGS: readonly RulesTopic[] = [
  { id: "ruling:forced", title: "Ruling: forced decisions", text: "When a required decision has exactly one possible answer (one Forest stack to remove from, one Ship you can afford), the bot takes it for you; an optional step where nothing is possible is skipped. Placing a Worker and passing are always asked." },
  { id: "ruling:fishing", title: "Ruling: Fishing choices", text: "You are asked only when the catch runs short in step 1 (Elders) or step 2 (your Shares held by other players, after the ones on the Action board); otherwise the Fishing phase resolves by itself." },
  { id: "ruling:pond-builder", title: "Ruling: Pond Builder", text: "Its fish are distributed as in the Fishing phase; fish placed on Shares move to their holders' supplies (or back to the general supply from the Action board) at once, since no Fishing phase end follows." },
  { id: "ruling:transfer-reserve", title: "Ruling: Transfer Reserve", text: "May be taken whenever the Reserve holds anything (the space holds one Worker)." },
  { id: "ruling:forests", title: "Ruling: Forest supply", text: "Forests in the general supply are unlimited." },
  { id: "ruling:mixed-deck", title: "Ruling: mixed decks", text: "The deck all later A, B and C Buildings come from is chosen by the game's seed and shown on the board." },
  { id: "ruling:undo", title: "Ruling: undo", text: "You may undo only your own choices, and only back to the last point where the turn passed, a new phase or round began, or something hidden was revealed." },
  { id: "ruling:buildings", title: "Ruling: Building effects", text: "Building effects are not all implemented yet: building a card pays its printed cost (including Ships returned as a cost) and places it; \"N/A\" cards cost nothing. Cards with a variable printed cost cannot be built until their effect is implemented, and cards with conditional VP score 0 until theirs is, except the Harbor Installation (C151), which scores 2 VP per Ship including the catboat." },
];

/** Every topic, rulings first, then Elders by number, then Buildings by number. */
export function rulesTopics(): readonly RulesTopic[] {
  const elders = Object.values(ELDERS).sort((a, b) => a.number - b.number)
    .map((e): RulesTopic => ({ id: `elder:${e.id}`, title: `Elder ${e.number}: ${e.name}`, text: `The ${e.name}: ${e.summary}.` }));
  const buildings = [...CARDS.values()].sort((a, b) => a.number - b.number)
    .map((c): RulesTopic => ({ id: `building:${c.id}`, title: `${c.id} ${c.name}`, text: `${c.name} (${c.id}, ${c.category}; cost ${c.costText}; ${c.vpText})\n${c.text}` }));
  return [...RULINGS, ...elders, ...buildings];
}
