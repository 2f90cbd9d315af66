// The words of the cheat sheet (renderers/cheat-sheet.ts draws them, describe.ts reads them
// out as its alt text): the goal, a round's phases, every action space with what it gives,
// the Round spaces 3-6, scoring and the limits, in plain words for one player count. Every
// number comes from the engine's gameFacts, so the sheet follows the rules' data. Pure: no
// canvas. The words are src/i18n's (rules.sheet), in the language asked for (English by default).
import { gameFacts } from "../src/engine/index.ts";
import { say, type Locale } from "../src/i18n/index.ts";
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
  /** The language of the words. */
  locale: Locale;
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

/** Between the items of a list: Japanese has its own comma. */
export function listSeparator(locale: Locale): string {
  return locale === "ja" ? "、" : ", ";
}

/** "a, b or c". */
function either(items: readonly string[], locale: Locale): string {
  if (items.length <= 1) return items[0] ?? "";
  return say(locale, "rules.sheet.or", { a: items.slice(0, -1).join(listSeparator(locale)), b: items[items.length - 1] ?? "" });
}

/** Buy All Shares' discount in words: "1 gold less in all in rounds 4-5, 2 less in rounds 6-7". */
function discountWords(f: GameFacts, locale: Locale): string {
  const runs: { from: number; to: number; gold: number }[] = [];
  f.shareDiscountByRound.forEach((gold, i) => {
    const last = runs[runs.length - 1];
    if (last && last.gold === gold) last.to = i + 1; else runs.push({ from: i + 1, to: i + 1, gold });
  });
  const parts = runs.filter((r) => r.gold > 0).map((r, i) => {
    const rounds = r.from === r.to ? say(locale, "rules.sheet.discount.round", { n: r.from }) : say(locale, "rules.sheet.discount.rounds", { from: r.from, to: r.to });
    return say(locale, i === 0 ? "rules.sheet.discount.first" : "rules.sheet.discount.more", { gold: r.gold, rounds });
  });
  return parts.join(listSeparator(locale));
}

function spaceText(f: GameFacts, id: SpaceId, locale: Locale): string {
  switch (id) {
    case "gold": return say(locale, "rules.sheet.spaces.gold.text", { n: f.goldSpaceGold });
    case "transfer-reserve": return say(locale, "rules.sheet.spaces.transfer-reserve.text");
    case "serve-fish": return say(locale, "rules.sheet.spaces.serve-fish.text");
    case "build-building": return say(locale, "rules.sheet.spaces.build-building.text");
    case "issue-share": return say(locale, "rules.sheet.spaces.issue-share.text", { gold: f.issueShareGold, times: f.unissuedAtStart });
    case "buy-shares": return say(locale, "rules.sheet.spaces.buy-shares.text", { discount: discountWords(f, locale) });
    case "deforest": return say(locale, "rules.sheet.spaces.deforest.text", { wood: f.deforestWood });
    case "thin-out": return say(locale, "rules.sheet.spaces.thin-out.text");
    case "reforest": return say(locale, "rules.sheet.spaces.reforest.text", { n: f.reforestForests });
    case "build-ship": return say(locale, "rules.sheet.spaces.build-ship.text");
    case "take-elder": return say(locale, "rules.sheet.spaces.take-elder.text", { seats: f.elderSeats });
  }
}

function spaceShort(f: GameFacts, id: SpaceId, locale: Locale): string {
  switch (id) {
    case "gold": return say(locale, "rules.sheet.spaces.gold.short", { n: f.goldSpaceGold });
    case "transfer-reserve": return say(locale, "rules.sheet.spaces.transfer-reserve.short");
    case "serve-fish": return say(locale, "rules.sheet.spaces.serve-fish.short");
    case "build-building": return "";
    case "issue-share": return say(locale, "rules.sheet.spaces.issue-share.short", { gold: f.issueShareGold });
    case "buy-shares": return say(locale, "rules.sheet.spaces.buy-shares.short");
    case "deforest": return say(locale, "rules.sheet.spaces.deforest.short", { wood: f.deforestWood });
    case "thin-out": return say(locale, "rules.sheet.spaces.thin-out.short");
    case "reforest": return say(locale, "rules.sheet.spaces.reforest.short", { n: f.reforestForests });
    case "build-ship": return "";
    case "take-elder": return "";
  }
}

function imitationSpaces(f: GameFacts, label: (id: SpaceId) => string, locale: Locale): SheetSpace[] {
  if (f.imitation.length === 1) return [{ id: "imitate", name: say(locale, "rules.sheet.imitation.name"), text: say(locale, "rules.sheet.imitation.any"), short: say(locale, "rules.sheet.imitation.anyShort"), workers: 1 }];
  return f.imitation.map((copies, i) => {
    const spaces = either(copies.map(label), locale);
    return { id: "imitate", name: say(locale, "rules.sheet.imitation.nameN", { n: i + 1 }), text: say(locale, "rules.sheet.imitation.copy", { spaces }), short: say(locale, "rules.sheet.imitation.copyShort", { spaces }), workers: 1 };
  });
}

