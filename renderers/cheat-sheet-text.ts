// The words of the cheat sheet (renderers/cheat-sheet.ts draws them, describe.ts reads them
// out as its alt text): the goal, a round's phases, every action space with what it gives,
// the Round spaces 3-6, scoring and the limits, in plain words for one player count. Every
// number comes from the engine's gameFacts, so the sheet follows the rules' data. Pure: no
// canvas.
import { gameFacts } from "../src/engine/index.ts";
import type { GameFacts, Good, Goods, PlayerCount, ShipType, SpaceId } from "../src/engine/index.ts";

interface SheetPhase { name: string; automatic: boolean; text: string }
/** An action space: `text` is what the sheet says, `short` the gist for the alt text ("+5 wood"; empty where the name says it all). */
export interface SheetSpace { id: SpaceId | "imitate"; name: string; text: string; short: string; workers: number }
export interface SheetShip { type: ShipType; name: string; cost: Goods; orGold: number | null; vp: number }
/** A Round space: `text` as the sheet says it, `short` the gist for the alt text ("3 new A Buildings"). */
interface SheetRound { round: number; text: string; short: string; nothing: boolean }
/** A scoring line: `text` as the sheet says it, `short` for the alt text. */
interface SheetScore { sign: "+" | "−"; text: string; short: string; good?: Good }
/** A limit or hint: `short` is its gist for the alt text (empty: left out there). */
interface SheetLimit { good: Good | null; text: string; short: string }

export interface CheatSheetText {
  players: PlayerCount;
  /** Work phase turns (Workers) each player has a round. */
  workers: number;
  title: string;
  goal: string;
  /** The sections' headings, in the sheet's order. */
  headings: { phases: string; spaces: string; imitation: string; schedule: string; scoring: string; limits: string };
  /** What the dashed circles beside the action spaces mean. */
  workersKey: string;
  /** Where the Imitation tile's spaces are (empty without them). */
  imitationIntro: string;
  phases: SheetPhase[];
  spaces: SheetSpace[];
  /** The Imitation tile's spaces (none with 2-3 players). */
  imitation: SheetSpace[];
  ships: SheetShip[];
  schedule: SheetRound[];
  scoring: SheetScore[];
  scoringNote: string;
  limits: SheetLimit[];
}

