// The texts `/rules` shows: our rulings where the printed rules are silent (the README's
// "Rules notes" say the same for developers), every Elder and every Building card.
import { allCards, missingEffectNote } from "../cards/registry.ts";
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
  { id: "ruling:buildings", title: "Ruling: Building effects", text: "Building cards act as the appendix words them. Cards whose effect is not in the bot yet say so wherever you decide (build menu, /hand, /rules, the images): such a card costs its printed cost and scores its printed VP (0 when its VP are conditional); one with a variable printed cost cannot be built until its effect is in. \"N/A\" costs are free." },
  { id: "ruling:elder-use", title: "Ruling: when an Elder may be used", text: "Whether you may use an Elder is judged after its fish is taken: the fish from the highest Banquet plate goes onto the Elder, a third fish pays 1 fish to your supply, and only then must its action be possible. So a Sailor may serve the plate his own fish just emptied, and a Constructor may pay with the payout fish. \"Use it now\" after Take an Elder is offered on the same terms." },
  { id: "ruling:imitation-5p", title: "Ruling: the Imitation tile with 5 players", text: "Its three spaces each copy a full action space of their own column: column 1 = +1 Gold, Issue a Share, Buy All Shares; column 2 = Transfer Reserve, Serve Fish, Take an Elder, Build a Ship; column 3 = Build a Building, Deforest, Thin Out, Reforest. Elder actions cannot be copied, and a copied action is not \"placing a Worker on\" the copied space (Forestry, Construction Yard)." },
  { id: "ruling:haul-track", title: "Ruling: haul sizes of the Fishing track", text: "Covered spaces 0-14 give a haul of 3, 4, 5, 5, 6, 7, 8, 8, 9, 10, 10, 11, 11, 12, 12: the haul is the number on the leftmost free space, or 12 when all 14 are covered. The texts fix the last five (the Stilt House covers 10, 11, 11 and 12; \"there are two 12s\"; the Wharf's schooner always lifts a haul of 10 to 12)." },
  { id: "ruling:haul-size-cards", title: "Ruling: \"haul size\" on cards", text: "Every card that reads your haul size (Pond Hut, Whaling Station, Wood Shipping Co. and others) reads your effective haul: the Fishing track's number, raised by the Supply Storage to your number of Forests." },
  { id: "ruling:reserve-fish", title: "Ruling: 8 fish in the Reserve", text: "\"As long as there are 8 or more fish in your Reserve, you cannot get any more fish in there\" holds for every source (Fishing, Pond Builder, Net Pen, Forest Storage, Customs Area, ...): fish fill the Reserve up to 8, never above, and nothing is added at 8 or more. Only the Cooling House doubles past 8; the Angler's House does nothing at 8 or more." },
  { id: "ruling:decline", title: "Ruling: declining an Immediately effect", text: "\"You may decline the effect\": the bot asks only where declining can matter. Effects that only add goods to your supply or Reserve, or turn one of your own Shares (Town Hall), act at once; effects that take an action, move Ships, Elders, Forests or Shares, or touch the shared board ask \"use / decline\" in the card's own words." },
  { id: "ruling:whenever-timing", title: "Ruling: Whenever cards and the action that built them", text: "An event that happened before you owned a card never triggers it (\"not retroactively\"), but one that completes after it stands does: the Joinery and the Construction Yard pay out on the Build a Building action that built them. Whenever effects do not trigger on another player's turn (an exchange you make outside your turn triggers none)." },
  { id: "ruling:worker-turn", title: "Ruling: first, second and third Worker's turn", text: "For the Building Company (and later the Holiday Resort) your first, second or third Worker's turn is the ordinal of your turn in the round, passes included, not a count of Workers placed. Outside your own Work-phase turn there is no Worker's turn." },
  { id: "ruling:town-hall", title: "Ruling: Town Hall", text: "The card's \"turn an Issued Share\" is a typo: one of your Unissued Shares becomes issued and stays in your supply (+1 VP instead of -1). No gold, and it is not an Issue a Share action (no Haulage Firm, Laborer Square or Ship Holding Co.). No effect without an Unissued Share." },
  { id: "ruling:shipping-office", title: "Ruling: Shipping Office and the 8 wood + 8 fish schooner", text: "The Shipping Office gives 1 fish off a sloop, 1 wood off a cutter and 1 gold off a schooner bought with gold; a schooner paid with 8 wood and 8 fish gets no discount from it (the card names only the gold way for the schooner)." },
  { id: "ruling:carver", title: "Ruling: Carver and printed wood costs", text: "A Building has a printed wood cost when wood appears in its printed cost, variable amounts included (\"3-12 wood\", the Swing-Net Fishery's \"10 wood or 12 fish\", the Boat Hall's \"4 wood, 1 cutter\"); the Customs Area (\"1 sloop\") has none." },
  { id: "ruling:upgrades", title: "Ruling: games running when the bot is updated", text: "A game goes on from where it stands under the updated rules (cards that gained an effect act from then on); what happened before is not replayed. A turn in progress during the update cannot be undone; undo works again from the next turn." },
];

/** Every topic, rulings first, then Elders by number, then Buildings by number. */
export function rulesTopics(): readonly RulesTopic[] {
  const elders = Object.values(ELDERS).sort((a, b) => a.number - b.number)
    .map((e): RulesTopic => ({ id: `elder:${e.id}`, title: `Elder ${e.number}: ${e.name}`, text: `The ${e.name}: ${e.summary}.` }));
  const buildings = [...allCards().values()].sort((a, b) => a.number - b.number)
    .map((c): RulesTopic => {
      // A card whose effect is not in the bot yet says so before its text, where a player reads first.
      const missing = missingEffectNote(c.id);
      const head = `${c.name} (${c.id}, ${c.category}; cost ${c.costText}; ${c.vpText})`;
      return { id: `building:${c.id}`, title: `${c.id} ${c.name}`, text: missing ? `${head}\n⚠ ${missing}.\n${c.text}` : `${head}\n${c.text}` };
    });
  return [...RULINGS, ...elders, ...buildings];
}