function schedule(f: GameFacts, locale: Locale): SheetRound[] {
  const { newA, handC, newB } = f.roundSpaces;
  const none = say(locale, "rules.sheet.schedule.none", { players: f.players });
  const nothing = say(locale, "rules.sheet.schedule.nothingShort");
  return [
    { round: 3, text: newA > 0 ? say(locale, "rules.sheet.schedule.newA", { n: newA }) : none, short: newA > 0 ? say(locale, "rules.sheet.schedule.newAShort", { n: newA }) : nothing, nothing: newA === 0 },
    { round: 4, text: say(locale, "rules.sheet.schedule.handC", { n: handC }), short: say(locale, "rules.sheet.schedule.handCShort", { n: handC }), nothing: false },
    { round: 5, text: newB > 0 ? say(locale, "rules.sheet.schedule.newB", { n: newB }) : none, short: newB > 0 ? say(locale, "rules.sheet.schedule.newBShort", { n: newB }) : nothing, nothing: newB === 0 },
    { round: 6, text: say(locale, "rules.sheet.schedule.faceUp"), short: say(locale, "rules.sheet.schedule.faceUpShort"), nothing: false },
  ];
}

/** The cheat sheet's words for a player count, in a language (English unless told). */
export function cheatSheetText(players: PlayerCount, locale: Locale = "en"): CheatSheetText {
  const f = gameFacts(players);
  const label = (id: SpaceId): string => say(locale, `rules.sheet.spaceNames.${id}`);
  const haul = f.haulByCovered;
  const ships = f.ships.map((sh) => ({ type: sh.type, name: say(locale, `rules.sheet.shipNames.${sh.type}`), cost: { ...sh.cost }, orGold: sh.orGold, vp: sh.vp }));
  const imitationIntro = f.imitation.length === 1
    ? say(locale, "rules.sheet.imitationIntroOne", { players })
    : say(locale, "rules.sheet.imitationIntroMany", { players, n: f.imitation.length });
  return {
    players,
    locale,
    workers: f.workers,
    title: say(locale, "rules.sheet.title"),
    goal: say(locale, "rules.sheet.goal", { rounds: f.rounds }),
    headings: {
      phases: say(locale, "rules.sheet.headings.phases"),
      spaces: say(locale, "rules.sheet.headings.spaces"),
      imitation: say(locale, "rules.sheet.headings.imitation"),
      schedule: say(locale, "rules.sheet.headings.schedule", { players }),
      scoring: say(locale, "rules.sheet.headings.scoring", { rounds: f.rounds }),
      limits: say(locale, "rules.sheet.headings.limits"),
    },
    workersKey: say(locale, "rules.sheet.workersKey"),
    imitationIntro: f.imitation.length ? imitationIntro : "",
    phases: [
      { name: say(locale, "rules.sheet.phases.fishing.name"), automatic: true, text: say(locale, "rules.sheet.phases.fishing.text", { least: haul[0] ?? 0, most: Math.max(...haul) }) },
      { name: say(locale, "rules.sheet.phases.work.name"), automatic: false, text: say(locale, "rules.sheet.phases.work.text", { workers: f.workers }) },
      { name: say(locale, "rules.sheet.phases.returning.name"), automatic: true, text: say(locale, "rules.sheet.phases.returning.text") },
    ],
    spaces: f.spaces.map((sp) => ({ id: sp.id, name: label(sp.id), text: spaceText(f, sp.id, locale), short: spaceShort(f, sp.id, locale), workers: sp.workers })),
    imitation: imitationSpaces(f, label, locale),
    ships,
    schedule: schedule(f, locale),
    scoring: [
      { sign: "+", text: say(locale, "rules.sheet.scoring.ships", { list: ships.map((sh) => `${sh.name} ${sh.vp}`).join(listSeparator(locale)) }), short: say(locale, "rules.sheet.scoring.shipsShort") },
      { sign: "+", text: say(locale, "rules.sheet.scoring.buildings"), short: say(locale, "rules.sheet.scoring.buildingsShort") },
      { sign: "+", text: say(locale, "rules.sheet.scoring.shares"), short: say(locale, "rules.sheet.scoring.sharesShort") },
      { sign: "+", text: say(locale, "rules.sheet.scoring.gold"), short: say(locale, "rules.sheet.scoring.gold"), good: "gold" },
      { sign: "−", text: say(locale, "rules.sheet.scoring.freeSpaces"), short: say(locale, "rules.sheet.scoring.freeSpacesShort") },
      { sign: "−", text: say(locale, "rules.sheet.scoring.unissued"), short: say(locale, "rules.sheet.scoring.unissued") },
    ],
    scoringNote: say(locale, "rules.sheet.scoring.note"),
    limits: [
      { good: "wood", text: say(locale, "rules.sheet.limits.wood", { n: f.woodLimit }), short: say(locale, "rules.sheet.limits.woodShort", { n: f.woodLimit }) },
      { good: "fish", text: say(locale, "rules.sheet.limits.fish", { n: f.reserveFishLimit }), short: say(locale, "rules.sheet.limits.fishShort", { n: f.reserveFishLimit }) },
      { good: null, text: say(locale, "rules.sheet.limits.nothing"), short: "" },
      { good: null, text: say(locale, "rules.sheet.limits.rules"), short: "" },
    ],
  };
}