/** "a, b or c". */
function either(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} or ${items[items.length - 1] ?? ""}`;
}

/** Buy All Shares' discount in words: "1 gold less in all in rounds 4-5, 2 less in rounds 6-7". */
function discountWords(f: GameFacts): string {
  const runs: { from: number; to: number; gold: number }[] = [];
  f.shareDiscountByRound.forEach((gold, i) => {
    const last = runs[runs.length - 1];
    if (last && last.gold === gold) last.to = i + 1; else runs.push({ from: i + 1, to: i + 1, gold });
  });
  const parts = runs.filter((r) => r.gold > 0).map((r, i) => `${r.gold}${i === 0 ? " gold less in all" : " less"} in round${r.from === r.to ? ` ${r.from}` : `s ${r.from}-${r.to}`}`);
  return parts.join(", ");
}

function spaceText(f: GameFacts, id: SpaceId): string {
  switch (id) {
    case "gold": return `Take ${f.goldSpaceGold} gold.`;
    case "transfer-reserve": return "Move everything in your Reserve into your supply.";
    case "serve-fish": return "Serve the smallest empty Banquet plate: pay its number in fish, +1 gold. Then more plates if you like.";
    case "build-building": return "Pay a Building's cost and build it on a free space of your harbor.";
    case "issue-share": return `+${f.issueShareGold} gold: put one of your Unissued Shares on the board for sale (${f.unissuedAtStart} times a game at most).`;
    case "buy-shares": return `Take all Shares on the board, 1 gold each (${discountWords(f)}).`;
    case "deforest": return `Remove one of your Forests, +${f.deforestWood} wood.`;
    case "thin-out": return "+1 wood per Forest you have; they stay.";
    case "reforest": return `Put ${f.reforestForests} Forests on a free double space.`;
    case "build-ship": return "Buy a Ship: your haul grows.";
    case "take-elder": return `Seat the top Elder of a stack in your council (${f.elderSeats} at most); you may use him at once.`;
  }
}

function spaceShort(f: GameFacts, id: SpaceId): string {
  switch (id) {
    case "gold": return `${f.goldSpaceGold} gold`;
    case "transfer-reserve": return "Reserve to supply";
    case "serve-fish": return "pay fish per plate, +1 gold each";
    case "build-building": return "";
    case "issue-share": return `+${f.issueShareGold} gold`;
    case "buy-shares": return "1 gold per Share";
    case "deforest": return `+${f.deforestWood} wood`;
    case "thin-out": return "1 wood per Forest";
    case "reforest": return `${f.reforestForests} Forests`;
    case "build-ship": return "";
    case "take-elder": return "";
  }
}

function imitationSpaces(f: GameFacts, label: (id: SpaceId) => string): SheetSpace[] {
  if (f.imitation.length === 1) return [{ id: "imitate", name: "Imitation", text: "Copy any action space that is full this round.", short: "copies any full space", workers: 1 }];
  return f.imitation.map((copies, i) => ({ id: "imitate", name: `Imitation ${i + 1}`, text: `Copy a full ${either(copies.map(label))}.`, short: `copies a full ${either(copies.map(label))}`, workers: 1 }));
}

function schedule(f: GameFacts): SheetRound[] {
  const { newA, handC, newB } = f.roundSpaces;
  const none = `Nothing new with ${f.players} players.`;
  return [
    { round: 3, text: newA > 0 ? `${newA} new A Buildings arrive.` : none, short: newA > 0 ? `${newA} new A Buildings` : "nothing new", nothing: newA === 0 },
    { round: 4, text: `You each draw ${handC} C Buildings into your hand; you may build them from now on.`, short: `you each draw ${handC} C Buildings`, nothing: false },
    { round: 5, text: newB > 0 ? `${newB} new B Buildings arrive.` : none, short: newB > 0 ? `${newB} new B Buildings` : "nothing new", nothing: newB === 0 },
    { round: 6, text: "The C Buildings still in hands go face up: anyone may build them.", short: "C Buildings in hands go face up", nothing: false },
  ];
}

export function cheatSheetText(players: PlayerCount): CheatSheetText {
  const f = gameFacts(players);
  const labels = new Map(f.spaces.map((sp) => [sp.id, sp.label]));
  const label = (id: SpaceId): string => labels.get(id) ?? id;
  const haul = f.haulByCovered;
  const ships = f.ships.map((sh) => ({ type: sh.type, name: sh.name, cost: { ...sh.cost }, orGold: sh.orGold, vp: sh.vp }));
  return {
    players,
    workers: f.workers,
    title: "Nusfjord cheat sheet",
    goal: `The most VP after ${f.rounds} rounds wins.`,
    headings: {
      phases: "Each round: 3 phases",
      spaces: "Action spaces: place a Worker, get this",
      imitation: "Imitation tile",
      schedule: `Round spaces with ${players} players`,
      scoring: `Scoring after round ${f.rounds}`,
      limits: "Good to know",
    },
    workersKey: "= one Worker a round; a full space is closed until the next round",
    imitationIntro: f.imitation.length ? `With ${players} players the Imitation tile adds ${f.imitation.length === 1 ? "a space" : `${f.imitation.length} spaces`} below the board. An Elder's action cannot be copied.` : "",
    phases: [
      { name: "Fishing", automatic: true, text: `Your Ships catch your haul (${haul[0] ?? 0} fish with the catboat, up to ${Math.max(...haul)} with more Ships): 1 fish feeds each of your Elders and issued Shares, the rest goes into your Reserve.` },
      { name: "Work", automatic: false, text: `${f.workers} turns each, from the First Player: place a Worker on a free action space and do its action at once, or on one of your Elders (he takes 1 fish from the highest Banquet plate, then acts); or pass.` },
      { name: "Returning Home", automatic: true, text: "Workers come back, the First Player passes to the right, and the next Round space brings its Buildings." },
    ],
    spaces: f.spaces.map((sp) => ({ id: sp.id, name: sp.label, text: spaceText(f, sp.id), short: spaceShort(f, sp.id), workers: sp.workers })),
    imitation: imitationSpaces(f, label),
    ships,
    schedule: schedule(f),
    scoring: [
      { sign: "+", text: `Ships: ${ships.map((sh) => `${sh.name} ${sh.vp}`).join(", ")} VP`, short: "Ships' VP" },
      { sign: "+", text: "Buildings: the VP on each card", short: "Buildings' VP" },
      { sign: "+", text: "1 per issued Share you hold, any colour", short: "1 per issued Share held" },
      { sign: "+", text: "1 per gold", short: "1 per gold", good: "gold" },
      { sign: "−", text: "1 per free Building space in your harbor", short: "1 per free Building space" },
      { sign: "−", text: "1 per Unissued Share", short: "1 per Unissued Share" },
    ],
    scoringNote: "Wood and fish score nothing. A tie shares the victory.",
    limits: [
      { good: "wood", text: `At most ${f.woodLimit} wood in your supply: more goes back.`, short: `${f.woodLimit} wood in supply` },
      { good: "fish", text: `Your Reserve holds ${f.reserveFishLimit} fish: no more go in.`, short: `${f.reserveFishLimit} fish in Reserve` },
      { good: null, text: "You may not take a space whose action would change nothing for you.", short: "" },
      { good: null, text: "Every rule in detail: /rules", short: "" },
    ],
  };
}
